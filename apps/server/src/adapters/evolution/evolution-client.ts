import { z } from 'zod';
import { GatewayError, type FetchedMedia, type LineState } from '@/modules/messaging/gateway-port';

/** A failed gateway call, with the status and the gateway's own message (any of its shapes). */
export class EvolutionError extends GatewayError {
  constructor(operation: string, status: number, detail: string) {
    super(operation, status, detail, 'Evolution');
    this.name = 'EvolutionError';
  }
}

export type ConnectionState = LineState;

// The envelope's message may be a string, an array of strings, of arrays or of objects (A.1).
const ErrorEnvelope = z.object({
  response: z.object({ message: z.unknown() }).optional(),
  message: z.unknown().optional(),
});
const StateReply = z.object({
  state: z.string().optional(),
  instance: z.object({ state: z.string().optional() }).optional(),
});
const SendTextReply = z.object({ key: z.object({ id: z.string() }).loose().optional() }).loose();
const FoundRecord = z
  .object({
    key: z.object({ id: z.string(), fromMe: z.boolean().optional() }).loose(),
    message: z
      .object({
        conversation: z.string().optional(),
        extendedTextMessage: z.object({ text: z.string().optional() }).loose().optional(),
      })
      .loose()
      .nullable()
      .optional(),
  })
  .loose();
/** v2 answers `{ messages: { records } }`; some versions a bare array. */
const FindMessagesReply = z.union([
  z.object({ messages: z.object({ records: z.array(z.unknown()) }).loose() }).loose(),
  z.array(z.unknown()),
]);
/** getBase64FromMediaMessage's reply (2.3.6: mediaType, fileName, size, mimetype, base64). */
const MediaReply = z
  .object({
    fileName: z.string().nullish(),
    mimetype: z.string().nullish(),
    base64: z.string(),
  })
  .loose();
const QrReply = z
  .object({
    base64: z.string().optional(),
    code: z.string().optional(),
    qrcode: z.union([z.string(), z.object({ base64: z.string().optional() })]).optional(),
    stringCode: z.string().optional(),
    pairingCode: z.string().nullable().optional(),
    instance: z.object({ state: z.string().optional() }).optional(),
    error: z.boolean().optional(),
    message: z.string().optional(),
  })
  .loose();

function flatten(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(flatten).join('; ');
  if (message && typeof message === 'object') return JSON.stringify(message);
  return String(message ?? '');
}

/** 'open' or 'connected' count as connected; anything else is disconnected (spec §7). */
export function toConnectionState(state: string | undefined): ConnectionState {
  return state === 'open' || state === 'connected' ? 'CONNECTED' : 'DISCONNECTED';
}

/** The QR to show: the first present of base64, code, qrcode, stringCode (spec §7). */
export function pickQr(reply: z.infer<typeof QrReply>): string | undefined {
  const nested = typeof reply.qrcode === 'object' ? reply.qrcode.base64 : reply.qrcode;
  return reply.base64 ?? reply.code ?? nested ?? reply.stringCode;
}

export type EvolutionClientOptions = {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * Evolution API v2 client (contracts A.1–A.5). Instance names are full phone numbers. Every reply
 * is parsed; a non-2xx becomes an EvolutionError carrying the gateway's message.
 */
export function createEvolutionClient({
  baseUrl,
  apiKey,
  timeoutMs = 15_000,
  fetch: doFetch = fetch,
}: EvolutionClientOptions) {
  const call = async (operation: string, method: string, path: string, body?: unknown) => {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          apikey: apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // undici says only 'fetch failed'; the cause says why (refused, reset, a time-out).
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      const why = cause ? `: ${cause.code ?? cause.message ?? String(cause)}` : '';
      throw new EvolutionError(operation, 0, `${(error as Error).message}${why}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { message: text };
    }
    if (!res.ok) {
      const envelope = ErrorEnvelope.safeParse(json);
      const detail = envelope.success
        ? flatten(envelope.data.response?.message ?? envelope.data.message)
        : text;
      throw new EvolutionError(operation, res.status, detail);
    }
    return json;
  };
  const name = (instance: string) => encodeURIComponent(instance);

  return {
    /** Creates the instance; 'already in use' (403) counts as success (spec §4). */
    async createInstance(instance: string, options: { number?: string; webhookUrl?: string } = {}) {
      try {
        await call('create', 'POST', '/instance/create', {
          instanceName: instance,
          integration: 'WHATSAPP-BAILEYS',
          qrcode: false,
          ...(options.number ? { number: options.number } : {}),
          ...(options.webhookUrl
            ? {
                webhook: {
                  url: options.webhookUrl,
                  byEvents: false,
                  base64: false,
                  events: [
                    'QRCODE_UPDATED',
                    'CONNECTION_UPDATE',
                    'MESSAGES_UPSERT',
                    'SEND_MESSAGE',
                  ],
                },
              }
            : {}),
        });
        return { alreadyExists: false };
      } catch (error) {
        if (
          error instanceof EvolutionError &&
          error.status === 403 &&
          /already in use/i.test(error.detail)
        ) {
          return { alreadyExists: true };
        }
        throw error;
      }
    },

    /** CONNECTED or DISCONNECTED; undefined when the gateway does not know the instance. */
    async connectionState(instance: string): Promise<ConnectionState | undefined> {
      try {
        const reply = StateReply.parse(
          await call('connectionState', 'GET', `/instance/connectionState/${name(instance)}`),
        );
        return toConnectionState(reply.instance?.state ?? reply.state);
      } catch (error) {
        if (error instanceof EvolutionError && error.status === 404) return undefined;
        throw error;
      }
    },

    async exists(instance: string): Promise<boolean> {
      return (await this.connectionState(instance)) !== undefined;
    },

    /**
     * A QR code to scan, or `connected` when the number is already connected. With `number`
     * (digits with the country code) the gateway also offers a pairing code, typed in WhatsApp
     * on the phone itself when the QR is shown on that same phone.
     */
    async connect(
      instance: string,
      options: { number?: string } = {},
    ): Promise<
      { connected: true } | { connected: false; qr: string | undefined; pairingCode: string | null }
    > {
      const query = options.number ? `?number=${encodeURIComponent(options.number)}` : '';
      const reply = QrReply.parse(
        await call('connect', 'GET', `/instance/connect/${name(instance)}${query}`),
      );
      if (reply.error) throw new EvolutionError('connect', 200, reply.message ?? 'erro');
      if (toConnectionState(reply.instance?.state) === 'CONNECTED') return { connected: true };
      return { connected: false, qr: pickQr(reply), pairingCode: reply.pairingCode ?? null };
    },

    async logout(instance: string): Promise<void> {
      await call('logout', 'DELETE', `/instance/logout/${name(instance)}`);
    },

    async deleteInstance(instance: string): Promise<void> {
      await call('delete', 'DELETE', `/instance/delete/${name(instance)}`);
    },

    async setWebhook(instance: string, url: string): Promise<void> {
      await call('setWebhook', 'POST', `/webhook/set/${name(instance)}`, {
        webhook: {
          enabled: true,
          url,
          byEvents: false,
          base64: false,
          events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'SEND_MESSAGE'],
        },
      });
    },

    /**
     * The texts the business sent in one chat, newest first (POST /chat/findMessages): how the
     * sender learns whether a send whose reply it never got did go out.
     */
    async findSentTexts(
      instance: string,
      remoteJid: string,
    ): Promise<Array<{ id: string; text: string }>> {
      const reply = FindMessagesReply.parse(
        await call('findMessages', 'POST', `/chat/findMessages/${name(instance)}`, {
          where: { key: { remoteJid, fromMe: true } },
          page: 1,
          offset: 100,
        }),
      );
      const records = Array.isArray(reply) ? reply : reply.messages.records;
      return records.flatMap((raw) => {
        const r = FoundRecord.safeParse(raw);
        if (!r.success || r.data.key.fromMe === false) return [];
        const text = r.data.message?.conversation ?? r.data.message?.extendedTextMessage?.text;
        return text === undefined ? [] : [{ id: r.data.key.id, text }];
      });
    },

    /**
     * The file of a media message (a customer's voice note) by the gateway's message id, through
     * POST /chat/getBase64FromMediaMessage. The webhook's audioMessage only points at WhatsApp's
     * encrypted CDN copy; the gateway holds the key and hands the decrypted file over.
     */
    async fetchMedia(instance: string, messageId: string): Promise<FetchedMedia> {
      const reply = MediaReply.safeParse(
        await call(
          'getBase64FromMediaMessage',
          'POST',
          `/chat/getBase64FromMediaMessage/${name(instance)}`,
          {
            message: { key: { id: messageId } },
            convertToMp4: false,
          },
        ),
      );
      // Evolution sends plain base64; a data: URL is accepted too.
      const encoded = reply.success
        ? reply.data.base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '')
        : '';
      if (!reply.success || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) {
        throw new EvolutionError('getBase64FromMediaMessage', 200, 'resposta sem o arquivo');
      }
      return {
        mimetype: reply.data.mimetype?.trim() || 'application/octet-stream',
        fileName: reply.data.fileName?.trim() || messageId,
        data: Buffer.from(encoded, 'base64'),
      };
    },

    /** Sends a text; returns the gateway's id of the message, how its fromMe echo is known. */
    async sendText(instance: string, number: string, text: string): Promise<{ id: string | null }> {
      const reply = SendTextReply.safeParse(
        await call('sendText', 'POST', `/message/sendText/${name(instance)}`, { number, text }),
      );
      return { id: reply.success ? (reply.data.key?.id ?? null) : null };
    },
  };
}

export type EvolutionClient = ReturnType<typeof createEvolutionClient>;
