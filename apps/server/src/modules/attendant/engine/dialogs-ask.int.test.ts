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
import { drain } from '@/modules/attendant/test/drain';
import type { SettableClock } from '@/lib/clock';
import { localToInstant } from '@secretaria/shared/zoned-time';
import { runTurn } from './run-turn';

// Issue 24, decision 035: the attendant reads an answer against its own last question before any
// intent (a test per question it can ask), applies a correction or a change of mind to the
// pending action, and asks instead of guessing when its reading is unsure.

let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, ConnectedBusiness>;
let shop: ConnectedBusiness;
let phone = 11_980_000_000;

let driver: DialogDriver = 'engine';
const customer = (nome = 'Carla Souza'): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome, telefone: String((phone += 1)) });

const rows = (contatoId: string) =>
  server.db
    .selectFrom('agendamentos')
    .select(['data_agendamento', 'hora_inicio', 'status', 'profissional_id', 'servico_id'])
    .where('contato_id', '=', contatoId)
    .orderBy('data_agendamento')
    .orderBy('hora_inicio')
    .execute();
const text = (replies: string[]) => replies.join('\n');

/**
 * A summary waiting for its yes: a cut with Rafael `when` ('amanhã às 15h'), shown as `label`
 * ('qua, 10/03 às 15:00'). Each test books its own slot: the tests of a driver share one agenda.
 */
async function atSummary(conversa: CustomerConversa, when: string, label: string) {
  const summary = text(await conversa.say(`quero um corte ${when} com o Rafael`));
  expect(summary).toContain(`${label} com Rafael. Posso confirmar? (sim/não)`);
  return summary;
}

/** Booked through the chat: the phrase, then a plain yes. */
async function booked(conversa: CustomerConversa, phrase: string) {
  await conversa.say(phrase);
  expect(text(await conversa.say('sim'))).toContain('✅');
}

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await rig.shop('engine', '5511987650351');
  shops.whatsapp = await rig.shop('whatsapp', '5511987650352');
  shops.fake = await rig.shop('fake', '5511987650352');
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

  describe("'Posso confirmar? (sim/não)' (confirm_booking)", () => {
    it("'simm' books, and 'ficou marcado né?' answers with the appointment", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'amanhã às 15h', 'qua, 10/03 às 15:00');
      const done = text(await conversa.say('simm'));
      expect(done).toContain('✅ Agendado! *Corte masculino* qua, 10/03 às 15:00 com Rafael');
      expect(done).not.toContain('Posso ajudar em mais alguma coisa');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-10', hora_inicio: '15:00:00', status: 'agendado' },
      ]);
      expect(text(await conversa.say('ficou marcado né?'))).toContain(
        'Corte masculino – qua, 10/03 às 15:00 com Rafael',
      );
    });

    it.each(
      ['siim', 'ss', 'sim sim', 'isso mesmo', 'bora', 'fechado', '👍🏻', 'pode'].map(
        (yes, i) => [yes, 9 + i] as const,
      ),
    )('%j books', async (yes, hour) => {
      const conversa = await customer();
      const hh = String(hour).padStart(2, '0');
      await atSummary(conversa, `dia 16 às ${hour}h`, `ter, 16/03 às ${hh}:00`);
      expect(text(await conversa.say(yes))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toHaveLength(1);
    });

    it.each(['nops', 'nao nao', 'ñ', 'negativo', 'deixa'])(
      '%j books nothing and offers another time',
      async (no) => {
        const conversa = await customer();
        await atSummary(conversa, 'dia 17 às 10h', 'qua, 17/03 às 10:00');
        expect(text(await conversa.say(no))).toContain('Tudo bem, não marquei');
        expect(await rows(await conversa.contatoId())).toHaveLength(0);
      },
    );
  });

  describe("'Quer marcar um horário?' (offer_booking)", () => {
    it("a yes starts booking: which service, then when, and the summary's own yes", async () => {
      const conversa = await customer();
      expect(text(await conversa.say('quando é meu horário?'))).toContain(
        'Não encontrei agendamentos futuros para este número. Quer marcar um horário?',
      );
      const which = text(await conversa.say('sim'));
      expect(which).not.toContain('Posso ajudar em mais alguma coisa');
      expect(which).toMatch(/Qual serviço você quer\?\n1\. /);
      const second = /\n2\. (.+)/.exec(which)?.[1] ?? '';
      const offers = text(await conversa.say('dois'));
      expect(offers).toContain(`Tenho estes horários para *${second}*`);
      expect(text(await conversa.say('1'))).toContain('Posso confirmar?');
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      expect(text(await conversa.say('simm'))).toContain(`✅ Agendado! *${second}*`);
      expect(await rows(await conversa.contatoId())).toHaveLength(1);
    });

    it("'bora' after a cancel with nothing to cancel starts booking; 'não' closes", async () => {
      const conversa = await customer();
      expect(text(await conversa.say('quero cancelar meu horário'))).toContain(
        'Quer marcar um horário?',
      );
      expect(text(await conversa.say('bora'))).toMatch(/Qual serviço você quer\?/);
      const other = await customer();
      await other.say('ficou marcado?');
      expect(text(await other.say('não'))).toBe('Tudo bem! Qualquer coisa, é só chamar. 😊');
    });
  });

  describe("'Posso ajudar em mais alguma coisa?' (anything_else)", () => {
    it('a no closes instead of asking again; a yes asks what', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('ok'))).toBe(
        'Olá, Carla! 👋 Sou Ana, assistente virtual da Barbearia do Zé.\n👍 Posso ajudar em mais alguma coisa?',
      );
      expect(text(await conversa.say('nops'))).toBe('Tudo bem! Qualquer coisa, é só chamar. 😊');
      expect(text(await conversa.say('beleza'))).toContain('Posso ajudar em mais alguma coisa?');
      expect(text(await conversa.say('siim'))).toBe('Claro! Em que posso ajudar? 🙂');
    });
  });

  describe("'Qual destes horários prefere?' (pick_slot)", () => {
    it('takes a number word, and a no asks for another day', async () => {
      const conversa = await customer();
      const offer = text(await conversa.say('barba sexta de tarde'));
      const times = [...offer.matchAll(/sex, 12\/03 às (\d\d:\d\d)/g)].map((m) => m[1]!);
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(text(await conversa.say('dois'))).toContain(`sex, 12/03 às ${times[1]}`);
      const again = await customer();
      await again.say('barba sexta de tarde');
      expect(text(await again.say('nops'))).toContain('Prefere outro dia ou horário?');
    });
  });

  describe("'Qual serviço você quer?' (which_service)", () => {
    it('takes an ordinal word', async () => {
      const conversa = await customer();
      const which = text(await conversa.say('quero marcar um horário amanhã às 11h'));
      expect(which).toMatch(/Qual serviço/);
      const second = /\n2\. (.+)/.exec(which)?.[1] ?? '';
      expect(text(await conversa.say('o segundo'))).toContain(`*${second}* qua, 10/03 às 11:00`);
    });
  });

  describe("'Para qual dia e horário?' (when)", () => {
    it("'sim' to 'Quer ver outro dia ou horário?' offers the earliest; 'não' closes", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'amanhã às 14h', 'qua, 10/03 às 14:00');
      expect(text(await conversa.say('não'))).toContain('Quer ver outro dia ou horário?');
      expect(text(await conversa.say('simm'))).toMatch(/Tenho estes horários[\s\S]*1\. /);
      const other = await customer();
      await atSummary(other, 'amanhã às 14h', 'qua, 10/03 às 14:00');
      await other.say('não');
      expect(text(await other.say('não'))).toContain('Posso ajudar em mais alguma coisa?');
      expect(await rows(await other.contatoId())).toHaveLength(0);
    });
  });

  describe("'Quer mesmo cancelar …? (sim/não)' (confirm_cancel) and 'Qual horário?' (which_appointment)", () => {
    it("'siim' cancels after 'o segundo' picked which", async () => {
      const conversa = await customer('Paula');
      await booked(conversa, 'corte amanhã às 9h com o Rafael');
      await booked(conversa, 'barba sexta às 9h com o Rafael');
      expect(text(await conversa.say('quero cancelar'))).toMatch(/1\. .*10\/03[\s\S]*2\. .*12\/03/);
      expect(text(await conversa.say('o segundo'))).toMatch(/Quer mesmo cancelar Barba.*12\/03/);
      expect(text(await conversa.say('siim'))).toContain('✅ Cancelado');
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual([
        'agendado',
        'cancelado',
      ]);
    });

    it("'não, esse não, é o de sábado' moves to Saturday's instead of dropping the request", async () => {
      const conversa = await customer('Paula');
      await booked(conversa, 'corte amanhã às 10h com o Rafael');
      await booked(conversa, 'barba sábado às 10h com o Rafael');
      expect(text(await conversa.say('quero cancelar o de amanhã'))).toMatch(
        /Quer mesmo cancelar Corte masculino – qua, 10\/03/,
      );
      const corrected = text(await conversa.say('não, esse não, é o de sábado'));
      expect(corrected).toMatch(/Quer mesmo cancelar Barba completa – sáb, 13\/03 às 10:00/);
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual([
        'agendado',
        'agendado',
      ]);
      expect(text(await conversa.say('sim'))).toContain('✅ Cancelado: Barba completa');
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual([
        'agendado',
        'cancelado',
      ]);
    });

    it("'esse não' naming none asks which one; a plain 'não' keeps it", async () => {
      const conversa = await customer('Paula');
      await booked(conversa, 'corte amanhã às 11h com o Rafael');
      await booked(conversa, 'barba sexta às 11h com o Rafael');
      await conversa.say('quero cancelar o de amanhã');
      expect(text(await conversa.say('não, esse não'))).toMatch(
        /Qual horário você quer cancelar\?/,
      );
      expect(text(await conversa.say('1'))).toMatch(/Quer mesmo cancelar Corte/);
      expect(text(await conversa.say('não'))).toContain('mantive seu horário');
      expect((await rows(await conversa.contatoId())).map((r) => r.status)).toEqual([
        'agendado',
        'agendado',
      ]);
    });
  });

  describe("'Confirma sua presença …? (sim/não)' (confirm_presence)", () => {
    it("'ss' confirms; 'nops' asks remarcar or cancelar, and '2' asks before cancelling", async () => {
      const conversa = await customer('Bia');
      await booked(conversa, 'corte amanhã às 12h com o Rafael');
      expect(text(await conversa.say('quero confirmar minha presença'))).toMatch(
        /Confirma sua presença/,
      );
      expect(text(await conversa.say('ss'))).toContain('✅ Presença confirmada');
      expect((await rows(await conversa.contatoId()))[0]?.status).toBe('confirmado');
      const other = await customer('Bia');
      await booked(other, 'corte amanhã às 13h com o Rafael');
      await other.say('quero confirmar minha presença');
      expect(text(await other.say('nops'))).toBe(
        'Entendi. Quer remarcar ou cancelar esse horário?',
      );
      expect(text(await other.say('2'))).toMatch(/Quer mesmo cancelar Corte/);
      expect((await rows(await other.contatoId()))[0]?.status).toBe('agendado');
      expect(text(await other.say('pode'))).toContain('✅ Cancelado');
    });
  });

  describe("'Quer que eu chame alguém da equipe?' (offer_handoff)", () => {
    it("'simm' hands off; 'nops' does not", async () => {
      const conversa = await customer();
      expect(text(await conversa.say('batata frita'))).toMatch(/chame alguém da equipe/);
      expect(text(await conversa.say('simm'))).toMatch(/Vou chamar alguém da equipe/);
      expect(await conversa.handedOff()).toBe(true);
      const other = await customer();
      await other.say('batata frita');
      expect(text(await other.say('nops'))).toContain('Posso ajudar em mais alguma coisa?');
      expect(await other.handedOff()).toBe(false);
    });
  });

  describe('a change of mind while the summary waits (item 10)', () => {
    it("'pode ser às 16h então' is the new time, not a yes to 15h", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'dia 15 às 15h', 'seg, 15/03 às 15:00');
      const changed = text(await conversa.say('pode ser às 16h então'));
      expect(changed).toMatch(/seg, 15\/03 às 16:00 com Rafael\. Posso confirmar\?/);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-15', hora_inicio: '16:00:00', profissional_id: shop.rafael },
      ]);
    });

    it("'na verdade prefiro com a Júlia' keeps the day and time with Júlia", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'dia 15 às 14h', 'seg, 15/03 às 14:00');
      const changed = text(await conversa.say('na verdade prefiro com a Júlia'));
      expect(changed).toMatch(/seg, 15\/03 às 14:00 com Júlia\. Posso confirmar\?/);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      expect(text(await conversa.say('pode ser'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { hora_inicio: '14:00:00', profissional_id: shop.julia },
      ]);
    });

    it("'melhor quinta' keeps the time on Thursday", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'dia 15 às 17h', 'seg, 15/03 às 17:00');
      expect(text(await conversa.say('melhor quinta'))).toMatch(/qui, 11\/03 às 17:00 com Rafael/);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      expect(text(await conversa.say('isso'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-11', hora_inicio: '17:00:00' },
      ]);
    });

    it("'sim, às 15h' (the summary's own time) is a yes", async () => {
      const conversa = await customer();
      await atSummary(conversa, 'dia 15 às 15h', 'seg, 15/03 às 15:00');
      expect(text(await conversa.say('sim, às 15h'))).toContain('✅ Agendado');
    });
  });

  describe('ask, do not guess (item 3)', () => {
    const UNSURE = 'sobre o meu horário de sexta';

    it('asks with numbered options and writes nothing; a number runs that flow, with its own yes', async () => {
      const conversa = await customer('Rui');
      await booked(conversa, 'barba sexta às 15h com o Rafael');
      const asked = text(await conversa.say(UNSURE));
      expect(asked).toMatch(/Não tenho certeza se entendi\. 😅 Você quer:\n1\. /);
      expect(asked).toMatch(/\n3\. /);
      const options = asked.split('\n').filter((l) => /^\d\. /.test(l));
      const remarcar = options.findIndex((l) => l.includes('remarcar')) + 1;
      expect(remarcar).toBeGreaterThan(0);
      expect((await rows(await conversa.contatoId())).map((r) => r.hora_inicio)).toEqual([
        '15:00:00',
      ]);
      const moving = text(await conversa.say(String(remarcar)));
      expect(moving).toMatch(/Vamos remarcar Barba completa – sex, 12\/03 às 15:00/);
      expect(text(await conversa.say('sábado às 11h'))).toMatch(
        /Remarcar para sáb, 13\/03 às 11:00/,
      );
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-12', hora_inicio: '15:00:00' },
      ]);
      expect(text(await conversa.say('sim'))).toContain('✅ Remarcado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-13', hora_inicio: '11:00:00' },
      ]);
    });

    it('a word answers it too', async () => {
      const conversa = await customer('Rui');
      await booked(conversa, 'barba sexta às 16h com o Rafael');
      await conversa.say(UNSURE);
      expect(text(await conversa.say('ver'))).toContain(
        'Seu próximo horário: Barba completa – sex, 12/03 às 16:00',
      );
    });

    it('offers a person after two failed clarifications', async () => {
      const conversa = await customer('Rui');
      expect(text(await conversa.say(UNSURE))).toContain('Não tenho certeza se entendi');
      expect(text(await conversa.say('hã?'))).toMatch(
        /ainda não entendi\. 😅 Responda com o número:\n1\. /,
      );
      expect(text(await conversa.say('sei lá'))).toBe(
        'Desculpe, não consegui entender. 😕 Quer que eu chame alguém da equipe para te ajudar?',
      );
      expect(await conversa.handedOff()).toBe(false);
      expect(text(await conversa.say('sim'))).toMatch(/Vou chamar alguém da equipe/);
      expect(await conversa.handedOff()).toBe(true);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
    });

    it('does not ask about a message read with confidence', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('quero marcar um corte dia 16 às 17h com o Rafael'));
      expect(reply).not.toContain('Não tenho certeza');
      expect(reply).toContain('Posso confirmar?');
    });
  });
});

describe.each(['whatsapp', 'fake'] as const)(
  "the reminder's question ('1 para confirmar, 2 para cancelar'), through %s",
  (gateway) => {
    // The engine driver has no stored chat, so no reminder can be the last thing it heard: this
    // question is asked only through the real path (the avisos job, then the sender).
    beforeAll(() => {
      server = rig.server(gateway);
    });
    async function reminded(hora: string) {
      const business = shops[gateway];
      const telefone = String((phone += 1));
      const who = (await business.as('POST', `/api/instances/${business.instanceId}/contatos`, {
        nome: 'Lia Prado',
        telefone,
      })) as { id: string };
      const a = (await business.as('POST', `/api/profissionais/${business.rafael}/agendamentos`, {
        servico_id: business.corte,
        contato_id: who.id,
        data_agendamento: '2027-03-18',
        hora_inicio: hora,
      })) as { id: string };
      const attendant = server.attendant!;
      const clock = server.clock as SettableClock;
      await drain(attendant.avisos);
      clock.set(localToInstant('2027-03-17', hora, 'America/Sao_Paulo'));
      await drain(attendant.avisos);
      await drain(attendant.sender);
      const conversa = await rig.conversa(gateway, business, {
        nome: 'Lia Prado',
        telefone,
      });
      const status = async () =>
        (
          await server.db
            .selectFrom('agendamentos')
            .select('status')
            .where('id', '=', a.id)
            .executeTakeFirstOrThrow()
        ).status;
      return { chat: conversa, status };
    }
    afterAll(() => {
      (server.clock as { set?(d: Date): void }).set?.(new Date(TEST_NOW));
    });

    it("'simm' confirms the appointment", async () => {
      const { chat: conversa, status } = await reminded('16:30');
      expect(text(await conversa.say('simm'))).toContain('Presença confirmada');
      expect(await status()).toBe('confirmado');
    });

    it("'nops' cancels it (the reminder's own no) and offers another time", async () => {
      const { chat: conversa, status } = await reminded('17:30');
      expect(text(await conversa.say('nops'))).toMatch(/Cancelado[\s\S]*Quer marcar outro horário/);
      expect(await status()).toBe('cancelado');
    });
  },
);
