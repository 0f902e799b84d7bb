import { ERRORS, type GraphErrorSpec } from './meta-errors';
import type { BusinessContent, ListRow, ReplyButton } from './meta-types';

/** A send body read like Meta reads it; the first problem is the error Meta would give. */
export type ParsedSend = {
  to: string;
  contextId: string | null;
  type: string;
  content: BusinessContent | null;
  /** Template sends: what to look up. */
  template?: {
    name: string;
    language: string;
    bodyParams: Array<{ name: string | null; text: string }>;
    buttonPayloads: Map<number, string>;
  };
};

type Result = { ok: true; value: ParsedSend } | { ok: false; error: GraphErrorSpec };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

class Invalid extends Error {
  constructor(readonly spec: GraphErrorSpec) {
    super(spec.message);
  }
}
const fail = (spec: GraphErrorSpec): never => {
  throw new Invalid(spec);
};

function textWithin(value: unknown, what: string, max: number, min = 1): string {
  const text = str(value);
  if (text === undefined) return fail(ERRORS.required(what));
  if ([...text].length < min || [...text].length > max) {
    fail(ERRORS.invalidValue(`${what} length invalid. Min length: ${min}, Max length: ${max}`));
  }
  return text;
}

function optionalText(value: unknown, what: string, max: number) {
  if (value === undefined) return undefined;
  return textWithin(isObject(value) ? value.text : value, what, max);
}

function readButtons(interactive: Record<string, unknown>): BusinessContent {
  const action = isObject(interactive.action)
    ? interactive.action
    : fail(ERRORS.required('action'));
  const raw = Array.isArray(action.buttons)
    ? action.buttons
    : fail(ERRORS.required('action.buttons'));
  if (raw.length < 1 || raw.length > 3) {
    fail(ERRORS.invalidValue('Buttons count invalid. Min: 1, Max: 3'));
  }
  const buttons: ReplyButton[] = raw.map((item) => {
    const reply =
      isObject(item) && isObject(item.reply) ? item.reply : fail(ERRORS.required('reply'));
    if (isObject(item) && item.type !== 'reply')
      fail(ERRORS.invalidParameter('Button type must be reply'));
    const id = textWithin(reply.id, 'Button id', 256);
    if (/^\s|\s$/.test(id))
      fail(ERRORS.invalidValue('Button id cannot have leading or trailing spaces'));
    return { id, title: textWithin(reply.title, 'Button title', 20) };
  });
  if (new Set(buttons.map((b) => b.id)).size !== buttons.length) {
    fail(ERRORS.invalidValue('Button ids must be unique'));
  }
  if (new Set(buttons.map((b) => b.title)).size !== buttons.length) {
    fail(ERRORS.invalidValue('Button titles must be unique'));
  }
  return {
    kind: 'buttons',
    text: textWithin(
      isObject(interactive.body) ? interactive.body.text : undefined,
      'body.text',
      1024,
    ),
    header: optionalText(interactive.header, 'header.text', 60),
    footer: optionalText(interactive.footer, 'footer.text', 60),
    buttons,
  };
}

function readList(interactive: Record<string, unknown>): BusinessContent {
  const action = isObject(interactive.action)
    ? interactive.action
    : fail(ERRORS.required('action'));
  const button = textWithin(action.button, 'Button text', 20);
  const rawSections = Array.isArray(action.sections)
    ? action.sections
    : fail(ERRORS.required('action.sections'));
  if (rawSections.length < 1 || rawSections.length > 10) {
    fail(ERRORS.invalidValue('Sections count invalid. Min: 1, Max: 10'));
  }
  const sections = rawSections.map((section) => {
    if (!isObject(section)) return fail(ERRORS.required('sections'));
    const title =
      section.title === undefined ? undefined : textWithin(section.title, 'Section title', 24);
    if (rawSections.length > 1 && title === undefined) {
      fail(ERRORS.invalidValue('Section title is required when there is more than one section'));
    }
    const rows = Array.isArray(section.rows) ? section.rows : fail(ERRORS.required('rows'));
    if (rows.length < 1) fail(ERRORS.invalidValue('Rows count invalid. Min: 1'));
    return {
      ...(title !== undefined ? { title } : {}),
      rows: rows.map((row): ListRow => {
        if (!isObject(row)) return fail(ERRORS.required('rows'));
        const description =
          row.description === undefined
            ? undefined
            : textWithin(row.description, 'Row description', 72, 0);
        return {
          id: textWithin(row.id, 'Row id', 200),
          title: textWithin(row.title, 'Row title', 24),
          ...(description !== undefined ? { description } : {}),
        };
      }),
    };
  });
  const rows = sections.flatMap((s) => s.rows);
  if (rows.length > 10) fail(ERRORS.invalidValue('Total row count exceed max allowed count: 10'));
  if (new Set(rows.map((r) => r.id)).size !== rows.length) {
    fail(ERRORS.invalidValue('Row ids must be unique'));
  }
  return {
    kind: 'list',
    text: textWithin(
      isObject(interactive.body) ? interactive.body.text : undefined,
      'body.text',
      1024,
    ),
    header: optionalText(interactive.header, 'header.text', 60),
    footer: optionalText(interactive.footer, 'footer.text', 60),
    button,
    sections,
  };
}

function readTemplate(template: Record<string, unknown>): ParsedSend['template'] {
  const name = str(template.name) ?? fail(ERRORS.required('template.name'));
  const language = isObject(template.language) ? str(template.language.code) : undefined;
  if (!language) fail(ERRORS.required('template.language.code'));
  const bodyParams: Array<{ name: string | null; text: string }> = [];
  const buttonPayloads = new Map<number, string>();
  const components = Array.isArray(template.components) ? template.components : [];
  for (const component of components) {
    if (!isObject(component)) continue;
    const parameters = Array.isArray(component.parameters) ? component.parameters : [];
    if (component.type === 'body') {
      for (const p of parameters) {
        if (!isObject(p) || p.type !== 'text' || typeof p.text !== 'string') {
          fail(ERRORS.invalidParameter('Body parameters must be of type text with a text'));
        }
        const param = p as Record<string, unknown>;
        bodyParams.push({ name: str(param.parameter_name) ?? null, text: String(param.text) });
      }
    } else if (component.type === 'button') {
      const index = Number(component.index);
      const payload = parameters.find((p) => isObject(p) && p.type === 'payload');
      if (Number.isInteger(index) && isObject(payload) && typeof payload.payload === 'string') {
        buttonPayloads.set(index, payload.payload);
      }
    }
  }
  return { name, language: language as string, bodyParams, buttonPayloads };
}

export function parseSendBody(body: unknown): Result {
  try {
    if (!isObject(body)) return { ok: false, error: ERRORS.required('messaging_product') };
    if (body.messaging_product !== 'whatsapp') {
      return { ok: false, error: ERRORS.required('messaging_product') };
    }
    const to = str(body.to)?.replace(/^\+/, '');
    if (!to) return { ok: false, error: ERRORS.required('to') };
    if (!/^\d{8,15}$/.test(to)) {
      return { ok: false, error: ERRORS.invalidParameter(`Invalid WhatsApp phone number: ${to}`) };
    }
    const type = str(body.type) ?? 'text';
    const contextId = isObject(body.context) ? (str(body.context.message_id) ?? null) : null;
    const payload = body[type];
    const base = { to, contextId, type };
    if (type === 'text') {
      const text = isObject(payload) ? payload.body : undefined;
      return {
        ok: true,
        value: { ...base, content: { kind: 'text', text: textWithin(text, 'text.body', 4096) } },
      };
    }
    if (type === 'interactive') {
      if (!isObject(payload)) return { ok: false, error: ERRORS.required('interactive') };
      if (payload.type === 'button')
        return { ok: true, value: { ...base, content: readButtons(payload) } };
      if (payload.type === 'list')
        return { ok: true, value: { ...base, content: readList(payload) } };
      return {
        ok: false,
        error: ERRORS.invalidParameter(
          `Interactive type ${String(payload.type)} is not supported by the simulator`,
        ),
      };
    }
    if (type === 'template') {
      if (!isObject(payload)) return { ok: false, error: ERRORS.required('template') };
      return { ok: true, value: { ...base, content: null, template: readTemplate(payload) } };
    }
    if (type === 'audio' || type === 'image' || type === 'document' || type === 'video') {
      if (
        !isObject(payload) ||
        (typeof payload.id !== 'string' && typeof payload.link !== 'string')
      ) {
        return { ok: false, error: ERRORS.required(`${type}.id or ${type}.link`) };
      }
      return {
        ok: true,
        value: { ...base, content: { kind: 'media', type, mediaId: str(payload.id) ?? null } },
      };
    }
    return { ok: false, error: ERRORS.invalidParameter(`Unsupported message type: ${type}`) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.spec };
    throw error;
  }
}

/** `{{name}}` placeholders of a template text, in order. */
export const namedParams = (text: string) =>
  [...text.matchAll(/\{\{\s*([a-z_0-9]+)\s*\}\}/g)].map((m) => m[1] as string);
