import { createHash } from 'node:crypto';
import { voiceSample, type VoiceNoteAudio } from '../evolution/evolution-media';
import { WINDOW_MS } from './meta-clock';
import type { MetaContext } from './meta-context';
import { ERRORS, statusError, type GraphErrorSpec } from './meta-errors';
import { newMediaId, newWamid } from './meta-ids';
import { namedParams, type ParsedSend } from './meta-validation';
import type { BusinessContent, BusinessNumber, DeliveryState, StoredMessage } from './meta-types';

/** Something the tester tried on the phone page that the business's state doesn't allow. */
export class PhoneActionError extends Error {}

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

function metadata(number: BusinessNumber) {
  return { display_phone_number: number.displayPhoneNumber, phone_number_id: number.phoneNumberId };
}

export function isWindowOpen(ctx: MetaContext, number: BusinessNumber, waId: string): boolean {
  const last = number.lastInboundAt.get(waId);
  return last !== undefined && ctx.clock.now().getTime() - last.getTime() < WINDOW_MS;
}

function emitStatus(
  ctx: MetaContext,
  number: BusinessNumber,
  message: StoredMessage,
  status: Exclude<DeliveryState, 'accepted'>,
  errorCode?: number,
) {
  message.status = status;
  const base = {
    id: message.id,
    status,
    timestamp: seconds(ctx.clock.now()),
    recipient_id: message.waId,
  };
  const statusItem =
    status === 'failed'
      ? { ...base, errors: [statusError(errorCode ?? 131000)] }
      : {
          ...base,
          ...(status === 'sent'
            ? { conversation: { id: `conv-${message.waId}`, origin: { type: 'service' } } }
            : {}),
          pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
        };
  ctx.webhooks.emit(number, 'messages', {
    messaging_product: 'whatsapp',
    metadata: metadata(number),
    statuses: [statusItem],
  });
}

/** Moves an outbound message to `status` and reports it (the phone page's read, /sim). */
export function setStatus(
  ctx: MetaContext,
  number: BusinessNumber,
  messageId: string,
  status: Exclude<DeliveryState, 'accepted'>,
  errorCode?: number,
) {
  const message = number.messages.find((m) => m.id === messageId && m.direction === 'outbound');
  if (!message) throw new PhoneActionError(`No outbound message ${messageId}`);
  emitStatus(ctx, number, message, status, errorCode);
}

/** The customer opens the chat: every delivered business message becomes read. */
export function markChatRead(ctx: MetaContext, number: BusinessNumber, waId: string) {
  for (const message of number.messages) {
    if (message.direction !== 'outbound' || message.waId !== waId) continue;
    if (message.status === 'sent' || message.status === 'delivered') {
      emitStatus(ctx, number, message, 'read');
    }
  }
}

function renderTemplate(
  ctx: MetaContext,
  number: BusinessNumber,
  request: NonNullable<ParsedSend['template']>,
): { content: BusinessContent } | { error: GraphErrorSpec } {
  const template = [...ctx.store.templates.values()].find(
    (t) => t.wabaId === number.wabaId && t.name === request.name && t.language === request.language,
  );
  if (!template) return { error: ERRORS.templateMissing(request.name, request.language) };
  if (template.status !== 'APPROVED') {
    return {
      error: ERRORS.templateMissing(
        request.name,
        request.language,
        `is ${template.status.toLowerCase()}, not approved,`,
      ),
    };
  }
  const body = template.components.find((c) => c.type === 'BODY')?.text ?? '';
  const expected = template.parameterFormat === 'NAMED' ? namedParams(body) : [];
  let text = body;
  if (template.parameterFormat === 'NAMED') {
    const given = new Map(request.bodyParams.map((p) => [p.name, p.text]));
    const missing = expected.filter((name) => !given.has(name));
    const extra = [...given.keys()].filter((name) => name === null || !expected.includes(name));
    if (missing.length > 0 || extra.length > 0 || given.size !== request.bodyParams.length) {
      return {
        error: ERRORS.templateParams(
          `body: expected named parameters [${expected.join(', ')}], got [${request.bodyParams
            .map((p) => p.name ?? '(unnamed)')
            .join(', ')}]`,
        ),
      };
    }
    text = body.replace(/\{\{\s*([a-z_0-9]+)\s*\}\}/g, (_, name: string) => given.get(name) ?? '');
  } else {
    const positional = [...body.matchAll(/\{\{(\d+)\}\}/g)].length;
    if (positional !== request.bodyParams.length) {
      return {
        error: ERRORS.templateParams(
          `body: expected ${positional} parameters, got ${request.bodyParams.length}`,
        ),
      };
    }
    text = body.replace(
      /\{\{(\d+)\}\}/g,
      (_, n: string) => request.bodyParams[Number(n) - 1]?.text ?? '',
    );
  }
  const buttons = template.components.find((c) => c.type === 'BUTTONS')?.buttons ?? [];
  const quickReplies = buttons
    .map((button, index) => ({ button, index }))
    .filter(({ button }) => button.type === 'QUICK_REPLY')
    .map(({ button, index }) => ({
      text: button.text,
      // Without a payload in the send, Meta sends the button's text as the payload.
      payload: request.buttonPayloads.get(index) ?? button.text,
    }));
  return {
    content: {
      kind: 'template',
      name: template.name,
      language: template.language,
      text,
      quickReplies,
    },
  };
}

/**
 * The business sends a message (POST /{phone-number-id}/messages after auth and validation).
 * Returns the wamid, or the Graph error Meta answers synchronously.
 */
export function sendFromBusiness(
  ctx: MetaContext,
  number: BusinessNumber,
  parsed: ParsedSend,
): { id: string; waId: string } | { error: GraphErrorSpec } {
  if (!number.registered) return { error: ERRORS.notRegistered() };
  let content = parsed.content;
  if (parsed.template) {
    const rendered = renderTemplate(ctx, number, parsed.template);
    if ('error' in rendered) return rendered;
    content = rendered.content;
  }
  if (!content) return { error: ERRORS.invalidParameter('Empty message') };
  const waId = parsed.to;
  const outsideWindow = content.kind !== 'template' && !isWindowOpen(ctx, number, waId);
  if (outsideWindow && ctx.settings.windowErrors === 'response') {
    return { error: ERRORS.reEngagement() };
  }
  const message: StoredMessage = {
    id: newWamid(),
    waId,
    direction: 'outbound',
    at: ctx.clock.now(),
    content,
    status: 'accepted',
    ...(parsed.contextId ? { contextId: parsed.contextId } : {}),
  };
  number.messages.push(message);
  // Meta accepts first and reports what happened in statuses, after the reply.
  const failure = !ctx.store.isOnWhatsApp(waId)
    ? 131026
    : outsideWindow
      ? 131047
      : ctx.faults.takeDeliveryFailure();
  ctx.webhooks.later(() => {
    if (failure !== null) {
      emitStatus(ctx, number, message, 'failed', failure);
    } else if (ctx.settings.autoStatuses) {
      emitStatus(ctx, number, message, 'sent');
      emitStatus(ctx, number, message, 'delivered');
    }
  });
  return { id: message.id, waId };
}

export type Customer = { from: string; name: string };

/** What a customer does on their phone, as the webhook's `messages[]` item carries it. */
export type CustomerAction =
  | { type: 'text'; text: string; quotedId?: string }
  | { type: 'reply'; messageId: string; replyId: string }
  | { type: 'template_button'; messageId: string; index: number }
  | { type: 'audio'; audio?: VoiceNoteAudio }
  | { type: 'location'; latitude: number; longitude: number; name?: string; address?: string };

function interactiveItem(
  number: BusinessNumber,
  waId: string,
  action: Extract<CustomerAction, { type: 'reply' | 'template_button' }>,
): { item: Record<string, unknown>; summary: string } {
  const tapped = number.messages.find(
    (m) => m.id === action.messageId && m.direction === 'outbound' && m.waId === waId,
  );
  if (!tapped?.content) throw new PhoneActionError('Mensagem não encontrada nesta conversa.');
  const content = tapped.content;
  const context = { from: number.displayPhoneNumber, id: tapped.id };
  if (action.type === 'template_button') {
    const button = content.kind === 'template' ? content.quickReplies[action.index] : undefined;
    if (!button) throw new PhoneActionError('Esta mensagem não tem esse botão.');
    return {
      item: { context, type: 'button', button: { payload: button.payload, text: button.text } },
      summary: button.text,
    };
  }
  if (content.kind === 'buttons') {
    const button = content.buttons.find((b) => b.id === action.replyId);
    if (!button) throw new PhoneActionError('Esta mensagem não tem esse botão.');
    return {
      item: {
        context,
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: button },
      },
      summary: button.title,
    };
  }
  if (content.kind === 'list') {
    const row = content.sections.flatMap((s) => s.rows).find((r) => r.id === action.replyId);
    if (!row) throw new PhoneActionError('Esta lista não tem essa opção.');
    return {
      item: { context, type: 'interactive', interactive: { type: 'list_reply', list_reply: row } },
      summary: row.description ? `${row.title}\n${row.description}` : row.title,
    };
  }
  throw new PhoneActionError('Esta mensagem não tem botões.');
}

/** A customer writes, taps or records on their phone (→ a `messages` webhook). */
export function receiveFromCustomer(
  ctx: MetaContext,
  number: BusinessNumber,
  customer: Customer,
  action: CustomerAction,
): StoredMessage {
  if (number.status !== 'CONNECTED') {
    throw new PhoneActionError('O número do negócio não está conectado à API oficial.');
  }
  const waId = customer.from.replace(/\D/g, '');
  const now = ctx.clock.now();
  const id = newWamid();
  let typed: Record<string, unknown>;
  let summary: string;
  switch (action.type) {
    case 'text':
      typed = {
        ...(action.quotedId
          ? { context: { from: number.displayPhoneNumber, id: action.quotedId } }
          : {}),
        type: 'text',
        text: { body: action.text },
      };
      summary = action.text;
      break;
    case 'reply':
    case 'template_button':
      ({ item: typed, summary } = interactiveItem(number, waId, action));
      break;
    case 'audio': {
      const audio = action.audio ?? voiceSample();
      const mediaId = newMediaId();
      const sha256 = createHash('sha256').update(audio.data).digest('base64');
      ctx.store.media.set(mediaId, {
        id: mediaId,
        phoneNumberId: number.phoneNumberId,
        data: audio.data,
        mimeType: audio.mimetype,
        sha256,
        voice: true,
        createdAt: now,
      });
      typed = {
        type: 'audio',
        audio: { mime_type: audio.mimetype, sha256, id: mediaId, voice: true },
      };
      summary = `🎤 Mensagem de voz · ${audio.seconds}s`;
      break;
    }
    case 'location':
      typed = {
        type: 'location',
        location: {
          latitude: action.latitude,
          longitude: action.longitude,
          ...(action.name ? { name: action.name } : {}),
          ...(action.address ? { address: action.address } : {}),
        },
      };
      summary = `📍 ${action.name ?? `${action.latitude}, ${action.longitude}`}`;
      break;
  }
  const item = { from: waId, id, timestamp: seconds(now), ...typed };
  const message: StoredMessage = {
    id,
    waId,
    direction: 'inbound',
    at: now,
    webhookMessage: item,
    summary,
    status: 'delivered',
  };
  number.messages.push(message);
  number.lastInboundAt.set(waId, now);
  ctx.webhooks.emit(number, 'messages', {
    messaging_product: 'whatsapp',
    metadata: metadata(number),
    contacts: [{ profile: { name: customer.name }, wa_id: waId }],
    messages: [item],
  });
  return message;
}

export const conversationWith = (number: BusinessNumber, waId: string) =>
  number.messages.filter((m) => m.waId === waId.replace(/\D/g, ''));
