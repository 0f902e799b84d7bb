import type { BusinessNumber, MessageTemplate, StoredMedia, StoredMessage } from './meta-types';

export type MetaStore = ReturnType<typeof createMetaStore>;

export function createMetaStore() {
  const numbers = new Map<string, BusinessNumber>();
  const templates = new Map<string, MessageTemplate>();
  const media = new Map<string, StoredMedia>();
  /** Customers (wa_id) that are not on WhatsApp: sends to them fail with 131026. */
  const notOnWhatsApp = new Set<string>();
  /** WABAs the app subscribed to (POST /{waba-id}/subscribed_apps). */
  const subscribedWabas = new Set<string>();

  return {
    numbers,
    templates,
    media,
    subscribedWabas,
    number: (phoneNumberId: string) => numbers.get(phoneNumberId),
    wabaExists: (wabaId: string) => [...numbers.values()].some((n) => n.wabaId === wabaId),
    /** Whether a token reaches anything in this WABA, and whether it has expired. */
    tokenInWaba(wabaId: string, token: string): 'valid' | 'expired' | 'none' {
      for (const n of numbers.values()) {
        if (n.wabaId !== wabaId) continue;
        if (n.expiredTokens.has(token)) return 'expired';
        if (n.accessTokens.has(token)) return 'valid';
      }
      return 'none';
    },
    isKnownToken: (token: string) =>
      [...numbers.values()].some((n) => n.accessTokens.has(token) || n.expiredTokens.has(token)),
    findMessage(id: string): { number: BusinessNumber; message: StoredMessage } | undefined {
      for (const number of numbers.values()) {
        const message = number.messages.find((m) => m.id === id);
        if (message) return { number, message };
      }
      return undefined;
    },
    isOnWhatsApp: (waId: string) => !notOnWhatsApp.has(waId),
    setOnWhatsApp(waId: string, exists: boolean) {
      if (exists) notOnWhatsApp.delete(waId);
      else notOnWhatsApp.add(waId);
    },
    clear() {
      numbers.clear();
      templates.clear();
      media.clear();
      notOnWhatsApp.clear();
      subscribedWabas.clear();
    },
  };
}
