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

// Issue 24, items 7 and 10 (docs/decisions/037): one person is never booked twice at once, a
// cancel or move naming a day with nothing on it says so, a cancellation by the business is
// known, and a time that cannot be offered is refused for its true reason. Tuesday 09/03/2027,
// 10:00; Rafael (corte 30 min, barba) and Júlia (corte 45 min, coloração 90 min) work Monday to
// Friday 09:00–18:00 and Saturday 09:00–13:00; 60 minutes of notice.

let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, ConnectedBusiness>;
let shop: ConnectedBusiness;
let phone = 11_970_000_000;

let driver: DialogDriver = 'engine';
const customer = (nome = 'Carla Souza'): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome, telefone: String((phone += 1)) });

const rows = (contatoId: string) =>
  server.db
    .selectFrom('agendamentos')
    .select(['id', 'data_agendamento', 'hora_inicio', 'status', 'profissional_id', 'servico_id'])
    .where('contato_id', '=', contatoId)
    .orderBy('data_agendamento')
    .orderBy('hora_inicio')
    .execute();

const text = (replies: string[]) => replies.join('\n');

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await rig.shop('engine', '5511987650011');
  shops.whatsapp = await rig.shop('whatsapp', '5511987650012');
  shops.fake = await rig.shop('fake', '5511987650012');
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

  describe('one person, one place at a time', () => {
    it('does not book the same customer twice when the request is repeated', async () => {
      const conversa = await customer();
      const first = text(await conversa.say('quero corte quarta dia 10 as 15h'));
      expect(first).toMatch(/qua, 10\/03 às 15:00 com (Rafael|Júlia)\. Posso confirmar/);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const again = text(await conversa.say('quero corte quarta dia 10 as 15h'));
      expect(again).toMatch(
        /Você já tem \*Corte masculino\* marcado qua, 10\/03 às 15:00 com (Rafael|Júlia), nesse mesmo horário/,
      );
      expect(again).not.toContain('Posso confirmar');
      expect(again).not.toMatch(/10\/03 às 15:00 com (Rafael|Júlia)\n/);
      await conversa.say('sim');
      expect(await rows(await conversa.contatoId())).toHaveLength(1);
    });

    it('turns the booking core’s refusal into a sentence naming the other appointment', async () => {
      const conversa = await customer('Bruna');
      expect(text(await conversa.say('corte quinta às 15h com a Júlia'))).toMatch(
        /qui, 11\/03 às 15:00 com Júlia\. Posso confirmar/,
      );
      // Meanwhile the owner books the same customer at 15:00 with Rafael, from the panel.
      await shop.as('POST', `/api/profissionais/${shop.rafael}/agendamentos`, {
        data_agendamento: '2027-03-11',
        hora_inicio: '15:00',
        servico_id: shop.corte,
        contato_id: await conversa.contatoId(),
      });
      const refused = text(await conversa.say('sim'));
      expect(refused).toMatch(
        /Você já tem \*Corte masculino\* marcado qui, 11\/03 às 15:00 com Rafael, no mesmo horário, então não marquei este/,
      );
      expect(refused).not.toContain('✅');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { hora_inicio: '15:00:00', profissional_id: shop.rafael, status: 'agendado' },
      ]);
    });
  });

  describe('a day with nothing to cancel or move', () => {
    it('says there is nothing that day and shows the appointment there is', async () => {
      const conversa = await customer('Cida');
      await conversa.say('coloração segunda dia 15 às 10h');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const cancel = text(await conversa.say('quero cancelar meu horario de amanha'));
      expect(cancel).toMatch(/Não encontrei agendamento seu para qua, 10\/03/);
      expect(cancel).toMatch(/Coloração – seg, 15\/03 às 10:00 com Júlia/);
      expect(cancel).toMatch(/É esse que você quer cancelar\?/);
      expect(cancel).not.toMatch(/Quer mesmo cancelar/);
      expect(text(await conversa.say('não'))).toMatch(/mantive/);
      const move = text(await conversa.say('quero remarcar meu horário de amanhã'));
      expect(move).toMatch(/Não encontrei agendamento seu para qua, 10\/03/);
      expect(move).toMatch(/1\. Coloração – seg, 15\/03 às 10:00 com Júlia/);
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual(['agendado']);
    });

    it('lists every appointment when there are several, and goes on with the one picked', async () => {
      const conversa = await customer('Dora');
      await conversa.say('barba sexta às 11h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅');
      await conversa.say('corte segunda dia 15 às 16h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅');
      const which = text(await conversa.say('cancela o de amanhã'));
      expect(which).toMatch(/Não encontrei agendamento seu para qua, 10\/03/);
      expect(which).toMatch(/1\. Barba completa – sex, 12\/03 às 11:00 com Rafael/);
      expect(which).toMatch(/2\. Corte masculino – seg, 15\/03 às 16:00 com Rafael/);
      expect(text(await conversa.say('2'))).toMatch(/Quer mesmo cancelar Corte masculino/);
      expect(text(await conversa.say('sim'))).toContain('✅ Cancelado');
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual([
        'agendado',
        'cancelado',
      ]);
    });
  });

  describe('after the business cancelled', () => {
    it('answers "why" knowing it, and "remarcar pra quinta" offers Thursday with the same service and professional', async () => {
      const conversa = await customer('Elis');
      await conversa.say('corte amanhã às 14h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const [booked] = await rows(await conversa.contatoId());
      await shop.as('PATCH', `/api/agendamentos/${booked!.id}/status`, { status: 'cancelado' });

      const why = text(await conversa.say('ué pq cancelaram?? 😢'));
      expect(why).toMatch(
        /A equipe da Barbearia do Zé cancelou seu horário de \*Corte masculino\* qua, 10\/03 às 14:00 com Rafael/,
      );
      expect(why).toMatch(/chamo alguém da equipe/);
      expect(why).not.toMatch(/Não encontrei agendamentos futuros/);

      const thursday = text(await conversa.say('quero remarcar pra quinta'));
      expect(thursday).not.toMatch(/Não encontrei agendamentos futuros/);
      expect(thursday).toMatch(/\*Corte masculino\* com Rafael/);
      expect(thursday).toMatch(/1\. qui, 11\/03 às \d\d:\d\d/);
      expect(thursday).not.toContain('Júlia');
      expect(text(await conversa.say('1'))).toContain('Posso confirmar');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-10', status: 'cancelado' },
        { data_agendamento: '2027-03-11', profissional_id: shop.rafael, status: 'agendado' },
      ]);
    });

    it('a move asked straight away is a new booking like the cancelled one', async () => {
      const conversa = await customer('Fabi');
      await conversa.say('barba amanhã às 9h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const [booked] = await rows(await conversa.contatoId());
      await shop.as('PATCH', `/api/agendamentos/${booked!.id}/status`, { status: 'cancelado' });
      const reply = text(await conversa.say('quero remarcar pra quinta'));
      expect(reply).toMatch(
        /A equipe cancelou seu horário de \*Barba completa\* qua, 10\/03 às 09:00 com Rafael; vamos marcar um novo/,
      );
      expect(reply).toMatch(/\*Barba completa\* com Rafael/);
      expect(reply).toMatch(/qui, 11\/03 às/);
      const asked = text(await conversa.say('meu horário ficou marcado?'));
      expect(asked).toMatch(/A equipe cancelou seu horário de \*Barba completa\*/);
    });
  });

  describe('the true reason a time is not offered', () => {
    it('a day the business does not open', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('corte domingo às 10h'));
      expect(reply).toMatch(/Não temos atendimento em dom, 14\/03/);
      expect(reply).not.toMatch(/antecedência|ocupado|não tenho horário livre/i);
    });

    it('a time outside the hours of that day', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('corte amanhã às 19h'))).toMatch(
        /Em qua, 10\/03 o atendimento é das 09:00 às 18:00; às 19:00 não atendemos/,
      );
      expect(text(await conversa.say('e no sábado às 15h?'))).toMatch(
        /Em sáb, 13\/03 o atendimento é das 09:00 às 13:00; às 15:00 não atendemos/,
      );
    });

    it('a service too long for what is left of the day', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('coloração amanhã às 17h'));
      expect(reply).toMatch(
        /\*Coloração\* leva 1 h 30 min e o atendimento vai até 18:00: às 17:00 não dá tempo/,
      );
      expect(reply).not.toMatch(/antecedência/);
    });

    it('the minimum notice, only when it is the reason', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('corte hoje às 10h30'));
      expect(reply).toMatch(
        /Para hoje às 10:30 não consigo: preciso de pelo menos 1 h de antecedência/,
      );
    });

    it('a time already taken', async () => {
      const walkIn = await shop.as('POST', `/api/instances/${shop.instanceId}/contatos`, {
        nome: 'Cliente do balcão',
        telefone: String((phone += 1)),
      });
      await shop.as('POST', `/api/profissionais/${shop.rafael}/agendamentos`, {
        data_agendamento: '2027-03-12',
        hora_inicio: '16:00',
        servico_id: shop.barba,
        contato_id: walkIn.id,
      });
      const conversa = await customer();
      const reply = text(await conversa.say('barba sexta às 16h com o Rafael'));
      expect(reply).toMatch(/Às 16:00 de 12\/03 já está ocupado/);
      expect(reply).not.toMatch(/antecedência/);
    });

    it('a day that is over for bookings, late in the afternoon', async () => {
      const late = '2027-03-09T17:20:00-03:00';
      await shop.as('PUT', '/api/dev/clock', { now: late });
      try {
        const conversa = await customer();
        expect(text(await conversa.say('corte hoje'))).toMatch(
          /Para hoje não consigo mais: o atendimento vai até 18:00 e preciso de pelo menos 1 h de antecedência/,
        );
      } finally {
        await shop.as('PUT', '/api/dev/clock', { now: TEST_NOW });
      }
    });
  });
});
