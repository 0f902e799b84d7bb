import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { MetaContext } from './meta-context';
import {
  conversationWith,
  isWindowOpen,
  markChatRead,
  PhoneActionError,
  receiveFromCustomer,
  type CustomerAction,
} from './meta-messages';
import { META_PHONE_SCRIPT, META_PHONE_STYLES } from './phone-assets';
import { DEFAULT_CUSTOMER, renderMessages, renderPhonePage } from './phone-page';

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "media-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'";

const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{10,15}$/, 'Informe o número com DDI e DDD, apenas dígitos (ex.: 5511999990000).');
const Customer = z.object({
  from: phoneDigits,
  name: z.string().trim().min(1, 'Informe seu nome.').max(60, 'Nome muito longo.'),
});
const TextRequest = Customer.extend({
  text: z.string().trim().min(1, 'Escreva uma mensagem.').max(4096, 'Mensagem muito longa.'),
});
const ReplyRequest = Customer.extend({ messageId: z.string().min(1), replyId: z.string().min(1) });
const TemplateButtonRequest = Customer.extend({
  messageId: z.string().min(1),
  index: z.coerce.number().int().min(0),
});

const isFormPost = (c: Context) =>
  (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

async function readBody(c: Context): Promise<unknown> {
  if (isFormPost(c)) return c.req.parseBody();
  return c.req.json().catch(() => null);
}

/** The tester's phone: the customer's side of a chat with one business number. */
export function phoneRoutes(ctx: MetaContext) {
  const app = new Hono();

  app.get('/meta-phone-assets/phone.js', (c) =>
    c.body(META_PHONE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/meta-phone-assets/phone.css', (c) =>
    c.body(META_PHONE_STYLES, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );

  const customerOf = (c: Context) => ({
    number: (c.req.query('from') ?? DEFAULT_CUSTOMER.number).replace(/\D/g, ''),
    name: c.req.query('name') ?? DEFAULT_CUSTOMER.name,
  });

  app.get('/phone/:id', (c) => {
    c.header('content-security-policy', CSP);
    c.header('cache-control', 'no-store');
    const number = ctx.store.number(c.req.param('id'));
    if (!number) {
      return c.html(
        '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Número não encontrado</title><p>Número não encontrado.</p></html>',
        404,
      );
    }
    const customer = customerOf(c);
    markChatRead(ctx, number, customer.number);
    return c.html(
      renderPhonePage({
        number,
        messages: conversationWith(number, customer.number),
        customer,
        windowOpen: isWindowOpen(ctx, number, customer.number),
        error: c.req.query('erro') ?? null,
      }),
    );
  });

  /** The chat's items as HTML, polled by the script; looking at them reads them. */
  app.get('/phone/:id/messages', (c) => {
    const number = ctx.store.number(c.req.param('id'));
    if (!number) return c.text('Número não encontrado.', 404);
    const customer = customerOf(c);
    markChatRead(ctx, number, customer.number);
    c.header('cache-control', 'no-store');
    return c.html(renderMessages(number, conversationWith(number, customer.number), customer));
  });

  const customerActs =
    <T extends z.ZodType>(schema: T, action: (data: z.output<T>) => CustomerAction) =>
    async (c: Context) => {
      const number = ctx.store.number(c.req.param('id') ?? '');
      if (!number) return c.json({ error: 'Número não encontrado.' }, 404);
      const body = await readBody(c);
      const back = (error?: string) => {
        const query = new URLSearchParams();
        const fields = (body ?? {}) as Record<string, unknown>;
        for (const key of ['from', 'name'] as const) {
          if (typeof fields[key] === 'string') query.set(key, fields[key] as string);
        }
        if (error) query.set('erro', error);
        return c.redirect(`/phone/${encodeURIComponent(number.phoneNumberId)}?${query}`, 303);
      };
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? 'Dados inválidos.';
        return isFormPost(c) ? back(error) : c.json({ error }, 400);
      }
      const data = parsed.data as z.output<T> & { from: string; name: string };
      try {
        const message = receiveFromCustomer(ctx, number, data, action(data));
        return isFormPost(c) ? back() : c.json(message, 201);
      } catch (error) {
        if (!(error instanceof PhoneActionError)) throw error;
        return isFormPost(c) ? back(error.message) : c.json({ error: error.message }, 409);
      }
    };

  app.post(
    '/phone/:id/messages',
    customerActs(TextRequest, (d) => ({ type: 'text', text: d.text })),
  );
  app.post(
    '/phone/:id/reply',
    customerActs(ReplyRequest, (d) => ({
      type: 'reply',
      messageId: d.messageId,
      replyId: d.replyId,
    })),
  );
  app.post(
    '/phone/:id/template-button',
    customerActs(TemplateButtonRequest, (d) => ({
      type: 'template_button',
      messageId: d.messageId,
      index: d.index,
    })),
  );
  app.post(
    '/phone/:id/audio',
    customerActs(Customer, () => ({ type: 'audio' })),
  );

  /** A customer's voice note, for the page's player (Meta's media URL needs the token). */
  app.get('/phone/:id/media/:mediaId', (c) => {
    const media = ctx.store.media.get(c.req.param('mediaId'));
    if (!media || media.phoneNumberId !== c.req.param('id')) {
      return c.json({ error: 'Mídia não encontrada.' }, 404);
    }
    return c.body(new Uint8Array(media.data), 200, {
      'content-type': media.mimeType,
      'cache-control': 'no-store',
    });
  });

  return app;
}
