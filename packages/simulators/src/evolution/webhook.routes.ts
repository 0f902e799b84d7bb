import { Hono } from 'hono';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { webhookRow } from './evolution-dto';
import { apikeyAuth, instanceExists } from './evolution-guards';
import { newRowId } from './evolution-ids';
import { WEBHOOK_EVENTS } from './evolution-types';
import { parseWebhookSet } from './evolution-validation';

export function webhookRoutes(ctx: EvolutionContext) {
  const app = new Hono<EvolutionEnv>();
  const exists = instanceExists(ctx);
  const auth = apikeyAuth(ctx, 'instance');

  app.post('/webhook/set/:instanceName', exists, auth, ctx.faults.gate('setWebhook'), async (c) => {
    const body = await readBody(c);
    if (body === INVALID_BODY) return invalidJson();
    const parsed = parseWebhookSet(body);
    if (!parsed.ok) return parsed.response;
    const { enabled, events, ...rest } = parsed.value;
    const instance = c.var.instance;
    const now = new Date();
    instance.webhook = {
      id: instance.webhook?.id ?? newRowId(),
      ...rest,
      enabled,
      // Disabled hooks keep no events; an empty list on an enabled hook means every event.
      events: !enabled ? [] : events.length > 0 ? events : [...WEBHOOK_EVENTS],
      createdAt: instance.webhook?.createdAt ?? now,
      updatedAt: now,
    };
    return c.json(webhookRow(instance, instance.webhook), 201);
  });

  app.get('/webhook/find/:instanceName', exists, auth, ctx.faults.gate('findWebhook'), (c) => {
    const { instance } = c.var;
    return c.json(instance.webhook ? webhookRow(instance, instance.webhook) : null);
  });

  return app;
}
