// The server first: it loads @hono/zod-openapi before any shared schema is built.
import type { TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@/modules/attendant/test/business-fixture';
import {
  DIALOG_DRIVERS,
  startDialogRig,
  type DialogDriver,
  type DialogRig,
} from '@/modules/attendant/test/dialog-drivers';
import type { CustomerConversa } from '@/modules/attendant/test/engine-conversa';
import type { ConnectedBusiness } from '@/modules/attendant/test/gateway-conversa';
import { runTurn } from './run-turn';

/**
 * The attendant's questions as choices (issue 27, docs/decisions/047), through the engine, the
 * Evolution simulator (no buttons: the customer types the choice's number) and the fake gateway
 * (buttons and list rows: the customer taps, and the tap's id is read before its text).
 */
let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, ConnectedBusiness>;
let shop: ConnectedBusiness;
let phone = 11_970_000_000;
let driver: DialogDriver = 'engine';
const customer = (): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome: 'Bia Lima', telefone: String((phone += 1)) });
const rows = (contatoId: string) =>
  server.db
    .selectFrom('agendamentos')
    .select(['data_agendamento', 'hora_inicio', 'servico_id', 'status'])
    .where('contato_id', '=', contatoId)
    .execute();
const text = (replies: string[]) => replies.join('\n');

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await rig.shop('engine', '5511987640001');
  shops.whatsapp = await rig.shop('whatsapp', '5511987640002');
  shops.fake = await rig.shop('fake', '5511987640002');
});
afterAll(async () => {
  await rig.close();
});

describe.each(DIALOG_DRIVERS)('through %s', (name) => {
  beforeAll(() => {
    driver = name;
    server = rig.server(name);
    shop = shops[name];
  });
  beforeEach(() => {
    (server.clock as { set?(d: Date): void }).set?.(new Date(TEST_NOW));
  });

  it('offers the slots as a list, then yes and no, and books what was tapped', async () => {
    const conversa = await customer();
    const offer = text(await conversa.say('tem horário sexta à tarde pra barba?'));
    const slots = await conversa.choices();
    expect(slots.length).toBeGreaterThanOrEqual(2);
    // The same options as the numbered text, in its order, each with an id of what it picks.
    slots.forEach((slot, i) => {
      expect(offer).toContain(`${i + 1}. ${slot.title.split(' com ')[0]}`);
      expect(slot.id).toMatch(/^horario:2027-03-12\|\d\d:\d\d\|/);
    });
    const picked = slots[1]!;
    const time = picked.id.split('|')[1]!;
    const summary = text(await conversa.tap(picked.title));
    expect(summary).toContain(`sex, 12/03 às ${time}`);
    expect((await conversa.choices()).map((c) => c.id)).toEqual(['sim', 'nao']);
    expect(text(await conversa.tap('Sim'))).toContain('✅ Agendado');
    expect(await rows(await conversa.contatoId())).toMatchObject([
      { data_agendamento: '2027-03-12', hora_inicio: `${time}:00`, servico_id: shop.barba },
    ]);
  });

  it('offers the services to choose from, and a tap on one goes on with it', async () => {
    const conversa = await customer();
    await conversa.say('quero marcar um horário');
    const servicos = await conversa.choices();
    expect(servicos.map((c) => c.id)).toContain(`servico:${shop.barba}`);
    const next = text(
      await conversa.tap(servicos.find((c) => c.id === `servico:${shop.barba}`)!.title),
    );
    expect(next).not.toContain('Qual serviço');
    expect(next).toMatch(/Barba/i);
  });

  it('says no by a tap, and books nothing', async () => {
    const conversa = await customer();
    await conversa.say('quero marcar uma barba amanhã às 15h');
    expect((await conversa.choices()).map((c) => c.title)).toEqual(['Sim', 'Não']);
    await conversa.tap('Não');
    expect(await rows(await conversa.contatoId())).toEqual([]);
  });
});
