import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  bearer,
  faultGate,
  phoneNumberAuth,
  tokenFor,
  validVersion,
  type MetaEnv,
} from './meta-auth';
import type { MetaContext } from './meta-context';
import { ERRORS, graphError } from './meta-errors';
import { newMediaId, newTemplateId } from './meta-ids';
import { sendFromBusiness } from './meta-messages';
import { HandshakeError } from './meta-webhooks';
import { namedParams, parseSendBody } from './meta-validation';
import type { MessageTemplate, TemplateCategory, TemplateComponent } from './meta-types';

const CATEGORIES: TemplateCategory[] = ['MARKETING', 'UTILITY', 'AUTHENTICATION'];

async function jsonBody(c: { req: { text(): Promise<string> } }): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function templateDto(t: MessageTemplate) {
  return {
    name: t.name,
    parameter_format: t.parameterFormat,
    components: t.components,
    language: t.language,
    status: t.status,
    category: t.category,
    id: t.id,
    ...(t.rejectedReason ? { rejected_reason: t.rejectedReason } : {}),
  };
}

/** Reads a POST message_templates body; a string is Meta's error details. */
function readTemplate(
  body: unknown,
): Omit<MessageTemplate, 'id' | 'wabaId' | 'status' | 'rejectedReason'> | string {
  if (typeof body !== 'object' || body === null) return 'Invalid JSON body';
  const b = body as Record<string, unknown>;
  if (typeof b.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(b.name)) {
    return 'name must be lowercase letters, digits and underscores (at most 512)';
  }
  if (typeof b.language !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(b.language)) {
    return 'language must be a locale code such as pt_BR';
  }
  if (!CATEGORIES.includes(b.category as TemplateCategory)) {
    return 'category must be MARKETING, UTILITY or AUTHENTICATION';
  }
  const format = b.parameter_format === undefined ? 'POSITIONAL' : b.parameter_format;
  if (format !== 'NAMED' && format !== 'POSITIONAL')
    return 'parameter_format must be NAMED or POSITIONAL';
  if (!Array.isArray(b.components)) return 'components is required';
  const components = b.components as TemplateComponent[];
  const bodyComponent = components.find((c) => c?.type === 'BODY');
  if (
    !bodyComponent ||
    typeof bodyComponent.text !== 'string' ||
    bodyComponent.text.length > 1024
  ) {
    return 'A BODY component with a text of at most 1024 characters is required';
  }
  if (format === 'NAMED') {
    const names = namedParams(bodyComponent.text);
    for (const name of names) {
      if (!/^[a-z_]{1,20}$/.test(name)) return `Invalid parameter name: ${name}`;
    }
    const examples = (bodyComponent.example?.body_text_named_params ?? []) as Array<{
      param_name?: string;
    }>;
    const missing = names.filter((name) => !examples.some((e) => e.param_name === name));
    if (missing.length > 0) return `Missing examples for body parameters: ${missing.join(', ')}`;
  }
  return {
    name: b.name,
    language: b.language,
    category: b.category as TemplateCategory,
    parameterFormat: format,
    components,
  };
}

/** The Graph API routes the Cloud API client calls (docs/contracts/whatsapp-cloud-api.md). */
export function graphRoutes(ctx: MetaContext) {
  const app = new Hono<MetaEnv>();

  /** The media URL itself: the file, only with the same bearer token. */
  app.get('/whatsapp_business/attachments/', (c) => {
    const media = ctx.store.media.get(c.req.query('mid') ?? '');
    const owner = media ? ctx.store.number(media.phoneNumberId) : undefined;
    const token = bearer(c);
    if (!media || !owner || !token || ctx.store.tokenInWaba(owner.wabaId, token) !== 'valid') {
      return graphError(ERRORS.noToken());
    }
    return c.body(new Uint8Array(media.data), 200, {
      'content-type': media.mimeType,
      'content-length': String(media.data.length),
    });
  });

  app.use('/:version/*', async (c, next) => {
    if (!validVersion(c.req.param('version'))) {
      return graphError({ status: 400, code: 2500, message: 'Unknown path components' });
    }
    await next();
  });

  app.post(
    '/:version/:phoneNumberId/messages',
    phoneNumberAuth(ctx),
    faultGate(ctx, 'messages'),
    async (c) => {
      const parsed = parseSendBody(await jsonBody(c));
      if (!parsed.ok) return graphError(parsed.error);
      const sent = sendFromBusiness(ctx, c.var.number, parsed.value);
      if ('error' in sent) return graphError(sent.error);
      return c.json({
        messaging_product: 'whatsapp',
        contacts: [{ input: parsed.value.to, wa_id: sent.waId }],
        messages: [{ id: sent.id, message_status: 'accepted' }],
      });
    },
  );

  app.post(
    '/:version/:phoneNumberId/media',
    phoneNumberAuth(ctx),
    faultGate(ctx, 'media'),
    async (c) => {
      const form = await c.req.parseBody().catch(() => null);
      const file = form?.file;
      if (!form || form.messaging_product !== 'whatsapp')
        return graphError(ERRORS.required('messaging_product'));
      if (!(file instanceof File)) return graphError(ERRORS.required('file'));
      const data = Buffer.from(await file.arrayBuffer());
      const id = newMediaId();
      ctx.store.media.set(id, {
        id,
        phoneNumberId: c.var.number.phoneNumberId,
        data,
        mimeType: typeof form.type === 'string' ? form.type : file.type,
        sha256: createHash('sha256').update(data).digest('hex'),
        voice: false,
        createdAt: ctx.clock.now(),
      });
      return c.json({ id });
    },
  );

  /** The WABA's business numbers (Meta: GET /{waba-id}/phone_numbers), default fields. */
  app.get('/:version/:wabaId/phone_numbers', faultGate(ctx, 'phoneNumber'), (c) => {
    const wabaId = c.req.param('wabaId');
    const auth = tokenFor(ctx, c, ctx.store.wabaExists(wabaId) ? wabaId : undefined, 'GET', wabaId);
    if ('response' in auth) return auth.response;
    const data = [...ctx.store.numbers.values()]
      .filter((n) => n.wabaId === wabaId)
      .map((n) => ({
        verified_name: n.verifiedName,
        code_verification_status: n.codeVerificationStatus,
        display_phone_number: formatDisplay(n.displayPhoneNumber),
        quality_rating: n.qualityRating,
        platform_type: n.registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
        throughput: { level: 'STANDARD' },
        id: n.phoneNumberId,
      }));
    return c.json({ data, paging: { cursors: { before: 'QVFIUk', after: 'QVFIUm' } } });
  });

  /**
   * Subscribes the app to the WABA's webhooks (Meta: POST /{waba-id}/subscribed_apps), with an
   * optional `override_callback_uri` + `verify_token` for the WABA's messages webhooks: the GET
   * handshake runs first and a failure refuses it (2200). Here every number of the WABA takes the
   * URL (the simulator keeps one callback per number).
   */
  app.post('/:version/:wabaId/subscribed_apps', async (c) => {
    const wabaId = c.req.param('wabaId');
    const auth = tokenFor(
      ctx,
      c,
      ctx.store.wabaExists(wabaId) ? wabaId : undefined,
      'POST',
      wabaId,
    );
    if ('response' in auth) return auth.response;
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object')
      return graphError(ERRORS.invalidParameter('Invalid JSON body'));
    const uri = body.override_callback_uri;
    if (uri !== undefined) {
      if (typeof uri !== 'string' || uri.length > 200 || !/^https?:\/\//.test(uri))
        return graphError(
          ERRORS.invalidParameter('override_callback_uri must be a URL of at most 200 characters'),
        );
      if (typeof body.verify_token !== 'string') return graphError(ERRORS.required('verify_token'));
      const verifyToken = body.verify_token;
      const numbers = [...ctx.store.numbers.values()].filter((n) => n.wabaId === wabaId);
      try {
        await ctx.webhooks.handshake(uri, verifyToken);
      } catch (error) {
        if (error instanceof HandshakeError)
          return graphError(ERRORS.callbackVerification(error.message));
        throw error;
      }
      for (const number of numbers)
        number.webhook = { url: uri, verifyToken, verifiedAt: new Date() };
    }
    ctx.store.subscribedWabas.add(wabaId);
    return c.json({ success: true });
  });

  app.get('/:version/:wabaId/message_templates', faultGate(ctx, 'templates'), (c) => {
    const wabaId = c.req.param('wabaId');
    const auth = tokenFor(ctx, c, ctx.store.wabaExists(wabaId) ? wabaId : undefined, 'GET', wabaId);
    if ('response' in auth) return auth.response;
    const name = c.req.query('name');
    const status = c.req.query('status');
    const limit = Math.min(Number(c.req.query('limit')) || 25, 1000);
    const data = [...ctx.store.templates.values()]
      .filter((t) => t.wabaId === wabaId)
      .filter((t) => !name || t.name === name)
      .filter((t) => !status || status.split(',').includes(t.status))
      .slice(0, limit)
      .map(templateDto);
    return c.json({ data, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } });
  });

  app.post('/:version/:wabaId/message_templates', faultGate(ctx, 'templates'), async (c) => {
    const wabaId = c.req.param('wabaId');
    const auth = tokenFor(
      ctx,
      c,
      ctx.store.wabaExists(wabaId) ? wabaId : undefined,
      'POST',
      wabaId,
    );
    if ('response' in auth) return auth.response;
    const read = readTemplate(await jsonBody(c));
    if (typeof read === 'string') return graphError(ERRORS.invalidParameter(read));
    const exists = [...ctx.store.templates.values()].some(
      (t) => t.wabaId === wabaId && t.name === read.name && t.language === read.language,
    );
    if (exists) {
      return graphError({
        status: 400,
        code: 100,
        subcode: 2388024,
        message: 'Invalid parameter',
        userTitle: 'Content in This Language Already Exists',
        details: `There is already ${read.language} content for this template (${read.name}).`,
      });
    }
    const template: MessageTemplate = {
      ...read,
      id: newTemplateId(),
      wabaId,
      status: 'PENDING',
      rejectedReason: null,
    };
    ctx.store.templates.set(template.id, template);
    if (ctx.settings.templateReview === 'approve') {
      ctx.webhooks.later(() => reviewTemplate(ctx, template, 'APPROVED'));
    }
    return c.json({ id: template.id, status: 'PENDING', category: template.category });
  });

  /** A phone number's fields, or a media's URL (Meta answers both under /{id}). */
  app.get('/:version/:id', async (c) => {
    const id = c.req.param('id');
    const media = ctx.store.media.get(id);
    if (media) {
      const owner = ctx.store.number(media.phoneNumberId);
      const auth = tokenFor(ctx, c, owner?.wabaId, 'GET', id);
      if ('response' in auth) return auth.response;
      const failure = ctx.faults.take('media');
      if (failure) return graphError(failure);
      const url = new URL('/whatsapp_business/attachments/', ctx.serverUrl());
      url.searchParams.set('mid', id);
      url.searchParams.set('ext', String(Math.floor(ctx.clock.now().getTime() / 1000)));
      return c.json({
        url: url.toString(),
        mime_type: media.mimeType,
        sha256: media.sha256,
        file_size: String(media.data.length),
        id,
        messaging_product: 'whatsapp',
      });
    }
    const number = ctx.store.number(id);
    const auth = tokenFor(ctx, c, number?.wabaId, 'GET', id);
    if ('response' in auth) return auth.response;
    const failure = ctx.faults.take('phoneNumber');
    if (failure) return graphError(failure);
    const n = number!;
    const all = {
      verified_name: n.verifiedName,
      code_verification_status: n.codeVerificationStatus,
      display_phone_number: formatDisplay(n.displayPhoneNumber),
      quality_rating: n.qualityRating,
      platform_type: n.registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
      throughput: { level: 'STANDARD' },
      status: n.status,
      name_status: 'APPROVED',
      messaging_limit_tier: 'TIER_1K',
      id: n.phoneNumberId,
    };
    const fields = c.req.query('fields');
    if (!fields) {
      const {
        verified_name,
        code_verification_status,
        display_phone_number,
        quality_rating,
        platform_type,
        throughput,
        id: own,
      } = all;
      return c.json({
        verified_name,
        code_verification_status,
        display_phone_number,
        quality_rating,
        platform_type,
        throughput,
        id: own,
      });
    }
    const wanted = new Set([...fields.split(',').map((f) => f.trim()), 'id']);
    return c.json(Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key))));
  });

  return app;
}

/** '+55 11 98765-4321' from international digits (Brazil; others get '+' and the digits). */
export function formatDisplay(digits: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 ${br[1]} ${br[2]}-${br[3]}` : `+${digits}`;
}

/** Meta's review outcome: the status and a `message_template_status_update` webhook. */
export function reviewTemplate(
  ctx: MetaContext,
  template: MessageTemplate,
  status: 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED',
  reason: string | null = null,
) {
  template.status = status;
  template.rejectedReason = status === 'REJECTED' ? (reason ?? 'INVALID_FORMAT') : null;
  const number = [...ctx.store.numbers.values()].find((n) => n.wabaId === template.wabaId);
  if (!number) return;
  ctx.webhooks.emit(number, 'message_template_status_update', {
    event: status,
    message_template_id: Number(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
    reason: template.rejectedReason ?? 'NONE',
  });
}
