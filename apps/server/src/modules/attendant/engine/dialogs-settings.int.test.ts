// The server first: it loads @hono/zod-openapi before any shared schema is built.
import type { TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
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
 * The owner's settings of the 'Atendente' tab, honoured by the dialogs: the greeting, the
 * actions allowed by chat and the cancellation policy. Every dialog runs on the engine and
 * through the WhatsApp path, as in dialogs.int.test.ts.
 */
let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, ConnectedBusiness>;
let shop: ConnectedBusiness;
let phone = 11_980_000_000;

let driver: DialogDriver = 'engine';
const customer = (nome = 'Carla Souza'): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome, telefone: String((phone += 1)) });

const DEFAULTS = {
  greeting: null,
  allow_booking: true,
  allow_reschedule: true,
  allow_cancel: true,
  cancel_notice_hours: 0,
};
/** The owner changes the settings as the panel does. */
const settings = (json: Record<string, unknown>) =>
  shop.as('PATCH', `/api/instances/${shop.instanceId}/attendant-settings`, json);
const statuses = async (conversa: CustomerConversa) =>
  (
    await server.db
      .selectFrom('agendamentos')
      .select('status')
      .where('contato_id', '=', await conversa.contatoId())
      .orderBy('data_agendamento')
      .orderBy('hora_inicio')
      .execute()
  ).map((r) => r.status);
const text = (replies: string[]) => replies.join('\n');
const setClock = (iso: string) => (server.clock as { set?(d: Date): void }).set?.(new Date(iso));

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
  beforeEach(async () => {
    setClock(TEST_NOW);
    await settings(DEFAULTS);
  });

  describe('the greeting', () => {
    const GREETING = 'Oi! Aqui é a Ana, da Barbearia do Zé 💈 Como posso te ajudar hoje?';

    it("opens the first reply with the owner's greeting, and only the first", async () => {
      await settings({ greeting: GREETING });
      const conversa = await customer();
      expect(await conversa.say('oi')).toEqual([GREETING]);
      const again = text(await conversa.say('olá'));
      expect(again).not.toContain(GREETING);
      expect(again).toContain('Olá, Carla! 👋');
    });

    it('comes before the answer when the first message asks something', async () => {
      await settings({ greeting: GREETING });
      const replies = await (await customer()).say('oi, quanto custa o corte?');
      expect(replies[0]).toBe(GREETING);
      expect(text(replies.slice(1))).toContain('R$ 50,00');
      expect(text(replies)).not.toContain('Sou Ana, assistente virtual');
    });

    it('is the default one when none is set', async () => {
      const first = text(await (await customer()).say('oi'));
      expect(first).toContain('Olá, Carla! 👋 Sou Ana, assistente virtual da Barbearia do Zé.');
      expect(first).toContain('Posso agendar, remarcar ou cancelar horários');
    });
  });

  describe('actions switched off', () => {
    it('booking off: says so, books nothing and offers a person', async () => {
      await settings({ allow_booking: false });
      const conversa = await customer();
      const hello = text(await conversa.say('oi'));
      expect(hello).toContain('Posso remarcar ou cancelar horários');
      expect(hello).not.toMatch(/agendar/);
      const reply = text(await conversa.say('quero marcar um corte amanhã às 15h'));
      expect(reply).toContain(msg.attendantActionOff('agendar'));
      expect(reply).not.toContain('Posso confirmar');
      expect(await statuses(conversa)).toEqual([]);
      expect(await conversa.handedOff()).toBe(false);
      expect(text(await conversa.say('sim'))).toMatch(/alguém da equipe/);
      expect(await conversa.handedOff()).toBe(true);
    });

    it('booking switched off between the summary and the yes books nothing', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('corte amanhã às 15h com o Rafael'))).toContain(
        'Posso confirmar',
      );
      await settings({ allow_booking: false });
      expect(text(await conversa.say('sim'))).toContain(msg.attendantActionOff('agendar'));
      expect(await statuses(conversa)).toEqual([]);
    });

    it('cancelling off: keeps the appointment and offers a person; a no keeps the chat with the attendant', async () => {
      await settings({ allow_cancel: false });
      const conversa = await customer();
      await conversa.say('corte sexta às 11h com o Rafael');
      const booked = text(await conversa.say('sim'));
      expect(booked).toContain('✅ Agendado');
      expect(booked).toContain('Se precisar remarcar, é só me chamar por aqui.');
      expect(text(await conversa.say('quero cancelar meu horário'))).toContain(
        msg.attendantActionOff('cancelar'),
      );
      expect(text(await conversa.say('não'))).toMatch(/Posso ajudar em mais alguma coisa/);
      expect(await conversa.handedOff()).toBe(false);
      expect(await statuses(conversa)).toEqual(['agendado']);
    });

    it('rescheduling off: says so and moves nothing', async () => {
      await settings({ allow_reschedule: false });
      const conversa = await customer();
      await conversa.say('barba sexta às 14h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('Se precisar cancelar, é só me chamar');
      expect(text(await conversa.say('preciso remarcar para segunda'))).toContain(
        msg.attendantActionOff('remarcar'),
      );
      const rows = await server.db
        .selectFrom('agendamentos')
        .select(['data_agendamento', 'hora_inicio'])
        .where('contato_id', '=', await conversa.contatoId())
        .execute();
      expect(rows).toEqual([{ data_agendamento: '2027-03-12', hora_inicio: '14:00:00' }]);
    });
  });

  // At the yes no flow checks the rules again: the tools refuse the change themselves.
  describe('rules changed before the yes, refused by the tools', () => {
    const rowsOf = async (conversa: CustomerConversa) =>
      server.db
        .selectFrom('agendamentos')
        .select(['data_agendamento', 'hora_inicio', 'status'])
        .where('contato_id', '=', await conversa.contatoId())
        .execute();

    it('rescheduling switched off between the summary and the yes moves nothing', async () => {
      const conversa = await customer();
      await conversa.say('barba quinta às 17h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('preciso remarcar para sábado às 10h'))).toContain(
        'Posso confirmar',
      );
      await settings({ allow_reschedule: false });
      expect(await conversa.say('sim')).toEqual([msg.attendantActionOff('remarcar')]);
      expect(await rowsOf(conversa)).toEqual([
        { data_agendamento: '2027-03-11', hora_inicio: '17:00:00', status: 'agendado' },
      ]);
      expect(await conversa.handedOff()).toBe(false);
    });

    it('a move that waited into the window is handed to a person at the yes', async () => {
      await settings({ cancel_notice_hours: 24 });
      const conversa = await customer();
      // Wednesday 11:00 is 25 hours ahead: outside the window when asked…
      await conversa.say('corte amanhã às 11h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('preciso remarcar para sexta às 17h'))).toContain(
        'Posso confirmar',
      );
      // … inside it three hours later, when the customer finally says yes.
      setClock('2027-03-09T13:00:00-03:00');
      expect(await conversa.say('sim')).toEqual([msg.attendantPolicyHandoff('remarcar', 24)]);
      expect(await rowsOf(conversa)).toEqual([
        { data_agendamento: '2027-03-10', hora_inicio: '11:00:00', status: 'agendado' },
      ]);
      expect(await conversa.handedOff()).toBe(true);
    });

    it('cancelling switched off between the question and the yes keeps the appointment', async () => {
      const conversa = await customer();
      await conversa.say('corte quinta às 15h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('quero cancelar'))).toMatch(/Quer mesmo cancelar/);
      await settings({ allow_cancel: false });
      expect(await conversa.say('sim')).toEqual([msg.attendantActionOff('cancelar')]);
      expect(await statuses(conversa)).toEqual(['agendado']);
      expect(await conversa.handedOff()).toBe(false);
    });
  });

  describe('the cancellation policy', () => {
    it('hands a cancellation inside the window to a person and keeps the appointment', async () => {
      await settings({ cancel_notice_hours: 24 });
      const conversa = await customer();
      // 10:00 now: 15:00 today is 5 hours ahead, inside 24 hours.
      await conversa.say('corte hoje às 15h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(await conversa.handedOff()).toBe(false);
      expect(await conversa.say('quero cancelar')).toEqual([
        msg.attendantPolicyHandoff('cancelar', 24),
      ]);
      expect(await conversa.handedOff()).toBe(true);
      expect(await statuses(conversa)).toEqual(['agendado']);
    });

    it('hands a move inside the window to a person', async () => {
      await settings({ cancel_notice_hours: 24 });
      const conversa = await customer();
      await conversa.say('barba amanhã às 9h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('preciso remarcar'))).toContain(
        msg.attendantPolicyHandoff('remarcar', 24),
      );
      expect(await conversa.handedOff()).toBe(true);
    });

    it('lets a cancellation outside the window go on by chat', async () => {
      await settings({ cancel_notice_hours: 24 });
      const conversa = await customer();
      await conversa.say('corte sexta às 16h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('quero cancelar'))).toMatch(/Quer mesmo cancelar/);
      expect(text(await conversa.say('sim'))).toContain('✅ Cancelado');
      expect(await conversa.handedOff()).toBe(false);
      expect(await statuses(conversa)).toEqual(['cancelado']);
    });

    it('reads the window again at the yes: a cancellation that waited into it is handed off', async () => {
      await settings({ cancel_notice_hours: 24 });
      const conversa = await customer();
      // Wednesday 12:00 is 26 hours ahead: outside the window when asked…
      await conversa.say('corte amanhã às 12h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(text(await conversa.say('quero cancelar'))).toMatch(/Quer mesmo cancelar/);
      // … inside it three hours later, when the customer finally says yes.
      setClock('2027-03-09T13:00:00-03:00');
      expect(text(await conversa.say('sim'))).toContain(msg.attendantPolicyHandoff('cancelar', 24));
      expect(await statuses(conversa)).toEqual(['agendado']);
      expect(await conversa.handedOff()).toBe(true);
    });

    it('with 0 hours, cancels even an appointment starting soon', async () => {
      const conversa = await customer();
      await conversa.say('corte hoje às 12h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      await conversa.say('quero cancelar');
      expect(text(await conversa.say('sim'))).toContain('✅ Cancelado');
    });
  });
});
