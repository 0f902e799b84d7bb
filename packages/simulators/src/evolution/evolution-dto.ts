import { newRowId } from './evolution-ids';
import type { Instance, QrCode, WebhookConfig } from './evolution-types';

/** 201 of /instance/create (2.3.6): `undefined` fields vanish, hence the empty objects. */
export function createReply(instance: Instance, qrcode: QrCode | { count: number } | null) {
  const hook = instance.webhook;
  return {
    instance: {
      instanceName: instance.name,
      instanceId: instance.id,
      integration: instance.integration,
      webhookWaBusiness: null,
      accessTokenWaBusiness: '',
      status: instance.state,
    },
    hash: instance.token,
    webhook: hook
      ? {
          webhookUrl: hook.url,
          webhookHeaders: hook.headers,
          webhookByEvents: hook.byEvents,
          webhookBase64: hook.base64,
        }
      : {},
    websocket: {},
    rabbitmq: {},
    nats: {},
    sqs: {},
    settings: { ...instance.settings },
    ...(qrcode ? { qrcode } : {}),
  };
}

export function webhookRow(instance: Instance, hook: WebhookConfig) {
  return {
    id: hook.id,
    url: hook.url,
    headers: hook.headers,
    enabled: hook.enabled,
    events: hook.events,
    webhookByEvents: hook.byEvents,
    webhookBase64: hook.base64,
    createdAt: hook.createdAt.toISOString(),
    updatedAt: hook.updatedAt.toISOString(),
    instanceId: instance.id,
  };
}

const settingsRowIds = new WeakMap<Instance, string>();

/** One element of GET /instance/fetchInstances: the Prisma row with its includes. */
export function instanceRow(instance: Instance) {
  let settingsId = settingsRowIds.get(instance);
  if (!settingsId) {
    settingsId = newRowId();
    settingsRowIds.set(instance, settingsId);
  }
  const chats = new Set(instance.messages.map((message) => message.chat)).size;
  return {
    id: instance.id,
    name: instance.name,
    connectionStatus: instance.state === 'refused' ? 'close' : instance.state,
    ownerJid: instance.wuid,
    profileName: instance.profileName,
    profilePicUrl: null,
    integration: instance.integration,
    number: instance.number,
    businessId: null,
    token: instance.token,
    clientName: 'evolution_exchange',
    disconnectionReasonCode: instance.disconnection?.code ?? null,
    disconnectionObject: null,
    disconnectionAt: instance.disconnection?.at.toISOString() ?? null,
    createdAt: instance.createdAt.toISOString(),
    updatedAt: instance.updatedAt.toISOString(),
    Chatwoot: null,
    Proxy: null,
    Rabbitmq: null,
    Nats: null,
    Sqs: null,
    Websocket: null,
    Setting: {
      id: settingsId,
      ...instance.settings,
      createdAt: instance.createdAt.toISOString(),
      updatedAt: instance.updatedAt.toISOString(),
      instanceId: instance.id,
    },
    _count: { Message: instance.messages.length, Contact: chats, Chat: chats },
  };
}
