import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MetaContext } from './meta-context';
import { FAULT_KINDS, FAULT_ROUTES, type FaultKind } from './meta-faults';
import { receiveFromCustomer, PhoneActionError, setStatus } from './meta-messages';
import {
  createBusinessNumber,
  DuplicateNumberError,
  expireToken,
  numberDto,
  subscribeWebhook,
} from './meta-numbers';
import { reviewTemplate } from './graph.routes';
import { HandshakeError } from './meta-webhooks';

const digits = z.string().regex(/^\d{8,15}$/);

const NumberSchema = z.object({
  display_phone_number: digits,
  verified_name: z.string().min(1).max(100).optional(),
  phone_number_id: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  waba_id: z
    .string()
    .regex(/^\d{5,20}$/)
    .optional(),
  access_token: z.string().min(8).optional(),
  app_secret: z.string().min(8).optional(),
  webhook_url: z.url().optional(),
  verify_token: z.string().optional(),
  status: z
    .enum(['CONNECTED', 'PENDING', 'DISCONNECTED', 'FLAGGED', 'RESTRICTED', 'BANNED'])
    .optional(),
  registered: z.boolean().optional(),
});

const CustomerSchema = z.object({ from: digits, name: z.string().min(1).max(60) });
const ActionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().min(1).max(4096),
    quoted_id: z.string().optional(),
  }),
  z.object({ type: z.literal('reply'), message_id: z.string(), reply_id: z.string() }),
  z.object({
    type: z.literal('template_button'),
    message_id: z.string(),
    index: z.number().int().min(0),
  }),
  z.object({ type: z.literal('audio') }),
  z.object({
    type: z.literal('location'),
    latitude: z.number(),
    longitude: z.number(),
    name: z.string().optional(),
    address: z.string().optional(),
  }),
]);

const FaultsSchema = z.object({
  reset: z.boolean().optional(),
  fail_next: z
    .object({
      kind: z.enum(Object.keys(FAULT_KINDS) as [FaultKind, ...FaultKind[]]),
      route: z.enum(FAULT_ROUTES).optional(),
      times: z.number().int().min(1).max(1000).optional(),
    })
    .optional(),
  fail_next_delivery: z.number().int().optional(),
  delay_ms: z.number().int().min(0).max(120_000).optional(),
});

const problem = (issues: z.core.$ZodIssue[]) => ({
  error: issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
});

/** The simulator's own controls: never part of Meta's API (README.md). */
export function simRoutes(ctx: MetaContext, reset: () => void) {
  const app = new Hono();
  const guard: MiddlewareHandler = async (c, next) => {
    if (ctx.settings.controlKey !== null && c.req.header('x-sim-key') !== ctx.settings.controlKey) {
      return c.json({ error: 'x-sim-key inválida' }, 401);
    }
    await next();
  };
  app.use('/sim/meta/*', guard);

  const numberOr404 = (id: string) => ctx.store.number(id);

  app.post('/sim/meta/numbers', async (c) => {
    const parsed = NumberSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    const d = parsed.data;
    try {
      const number = await createBusinessNumber(ctx, {
        displayPhoneNumber: d.display_phone_number,
        verifiedName: d.verified_name,
        phoneNumberId: d.phone_number_id,
        wabaId: d.waba_id,
        accessToken: d.access_token,
        appSecret: d.app_secret,
        webhookUrl: d.webhook_url,
        verifyToken: d.verify_token,
        status: d.status,
        registered: d.registered,
      });
      return c.json(numberDto(number), 201);
    } catch (error) {
      if (error instanceof HandshakeError) return c.json({ error: error.message }, 400);
      if (error instanceof DuplicateNumberError) return c.json({ error: error.message }, 409);
      throw error;
    }
  });

  app.get('/sim/meta/numbers', (c) => c.json([...ctx.store.numbers.values()].map(numberDto)));

  app.patch('/sim/meta/numbers/:id', async (c) => {
    const number = numberOr404(c.req.param('id'));
    if (!number) return c.json({ error: 'número desconhecido' }, 404);
    const parsed = NumberSchema.pick({ status: true, registered: true })
      .extend({ expire_token: z.string().optional(), add_token: z.string().min(8).optional() })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    const d = parsed.data;
    if (d.status) number.status = d.status;
    if (d.registered !== undefined) number.registered = d.registered;
    if (d.expire_token) expireToken(number, d.expire_token);
    if (d.add_token) number.accessTokens.add(d.add_token);
    return c.json(numberDto(number));
  });

  app.put('/sim/meta/numbers/:id/webhook', async (c) => {
    const number = numberOr404(c.req.param('id'));
    if (!number) return c.json({ error: 'número desconhecido' }, 404);
    const parsed = z
      .object({ url: z.url(), verify_token: z.string() })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    try {
      await subscribeWebhook(ctx, number, parsed.data.url, parsed.data.verify_token);
    } catch (error) {
      if (error instanceof HandshakeError) return c.json({ error: error.message }, 400);
      throw error;
    }
    return c.json(numberDto(number));
  });

  app.get('/sim/meta/numbers/:id/messages', (c) => {
    const number = numberOr404(c.req.param('id'));
    if (!number) return c.json({ error: 'número desconhecido' }, 404);
    return c.json(number.messages);
  });

  /** A customer acts on their phone: `{ from, name, action: { type, … } }`. */
  app.post('/sim/meta/numbers/:id/inbound', async (c) => {
    const number = numberOr404(c.req.param('id'));
    if (!number) return c.json({ error: 'número desconhecido' }, 404);
    const parsed = CustomerSchema.extend({ action: ActionSchema }).safeParse(
      await c.req.json().catch(() => null),
    );
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    const { from, name, action } = parsed.data;
    try {
      const message = receiveFromCustomer(
        ctx,
        number,
        { from, name },
        action.type === 'text'
          ? {
              type: 'text',
              text: action.text,
              ...(action.quoted_id ? { quotedId: action.quoted_id } : {}),
            }
          : action.type === 'reply'
            ? { type: 'reply', messageId: action.message_id, replyId: action.reply_id }
            : action.type === 'template_button'
              ? { type: 'template_button', messageId: action.message_id, index: action.index }
              : action,
      );
      return c.json(message, 201);
    } catch (error) {
      if (error instanceof PhoneActionError) return c.json({ error: error.message }, 409);
      throw error;
    }
  });

  app.post('/sim/meta/messages/:wamid/status', async (c) => {
    const found = ctx.store.findMessage(c.req.param('wamid'));
    if (!found) return c.json({ error: 'mensagem desconhecida' }, 404);
    const parsed = z
      .object({
        status: z.enum(['sent', 'delivered', 'read', 'failed']),
        error_code: z.number().int().optional(),
      })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    try {
      setStatus(ctx, found.number, found.message.id, parsed.data.status, parsed.data.error_code);
    } catch (error) {
      if (error instanceof PhoneActionError) return c.json({ error: error.message }, 409);
      throw error;
    }
    return c.json({ id: found.message.id, status: parsed.data.status });
  });

  app.post('/sim/meta/templates/:id/review', async (c) => {
    const template = ctx.store.templates.get(c.req.param('id'));
    if (!template) return c.json({ error: 'modelo desconhecido' }, 404);
    const parsed = z
      .object({
        status: z.enum(['APPROVED', 'REJECTED', 'PAUSED', 'DISABLED']),
        reason: z.string().optional(),
      })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    reviewTemplate(ctx, template, parsed.data.status, parsed.data.reason ?? null);
    return c.json({ id: template.id, status: template.status });
  });

  app.get('/sim/meta/clock', (c) =>
    c.json({ now: ctx.clock.now().toISOString(), offset_ms: ctx.clock.offsetMs() }),
  );
  app.post('/sim/meta/clock', async (c) => {
    const parsed = z
      .object({ advance_ms: z.number().int().min(0).optional(), reset: z.boolean().optional() })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    if (parsed.data.reset) ctx.clock.reset();
    if (parsed.data.advance_ms) ctx.clock.advance(parsed.data.advance_ms);
    return c.json({ now: ctx.clock.now().toISOString(), offset_ms: ctx.clock.offsetMs() });
  });

  app.get('/sim/meta/faults', (c) => c.json(ctx.faults.snapshot()));
  app.post('/sim/meta/faults', async (c) => {
    const parsed = FaultsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(problem(parsed.error.issues), 400);
    const d = parsed.data;
    if (d.reset) ctx.faults.reset();
    if (d.fail_next) ctx.faults.failNext(d.fail_next.kind, d.fail_next);
    if (d.fail_next_delivery !== undefined) ctx.faults.failNextDelivery(d.fail_next_delivery);
    if (d.delay_ms !== undefined) ctx.faults.delay(d.delay_ms);
    return c.json(ctx.faults.snapshot());
  });

  app.get('/sim/meta/webhook-deliveries', (c) => c.json(ctx.webhooks.deliveries));

  app.post('/sim/meta/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  return app;
}
