// What every bare-pg baseline shares: the session lookup, as the product's require-user.ts does
// it, and the bare `node:http` server around its routes.
import http from 'node:http';

// The token of the signed cookie, one indexed join, expired sessions refused.
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

/**
 * Serves `routes` ([pattern, handler(userId, groups, searchParams)] pairs; a handler resolves with
 * the JSON body, or undefined for a 404) on PORT after the session lookup, and ends the pool on
 * SIGTERM. No framework, no validation: the floor the product is measured against.
 */
export function serveBaseline(pool, routes) {
  http
    .createServer(async (req, res) => {
      try {
        const url = new URL(req.url, 'http://x');
        if (url.pathname === '/api/health') return res.end('ok');
        const userId = await ownerOf(pool, req);
        if (!userId) return res.writeHead(401).end();
        for (const [pattern, handler] of routes) {
          const m = pattern.exec(url.pathname);
          if (!m) continue;
          const body = await handler(userId, m.slice(1), url.searchParams);
          if (body === undefined) return res.writeHead(404).end();
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(body));
        }
        res.writeHead(404).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })
    .listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', async () => {
    await pool.end();
    process.exit(0);
  });
}
