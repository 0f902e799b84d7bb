import { Hono } from 'hono';
import { msg } from '@secretaria/shared/messages';

type Fetch = Hono['fetch'];

/**
 * main.ts listens before the database is opened and migrated, so readiness is observable while
 * migrations run (docs/decisions/022). Until `open(app)`, every path answers 503 in pt-BR:
 * /api/ready and /api/health say 'starting' (whoever waits for /api/health to answer 200 still
 * waits for a server that can serve), the rest asks to retry.
 */
export function createStartupGate(databaseKind: 'pglite' | 'postgres') {
  const starting = new Hono();
  starting.get('/api/ready', (c) =>
    c.json({ status: 'starting' as const, message: msg.serverStarting }, 503),
  );
  starting.get('/api/health', (c) =>
    c.json({ status: 'starting' as const, database: databaseKind, databaseLatencyMs: -1 }, 503),
  );
  starting.all('*', (c) => {
    c.header('Retry-After', '5');
    return c.json({ error: { code: 'UNAVAILABLE', message: msg.serverStarting } }, 503);
  });
  let target: Fetch = starting.fetch;
  return {
    fetch: ((...args: Parameters<Fetch>) => target(...args)) as Fetch,
    /** From now on the server answers. */
    open(app: { fetch: Fetch }) {
      target = app.fetch;
    },
  };
}
