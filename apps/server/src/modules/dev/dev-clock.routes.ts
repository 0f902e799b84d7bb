import { createRoute } from '@hono/zod-openapi';
import { DevClockRequestSchema, DevClockSchema } from '@secretaria/shared/dev-schemas';
import type { SettableClock } from '@/lib/clock';
import { createApi, errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';

const tags = ['Desenvolvimento'];
const responses = {
  200: jsonResponse(DevClockSchema, 'Hora do servidor'),
  401: errorResponses[401],
};
const routes = {
  get: createRoute({
    method: 'get',
    path: '/dev/clock',
    tags,
    summary: 'Modo embutido: a hora de negócio do servidor',
    responses,
  }),
  set: createRoute({
    method: 'put',
    path: '/dev/clock',
    tags,
    summary: 'Modo embutido: a hora de negócio passa a ser `now` e segue correndo dali',
    request: { body: jsonBody(DevClockRequestSchema) },
    responses: { ...responses, 400: errorResponses[400] },
  }),
  reset: createRoute({
    method: 'delete',
    path: '/dev/clock',
    tags,
    summary: 'Modo embutido: volta à hora real',
    responses,
  }),
};

/**
 * Embedded mode only (DEV_ROUTES): moves the one server clock (lib/clock.ts) that every booking
 * rule reads, so the panel, the attendant and the tests can act at a chosen day and hour. The
 * clock is the process's: it moves business time for every owner of this server.
 */
export function createDevClockRoutes(clock: SettableClock) {
  const state = () => ({ now: clock.now().toISOString(), set: clock.isSet() });
  return createApi<AuthedEnv>()
    .openapi(routes.get, (c) => c.json(state(), 200))
    .openapi(routes.set, (c) => {
      clock.set(new Date(c.req.valid('json').now));
      return c.json(state(), 200);
    })
    .openapi(routes.reset, (c) => {
      clock.reset();
      return c.json(state(), 200);
    });
}
