import { z } from 'zod';
import type { FetchedMedia } from '@/modules/messaging/gateway-port';
import { GraphError } from './graph-error';

/** The outgoing messages we send (docs/contracts/whatsapp-cloud-api.md §2), Meta's field names. */
export type CloudOutbound =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | {
      type: 'interactive';
      interactive:
        | {
            type: 'button';
            body: { text: string };
            footer?: { text: string };
            action: { buttons: Array<{ type: 'reply'; reply: { id: string; title: string } }> };
          }
        | {
            type: 'list';
            body: { text: string };
            footer?: { text: string };
            action: {
              button: string;
              sections: Array<{
                title?: string;
                rows: Array<{ id: string; title: string; description?: string }>;
              }>;
            };
          };
    }
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: Array<
          | {
              type: 'body' | 'header';
              parameters: Array<{ type: 'text'; parameter_name?: string; text: string }>;
            }
          | {
              type: 'button';
              sub_type: 'quick_reply';
              index: string;
              parameters: Array<{ type: 'payload'; payload: string }>;
            }
        >;
      };
    };

const ErrorEnvelope = z.object({
  error: z
    .object({
      message: z.string().optional(),
      code: z.number().optional(),
      error_subcode: z.number().optional(),
      error_data: z.object({ details: z.string().optional() }).loose().optional(),
      fbtrace_id: z.string().optional(),
    })
    .loose(),
});
const SendReply = z
  .object({
    contacts: z
      .array(z.object({ input: z.string().optional(), wa_id: z.string().optional() }).loose())
      .optional(),
    messages: z.array(z.object({ id: z.string() }).loose()).min(1),
  })
  .loose();
const PhoneNumberReply = z
  .object({
    id: z.string(),
    display_phone_number: z.string().optional(),
    verified_name: z.string().optional(),
    quality_rating: z.string().optional(),
    code_verification_status: z.string().optional(),
    platform_type: z.string().optional(),
    status: z.string().optional(),
    name_status: z.string().optional(),
  })
  .loose();
const PhoneNumbersReply = z.object({ data: z.array(PhoneNumberReply) }).loose();
const MediaReply = z
  .object({
    url: z.string(),
    mime_type: z.string().optional(),
    file_size: z.union([z.string(), z.number()]).optional(),
    id: z.string().optional(),
  })
  .loose();
const TemplateItem = z
  .object({
    id: z.string(),
    name: z.string(),
    language: z.string(),
    status: z.string(),
    category: z.string(),
    parameter_format: z.string().optional(),
    components: z.array(z.unknown()).optional(),
  })
  .loose();
const TemplatesReply = z.object({ data: z.array(TemplateItem) }).loose();
const CreatedTemplate = z
  .object({ id: z.string(), status: z.string(), category: z.string().optional() })
  .loose();

export type PhoneNumberInfo = z.infer<typeof PhoneNumberReply>;
export type CloudTemplate = z.infer<typeof TemplateItem>;
export type NewCloudTemplate = {
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  /** Body text with `{{named}}` parameters and an example value for each. */
  body: string;
  examples: Record<string, string>;
  quickReplies?: string[];
};

const SuccessReply = z.object({ success: z.literal(true) }).loose();

export type GraphClientOptions = {
  /** https://graph.facebook.com, or the simulator's URL. */
  baseUrl: string;
  apiVersion: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * The Graph API client of the Cloud API (fetch-based). The access token comes with every call:
 * each instance has its own business and token. Meta's error envelope becomes a GraphError
 * with its code, subcode and what to do about it.
 */
export function createGraphClient({
  baseUrl,
  apiVersion,
  timeoutMs = 15_000,
  fetch: doFetch = fetch,
}: GraphClientOptions) {
  const root = baseUrl.replace(/\/$/, '');

  async function request(operation: string, token: string, url: string, init: RequestInit = {}) {
    let response: Response;
    try {
      response = await doFetch(url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const why = cause ? `: ${cause.code ?? cause.message ?? String(cause)}` : '';
      throw new GraphError(operation, 0, null, null, `${(error as Error).message}${why}`);
    }
    if (response.ok) return response;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not Meta's envelope (a proxy's page): keep the status and the text.
    }
    const envelope = ErrorEnvelope.safeParse(json);
    if (!envelope.success) {
      throw new GraphError(
        operation,
        response.status,
        null,
        null,
        text.slice(0, 300) || response.statusText,
      );
    }
    const e = envelope.data.error;
    const details = e.error_data?.details;
    throw new GraphError(
      operation,
      response.status,
      e.code ?? null,
      e.error_subcode ?? null,
      details ? `${e.message ?? ''}: ${details}` : (e.message ?? ''),
      e.fbtrace_id ?? null,
    );
  }

  async function json(operation: string, token: string, path: string, init: RequestInit = {}) {
    const response = await request(operation, token, `${root}/${apiVersion}/${path}`, init);
    return (await response.json()) as unknown;
  }

  const post = (operation: string, token: string, path: string, body: unknown) =>
    json(operation, token, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  function parsed<T extends z.ZodType>(operation: string, schema: T, value: unknown): z.output<T> {
    const result = schema.safeParse(value);
    if (!result.success)
      throw new GraphError(operation, 200, null, null, 'resposta inesperada da Meta');
    return result.data;
  }

  return {
    /** POST /{phone-number-id}/messages; Meta's id of the message and the customer's wa_id. */
    async sendMessage(
      token: string,
      phoneNumberId: string,
      to: string,
      message: CloudOutbound,
      options: { replyTo?: string } = {},
    ): Promise<{ messageId: string; waId: string | null }> {
      const reply = parsed(
        'sendMessage',
        SendReply,
        await post('sendMessage', token, `${encodeURIComponent(phoneNumberId)}/messages`, {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          ...(options.replyTo ? { context: { message_id: options.replyTo } } : {}),
          ...message,
        }),
      );
      return { messageId: reply.messages[0]!.id, waId: reply.contacts?.[0]?.wa_id ?? null };
    },

    /** GET /{phone-number-id}: the number's name, quality and status. */
    async getPhoneNumber(token: string, phoneNumberId: string): Promise<PhoneNumberInfo> {
      const fields =
        'id,display_phone_number,verified_name,quality_rating,code_verification_status,platform_type,status,name_status';
      return parsed(
        'getPhoneNumber',
        PhoneNumberReply,
        await json(
          'getPhoneNumber',
          token,
          `${encodeURIComponent(phoneNumberId)}?fields=${fields}`,
        ),
      );
    },

    /** GET /{waba-id}/phone_numbers: the account's business numbers (one page of 100). */
    async listPhoneNumbers(token: string, wabaId: string): Promise<PhoneNumberInfo[]> {
      return parsed(
        'listPhoneNumbers',
        PhoneNumbersReply,
        await json(
          'listPhoneNumbers',
          token,
          `${encodeURIComponent(wabaId)}/phone_numbers?limit=100`,
        ),
      ).data;
    },

    /**
     * POST /{waba-id}/subscribed_apps: the app receives the WABA's webhooks; with `override`, the
     * WABA's messages webhooks go to that URL (Meta verifies it with the GET handshake first).
     */
    async subscribeApp(
      token: string,
      wabaId: string,
      override?: { callbackUrl: string; verifyToken: string },
    ): Promise<void> {
      parsed(
        'subscribeApp',
        SuccessReply,
        await post(
          'subscribeApp',
          token,
          `${encodeURIComponent(wabaId)}/subscribed_apps`,
          override
            ? { override_callback_uri: override.callbackUrl, verify_token: override.verifyToken }
            : {},
        ),
      );
    },

    /** A media's file: its short-lived URL (GET /{media-id}), then the download with the token. */
    async fetchMedia(token: string, mediaId: string): Promise<FetchedMedia> {
      const media = parsed(
        'getMedia',
        MediaReply,
        await json('getMedia', token, encodeURIComponent(mediaId)),
      );
      const response = await request('downloadMedia', token, media.url);
      const data = Buffer.from(await response.arrayBuffer());
      const mimetype =
        media.mime_type ?? response.headers.get('content-type') ?? 'application/octet-stream';
      const extension = /ogg/.test(mimetype)
        ? 'ogg'
        : (mimetype.split('/')[1]?.split(';')[0] ?? 'bin');
      return { mimetype, fileName: `${mediaId}.${extension}`, data };
    },

    async listTemplates(
      token: string,
      wabaId: string,
      filter: { name?: string } = {},
    ): Promise<CloudTemplate[]> {
      const query = new URLSearchParams({
        limit: '250',
        ...(filter.name ? { name: filter.name } : {}),
      });
      return parsed(
        'listTemplates',
        TemplatesReply,
        await json(
          'listTemplates',
          token,
          `${encodeURIComponent(wabaId)}/message_templates?${query}`,
        ),
      ).data;
    },

    /** Submits a template with named parameters for review (it starts PENDING). */
    async createTemplate(token: string, wabaId: string, template: NewCloudTemplate) {
      const names = Object.keys(template.examples);
      return parsed(
        'createTemplate',
        CreatedTemplate,
        await post('createTemplate', token, `${encodeURIComponent(wabaId)}/message_templates`, {
          name: template.name,
          language: template.language,
          category: template.category,
          parameter_format: 'NAMED',
          components: [
            {
              type: 'BODY',
              text: template.body,
              ...(names.length > 0
                ? {
                    example: {
                      body_text_named_params: names.map((name) => ({
                        param_name: name,
                        example: template.examples[name],
                      })),
                    },
                  }
                : {}),
            },
            ...(template.quickReplies?.length
              ? [
                  {
                    type: 'BUTTONS',
                    buttons: template.quickReplies.map((text) => ({ type: 'QUICK_REPLY', text })),
                  },
                ]
              : []),
          ],
        }),
      );
    },
  };
}

export type GraphClient = ReturnType<typeof createGraphClient>;
