import type { startTestServices } from '@/test/test-services';
import type { FakeGateway } from '@/test/fake-gateway';
import type { TestServer } from '@/test/test-server';
import { createBusiness, type Business } from './business-fixture';
import { drain } from './drain';
import { chatKeyOf, type MessageChoice } from '@/modules/messaging/message-types';
import { pickChoice, type CustomerConversa } from './engine-conversa';

type Services = Awaited<ReturnType<typeof startTestServices>>;

/**
 * Connects the business's instance on the Evolution simulator (created, QR scanned), as the
 * Ativação tab leaves it (test instances are named by their number's digits, see test-client).
 */
export async function connectOnSimulator(server: TestServer, services: Services, shop: Business) {
  const line = await gatewayLineOf(server, shop);
  await connectNumberOnSimulator(services, line.name);
  return line;
}

/** The instance's line at its gateway: its gateway name and its webhook's secret. */
export async function gatewayLineOf(server: TestServer, shop: Business) {
  const { gateway_name: name, webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select(['gateway_name', 'webhook_secret'])
    .where('id', '=', shop.instanceId)
    .executeTakeFirstOrThrow();
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

/** A customer's side of a line: their messages into the gateway's webhook, ours back. */
export type CustomerLine = {
  /** Delivers one message of the customer through the gateway's webhook route. */
  write(text: string): Promise<void>;
  /** Every text the business sent this customer so far, oldest first. */
  received(): string[];
  /** The choices offered with the last message the business sent this customer. */
  choices(): Promise<MessageChoice[]>;
  /** The customer picks one of them: a tap where the gateway has buttons, else its number. */
  tap(choice: MessageChoice, index: number): Promise<void>;
};

/**
 * The customer on the Evolution simulator's phone: each message is the gateway's messages.upsert
 * to our webhook, and the replies are what the simulator's sendText received for that number.
 */
export function evolutionLine(
  server: TestServer,
  services: Services,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
): CustomerLine {
  const from = `55${customer.telefone}`;
  return {
    async write(text) {
      const record = services.evolution.receiveMessage(shop.gatewayName, {
        from,
        name: customer.nome,
        text,
      });
      await deliver(server, `/webhooks/evolution/${shop.webhookSecret}`, {
        event: 'messages.upsert',
        instance: shop.gatewayName,
        data: record,
      });
    },
    received: () =>
      services.evolution
        .sentMessages(shop.gatewayName)
        .filter((m) => m.key.remoteJid.startsWith(from))
        .map((m) => messageText(m.message)),
    // No buttons on WhatsApp Web: the choices stay behind the numbered text, and a pick is typed.
    choices: () => storedChoices(server, shop, from),
    tap(_choice, index) {
      return this.write(String(index + 1));
    },
  };
}

/** The choices stored with the last message the business sent to `from` on the shop's line. */
async function storedChoices(server: TestServer, shop: ConnectedBusiness, from: string) {
  const row = await server.db
    .selectFrom('mensagens as m')
    .innerJoin('conversas as c', 'c.id', 'm.conversa_id')
    .select('m.choices')
    .where('c.whatsapp_instance_id', '=', shop.instanceId)
    .where('c.remote_jid', '=', chatKeyOf(from))
    .where('m.direction', '=', 'out')
    .orderBy('m.seq', 'desc')
    .executeTakeFirst();
  return row?.choices ?? [];
}

/** The customer on the fake gateway (test/fake-gateway.ts): its own webhook format. */
export function fakeLine(
  server: TestServer,
  fake: FakeGateway,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
): CustomerLine {
  const from = `55${customer.telefone}`;
  return {
    async write(text) {
      const body = fake.customerWrites({ from, name: customer.nome, text });
      await deliver(server, `/webhooks/fake/${shop.webhookSecret}`, body);
    },
    received: () => fake.sentTo(shop.gatewayName, from).map((s) => s.message.texto),
    choices: async () => fake.sentTo(shop.gatewayName, from).at(-1)?.message.choices ?? [],
    async tap(choice) {
      const body = fake.customerWrites({
        from,
        name: customer.nome,
        text: choice.title,
        choice: choice.id,
      });
      await deliver(server, `/webhooks/fake/${shop.webhookSecret}`, body);
    },
  };
}

async function deliver(server: TestServer, path: string, json: unknown) {
  const res = await server.request(path, { method: 'POST', json });
  if (res.status !== 200) throw new Error(`webhook: ${res.status} ${await res.text()}`);
}

/**
 * A customer writing on `line`: each message goes through the real path (the gateway's webhook
 * → the stored message → the worker's turn → the sender → the gateway), and the replies are what
 * the gateway was asked to send to that number.
 */
export async function gatewayConversa(
  server: TestServer,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
  line: CustomerLine,
): Promise<CustomerConversa> {
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
  /** The customer's messages through the line, then the replies they brought. */
  const exchange = async (send: () => Promise<void>) => {
    const before = line.received().length;
    await send();
    await drain(attendant.worker);
    await drain(attendant.sender);
    // A person takes a while to read and answer: the business clock moves 20 s a message,
    // as it would, so the loop and flood limits see a human pace.
    const clock = server.clock as { advance?(ms: number): void };
    clock.advance?.(20_000);
    return line.received().slice(before);
  };
  return {
    async contatoId() {
      return (await contato())?.id ?? '';
    },
    say: (...texts) =>
      exchange(async () => {
        for (const text of texts) await line.write(text);
      }),
    choices: () => line.choices(),
    async tap(title) {
      const offered = await line.choices();
      const choice = pickChoice(offered, title);
      return exchange(() => line.tap(choice, offered.indexOf(choice)));
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

/** A customer on the Evolution simulator's phone (see evolutionLine and gatewayConversa). */
export function evolutionConversa(
  server: TestServer,
  services: Services,
  shop: ConnectedBusiness,
  customer: { nome: string; telefone: string },
): Promise<CustomerConversa> {
  return gatewayConversa(server, shop, customer, evolutionLine(server, services, shop, customer));
}
