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
    summary: 'Modo embutido: a hora de negócio do dono (a do servidor se não a mudou)',
    responses,
  }),
  set: createRoute({
    method: 'put',
    path: '/dev/clock',
    tags,
    summary:
      'Modo embutido: a hora de negócio deste dono passa a ser `now` e segue correndo dali (os outros donos não mudam)',
    request: { body: jsonBody(DevClockRequestSchema) },
    responses: { ...responses, 400: errorResponses[400] },
  }),
  reset: createRoute({
    method: 'delete',
    path: '/dev/clock',
    tags,
    summary: 'Modo embutido: a hora de negócio deste dono volta à do servidor',
    responses,
  }),
};

/**
 * Embedded mode only (DEV_ROUTES): moves the signed-in owner's business time (lib/clock.ts), so
 * their panel, attendant and reminders act at a chosen day and hour. It belongs to that owner:
 * other owners of the same server keep theirs (docs/decisions/033).
 */
export function createDevClockRoutes(clock: SettableClock) {
  const state = (owner: string) => ({
    now: clock.now(owner).toISOString(),
    set: clock.isSet(owner),
  });
  return createApi<AuthedEnv>()
    .openapi(routes.get, (c) => c.json(state(c.var.user.id), 200))
    .openapi(routes.set, (c) => {
      clock.set(new Date(c.req.valid('json').now), c.var.user.id);
      return c.json(state(c.var.user.id), 200);
    })
    .openapi(routes.reset, (c) => {
      clock.reset(c.var.user.id);
      return c.json(state(c.var.user.id), 200);
    });
}
