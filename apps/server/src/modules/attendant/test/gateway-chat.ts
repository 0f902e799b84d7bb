import type { startTestServices } from '@/test/test-services';
import type { TestServer } from '@/test/test-server';
import { createBusiness, type Business } from './business-fixture';
import { drain } from './drain';
import type { Chat } from './engine-chat';

type Services = Awaited<ReturnType<typeof startTestServices>>;

/**
 * Connects the business's instance on the Evolution simulator (created, QR scanned), as the
 * Ativação tab leaves it (test instances are named by their number's digits, see test-client).
 */
export async function connectOnSimulator(server: TestServer, services: Services, shop: Business) {
  const { gateway_name: name, webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select(['gateway_name', 'webhook_secret'])
    .where('id', '=', shop.instanceId)
    .executeTakeFirstOrThrow();
  await connectNumberOnSimulator(services, name);
  return { name, secret };
}

/** Creates, connects and scans the gateway's instance named by its full number. */
export async function connectNumberOnSimulator(services: Services, number: string) {
  await services.deps.gateway.client.createInstance(number);
  await services.deps.gateway.client.connect(number);
  services.evolution.scanQr(number);
}

export type ConnectedBusiness = Business & { gatewayName: string; webhookSecret: string };

/** A business (see createBusiness) whose instance is connected on the simulator. */
export async function createConnectedBusiness(
  server: TestServer,
  services: Services,
  number: string,
): Promise<ConnectedBusiness> {
  const business = await createBusiness(server, { number });
  const gateway = await connectOnSimulator(server, services, business);
  return { ...business, gatewayName: gateway.name, webhookSecret: gateway.secret };
}

/**
 * A customer on the simulator's phone: each message goes through the real path (the gateway's
 * messages.upsert → our webhook → the stored message → the worker's turn → the sender's
 * sendText on the simulator), and the replies are what the simulator received for that number.
 */
export async function gatewayChat(
  server: TestServer,
  services: Services,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
): Promise<Chat> {
  const from = `55${customer.telefone}`;
  const sentTo = () =>
    services.evolution
      .sentMessages(shop.gatewayName)
      .filter((m) => m.key.remoteJid.startsWith(from));
  const attendant = server.attendant;
  if (!attendant) throw new Error('the test server has no attendant (runTurn and a gateway)');
  const contato = () =>
    server.db
      .selectFrom('contatos')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('telefone', '=', `+55${customer.telefone}`)
      .executeTakeFirst();
  const conversa = async () => {
    const id = (await contato())?.id;
    if (!id) return undefined;
    return server.db
      .selectFrom('conversas')
      .select(['estado', 'nao_cliente'])
      .where('contato_id', '=', id)
      .executeTakeFirst();
  };
  return {
    async contatoId() {
      return (await contato())?.id ?? '';
    },
    async say(...texts) {
      const before = sentTo().length;
      for (const text of texts) {
        const record = services.evolution.receiveMessage(shop.gatewayName, {
          from,
          name: customer.nome,
          text,
        });
        const res = await server.request(`/webhooks/evolution/${shop.webhookSecret}`, {
          method: 'POST',
          json: { event: 'messages.upsert', instance: shop.gatewayName, data: record },
        });
        if (res.status !== 200) throw new Error(`webhook: ${res.status} ${await res.text()}`);
      }
      await drain(attendant.worker);
      await drain(attendant.sender);
      // A person takes a while to read and answer: the business clock moves 20 s a message,
      // as it would, so the loop and flood limits see a human pace.
      const clock = server.clock as { advance?(ms: number): void };
      clock.advance?.(20_000);
      return sentTo()
        .slice(before)
        .map((m) => messageText(m.message));
    },
    async handedOff() {
      return (await conversa())?.estado === 'aguardando_dono';
    },
    async markedNonCustomer() {
      return (await conversa())?.nao_cliente ?? false;
    },
  };
}

function messageText(message: unknown): string {
  const m = message as { conversation?: string; extendedTextMessage?: { text?: string } };
  return m.conversation ?? m.extendedTextMessage?.text ?? '';
}
