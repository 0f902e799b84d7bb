import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { INVALID_BODY, readBody } from './evolution-body';
import { closeSession, PhoneActionError, scanQr } from './evolution-connection';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { findStoredMessage, receiveMessage, receiveVoiceNote } from './evolution-messages';
import type { Instance } from './evolution-types';
import { renderPhonePage } from './phone-page';
import {
  CustomerMessageRequestSchema,
  CustomerVoiceNoteRequestSchema,
  ScanRequestSchema,
} from './phone-schemas';
import { PHONE_SCRIPT } from './phone-script';
import { PHONE_STYLES } from './phone-styles';
import { DEFAULT_CUSTOMER, phoneView } from './phone-view';

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "media-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'";

type PhoneContext = Context<EvolutionEnv>;

const isFormPost = (c: PhoneContext) =>
  (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');

function html(c: PhoneContext, body: string, status: 200 | 404 = 200) {
  c.header('content-security-policy', CSP);
  c.header('cache-control', 'no-store');
  return c.html(body, status);
}

type Outcome = { error?: string; status?: 400 | 409; keep?: Record<string, string> };

/** JSON for the page script; the no-script form posts go back to the page (with the error). */
function reply(c: PhoneContext, instance: Instance, outcome: Outcome = {}) {
  if (isFormPost(c)) {
    const query = new URLSearchParams(outcome.keep);
    if (outcome.error) query.set('erro', outcome.error);
    const search = query.size > 0 ? `?${query}` : '';
    return c.redirect(`/phone/${encodeURIComponent(instance.name)}${search}`, 303);
  }
  if (outcome.error) return c.json({ error: outcome.error }, outcome.status ?? 409);
  return c.json({ state: instance.state });
}

async function parse<T extends z.ZodType>(c: PhoneContext, schema: T) {
  const body = await readBody(c);
  const keep: Record<string, string> = {};
  if (typeof body === 'object' && body !== null) {
    for (const field of ['from', 'name'] as const) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string') keep[field] = value;
    }
  }
  const result = schema.safeParse(body === INVALID_BODY ? null : body);
  if (!result.success) {
    const error = result.error.issues[0]?.message ?? 'Dados inválidos.';
    return { keep, failure: { error, status: 400, keep } satisfies Outcome };
  }
  return { keep, data: result.data as z.output<T> };
}

export function phoneRoutes(ctx: EvolutionContext) {
  const app = new Hono<EvolutionEnv>();

  app.get('/phone-assets/phone.js', (c) =>
    c.body(PHONE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/phone-assets/phone.css', (c) =>
    c.body(PHONE_STYLES, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );

  const known: MiddlewareHandler<EvolutionEnv> = async (c, next) => {
    const instance = ctx.store.get(c.req.param('instanceName') ?? '');
    if (!instance) return c.json({ error: 'Instância não encontrada.' }, 404);
    c.set('instance', instance);
    await next();
  };

  app.get('/phone/:instanceName', (c) => {
    const instance = ctx.store.get(c.req.param('instanceName'));
    if (!instance) {
      return html(
        c,
        '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Instância não encontrada</title><p>Instância não encontrada.</p></html>',
        404,
      );
    }
    const customer = {
      number: c.req.query('from') ?? DEFAULT_CUSTOMER.number,
      name: c.req.query('name') ?? DEFAULT_CUSTOMER.name,
    };
    const view = phoneView(ctx, instance, customer.number);
    return html(c, renderPhonePage({ view, customer, error: c.req.query('erro') ?? null }));
  });

  app.get('/phone/:instanceName/state', known, (c) =>
    c.json(phoneView(ctx, c.var.instance, c.req.query('chat') ?? DEFAULT_CUSTOMER.number)),
  );

  app.post('/phone/:instanceName/scan', known, async (c) => {
    const parsed = await parse(c, ScanRequestSchema);
    if (parsed.failure) return reply(c, c.var.instance, parsed.failure);
    try {
      scanQr(ctx, c.var.instance, parsed.data);
    } catch (error) {
      if (error instanceof PhoneActionError)
        return reply(c, c.var.instance, { error: error.message });
      throw error;
    }
    return reply(c, c.var.instance);
  });

  app.post('/phone/:instanceName/disconnect', known, (c) => {
    const instance = c.var.instance;
    if (instance.state !== 'open') {
      return reply(c, instance, { error: 'O WhatsApp do negócio não está conectado.' });
    }
    closeSession(ctx, instance, { viaApi: false });
    return reply(c, instance);
  });

  const customerSends =
    <T extends z.ZodType>(schema: T, send: (instance: Instance, data: z.output<T>) => unknown) =>
    async (c: PhoneContext) => {
      const parsed = await parse(c, schema);
      if (parsed.failure) return reply(c, c.var.instance, parsed.failure);
      const { keep } = parsed;
      try {
        const record = send(c.var.instance, parsed.data as z.output<T>);
        if (!isFormPost(c)) return c.json(record, 201);
      } catch (error) {
        if (error instanceof PhoneActionError) {
          return reply(c, c.var.instance, { error: error.message, keep });
        }
        throw error;
      }
      return reply(c, c.var.instance, { keep });
    };

  app.post(
    '/phone/:instanceName/messages',
    known,
    customerSends(CustomerMessageRequestSchema, (instance, data) =>
      receiveMessage(ctx, instance, data),
    ),
  );

  app.post(
    '/phone/:instanceName/audio',
    known,
    customerSends(CustomerVoiceNoteRequestSchema, (instance, data) =>
      receiveVoiceNote(ctx, instance, data),
    ),
  );

  /** A voice note of the chat, for the page's player. */
  app.get('/phone/:instanceName/media/:messageId', known, (c) => {
    const media = findStoredMessage(c.var.instance, c.req.param('messageId'))?.media;
    if (!media) return c.json({ error: 'Mídia não encontrada.' }, 404);
    return c.body(new Uint8Array(media.data), 200, {
      'content-type': media.mimetype,
      'cache-control': 'no-store',
    });
  });

  return app;
}
