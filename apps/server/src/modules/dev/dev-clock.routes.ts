import { createRoute } from '@hono/zod-openapi';
import { DevClockRequestSchema, DevClockSchema } from '@secretaria/shared/dev-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { SettableClock } from '@/lib/clock';
import { createApi, errorResponses, jsonBody, jsonResponse } from '@/lib/openapi';
import type { AuthedEnv } from '@/middleware/require-user';
import { listOwnerClocks, saveOwnerClock } from './dev-clock.repo';

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
 * The owners' test clocks as stored (dev_clocks), into this process's clock: at start-up, before
 * the job loops run, so a process started or restarted later agrees with the others.
 */
export async function loadOwnerClocks(db: Kysely<DB>, clock: SettableClock) {
  for (const row of await listOwnerClocks(db))
    clock.set(new Date(clock.now().getTime() + row.offset_ms), row.user_id);
}

/**
 * Embedded mode only (DEV_ROUTES): moves the signed-in owner's business time (lib/clock.ts), so
 * their panel, attendant and reminders act at a chosen day and hour. It belongs to that owner:
 * other owners of the same server keep theirs; it is stored, so every process and a restart
 * keep it too (docs/decisions/033).
 */
export function createDevClockRoutes(db: Kysely<DB>, clock: SettableClock) {
  const state = (owner: string) => ({
    now: clock.now(owner).toISOString(),
    set: clock.isSet(owner),
  });
  return createApi<AuthedEnv>()
    .openapi(routes.get, (c) => c.json(state(c.var.user.id), 200))
    .openapi(routes.set, async (c) => {
      const owner = c.var.user.id;
      const instant = new Date(c.req.valid('json').now);
      await saveOwnerClock(db, owner, instant.getTime() - clock.now().getTime());
      clock.set(instant, owner);
      return c.json(state(owner), 200);
    })
    .openapi(routes.reset, async (c) => {
      await saveOwnerClock(db, c.var.user.id, null);
      clock.reset(c.var.user.id);
      return c.json(state(c.var.user.id), 200);
    });
}
