import type { MetaContext } from './meta-context';
import { newPhoneNumberId, newSecret, newToken, newWabaId } from './meta-ids';
import type { BusinessNumber, PhoneNumberStatus } from './meta-types';

export type NewBusinessNumber = {
  /** International digits of the business's number, e.g. 5511987654321. */
  displayPhoneNumber: string;
  verifiedName?: string;
  phoneNumberId?: string;
  /** Numbers sharing a WABA share its templates and tokens. */
  wabaId?: string;
  accessToken?: string;
  appSecret?: string;
  webhookUrl?: string;
  verifyToken?: string;
  status?: PhoneNumberStatus;
  registered?: boolean;
};

export class DuplicateNumberError extends Error {}

/**
 * A business number as the owner sets it up in Meta's dashboard: IDs, a system-user token, the
 * app's secret; with a webhook URL the GET verification handshake runs first (and must pass).
 */
export async function createBusinessNumber(
  ctx: MetaContext,
  input: NewBusinessNumber,
): Promise<BusinessNumber> {
  const phoneNumberId = input.phoneNumberId ?? newPhoneNumberId();
  if (ctx.store.numbers.has(phoneNumberId)) {
    throw new DuplicateNumberError(`Phone number ID ${phoneNumberId} already exists`);
  }
  const sameWaba = input.wabaId
    ? [...ctx.store.numbers.values()].find((n) => n.wabaId === input.wabaId)
    : undefined;
  const number: BusinessNumber = {
    phoneNumberId,
    wabaId: input.wabaId ?? newWabaId(),
    displayPhoneNumber: input.displayPhoneNumber.replace(/\D/g, ''),
    verifiedName: input.verifiedName ?? 'Meu Negócio',
    qualityRating: 'GREEN',
    codeVerificationStatus: 'VERIFIED',
    status: input.status ?? 'CONNECTED',
    registered: input.registered ?? true,
    accessTokens: new Set([input.accessToken ?? newToken()]),
    expiredTokens: new Set(),
    appSecret: input.appSecret ?? sameWaba?.appSecret ?? newSecret(),
    webhook: null,
    lastInboundAt: new Map(),
    messages: [],
  };
  if (input.webhookUrl) {
    await subscribeWebhook(ctx, number, input.webhookUrl, input.verifyToken ?? '');
  }
  ctx.store.numbers.set(phoneNumberId, number);
  return number;
}

/** Saves the callback URL only after Meta's GET handshake succeeded. */
export async function subscribeWebhook(
  ctx: MetaContext,
  number: BusinessNumber,
  url: string,
  verifyToken: string,
) {
  await ctx.webhooks.handshake(url, verifyToken);
  number.webhook = { url, verifyToken, verifiedAt: new Date() };
}

/** The token stops working (Meta: 190/463 'Session has expired'). */
export function expireToken(number: BusinessNumber, token: string) {
  number.accessTokens.delete(token);
  number.expiredTokens.add(token);
}

export const numberDto = (n: BusinessNumber) => ({
  phone_number_id: n.phoneNumberId,
  waba_id: n.wabaId,
  display_phone_number: n.displayPhoneNumber,
  verified_name: n.verifiedName,
  status: n.status,
  registered: n.registered,
  access_tokens: [...n.accessTokens],
  app_secret: n.appSecret,
  webhook: n.webhook
    ? { url: n.webhook.url, verified_at: n.webhook.verifiedAt.toISOString() }
    : null,
});
