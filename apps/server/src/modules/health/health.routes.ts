import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { HealthResponseSchema, ReadyResponseSchema } from '@secretaria/shared/api-schemas';
import { msg } from '@secretaria/shared/messages';
import type { Database } from '@/db/database';
import { createApi, jsonResponse } from '@/lib/openapi';

/** Readiness gives the database this long to answer `select 1`. */
export const READY_TIMEOUT_MS = 2_000;

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Sistema'],
  summary: 'Saúde do servidor e do banco de dados',
  responses: {
    200: jsonResponse(HealthResponseSchema, 'Servidor e banco respondendo'),
    503: jsonResponse(HealthResponseSchema, 'Banco de dados indisponível ou servidor iniciando'),
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Sistema'],
  summary: 'Prontidão: migrações aplicadas e banco de dados respondendo',
  responses: {
    200: jsonResponse(ReadyResponseSchema, 'Pronto para receber tráfego'),
    503: jsonResponse(
      ReadyResponseSchema,
      'Migrações em andamento (starting) ou banco sem resposta em 2 s (unavailable)',
    ),
  },
});

/** `select 1`, failing after `timeoutMs` even when the pool or the connection hangs. */
async function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
  const query = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthRoutes(database: Database, readyTimeoutMs = READY_TIMEOUT_MS) {
  return createApi()
    .openapi(healthRoute, async (c) => {
      const started = performance.now();
      try {
        await sql`select 1`.execute(database.db);
        const databaseLatencyMs = Math.round((performance.now() - started) * 100) / 100;
        return c.json({ status: 'ok' as const, database: database.kind, databaseLatencyMs }, 200);
      } catch {
        return c.json(
          { status: 'degraded' as const, database: database.kind, databaseLatencyMs: -1 },
          503,
        );
      }
    })
    .openapi(readyRoute, async (c) =>
      (await databaseAnswers(database, readyTimeoutMs))
        ? c.json({ status: 'ready' as const }, 200)
        : c.json({ status: 'unavailable' as const, message: msg.databaseUnreachable }, 503),
    );
}
