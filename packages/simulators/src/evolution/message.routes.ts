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

  return app;
}
