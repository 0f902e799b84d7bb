/**
 * The only /api paths served without a session. Everything else under /api, including any
 * module added later, requires one: a forgotten entry here fails closed (401), never open.
 * Webhooks live outside /api (/webhooks/…) and check their own secret or signature.
 */
export const PUBLIC_API_PATHS: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /^\/api\/health$/, why: 'liveness for load balancers and monitors' },
  { pattern: /^\/api\/ready$/, why: 'readiness: migrations done and the database answering' },
  { pattern: /^\/api\/auth\//, why: 'sign-up, sign-in and password flows (better-auth)' },
  { pattern: /^\/api\/openapi\.json$/, why: 'the public API description' },
  { pattern: /^\/api\/docs(\/|$)/, why: 'the API reference page and its assets' },
  {
    pattern: /^\/api\/dev\/emails$/,
    why: 'development only (config.devRoutes): the local outbox, read before login',
  },
];

export const isPublicApiPath = (path: string) =>
  PUBLIC_API_PATHS.some(({ pattern }) => pattern.test(path));
