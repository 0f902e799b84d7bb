import type { GatewayPort, LineState, TemplateMessage } from '@/modules/messaging/gateway-port';
import type { MessageChoice, OutboundMessage } from '@/modules/messaging/message-types';
import type {
  CloudOutbound,
  CloudTemplate,
  GraphClient,
  NewCloudTemplate,
  PhoneNumberInfo,
} from './graph-client';
import { GraphError } from './graph-error';
import { answerCloudHandshake, readCloudWebhook } from './cloud-webhook';

/** One instance's business on the Cloud API (stored encrypted by the product, later). */
export type CloudLineCredentials = { phoneNumberId: string; wabaId: string; accessToken: string };

/** The line is the instance's gateway name; its credentials come from the database. */
export type CloudCredentialsResolver = (line: string) => Promise<CloudLineCredentials>;

/** A template send: named body parameters, and a payload per quick-reply button (its choice id). */
/** The customer-service window: free-form messages only this long after the customer's last. */
export const FREE_FORM_WINDOW_MS = 24 * 60 * 60_000;

/** An approved template to send (the port's TemplateMessage). */
export type CloudTemplateMessage = TemplateMessage;

/**
 * What the Cloud API does beyond the gateway port: templates, the number's fields, and the WABA's
 * webhook subscription (POST /{waba-id}/subscribed_apps).
 */
export type CloudGatewayExtras = {
  answerHandshake(
    query: Record<string, string | undefined>,
  ): ReturnType<typeof answerCloudHandshake>;
  sendTemplate(
    line: string,
    phone: string,
    template: CloudTemplateMessage,
  ): Promise<{ gatewayId: string }>;
  listTemplates(line: string): Promise<CloudTemplate[]>;
  createTemplate(line: string, template: NewCloudTemplate): Promise<{ id: string; status: string }>;
  phoneNumber(line: string): Promise<PhoneNumberInfo>;
  /** Checks credentials before they are saved: the number's fields, or a GraphError to explain. */
  checkCredentials(credentials: CloudLineCredentials): Promise<PhoneNumberInfo>;
};

export type CloudGateway = GatewayPort & CloudGatewayExtras;

export type CloudGatewayOptions = {
  client: GraphClient;
  credentials: CloudCredentialsResolver;
  /** The Meta app's secret: every delivery's X-Hub-Signature-256 is keyed by it. */
  appSecret: string;
  /** Our verify token, typed in the app dashboard with the callback URL. */
  verifyToken: string;
};

const LIMITS = {
  text: 4096,
  body: 1024,
  buttons: 3,
  buttonTitle: 20,
  rows: 10,
  rowTitle: 24,
  rowDescription: 72,
  listButton: 20,
};

const chars = (s: string) => [...s];
const cut = (s: string, max: number) =>
  chars(s).length <= max
    ? s
    : `${chars(s)
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;

/** A title cut at a word boundary within `max`, and what did not fit. */
function splitTitle(title: string, max: number): { head: string; rest: string } {
  if (chars(title).length <= max) return { head: title, rest: '' };
  const room = chars(title)
    .slice(0, max - 1)
    .join('');
  const space = room.lastIndexOf(' ');
  const head = (space > max / 2 ? room.slice(0, space) : room).trimEnd();
  return { head: `${head}…`, rest: title.slice(head.length).trim() };
}

/**
 * A message with choices as Meta shows them: up to 3 short ones as reply buttons, up to 10 as a
 * list (titles ≤ 24, what doesn't fit in the description), more as the numbered text alone.
 */
export function toCloudOutbound(message: OutboundMessage): CloudOutbound {
  const choices = message.choices ?? [];
  const body = bodyBesideChoices(message.texto, choices.length);
  const textOnly: CloudOutbound = { type: 'text', text: { body: cut(message.texto, LIMITS.text) } };
  if (choices.length === 0 || chars(message.texto).length > LIMITS.body) return textOnly;
  const titles = choices.map((c) => c.title.trim());
  const fitsButtons =
    choices.length <= LIMITS.buttons &&
    titles.every((t) => t.length > 0 && chars(t).length <= LIMITS.buttonTitle) &&
    new Set(titles).size === titles.length &&
    choices.every((c) => c.id.length <= 256 && !c.description);
  if (fitsButtons) {
    return {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: body },
        action: {
          buttons: choices.map((c, i) => ({
            type: 'reply',
            reply: { id: c.id, title: titles[i]! },
          })),
        },
      },
    };
  }
  if (choices.length > LIMITS.rows || choices.some((c) => c.id.length > 200)) return textOnly;
  return {
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: body },
      action: { button: 'Ver opções', sections: [{ rows: choices.map(listRow) }] },
    },
  };
}

/**
 * The text beside native choices (decision 047, port change 7): its numbered list is the choices
 * themselves, so it goes (when it has one line per choice), and 'Responda com o número' becomes
 * a word about the buttons. A number typed still works: the attendant reads it as before.
 */
export function bodyBesideChoices(texto: string, count: number): string {
  const lines = texto.split('\n');
  const numbered = lines.filter((line) => /^\d+\. /.test(line));
  if (numbered.length !== count || count === 0) return texto;
  return lines
    .filter((line) => !/^\d+\. /.test(line))
    .join('\n')
    .replace(
      /[Rr]esponda com o número/g,
      (m) => (m[0] === 'R' ? 'Toque' : 'toque') + ' em uma opção',
    )
    .trim();
}

function listRow(choice: MessageChoice) {
  const { head, rest } = splitTitle(choice.title.trim() || choice.id, LIMITS.rowTitle);
  const description = [rest, choice.description?.trim()].filter(Boolean).join(' · ');
  return {
    id: choice.id,
    title: head,
    ...(description ? { description: cut(description, LIMITS.rowDescription) } : {}),
  };
}

const isUnknownObject = (error: unknown) =>
  error instanceof GraphError && error.code === 100 && error.subcode === 33;

/**
 * The official WhatsApp Business Platform behind the gateway port. A line's phone number ID,
 * WABA and token come from `credentials`; webhooks are the app's (one URL, one secret).
 */
export function createCloudGateway({
  client,
  credentials,
  appSecret,
  verifyToken,
}: CloudGatewayOptions): CloudGateway {
  async function state(line: string): Promise<LineState | undefined> {
    const creds = await credentials(line);
    try {
      const number = await client.getPhoneNumber(creds.accessToken, creds.phoneNumberId);
      return number.status === undefined || number.status === 'CONNECTED'
        ? 'CONNECTED'
        : 'DISCONNECTED';
    } catch (error) {
      if (isUnknownObject(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 'whatsapp-cloud',
    // One callback URL and one app secret for every number: each event names its line.
    addressing: 'app',
    parseWebhook: (delivery) =>
      readCloudWebhook(delivery.rawBody, delivery.header('x-hub-signature-256'), appSecret),
    answerHandshake: (query) => answerCloudHandshake(query, verifyToken),

    async send(line, phone, message) {
      const creds = await credentials(line);
      const { messageId } = await client.sendMessage(
        creds.accessToken,
        creds.phoneNumberId,
        phone,
        toCloudOutbound(message),
      );
      return { gatewayId: messageId };
    },

    async sendTemplate(line, phone, template) {
      const creds = await credentials(line);
      const names = Object.keys(template.params);
      const { messageId } = await client.sendMessage(
        creds.accessToken,
        creds.phoneNumberId,
        phone,
        {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [
              ...(names.length > 0
                ? [
                    {
                      type: 'body' as const,
                      parameters: names.map((name) => ({
                        type: 'text' as const,
                        parameter_name: name,
                        text: template.params[name]!,
                      })),
                    },
                  ]
                : []),
              ...(template.quickReplyPayloads ?? []).map((payload, index) => ({
                type: 'button' as const,
                sub_type: 'quick_reply' as const,
                index: String(index),
                parameters: [{ type: 'payload' as const, payload }],
              })),
            ],
          },
        },
      );
      return { gatewayId: messageId };
    },

    // Free-form messages only within 24 h of the customer's last message (contract §6).
    freeFormWindowMs: async () => FREE_FORM_WINDOW_MS,

    // The Cloud API has no search of sent messages: a send whose reply was lost can't be
    // confirmed this way (statuses webhooks, keyed by our stored id, are the only trace).
    findSentTexts: async () => [],

    async fetchMedia(line, mediaRef) {
      const creds = await credentials(line);
      return client.fetchMedia(creds.accessToken, mediaRef);
    },

    // A Cloud API number exists in Meta already: "creating" the line checks it is reachable.
    async createInstance(line) {
      const creds = await credentials(line);
      await client.getPhoneNumber(creds.accessToken, creds.phoneNumberId);
      return { alreadyExists: true };
    },
    connectionState: state,
    exists: async (line) => (await state(line)) !== undefined,
    // No QR: a registered number is connected; anything else is settled in Meta's dashboard.
    async connect(line) {
      return (await state(line)) === 'CONNECTED'
        ? { connected: true }
        : { connected: false, qr: undefined, pairingCode: null };
    },
    // Deregistering a number in Meta is the owner's decision, never a side effect of ours.
    logout: async () => {},
    deleteInstance: async () => {},
    // The callback URL belongs to the Meta app (dashboard), not to a line.
    setWebhook: async () => {},

    async listTemplates(line) {
      const creds = await credentials(line);
      return client.listTemplates(creds.accessToken, creds.wabaId);
    },
    async createTemplate(line, template) {
      const creds = await credentials(line);
      return client.createTemplate(creds.accessToken, creds.wabaId, template);
    },
    async phoneNumber(line) {
      const creds = await credentials(line);
      return client.getPhoneNumber(creds.accessToken, creds.phoneNumberId);
    },
    checkCredentials: (creds) => client.getPhoneNumber(creds.accessToken, creds.phoneNumberId),
  };
}
