import { evolutionError, schemaError } from './evolution-errors';
import {
  INTEGRATIONS,
  WEBHOOK_EVENTS,
  type Integration,
  type InstanceSettings,
} from './evolution-types';

/**
 * Hand-written checks that answer with the messages of the `jsonschema` library Evolution uses
 * (`instance requires property "text"`), so clients meet the same 400s as with the real server.
 */
type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeErrors(
  body: Body,
  path: string,
  types: Record<string, 'string' | 'boolean' | 'object' | 'array'>,
) {
  const errors: string[] = [];
  for (const [field, type] of Object.entries(types)) {
    const value = body[field];
    if (value === undefined) continue;
    const matches =
      type === 'array'
        ? Array.isArray(value)
        : type === 'object'
          ? isObject(value)
          : typeof value === type;
    if (!matches) errors.push(`${path}.${field} is not of a type(s) ${type}`);
  }
  return errors;
}

function eventErrors(events: unknown[], path: string): string[] {
  return events.flatMap((event, index) =>
    typeof event === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(event)
      ? []
      : [`${path}[${index}] is not one of enum values: ${WEBHOOK_EVENTS.join(',')}`],
  );
}

const stringRecord = (value: unknown): Record<string, string> =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([name, v]) => [name, String(v)]))
    : {};

export type WebhookInput = {
  url: string;
  headers: Record<string, string>;
  byEvents: boolean;
  base64: boolean;
  events: string[];
};

export type CreateInput = {
  instanceName: string;
  integration: Integration;
  qrcode: boolean;
  number: string | null;
  token: string | null;
  webhook: WebhookInput | null;
  settings: InstanceSettings;
};

export function parseCreate(body: unknown): Parsed<CreateInput> {
  if (!isObject(body))
    return { ok: false, response: schemaError(['instance is not of a type(s) object']) };
  const errors = typeErrors(body, 'instance', {
    instanceName: 'string',
    token: 'string',
    number: 'string',
    qrcode: 'boolean',
    webhook: 'object',
  });
  if (body.instanceName === undefined) errors.unshift('instance requires property "instanceName"');
  else if (body.instanceName === '') errors.push('The "instanceName" cannot be empty');
  if (typeof body.number === 'string' && !/^\d+[.@\w-]+/.test(body.number)) {
    errors.push('instance.number does not match pattern "^\\\\d+[\\\\.@\\\\w-]+"');
  }
  const webhook = body.webhook;
  if (isObject(webhook) && Array.isArray(webhook.events)) {
    errors.push(...eventErrors(webhook.events, 'instance.webhook.events'));
  }
  if (errors.length > 0) return { ok: false, response: schemaError(errors) };

  if (!(INTEGRATIONS as readonly unknown[]).includes(body.integration)) {
    return { ok: false, response: evolutionError(400, ['Invalid integration']) };
  }
  if (isObject(webhook) && !Array.isArray(webhook.events)) {
    // The 2.3.6 controller maps `webhook.events` without a guard; the throw rolls the create back.
    return {
      ok: false,
      response: evolutionError(400, ["Cannot read properties of undefined (reading 'map')"]),
    };
  }
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
  const flag = (field: string) => body[field] === true;
  return {
    ok: true,
    value: {
      instanceName: body.instanceName as string,
      integration: body.integration as Integration,
      qrcode: flag('qrcode'),
      number: typeof body.number === 'string' ? body.number : null,
      token: typeof body.token === 'string' && body.token !== '' ? body.token : null,
      webhook: isObject(webhook)
        ? {
            url: typeof webhook.url === 'string' ? webhook.url : '',
            headers: stringRecord(webhook.headers),
            byEvents: webhook.byEvents === true,
            base64: webhook.base64 === true,
            events: webhook.events as string[],
          }
        : null,
      settings: {
        rejectCall: flag('rejectCall'),
        msgCall: text('msgCall'),
        groupsIgnore: flag('groupsIgnore'),
        alwaysOnline: flag('alwaysOnline'),
        readMessages: flag('readMessages'),
        readStatus: flag('readStatus'),
        syncFullHistory: flag('syncFullHistory'),
        wavoipToken: text('wavoipToken'),
      },
    },
  };
}

export type SendTextInput = { number: string; text: string; delay: number };

export function parseSendText(body: unknown): Parsed<SendTextInput> {
  if (!isObject(body))
    return { ok: false, response: schemaError(['instance is not of a type(s) object']) };
  const errors: string[] = [];
  if (body.number === undefined) errors.push('instance requires property "number"');
  if (body.text === undefined) errors.push('instance requires property "text"');
  errors.push(...typeErrors(body, 'instance', { number: 'string', text: 'string' }));
  if (body.delay !== undefined && !Number.isInteger(body.delay)) {
    errors.push('instance.delay is not of a type(s) integer');
  }
  if (errors.length > 0) return { ok: false, response: schemaError(errors) };
  const text = body.text as string;
  if (text.trim() === '') return { ok: false, response: evolutionError(400, ['Text is required']) };
  return {
    ok: true,
    value: { number: body.number as string, text, delay: (body.delay as number | undefined) ?? 0 },
  };
}

export type WebhookSetInput = WebhookInput & { enabled: boolean };

export function parseWebhookSet(body: unknown): Parsed<WebhookSetInput> {
  if (!isObject(body))
    return { ok: false, response: schemaError(['instance is not of a type(s) object']) };
  const webhook = body.webhook;
  if (webhook === undefined) {
    return { ok: false, response: schemaError(['instance requires property "webhook"']) };
  }
  if (!isObject(webhook)) {
    return { ok: false, response: schemaError(['instance.webhook is not of a type(s) object']) };
  }
  const errors: string[] = [];
  if (webhook.enabled === undefined) errors.push('instance.webhook requires property "enabled"');
  if (webhook.url === undefined) errors.push('instance.webhook requires property "url"');
  errors.push(
    ...typeErrors(webhook, 'instance.webhook', {
      enabled: 'boolean',
      url: 'string',
      byEvents: 'boolean',
      base64: 'boolean',
      headers: 'object',
      events: 'array',
    }),
  );
  if (webhook.url === '') errors.push('The "url" cannot be empty');
  if (Array.isArray(webhook.events)) {
    errors.push(...eventErrors(webhook.events, 'instance.webhook.events'));
  }
  if (errors.length > 0) return { ok: false, response: schemaError(errors) };
  if (webhook.enabled === true && webhook.events === undefined) {
    // Same unguarded `events.length` as the real controller: a runtime error, not a 400.
    return {
      ok: false,
      response: evolutionError(500, "Cannot read properties of undefined (reading 'length')"),
    };
  }
  return {
    ok: true,
    value: {
      enabled: webhook.enabled as boolean,
      url: webhook.url as string,
      headers: stringRecord(webhook.headers),
      byEvents: webhook.byEvents === true,
      base64: webhook.base64 === true,
      events: (webhook.events as string[] | undefined) ?? [],
    },
  };
}
