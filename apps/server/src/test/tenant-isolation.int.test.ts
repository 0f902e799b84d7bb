import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test-server';
import { startTestServices } from './test-services';
import { LOCALIZACAO_CENTRO, storeIncomingMessage } from './test-shop';
import { insertNotificacao } from '@/modules/notificacoes/insert-notificacao';
import { insertMensagem } from '@/modules/messaging/inbound/inbound.repo';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let checkoutSession: string;
let owner: User;
let intruder: User;
let ids: Record<
  | 'instance'
  | 'intruderInstance'
  | 'prof'
  | 'servico'
  | 'link'
  | 'contato'
  | 'local'
  | 'intruderProf'
  | 'conversa'
  | 'falhou'
  | 'notificacao',
  string
>;

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
  owner = await server.createUser({ name: 'Dona' });
  intruder = await server.createUser({ name: 'Intruso' });
  const instance = await server.createInstance(owner.id);
  const intruderInstance = await server.createInstance(intruder.id);
  const prof = (
    await (
      await as(owner, 'POST', `/api/instances/${instance}/profissionais`, {
        nome: 'Bia',
        especialidade: 'X',
      })
    ).json()
  ).id;
  const servico = (
    await (await as(owner, 'POST', `/api/instances/${instance}/servicos`, { nome: 'Corte' })).json()
  ).id;
  const link = (
    await (
      await as(owner, 'POST', `/api/profissionais/${prof}/servicos`, {
        servico_id: servico,
        tempo_execucao: 30,
      })
    ).json()
  ).id;
  const contato = (
    await (
      await as(owner, 'POST', `/api/instances/${instance}/contatos`, {
        nome: 'Cliente',
        telefone: '11999990000',
      })
    ).json()
  ).id;
  const local = (
    await (
      await as(owner, 'POST', `/api/instances/${instance}/localizacoes`, LOCALIZACAO_CENTRO)
    ).json()
  ).id;
  const intruderProf = (
    await (
      await as(intruder, 'POST', `/api/instances/${intruderInstance}/profissionais`, {
        nome: 'Meu',
        especialidade: 'Y',
      })
    ).json()
  ).id;
  // A chat of the owner's instance, as the WhatsApp webhook stores it (the contact's number).
  const conversa = await storeIncomingMessage(server, instance, { id: 'ISOLAMENTO1' });
  // A reply of the owner's chat that the gateway never took ('Tentar de novo' is the owner's).
  const failed = await insertMensagem(server.db, {
    user_id: owner.id,
    whatsapp_instance_id: instance,
    conversa_id: conversa,
    direction: 'out',
    autor: 'atendente',
    tipo: 'texto',
    texto: 'resposta que falhou',
    gateway_message_id: null,
    created_at: new Date(),
    send_status: 'falhou',
  });
  // A notice of the owner's, as the attendant writes it.
  const { id: notificacao } = await insertNotificacao(server.db, {
    user_id: owner.id,
    whatsapp_instance_id: instance,
    kind: 'pedido_humano',
    texto: 'Cliente pediu para falar com você',
    conversa_id: conversa,
    created_at: new Date(),
  });
  ids = {
    instance,
    intruderInstance,
    prof,
    servico,
    link,
    contato,
    local,
    intruderProf,
    conversa,
    falhou: failed!.id,
    notificacao,
  };
  // The owner's own test chat: the intruder's 'Apagar dados de teste' must leave it.
  const tested = await as(owner, 'POST', `/api/instances/${instance}/teste/mensagens`, {
    texto: 'teste da dona',
  });
  expect(tested.status).toBe(201);
  await services.deps.gateway.client.createInstance('5511987654321');
  const { url } = await (
    await as(owner, 'POST', '/api/billing/checkout', {
      planId: 'start',
      instance: {
        name: 'Segunda loja',
        phoneNumber: '11955554444',
        countryId: server.brasilId,
        assistantName: 'Ana',
        timezone: 'America/Sao_Paulo',
        timezone_offset: -3,
      },
    })
  ).json();
  checkoutSession = new URL(url).pathname.split('/').pop() as string;
  services.stripeSim.control.completeCheckout(checkoutSession);
});
afterAll(async () => {
  await server.close();
  await services.close();
});

/** Every endpoint of the records, aimed at the first owner's rows. */
const attempts = () =>
  [
    ['GET', `/api/instances/${ids.instance}`],
    [
      'PATCH',
      `/api/instances/${ids.instance}`,
      {
        name: 'Tomada',
        phoneNumber: '11912345678',
        countryId: server.brasilId,
        assistantName: 'Eu',
        timezone: 'America/Sao_Paulo',
        timezone_offset: -3,
      },
    ],
    ['GET', `/api/instances/${ids.instance}/profissionais`],
    [
      'POST',
      `/api/instances/${ids.instance}/profissionais`,
      { nome: 'Infiltrado', especialidade: 'X' },
    ],
    ['PATCH', `/api/profissionais/${ids.prof}`, { nome: 'Trocado', especialidade: 'X' }],
    ['DELETE', `/api/profissionais/${ids.prof}`],
    ['GET', `/api/profissionais/${ids.prof}/servicos`],
    [
      'POST',
      `/api/profissionais/${ids.prof}/servicos`,
      { servico_id: ids.servico, tempo_execucao: 5 },
    ],
    ['PATCH', `/api/profissionais/${ids.prof}/servicos/${ids.link}`, { tempo_execucao: 99 }],
    ['DELETE', `/api/profissionais/${ids.prof}/servicos/${ids.link}`],
    [
      'POST',
      `/api/profissionais/${ids.intruderProf}/servicos`,
      { servico_id: ids.servico, tempo_execucao: 5 },
    ],
    ['GET', `/api/instances/${ids.instance}/servicos`],
    ['POST', `/api/instances/${ids.instance}/servicos`, { nome: 'Infiltrado' }],
    ['POST', '/api/servicos', { nome: 'Infiltrado', whatsapp_instance_id: ids.instance }],
    ['PATCH', `/api/servicos/${ids.servico}`, { nome: 'Trocado' }],
    [
      'PATCH',
      `/api/servicos/${ids.servico}`,
      { nome: 'Levado', whatsapp_instance_id: ids.intruderInstance },
    ],
    ['DELETE', `/api/servicos/${ids.servico}`],
    ['GET', `/api/instances/${ids.instance}/contatos`],
    [
      'POST',
      `/api/instances/${ids.instance}/contatos`,
      { nome: 'Infiltrado', telefone: '11911112222' },
    ],
    ['PATCH', `/api/contatos/${ids.contato}`, { nome: 'Trocado', telefone: '11911112222' }],
    ['DELETE', `/api/contatos/${ids.contato}`],
    ['GET', `/api/contatos/${ids.contato}/export`],
    ['POST', `/api/contatos/${ids.contato}/apagar`, { confirmar: true }],
    ['GET', `/api/instances/${ids.instance}/retencao`],
    ['PATCH', `/api/instances/${ids.instance}/retencao`, { retencao_meses: 3 }],
    ['GET', `/api/instances/${ids.instance}/localizacoes`],
    [
      'POST',
      `/api/instances/${ids.instance}/localizacoes`,
      {
        nome: 'Infiltrado',
        cep: '01310100',
        logradouro: 'Rua',
        numero: '1',
        bairro: 'Ba',
        cidade: 'Ci',
        estado: 'SP',
      },
    ],
    [
      'PATCH',
      `/api/localizacoes/${ids.local}`,
      {
        nome: 'Trocado',
        cep: '01310100',
        logradouro: 'Rua',
        numero: '1',
        bairro: 'Ba',
        cidade: 'Ci',
        estado: 'SP',
      },
    ],
    ['DELETE', `/api/localizacoes/${ids.local}`],
    ['GET', `/api/instances/${ids.instance}/attendant-settings`],
    ['PATCH', `/api/instances/${ids.instance}/attendant-settings`, { attendant_enabled: false }],
    [
      'PATCH',
      `/api/instances/${ids.instance}/attendant-settings`,
      { greeting: 'Oi', allow_cancel: false, cancel_notice_hours: 24, assistant_name: 'Intrusa' },
    ],
    ['GET', `/api/instances/${ids.instance}/lembretes`],
    ['PATCH', `/api/instances/${ids.instance}/lembretes`, { reminders_enabled: false }],
    [
      'PATCH',
      `/api/instances/${ids.instance}/lembretes`,
      { reminder_offsets_minutes: [30], proactive_window_end: '23:00', reminder_text: 'Oi {nome}' },
    ],
    ['GET', `/api/instances/${ids.instance}/ia`],
    ['PATCH', `/api/instances/${ids.instance}/ia`, { ai_instructions: 'Revele tudo' }],
    // No model on this server: another owner's instance is still a 404, not the mode's 400.
    ['PATCH', `/api/instances/${ids.instance}/ia`, { attendant_mode: 'ia' }],
    ['PATCH', `/api/instances/${ids.instance}/ia`, { attendant_mode: 'regras' }],
    ['GET', `/api/instances/${ids.instance}/subscription`],
    ['GET', `/api/instances/${ids.instance}/whatsapp`],
    ['GET', `/api/instances/${ids.instance}/conversas`],
    ['GET', `/api/conversas/${ids.conversa}/mensagens`],
    ['GET', `/api/instances/${ids.instance}/teste`],
    ['POST', `/api/instances/${ids.instance}/teste/mensagens`, { texto: 'oi' }],
    ['DELETE', `/api/instances/${ids.instance}/teste`],
    ['GET', `/api/instances/${ids.instance}/conversas/contagem`],
    ['GET', `/api/conversas/${ids.conversa}`],
    ['PATCH', `/api/conversas/${ids.conversa}`, { ia_ativa: false }],
    ['POST', `/api/conversas/${ids.conversa}/lida`],
    ['POST', `/api/conversas/${ids.conversa}/mensagens`, { texto: 'invasão' }],
    ['POST', `/api/conversas/${ids.conversa}/mensagens/${ids.falhou}/reenviar`],
    ['POST', `/api/instances/${ids.instance}/whatsapp/qr`],
    ['POST', `/api/instances/${ids.instance}/whatsapp/logout`],
    ['GET', `/api/notificacoes?whatsapp_instance_id=${ids.instance}`],
    ['POST', `/api/notificacoes/${ids.notificacao}/lida`],
    [
      'POST',
      '/api/dev/notificacoes',
      { whatsapp_instance_id: ids.instance, kind: 'cancelado', texto: 'falso' },
    ],
    [
      'POST',
      '/api/dev/notificacoes',
      {
        whatsapp_instance_id: ids.intruderInstance,
        kind: 'cancelado',
        texto: 'falso',
        conversa_id: ids.conversa,
      },
    ],
    ['POST', '/api/billing/checkout/complete', { session_id: checkoutSession }],
  ] as Array<[string, string, unknown?]>;

describe("a second owner and the first owner's records", () => {
  it('gets 404 on every read, change, delete and link', async () => {
    for (const [method, path, body] of attempts()) {
      const res = await as(intruder, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("changed nothing of the first owner's", async () => {
    const instance = await (await as(owner, 'GET', `/api/instances/${ids.instance}`)).json();
    expect(instance.name).toBe('Barbearia do Zé');
    const profs = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/profissionais`)
    ).json();
    expect(profs.items.map((p: { nome: string }) => p.nome)).toEqual(['Bia']);
    const links = await (await as(owner, 'GET', `/api/profissionais/${ids.prof}/servicos`)).json();
    expect(links).toMatchObject([{ id: ids.link, tempo_execucao: 30 }]);
    const servicos = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/servicos`)
    ).json();
    expect(servicos.map((s: { nome: string }) => s.nome)).toEqual(['Corte']);
    const contatos = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/contatos`)
    ).json();
    expect(contatos.map((c: { nome: string }) => c.nome)).toEqual(['Cliente']);
    const locais = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/localizacoes`)
    ).json();
    expect(locais.map((l: { nome: string }) => l.nome)).toEqual(['Centro']);
    const settings = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/attendant-settings`)
    ).json();
    expect(settings).toMatchObject({
      attendant_enabled: true,
      greeting: null,
      allow_cancel: true,
      cancel_notice_hours: 0,
    });
    expect(settings.assistant_name).not.toBe('Intrusa');
    const lembretes = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/lembretes`)
    ).json();
    expect(lembretes).toMatchObject({
      reminders_enabled: true,
      reminder_offsets_minutes: [1440, 120],
      proactive_window_end: '20:00',
      reminder_text: null,
    });
    const ia = await (await as(owner, 'GET', `/api/instances/${ids.instance}/ia`)).json();
    expect(ia).toMatchObject({ attendant_mode: 'regras', ai_instructions: null });
    const retencao = await (
      await as(owner, 'GET', `/api/instances/${ids.instance}/retencao`)
    ).json();
    expect(retencao).toEqual({ retencao_meses: 12 });
    const exported = await as(owner, 'GET', `/api/contatos/${ids.contato}/export`);
    expect((await exported.json()).contato).toMatchObject({ nome: 'Cliente' });
    // The owner's test customer and test chat are the only ones, kept, with only the owner's
    // message: the intruder neither wrote in them nor deleted them.
    const testRows = await server.db
      .selectFrom('contatos')
      .select(['whatsapp_instance_id', sql<string>`'contato'`.as('kind')])
      .where('is_test', '=', true)
      .unionAll(
        server.db
          .selectFrom('conversas')
          .select(['whatsapp_instance_id', sql<string>`'conversa'`.as('kind')])
          .where('canal', '=', 'painel'),
      )
      .execute();
    expect(testRows).toEqual(
      expect.arrayContaining([
        { whatsapp_instance_id: ids.instance, kind: 'contato' },
        { whatsapp_instance_id: ids.instance, kind: 'conversa' },
      ]),
    );
    expect(testRows).toHaveLength(2);
    const testChat = await (await as(owner, 'GET', `/api/instances/${ids.instance}/teste`)).json();
    expect(
      testChat.mensagens
        .filter((m: { autor: string }) => m.autor === 'cliente')
        .map((m: { texto: string }) => m.texto),
    ).toEqual(['teste da dona']);
    expect(settings.attendant_enabled).toBe(true);
    const conversa = await (await as(owner, 'GET', `/api/conversas/${ids.conversa}`)).json();
    expect([conversa.estado, conversa.unread_count]).toEqual(['ativo', 1]);
    const mensagens = await (
      await as(owner, 'GET', `/api/conversas/${ids.conversa}/mensagens`)
    ).json();
    expect(
      mensagens.items.map((m: { texto: string; send_status: string | null }) => [
        m.texto,
        m.send_status,
      ]),
    ).toEqual([
      ['resposta que falhou', 'falhou'],
      ['oi', null],
    ]);
  });

  it("neither reads nor marks the first owner's notices", async () => {
    const marked = await as(intruder, 'POST', '/api/notificacoes/lidas', {
      ids: [ids.notificacao],
    });
    expect(await marked.json()).toEqual({ marcadas: 0, nao_lidas: 0 });
    const all = await as(intruder, 'POST', '/api/notificacoes/lidas', {});
    expect((await all.json()).marcadas).toBe(0);
    const theirs = await (await as(intruder, 'GET', '/api/notificacoes')).json();
    expect(theirs).toEqual({ items: [], nextCursor: null, nao_lidas: 0 });
    const mine = await (await as(owner, 'GET', '/api/notificacoes')).json();
    expect(mine.nao_lidas).toBe(1);
    expect(mine.items).toMatchObject([
      { id: ids.notificacao, read_at: null, texto: 'Cliente pediu para falar com você' },
    ]);
  });

  it('never sees them in the lists of its own', async () => {
    const instances = await (await as(intruder, 'GET', '/api/instances')).json();
    expect(instances.map((i: { id: string }) => i.id)).toEqual([ids.intruderInstance]);
    const servicos = await (await as(intruder, 'GET', '/api/servicos?q=')).json();
    expect(servicos).toEqual([]);
    const links = await (
      await as(intruder, 'GET', `/api/profissionais/${ids.intruderProf}/servicos`)
    ).json();
    expect(links).toEqual([]);
  });

  it("created no instance from the first owner's paid checkout", async () => {
    const created = await server.db
      .selectFrom('whatsapp_instances')
      .select('id')
      .where('payment_session_id', '=', checkoutSession)
      .execute();
    expect(created).toEqual([]);
    const mine = await as(owner, 'POST', '/api/billing/checkout/complete', {
      session_id: checkoutSession,
    });
    expect(mine.status).toBe(201);
  });

  it('the first owner still owns and can use every row', async () => {
    expect(
      (await as(owner, 'DELETE', `/api/profissionais/${ids.prof}/servicos/${ids.link}`)).status,
    ).toBe(204);
  });

  it("finds none of the first owner's records in its own account export", async () => {
    const res = await as(intruder, 'GET', '/api/conta/export');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(ids.intruderInstance);
    const foreign = Object.entries(ids).filter(([key]) => !key.startsWith('intruder'));
    for (const [key, id] of [...foreign, ['owner', owner.id], ['email', owner.email]]) {
      expect(text, key).not.toContain(id);
    }
  });

  // Last: the intruder's account goes. Both instances carry the same full number, so the
  // gateway's instance of that name is the first owner's too and must stay.
  it("deletes its own account and nothing of the first owner's, not even a shared gateway instance", async () => {
    const dados = async () => (await (await as(owner, 'GET', '/api/conta/export')).json()).dados;
    const before = await dados();
    const res = await as(intruder, 'POST', '/api/conta/excluir', { senha: intruder.password });
    expect(res.status).toBe(200);
    expect(await dados()).toEqual(before);
    expect(services.evolution.getInstance('5511987654321')).toBeDefined();
    expect((await as(intruder, 'GET', '/api/instances')).status).toBe(401);
  });
});
