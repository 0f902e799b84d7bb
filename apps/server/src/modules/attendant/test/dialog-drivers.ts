import type { startTestServices } from '@/test/test-services';
import type { TestServer } from '@/test/test-server';
import type { ConnectedBusiness } from './gateway-chat';
import { gatewayChat } from './gateway-chat';
import { engineChat, type Chat } from './engine-chat';

type Services = Awaited<ReturnType<typeof startTestServices>>;

/**
 * The attendant's dialog suites run every dialog twice: on the engine directly, and through the
 * real path of a WhatsApp message (webhook → stored message → worker's turn → sender → the
 * simulator's sendText).
 */
export const DIALOG_DRIVERS = ['engine', 'whatsapp'] as const;
export type DialogDriver = (typeof DIALOG_DRIVERS)[number];

/** A customer of `shop` talking through `driver`. */
export function dialogChat(
  driver: DialogDriver,
  server: TestServer,
  services: Services,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
): Promise<Chat> {
  return driver === 'engine'
    ? engineChat(server, shop, customer)
    : gatewayChat(server, services, shop, customer);
}
