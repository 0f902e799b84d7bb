import { Hono } from 'hono';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { evolutionError } from './evolution-errors';
import { apikeyAuth, instanceExists } from './evolution-guards';
import { jidUser, phoneJid } from './evolution-jids';
import { recordSentText } from './evolution-messages';
import { parseSendText } from './evolution-validation';
import { sleep } from './evolution-sleep';

export function messageRoutes(ctx: EvolutionContext) {
  const app = new Hono<EvolutionEnv>();

  app.post(
    '/message/sendText/:instanceName',
    instanceExists(ctx),
    apikeyAuth(ctx, 'instance'),
    ctx.faults.gate('sendText'),
    async (c) => {
      const body = await readBody(c);
      if (body === INVALID_BODY) return invalidJson();
      const parsed = parseSendText(body);
      if (!parsed.ok) return parsed.response;
      const instance = c.var.instance;
      if (instance.state !== 'open') return evolutionError(400, ['Error: Connection Closed']);
      const { number, text, delay } = parsed.value;
      const digits = jidUser(number);
      if (!number.includes('@') && !ctx.store.isOnWhatsApp(digits)) {
        return evolutionError(400, [{ jid: phoneJid(digits), exists: false, number: digits }]);
      }
      // Evolution shows "composing" for `delay` ms and only then sends, holding the request.
      if (delay > 0) await sleep(delay);
      return c.json(recordSentText(ctx, instance, { number, text }), 201);
    },
  );

  /**
   * Evolution v2's message search (prisma-paginated): the instance's stored messages whose key
   * matches `where.key` (remoteJid, fromMe, id), newest first.
   */
  app.post(
    '/chat/findMessages/:instanceName',
    instanceExists(ctx),
    apikeyAuth(ctx, 'instance'),
    ctx.faults.gate('findMessages'),
    async (c) => {
      const body = await readBody(c);
      if (body === INVALID_BODY) return invalidJson();
      const where =
        (body as { where?: { key?: Record<string, unknown> } } | null)?.where?.key ?? {};
      const limit = Math.min(Number((body as { offset?: number })?.offset) || 50, 500);
      const records = c.var.instance.messages
        .map((m) => m.record)
        .filter(
          (r) =>
            (where.remoteJid === undefined || r.key.remoteJid === where.remoteJid) &&
            (where.fromMe === undefined || r.key.fromMe === where.fromMe) &&
            (where.id === undefined || r.key.id === where.id),
        )
        .reverse();
      return c.json({
        messages: {
          total: records.length,
          pages: Math.max(1, Math.ceil(records.length / limit)),
          currentPage: 1,
          records: records.slice(0, limit),
        },
      });
    },
  );

  return app;
}
