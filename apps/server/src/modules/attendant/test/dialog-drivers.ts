import { createFakeGateway, type FakeGateway } from '@/test/fake-gateway';
import { startTestServices } from '@/test/test-services';
import { createTestServer, type TestServer } from '@/test/test-server';
import { createBusiness } from './business-fixture';
import { engineConversa, type CustomerConversa } from './engine-conversa';
import {
  createConnectedBusiness,
  evolutionLine,
  fakeLine,
  gatewayConversa,
  gatewayLineOf,
  type ConnectedBusiness,
} from './gateway-conversa';

/**
 * The attendant's dialog suites run every dialog three times: on the engine directly, and through
 * the whole path of a WhatsApp message (webhook → stored message → worker's turn → sender →
 * gateway) behind each of two gateways on the port: Evolution's simulator, and a fake gateway
 * with its own webhook format (issue 26: nothing past the adapter knows which one it is).
 */
export const DIALOG_DRIVERS = ['engine', 'whatsapp', 'fake'] as const;
export type DialogDriver = (typeof DIALOG_DRIVERS)[number];

type ServerExtra = NonNullable<Parameters<typeof createTestServer>[1]>;

/**
 * The servers and gateways a dialog suite runs on: one server on the Evolution simulator (for
 * the engine and 'whatsapp' drivers) and one on the fake gateway, each with its own database.
 */
export async function startDialogRig(extra: Omit<ServerExtra, 'gateway' | 'billing'> = {}) {
  const services = await startTestServices();
  const fake = createFakeGateway();
  const evolutionServer = await createTestServer({}, { ...services.deps, ...extra });
  const fakeServer = await createTestServer(
    {},
    { ...services.deps, ...extra, gateway: fake.deps() },
  );
  const server = (driver: DialogDriver) => (driver === 'fake' ? fakeServer : evolutionServer);
  return {
    services,
    fake,
    server,
    /** A business with a connected line on the driver's gateway. */
    async shop(driver: DialogDriver, number: string): Promise<ConnectedBusiness> {
      if (driver !== 'fake') return createConnectedBusiness(evolutionServer, services, number);
      return createFakeBusiness(fakeServer, fake, number);
    },
    /** A customer of `shop` talking through `driver`. */
    conversa(
      driver: DialogDriver,
      shop: ConnectedBusiness,
      customer: { nome: string; telefone: string },
    ): Promise<CustomerConversa> {
      if (driver === 'engine') return engineConversa(evolutionServer, shop, customer);
      const line =
        driver === 'fake'
          ? fakeLine(fakeServer, fake, shop, customer)
          : evolutionLine(evolutionServer, services, shop, customer);
      return gatewayConversa(server(driver), shop, customer, line);
    },
    async close() {
      await fakeServer.close();
      await evolutionServer.close();
      await services.close();
    },
  };
}

export type DialogRig = Awaited<ReturnType<typeof startDialogRig>>;

async function createFakeBusiness(
  server: TestServer,
  fake: FakeGateway,
  number: string,
): Promise<ConnectedBusiness> {
  const business = await createBusiness(server, { number });
  const { name, secret } = await gatewayLineOf(server, business);
  await fake.port.createInstance(name);
  await fake.port.connect(name);
  return { ...business, gatewayName: name, webhookSecret: secret };
}
