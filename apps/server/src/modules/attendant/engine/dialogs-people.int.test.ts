// The server first: it loads @hono/zod-openapi before any shared schema is built.
import type { TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LONG_BARBA_RAFAEL,
  LONG_CANCELAR,
  LONG_ESCOVA_SABADO,
  LONG_PRECO_BARBA,
  LONG_REMARCAR_SEXTA,
} from '@secretaria/shared/nlu/long-message.samples';
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
 * Issue 24's people: senders who are not customers, long messages read for their request, the
 * name a greeting uses and the honest answer to 'vc é robô?' (docs/decisions/038). Every dialog
 * runs through both drivers: the engine, and the real WhatsApp path.
 */
let server: TestServer;
let rig: DialogRig;
type Shop = ConnectedBusiness & { escova: string };
const shops = {} as Record<DialogDriver, Shop>;
let shop: Shop;
let phone = 11_970_000_000;

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

/** An escova (45 min) by Júlia, in her windows, as an owner adds a service in the panel. */
async function withEscova(business: ConnectedBusiness): Promise<Shop> {
  const base = `/api/instances/${business.instanceId}`;
  const escova = (await business.as('POST', `${base}/servicos`, { nome: 'Escova', preco: 60 }))
    .id as string;
  await business.as('POST', `/api/profissionais/${business.julia}/servicos`, {
    servico_id: escova,
    tempo_execucao: 45,
  });
  const disponibilidades = (await business.as(
    'GET',
    `/api/profissionais/${business.julia}/disponibilidades?from=2027-03-09&to=2027-03-20`,
  )) as Array<{
    id: string;
    localizacao_id: string;
    hora_inicio: string;
    hora_fim: string;
    servico_ids: string[];
  }>;
  for (const w of disponibilidades) {
    await business.as('PATCH', `/api/disponibilidades/${w.id}`, {
      localizacao_id: w.localizacao_id,
      hora_inicio: w.hora_inicio,
      hora_fim: w.hora_fim,
      servico_ids: [...w.servico_ids, escova],
    });
  }
  return { ...business, escova };
}

beforeAll(async () => {
  rig = await startDialogRig({ runTurn });
  shops.engine = await withEscova(await rig.shop('engine', '5511987650011'));
  shops.whatsapp = await withEscova(await rig.shop('whatsapp', '5511987650012'));
  shops.fake = await withEscova(await rig.shop('fake', '5511987650012'));
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

  describe('long messages are read for their request', () => {
    it('a 1,600-character story asking for an escova on Saturday morning offers Saturday-morning escova times', async () => {
      expect(LONG_ESCOVA_SABADO.length).toBeGreaterThan(1500);
      const conversa = await customer('Fernanda Lima');
      const offer = text(await conversa.say(LONG_ESCOVA_SABADO));
      expect(offer).not.toMatch(/Não encontrei agendamentos/);
      const times = [...offer.matchAll(/sáb, 13\/03 às (\d\d:\d\d)/g)].map((m) => m[1] as string);
      expect(times.length).toBeGreaterThanOrEqual(1);
      for (const t of times) expect(t < '12:00').toBe(true);
      expect(offer).not.toMatch(/(qua|dom|sex), \d\d\/03/);
      expect(text(await conversa.say('1'))).toMatch(/sáb, 13\/03/);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-13', servico_id: shop.escova, status: 'agendado' },
      ]);
    });

    it('a long message booking a beard with Rafael on Thursday at 15h, past Júlia and the 20th', async () => {
      const conversa = await customer('Thiago Reis');
      const offer = text(await conversa.say(LONG_BARBA_RAFAEL));
      expect(offer).toMatch(/qui, 11\/03 às 15:00 com Rafael/);
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      expect(await rows(await conversa.contatoId())).toMatchObject([
        {
          data_agendamento: '2027-03-11',
          hora_inicio: '15:00:00',
          profissional_id: shop.rafael,
          servico_id: shop.barba,
        },
      ]);
    });

    it('a long message moving Thursday’s appointment to Friday afternoon, not to the Saturday of its reason', async () => {
      const conversa = await customer('Lucas Prado');
      await conversa.say('quero marcar um corte quinta às 10h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const offer = text(await conversa.say(LONG_REMARCAR_SEXTA));
      expect(offer).toMatch(/sex, 12\/03 às 1[2-7]:\d\d/);
      expect(offer).not.toMatch(/sáb, 13\/03|Não encontrei agendamentos/);
      expect(await rows(await conversa.contatoId())).toMatchObject([
        { data_agendamento: '2027-03-11', hora_inicio: '10:00:00', status: 'agendado' },
      ]);
    });

    it('a long message cancelling Thursday’s appointment asks to confirm that one and cancels it', async () => {
      const conversa = await customer('Roberto Dias');
      await conversa.say('quero marcar uma barba quinta às 14h com o Rafael');
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
      const ask = text(await conversa.say(LONG_CANCELAR));
      expect(ask).toMatch(/cancelar/i);
      expect(ask).toMatch(/qui, 11\/03 às 14:00/);
      expect(text(await conversa.say('sim'))).toContain('✅ Cancelado');
      expect(await rows(await conversa.contatoId())).toMatchObject([{ status: 'cancelado' }]);
    });

    it('a long message asking the price of the beard gets that price and no booking', async () => {
      const conversa = await customer('Bruno Alves');
      const answer = text(await conversa.say(LONG_PRECO_BARBA));
      expect(answer).toMatch(/Barba completa.*R\$ 35,00/);
      expect(answer).not.toMatch(/Corte masculino|às \d\d:\d\d|Não encontrei/);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
    });
  });

  describe('names and honesty', () => {
    it("'vc é robô?' is answered as the virtual assistant, and the conversation goes on", async () => {
      const conversa = await customer();
      await conversa.say('oi');
      const answer = text(await conversa.say('vc é robô?'));
      expect(answer).toBe(
        'Sou a assistente virtual da Barbearia do Zé e posso marcar, remarcar ou cancelar horários e tirar dúvidas. Se preferir falar com alguém da equipe, é só dizer.',
      );
      expect(await conversa.handedOff()).toBe(false);
      expect(text(await conversa.say('quero um corte amanhã às 16h com o Rafael'))).toMatch(
        /qua, 10\/03 às 16:00 com Rafael/,
      );
      expect(text(await conversa.say('sim'))).toContain('✅ Agendado');
    });

    it('a question about the bot beside a request answers both', async () => {
      const conversa = await customer();
      const answer = text(
        await conversa.say('vc é robô? quero marcar uma barba sexta às 9h com o Rafael'),
      );
      expect(answer).toMatch(/^Sou a assistente virtual/);
      expect(answer).toMatch(/sex, 12\/03 às 09:00 com Rafael/);
      expect(await conversa.handedOff()).toBe(false);
    });

    it("'robô não, quero falar com uma pessoa' still hands off", async () => {
      const conversa = await customer();
      await conversa.say('vc é robô?');
      expect(await conversa.handedOff()).toBe(false);
      expect(text(await conversa.say('robô não, quero falar com uma pessoa'))).toMatch(
        /Vou chamar alguém da equipe/,
      );
      expect(await conversa.handedOff()).toBe(true);
    });

    it("WhatsApp name 'Dona Cida' is greeted as Dona Cida, never 'Dona'", async () => {
      const conversa = await customer('Dona Cida');
      const hello = text(await conversa.say('oi'));
      expect(hello).toMatch(/^Olá, Dona Cida! 👋/);
      expect(hello).not.toMatch(/Olá, Dona!/);
    });

    it.each(['Auto Peças Silva', 'Studio X', '🌸🌸', 'J. P.', 'Dr.'])(
      'a WhatsApp name that is no first name (%s) is greeted without a name',
      async (nome) => {
        const conversa = await customer(nome);
        expect(text(await conversa.say('oi'))).toMatch(/^Olá! 👋 Sou Ana/);
      },
    );

    it('a first name is used as it is', async () => {
      const conversa = await customer('maria da silva');
      expect(text(await conversa.say('bom dia'))).toMatch(/^Olá, Maria! 👋/);
    });
  });

  describe('senders who are not customers', () => {
    const NEUTRAL =
      'Olá! Este número é o atendimento de clientes da Barbearia do Zé. Vou deixar sua mensagem para a equipe ver. 🙂';

    it.each([
      'Bom dia! Me chamo Fábio, represento a empresa CosmétiPro e gostaria de apresentar nossa linha de produtos para o seu salão. Podemos marcar uma visita na sexta às 10h?',
      'PARABÉNS!!! Você ganhou um pix premiado de R$ 500, clique no link para resgatar hoje',
      'Boa tarde, vocês estão contratando? Sou barbeiro com 5 anos de experiência, posso mandar meu currículo?',
      'desculpa, foi engano, número errado',
      'Sou o entregador, tenho uma encomenda para Mariana nesse endereço, alguém pode receber amanhã às 15h?',
    ])('gets one neutral reply and nothing more: %s', async (message) => {
      const conversa = await customer('Fornecedor');
      const first = await conversa.say(message);
      expect(first).toEqual([NEUTRAL]);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      // No booking flow, no price list, no further automated replies in that chat.
      expect(await conversa.say('quanto custa o corte? e tem horário amanhã às 15h?')).toEqual([]);
      expect(await conversa.say('sim')).toEqual([]);
      expect(await rows(await conversa.contatoId())).toHaveLength(0);
      expect(await conversa.handedOff()).toBe(false);
    });
  });
});

describe("Conversas: 'Não é cliente' and 'É cliente' (the WhatsApp path)", () => {
  beforeEach(() => {
    driver = 'whatsapp';
    server = rig.server('whatsapp');
    shop = shops.whatsapp;
    (server.clock as { set?(d: Date): void }).set?.(new Date(TEST_NOW));
  });

  const conversaOf = async (contatoId: string) =>
    (
      await server.db
        .selectFrom('conversas')
        .select('id')
        .where('contato_id', '=', contatoId)
        .executeTakeFirstOrThrow()
    ).id;

  it('marks the chat, shows it in the API and the OpenAPI document, and the owner undoes it; another owner gets 404', async () => {
    const conversa = await customer('Vendas Max');
    await conversa.say('Olá, sou representante da Belezamax e gostaria de apresentar nossa linha');
    const id = await conversaOf(await conversa.contatoId());
    const owner = shop.user.cookie;

    const detail = await server.request(`/api/conversas/${id}`, { cookie: owner });
    expect(await detail.json()).toMatchObject({ id, nao_cliente: true });
    const list = await server.request(`/api/instances/${shop.instanceId}/conversas`, {
      cookie: owner,
    });
    const items = ((await list.json()) as { items: Array<{ id: string; nao_cliente: boolean }> })
      .items;
    expect(items.find((c) => c.id === id)?.nao_cliente).toBe(true);
    // The customers' chats of the same instance are not marked.
    expect(items.some((c) => c.id !== id && !c.nao_cliente)).toBe(true);

    // Tenant isolation: another owner can neither undo nor see it.
    const intruder = await server.createUser();
    const foreign = await server.request(`/api/conversas/${id}/nao-cliente`, {
      method: 'PATCH',
      cookie: intruder.cookie,
      json: { nao_cliente: false },
    });
    expect(foreign.status).toBe(404);
    expect(
      await server.db
        .selectFrom('conversas')
        .select('nao_cliente')
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ nao_cliente: true });
    const bad = await server.request(`/api/conversas/${id}/nao-cliente`, {
      method: 'PATCH',
      cookie: owner,
      json: { nao_cliente: 'talvez' },
    });
    expect(bad.status).toBe(400);

    // 'É cliente': the chat returns to the attendant.
    const undo = await server.request(`/api/conversas/${id}/nao-cliente`, {
      method: 'PATCH',
      cookie: owner,
      json: { nao_cliente: false },
    });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toMatchObject({ id, nao_cliente: false });
    expect(text(await conversa.say('quero marcar um corte amanhã às 17h com o Rafael'))).toMatch(
      /qua, 10\/03 às 17:00 com Rafael/,
    );

    // And the owner can mark a chat by hand.
    const mark = await server.request(`/api/conversas/${id}/nao-cliente`, {
      method: 'PATCH',
      cookie: owner,
      json: { nao_cliente: true },
    });
    expect(await mark.json()).toMatchObject({ nao_cliente: true });
    expect(await conversa.say('sim')).toEqual([]);
    expect(await rows(await conversa.contatoId())).toHaveLength(0);

    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const patch = doc.paths['/conversas/{id}/nao-cliente']?.patch;
    expect(JSON.stringify(patch?.requestBody)).toMatch(/"nao_cliente":\{"type":"boolean"/);
    expect(JSON.stringify(patch?.responses)).toContain('404');
    expect(JSON.stringify(doc.paths['/conversas/{id}']?.get)).toContain('nao_cliente');
  });
});
