import { z } from 'zod';

/** A failed gateway call, with the status and the gateway's own message (any of its shapes). */
export class EvolutionError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Evolution ${operation} falhou (${status}): ${detail}`);
    this.name = 'EvolutionError';
  }
}

export type ConnectionState = 'CONNECTED' | 'DISCONNECTED';

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
      throw new EvolutionError(operation, 0, (error as Error).message);
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
                  events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT'],
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
          events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT'],
        },
      });
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
