import type { Hono } from 'hono';
import { PLAN_IDS } from '@secretaria/shared/plans';
import { z } from 'zod';
import type { StripeSimulatorControl } from './control';

const ControlRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('advanceBilling'),
    subscriptionId: z.string(),
    fail: z.boolean().optional(),
    leaveDraft: z.boolean().optional(),
  }),
  z.object({
    action: z.literal('refund'),
    chargeId: z.string(),
    amount: z.number().int().positive().optional(),
  }),
  z.object({ action: z.literal('dispute'), chargeId: z.string() }),
  z.object({
    action: z.literal('changePlan'),
    subscriptionId: z.string(),
    planId: z.enum(PLAN_IDS),
  }),
  z.object({
    action: z.literal('completeCheckout'),
    sessionId: z.string(),
    cardNumber: z.string().optional(),
    email: z.string().optional(),
  }),
  z.object({
    action: z.literal('failNext'),
    pathPrefix: z.string().startsWith('/'),
    status: z.number().int().min(400).max(599),
    times: z.number().int().positive().optional(),
    method: z.string().optional(),
  }),
  z.object({ action: z.literal('delay'), ms: z.number().int().min(0).max(60_000) }),
  z.object({ action: z.literal('duplicateWebhooks'), enabled: z.boolean() }),
  z.object({ action: z.literal('reorderWebhooks'), enabled: z.boolean() }),
  z.object({ action: z.literal('setWebhookUrl'), url: z.url().nullable() }),
  z.object({ action: z.literal('waitForWebhooks') }),
  z.object({ action: z.literal('resetFaults') }),
]);

export type ControlRequest = z.infer<typeof ControlRequestSchema>;

/**
 * `POST /__sim/control` (JSON, `Authorization: Bearer <secret key>`): the control functions for
 * tests in another process, e.g. Playwright against the embedded server.
 */
export function registerControlRoute(
  app: Hono,
  control: StripeSimulatorControl,
  secretKey: string,
) {
  app.post('/__sim/control', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${secretKey}`) {
      return c.json(
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        401,
      );
    }
    const parsed = ControlRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        { error: { type: 'invalid_request_error', message: z.prettifyError(parsed.error) } },
        400,
      );
    }
    try {
      return c.json({ ok: true, result: (await runControl(control, parsed.data)) ?? null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return c.json({ error: { type: 'invalid_request_error', message } }, 400);
    }
  });
}

async function runControl(
  control: StripeSimulatorControl,
  request: ControlRequest,
): Promise<unknown> {
  switch (request.action) {
    case 'advanceBilling':
      return control.advanceBilling(request.subscriptionId, {
        fail: request.fail,
        leaveDraft: request.leaveDraft,
      });
    case 'refund':
      return control.refund(request.chargeId, { amount: request.amount });
    case 'dispute':
      return control.dispute(request.chargeId);
    case 'changePlan':
      return control.changePlan(request.subscriptionId, request.planId);
    case 'completeCheckout':
      return control.completeCheckout(request.sessionId, {
        cardNumber: request.cardNumber,
        email: request.email,
      });
    case 'failNext':
      return control.failNext(request.pathPrefix, {
        status: request.status,
        times: request.times,
        method: request.method,
      });
    case 'delay':
      return control.delay(request.ms);
    case 'duplicateWebhooks':
      return control.duplicateWebhooks(request.enabled);
    case 'reorderWebhooks':
      return control.reorderWebhooks(request.enabled);
    case 'setWebhookUrl':
      return control.setWebhookUrl(request.url);
    case 'waitForWebhooks':
      return control.waitForWebhooks();
    case 'resetFaults':
      return control.resetFaults();
  }
}
