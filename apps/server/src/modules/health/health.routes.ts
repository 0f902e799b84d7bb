import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { HealthResponseSchema } from '@secretaria/shared/api-schemas';
import type { Database } from '@/db/database';
import { createApi, jsonResponse } from '@/lib/openapi';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Sistema'],
  summary: 'Saúde do servidor e do banco de dados',
  responses: {
    200: jsonResponse(HealthResponseSchema, 'Servidor e banco respondendo'),
    503: jsonResponse(HealthResponseSchema, 'Banco de dados indisponível'),
  },
});

export function createHealthRoutes(database: Database) {
  return createApi().openapi(healthRoute, async (c) => {
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
  });
}
