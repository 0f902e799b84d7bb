import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import type { EvolutionContext } from './evolution-context';
import { evolutionError, notFoundInstance, unauthorized } from './evolution-errors';
import { FAULT_ROUTES } from './evolution-faults';

const FaultsRequestSchema = z.object({
  reset: z.boolean().optional(),
  failNext: z
    .object({
      route: z.enum(FAULT_ROUTES),
      status: z.number().int().min(400).max(599).optional(),
      times: z.number().int().min(1).max(1000).optional(),
      afterEffect: z.boolean().optional(),
    })
    .optional(),
  delay: z
    .object({ ms: z.number().int().min(0).max(120_000), route: z.enum(FAULT_ROUTES).optional() })
    .optional(),
  duplicateWebhooks: z.boolean().optional(),
});

/** Test controls for out-of-process tests; the global apikey guards them like the real API. */
export function simRoutes(ctx: EvolutionContext, reset: () => void) {
  const app = new Hono();
  const globalKey: MiddlewareHandler = async (c, next) => {
    if (c.req.header('apikey') !== ctx.settings.apiKey) return unauthorized();
    await next();
  };
  app.use('/__sim/*', globalKey);

  app.get('/__sim/faults', (c) => c.json(ctx.faults.snapshot()));

  app.post('/__sim/faults', async (c) => {
    const body = await readBody(c);
    if (body === INVALID_BODY) return invalidJson();
    const parsed = FaultsRequestSchema.safeParse(body);
    if (!parsed.success) {
      return evolutionError(
        400,
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    const { reset: shouldReset, failNext, delay, duplicateWebhooks } = parsed.data;
    if (shouldReset) ctx.faults.reset();
    if (failNext) ctx.faults.failNext(failNext.route, failNext);
    if (delay) ctx.faults.delay(delay.ms, delay.route);
    if (duplicateWebhooks !== undefined) ctx.faults.duplicateWebhooks(duplicateWebhooks);
    return c.json(ctx.faults.snapshot());
  });

  app.post('/__sim/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  app.get('/__sim/webhook-deliveries', (c) => c.json(ctx.webhooks.deliveries));

  app.get('/__sim/instances/:instanceName/messages', (c) => {
    const instance = ctx.store.get(c.req.param('instanceName'));
    if (!instance) return notFoundInstance(c.req.param('instanceName'));
    return c.json(instance.messages.map((message) => message.record));
  });

  return app;
}
