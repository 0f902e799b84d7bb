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
 * Issue 24, seen 2 and must-show 6 and 10: the knowledge base answers what was asked (per
 * question, a negative fact as such, never the whole base, a hand-off when nothing matches), the
 * hours answer knows holidays and special days, and a closing is acknowledged. Every dialog runs
 * on the engine and through the WhatsApp path (webhook → worker → sender → simulator).
 */
const KNOWLEDGE_BASE = [
  'Progressiva: Não fazemos progressiva.',
  'Pagamento: aceitamos Pix e dinheiro.',
  'Cartão: crédito e débito; parcelamos em até 3x sem juros acima de R$ 150.',
  'Estacionamento: tem estacionamento conveniado na rua de trás, 1 hora grátis.',
  'Crianças: atendemos crianças a partir de 2 anos, com um responsável.',
].join('\n');

let server: TestServer;
let rig: DialogRig;
const shops = {} as Record<DialogDriver, ConnectedBusiness>;
let shop: ConnectedBusiness;
let phone = 11_980_000_000;
let driver: DialogDriver = 'engine';
const customer = (nome = 'Carla Souza'): Promise<CustomerConversa> =>
  rig.conversa(driver, shop, { nome, telefone: String((phone += 1)) });
const text = (replies: string[]) => replies.join('\n');

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await rig.shop('engine', '5511987650011');
  shops.whatsapp = await rig.shop('whatsapp', '5511987650012');
  shops.fake = await rig.shop('fake', '5511987650012');
  for (const on of DIALOG_DRIVERS) {
    const s = shops[on];
    const { db } = rig.server(on);
    await db
      .updateTable('whatsapp_instances')
      .where('id', '=', s.instanceId)
      .set({ knowledge_base: KNOWLEDGE_BASE })
      .execute();
    // Special hours: on Thursday 11 March both professionals start at 13:00 (usually 09:00).
    await db
      .updateTable('disponibilidades')
      .where('profissional_id', 'in', [s.rafael, s.julia])
      .where('dia', '=', '2027-03-11')
      .set({ hora_inicio: '13:00' })
      .execute();
  }
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

  describe('knowledge base', () => {
    it("answers a negative fact as the owner wrote it, not the service list ('vcs fazem progressiva?')", async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('vcs fazem progressiva?'));
      expect(reply).toContain('Não fazemos progressiva.');
      expect(reply).not.toContain('Nossos serviços');
      expect(reply).not.toContain('Corte masculino');
      expect(await conversa.handedOff()).toBe(false);
    });

    it("answers each question of 'aceita pix? e cartao parcela?' with its line only", async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('aceita pix? e cartao parcela?'));
      expect(reply).toContain('aceitamos Pix e dinheiro');
      expect(reply).toContain('parcelamos em até 3x');
      expect(reply).not.toContain('progressiva');
      expect(reply).not.toContain('estacionamento');
      expect(reply).not.toContain('Crianças');
    });

    it("answers 'tem estacionamento ai perto' with the parking entry, then the address", async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('tem estacionamento ai perto'));
      expect(reply).toContain('estacionamento conveniado na rua de trás');
      // The address it is near comes after the entry.
      expect(reply.indexOf('Avenida Paulista')).toBeGreaterThan(reply.indexOf('estacionamento'));
      expect(reply).not.toContain('Pix');
    });

    it('answers from the data when the catalogue names the topic, and the base beside it', async () => {
      const conversa = await customer();
      const price = text(await conversa.say('quanto custa o corte?'));
      expect(price).toContain('R$ 50,00');
      expect(price).not.toContain('Crianças');
      const kids = text(await conversa.say('vocês cortam cabelo de criança?'));
      expect(kids).toContain('Atendemos crianças a partir de 2 anos');
    });

    it('answers the known question of a message and hands the unknown one to a person', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('aceita pix? e tem wifi?'));
      expect(reply).toContain('aceitamos Pix e dinheiro');
      expect(reply).toContain('Não sei informar isso, vou chamar alguém da equipe');
      expect(await conversa.handedOff()).toBe(true);
    });

    it("answers 'quanto custa a progressiva?' with the negative fact, not the price list", async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('quanto custa a progressiva?'));
      expect(reply).toContain('Não fazemos progressiva.');
      expect(reply).not.toContain('Valores');
    });

    it('says it does not know what nothing answers, and hands the chat to a person', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('qual a senha do wifi?'));
      expect(reply).toContain(
        'Não sei informar isso, vou chamar alguém da equipe para te responder.',
      );
      expect(reply).not.toContain('Pix');
      expect(await conversa.handedOff()).toBe(true);
    });
  });

  describe('opening hours', () => {
    it("answers 'vcs abrem que horas? funciona domingo?' with the hours and the Sunday", async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('vcs abrem que horas? funciona domingo?'));
      expect(reply).toMatch(/Seg a sex: 09:00 às 18:00/);
      expect(reply).toMatch(/Sáb: 09:00 às 13:00/);
      expect(reply).toMatch(/Dom, 14\/03: não temos atendimento \(aos domingos não abrimos\)/);
    });

    it('names the special hours and the coming holiday in the general answer', async () => {
      const conversa = await customer();
      const reply = text(await conversa.say('qual o horário de funcionamento?'));
      expect(reply).toMatch(/Seg a sex: 09:00 às 18:00/);
      expect(reply).toMatch(/qui, 11\/03: horário especial, 13:00 às 18:00/);
      expect(reply).toMatch(/sex, 26\/03 \(feriado: Sexta-feira Santa\): sem atendimento/);
    });

    it('answers a day asked about with its special hours, and a holiday as a holiday', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('que horas vocês abrem na quinta?'))).toMatch(
        /Qui, 11\/03: horário especial, das 13:00 às 18:00 \(normalmente das 09:00 às 18:00\)/,
      );
      expect(text(await conversa.say('vcs abrem na sexta-feira santa?'))).toMatch(
        /Sex, 26\/03 é feriado \(Sexta-feira Santa\): não teremos atendimento/,
      );
      expect(text(await conversa.say('funciona sexta?'))).toMatch(
        /Sex, 12\/03: atendemos das 09:00 às 18:00/,
      );
    });
  });

  it('names the next holiday when asked about holidays, however far', async () => {
    // Monday 29 March: Tiradentes (Wednesday 21 April) is beyond the three weeks of special days.
    (server.clock as { set?(d: Date): void }).set?.(new Date('2027-03-29T10:00:00-03:00'));
    const conversa = await customer();
    const reply = text(await conversa.say('vcs abrem em feriado?'));
    expect(reply).toContain('Nosso horário de atendimento');
    expect(reply).toMatch(
      /Próximo feriado: Qua, 21\/04 é feriado \(Tiradentes\): não teremos atendimento/,
    );
  });

  describe('closings', () => {
    it.each([
      'vou pensar',
      'volto a falar mais perto da data',
      'depois te falo',
      'vou ver e te aviso',
    ])("acknowledges '%s' briefly, with no price list or address", async (closing) => {
      const conversa = await customer();
      expect(text(await conversa.say('quanto custa a coloração?'))).toContain('R$ 120,00');
      const reply = text(await conversa.say(closing));
      expect(reply).toContain('Combinado! Quando quiser, é só chamar. 😊');
      expect(reply).not.toMatch(/R\$|Avenida|Valores|Nossos serviços/);
      expect(await conversa.handedOff()).toBe(false);
    });

    it('leaves a pending offer when the customer will think about it, booking nothing', async () => {
      const conversa = await customer();
      expect(text(await conversa.say('corte amanhã às 15h com o Rafael'))).toContain(
        'Posso confirmar',
      );
      expect(text(await conversa.say('vou pensar e te aviso'))).toContain('Combinado!');
      const later = text(await conversa.say('sim'));
      expect(later).not.toContain('✅');
    });
  });
});
