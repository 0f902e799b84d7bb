// The server first: it loads @hono/zod-openapi before any shared schema is built.
import type { TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDays } from '@/test/test-shop';
import { TEST_NOW, TEST_TODAY } from '@/modules/attendant/test/business-fixture';
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
 * What a secretary handles in one breath (issue 24, 'Must show' 10; decision 039): several
 * services or people in one request, a name that fits two professionals, 'o mesmo da última
 * vez', alternatives joined by 'ou', and the service just discussed. Judged on the appointments
 * the database holds, through the engine and through the WhatsApp path.
 */

/** The barbershop of the fixture, plus an Escova done by two professionals named Marina. */
type Shop = ConnectedBusiness & { escova: string; marinaCosta: string; marinaAlves: string };

let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, Shop>;
let shop: Shop;
let phone = 11_980_000_000;
let driver: DialogDriver = 'engine';

const customer = (nome = 'Carla Souza'): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome, telefone: String((phone += 1)) });

const rows = (contatoId: string) =>
  server.db
    .selectFrom('agendamentos')
    .select([
      'data_agendamento',
      'hora_inicio',
      'hora_fim',
      'status',
      'profissional_id',
      'servico_id',
      'nome_atendido',
    ])
    .where('contato_id', '=', contatoId)
    .orderBy('data_agendamento')
    .orderBy('hora_inicio')
    .orderBy('nome_atendido')
    .execute();

const text = (replies: string[]) => replies.join('\n');

async function createShop(on: DialogDriver, number: string): Promise<Shop> {
  const base = await rig.shop(on, number);
  const path = `/api/instances/${base.instanceId}`;
  const escova = (await base.as('POST', `${path}/servicos`, { nome: 'Escova', preco: 60 }))
    .id as string;
  const { weekdays, saturdays } = openDays(TEST_TODAY);
  const marinas: string[] = [];
  for (const nome of ['Marina Costa', 'Marina Alves']) {
    const id = (await base.as('POST', `${path}/profissionais`, { nome, especialidade: 'Escova' }))
      .id as string;
    await base.as('POST', `/api/profissionais/${id}/servicos`, {
      servico_id: escova,
      tempo_execucao: 45,
    });
    for (const [dias, hora_fim] of [
      [weekdays, '18:00'],
      [saturdays, '13:00'],
    ] as const) {
      await base.as('POST', `/api/profissionais/${id}/disponibilidades`, {
        dias,
        localizacao_id: base.local,
        hora_inicio: '09:00',
        hora_fim,
        servico_ids: [escova],
      });
    }
    marinas.push(id);
  }
  return { ...base, escova, marinaCosta: marinas[0]!, marinaAlves: marinas[1]! };
}

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await createShop('engine', '5511987650011');
  shops.whatsapp = await createShop('whatsapp', '5511987650012');
  shops.fake = await createShop('fake', '5511987650012');
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

  describe('several services or people in one request', () => {
    it('books two services back to back with one professional on one yes', async () => {
      const conversa = await customer();
      const summary = text(
        await conversa.say('quero fazer corte e barba amanhã às 15h com o Rafael'),
      );
      expect(summary).toContain('• *Corte masculino* qua, 10/03 às 15:00 com Rafael');
      expect(summary).toContain('• *Barba completa* qua, 10/03 às 15:30 com Rafael');
      expect(summary).toContain('Posso confirmar?');
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      const done = text(await conversa.say('sim'));
      expect(done).toContain('✅ Agendado! *Corte masculino* qua, 10/03 às 15:00 com Rafael');
      expect(done).toContain('✅ Agendado! *Barba completa* qua, 10/03 às 15:30 com Rafael');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { hora_inicio: '15:00:00', hora_fim: '15:30:00', servico_id: shop.corte },
        { hora_inicio: '15:30:00', hora_fim: '16:00:00', servico_id: shop.barba },
      ]);
      const booked = await rows(await conversa.contatoId());
      for (const row of booked) {
        expect(row).toMatchObject({
          data_agendamento: '2027-03-10',
          profissional_id: shop.rafael,
          status: 'agendado',
          nome_atendido: null,
        });
      }
    });

    it('books two people side by side, each under their own name, with two professionals', async () => {
      const conversa = await customer('Carla Souza');
      const summary = text(await conversa.say('eu e meu irmão queremos cortar amanhã às 11h'));
      expect(summary).toMatch(/• \*Corte masculino\* para você qua, 10\/03 às 11:00 com/);
      expect(summary).toMatch(/• \*Corte masculino\* para irmão de Carla qua, 10\/03 às 11:00 com/);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      const done = text(await conversa.say('pode confirmar'));
      expect(done.match(/✅ Agendado!/g)).toHaveLength(2);
      const booked = await rows(await conversa.contatoId());
      expect(booked).toHaveLength(2);
      // Same contact, same start, two people served: one row each, two professionals.
      for (const row of booked) {
        expect(row).toMatchObject({
          data_agendamento: '2027-03-10',
          hora_inicio: '11:00:00',
          servico_id: shop.corte,
          status: 'agendado',
        });
      }
      expect(booked.map((r) => r.nome_atendido).sort()).toEqual(['irmão de Carla', null]);
      expect(new Set(booked.map((r) => r.profissional_id))).toEqual(
        new Set([shop.rafael, shop.julia]),
      );
    });

    it('pairs a service per person, choosing professionals so both fit at the time asked', async () => {
      const conversa = await customer();
      const summary = text(
        await conversa.say('corte pra mim e barba pro meu filho Pedro amanhã às 16h'),
      );
      // Only Rafael does beards: the cut goes to Júlia so both start at 16:00.
      expect(summary).toContain('• *Corte masculino* para você qua, 10/03 às 16:00 com Júlia');
      expect(summary).toContain('• *Barba completa* para Pedro qua, 10/03 às 16:00 com Rafael');
      expect(text(await conversa.say('sim')).match(/✅ Agendado!/g)).toHaveLength(2);
      const booked = await rows(await conversa.contatoId());
      expect(booked).toHaveLength(2);
      expect(booked).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            hora_inicio: '16:00:00',
            servico_id: shop.corte,
            profissional_id: shop.julia,
            nome_atendido: null,
          }),
          expect.objectContaining({
            hora_inicio: '16:00:00',
            servico_id: shop.barba,
            profissional_id: shop.rafael,
            nome_atendido: 'Pedro',
          }),
        ]),
      );
    });

    it('asks about a part that does not fit beside the first one next, never dropping it', async () => {
      const conversa = await customer();
      // Saturday closes at 13:00: a 90-minute colouring cannot follow a cut at 12:00.
      const summary = text(await conversa.say('quero corte e coloração no sábado às 12h'));
      expect(summary).toMatch(/\*Coloração\*: não encontrei horário junto deste/);
      expect(summary).toMatch(/Agendar \*Corte masculino\* sáb, 13\/03 às 12:00/);
      const first = text(await conversa.say('sim'));
      expect(first).toMatch(/✅ Agendado! \*Corte masculino\* sáb, 13\/03 às 12:00/);
      expect(first).toContain('Agora *Coloração*');
      expect(first).toMatch(/1\. .*às \d\d:\d\d/);
      expect(await rows(await conversa.contatoId())).toHaveLength(1);
      expect(text(await conversa.say('1'))).toContain('Coloração');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado! *Coloração*');
      const booked = await rows(await conversa.contatoId());
      expect(booked.map((r) => r.servico_id).sort()).toEqual([shop.corte, shop.coloracao].sort());
      expect(booked.every((r) => r.status === 'agendado')).toBe(true);
    });
  });

  describe('a name that fits two professionals', () => {
    it('asks which one instead of choosing, then books the one answered', async () => {
      const conversa = await customer();
      const ask = text(await conversa.say('quero uma escova com a Marina amanhã às 15h'));
      expect(ask).toContain('Temos mais de um profissional com esse nome');
      expect(ask).toContain('1. Marina Alves');
      expect(ask).toContain('2. Marina Costa');
      expect(ask).not.toContain('Posso confirmar');
      expect(text(await conversa.say('hã?'))).toMatch(
        /Com quem você prefere\? Responda com o número/,
      );
      expect(text(await conversa.say('2'))).toMatch(
        /Agendar \*Escova\* qua, 10\/03 às 15:00 com Marina Costa/,
      );
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado! *Escova*');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { hora_inicio: '15:00:00', profissional_id: shop.marinaCosta, servico_id: shop.escova },
      ]);
    });
  });

  describe("'o mesmo da última vez'", () => {
    it("books the last appointment's service with its professional", async () => {
      const conversa = await customer('Bruna');
      await conversa.say('quero coloração hoje às 12h com a Júlia');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado! *Coloração*');
      // Hours later, the appointment past and the dialog forgotten: only the history knows.
      (server.clock as { advance?(ms: number): void }).advance?.(4 * 60 * 60_000);
      const offer = text(
        await conversa.say('oi! quero marcar o mesmo da última vez, quinta de tarde'),
      );
      expect(offer).toContain('*Coloração* com Júlia');
      expect(offer).toMatch(/1\. qui, 11\/03 às \d\d:\d\d/);
      expect(text(await conversa.say('1'))).toMatch(
        /Agendar \*Coloração\* qui, 11\/03 .* com Júlia/,
      );
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado!');
      const booked = await rows(await conversa.contatoId());
      expect(booked).toHaveLength(2);
      expect(booked[1]).toMatchObject({
        data_agendamento: '2027-03-11',
        servico_id: shop.coloracao,
        profissional_id: shop.julia,
        status: 'agendado',
      });
    });

    it('says there is no history and asks the service for a new customer', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('quero o mesmo da última vez'));
      expect(reply).toContain('Não encontrei atendimentos anteriores seus');
      expect(reply).toContain('Qual serviço você quer?');
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
    });
  });

  describe("alternatives joined by 'ou'", () => {
    it('offers both days and books the second', async () => {
      const conversa = await customer();
      const offer = text(await conversa.say('tem escova sexta ou sábado de manhã?'));
      expect(offer).toMatch(/sex, 12\/03 às (09|10|11):\d\d/);
      expect(offer).toMatch(/sáb, 13\/03 às (09|10|11):\d\d/);
      expect(text(await conversa.say('o de sábado'))).toMatch(/Agendar \*Escova\* sáb, 13\/03/);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado!');
      const [row] = await rows(await conversa.contatoId());
      expect(row).toMatchObject({ data_agendamento: '2027-03-13', servico_id: shop.escova });
      expect(row!.hora_inicio < '12:00').toBe(true);
    });

    it('asks between both services and books the second', async () => {
      const conversa = await customer();
      const ask = text(await conversa.say('corte ou barba amanhã às 9h?'));
      expect(ask).toContain('Qual serviço você quer?');
      expect(ask).toMatch(/\d\. Corte masculino/);
      expect(ask).toMatch(/\d\. Barba completa/);
      expect(text(await conversa.say('barba'))).toMatch(
        /Agendar \*Barba completa\* qua, 10\/03 às 09:00/,
      );
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado!');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-10', hora_inicio: '09:00:00', servico_id: shop.barba },
      ]);
    });
  });

  describe('the service just discussed', () => {
    it('is remembered on the next turn', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('quanto é a escova?'))).toContain('R$ 60,00');
      const offer = text(await conversa.say('e tem sexta de tarde?'));
      expect(offer).toContain('*Escova*');
      expect(offer).not.toContain('Qual serviço');
      expect(text(await conversa.say('1'))).toMatch(/Agendar \*Escova\* sex, 12\/03/);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado!');
      const [row] = await rows(await conversa.contatoId());
      expect(row).toMatchObject({ data_agendamento: '2027-03-12', servico_id: shop.escova });
      expect(row!.hora_inicio >= '12:00').toBe(true);
    });
  });
});
