// The session lookup every bare-pg baseline does first, as the product's require-user.ts does:
// the token of the signed cookie, one indexed join, expired sessions refused.
export async function ownerOf(pool, req) {
  const cookie = /session_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!cookie) return undefined;
  const token = decodeURIComponent(cookie).split('.')[0];
  const { rows } = await pool.query(
    `select u.id from session s join "user" u on u.id = s."userId" where s.token = $1 and s."expiresAt" > now()`,
    [token],
  );
  return rows[0]?.id;
}
