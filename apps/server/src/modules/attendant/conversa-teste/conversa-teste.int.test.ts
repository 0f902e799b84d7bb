// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgendamentoSchema } from '@secretaria/shared/agendamentos-schemas';
import { ConversasPageSchema } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import {
  DeletedTestDataSchema,
  ConversaTesteSchema,
} from '@secretaria/shared/conversa-teste-schemas';
import { createBusiness, type Business } from '@/modules/attendant/test/business-fixture';
import { drain } from '@/modules/attendant/test/drain';
import { startTestServices } from '@/test/test-services';
import { runTurn } from '../engine/run-turn';

let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let shop: Business;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  // Never connected on the gateway: the test chat needs no WhatsApp.
  shop = await createBusiness(server, { number: '5511987650101' });
});
afterAll(async () => {
  await server.close();
  await services.close();
});

const attendant = () => server.attendant!;
const base = () => `/api/instances/${shop.instanceId}/teste`;
const getChat = async (instanceId = shop.instanceId, cookie = shop.user.cookie) => {
  const res = await server.request(`/api/instances/${instanceId}/teste`, { cookie });
  expect(res.status).toBe(200);
  return ConversaTesteSchema.parse(await res.json());
};

/** The owner writes in the test chat; resolves with the attendant's new replies. */
async function say(texto: string, instanceId = shop.instanceId, cookie = shop.user.cookie) {
  const before = (await getChat(instanceId, cookie)).mensagens.length;
  const res = await server.request(`/api/instances/${instanceId}/teste/mensagens`, {
    method: 'POST',
    cookie,
    json: { texto },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  expect((await getChat(instanceId, cookie)).respondendo).toBe(true);
  await drain(attendant().worker);
  await drain(attendant().sender);
  const clock = server.clock as { advance?(ms: number): void };
  clock.advance?.(20_000);
  const conversa = await getChat(instanceId, cookie);
  expect(conversa.respondendo).toBe(false);
  return conversa.mensagens
    .slice(before + 1)
    .filter((m) => m.autor === 'atendente')
    .map((m) => m.texto ?? '');
}

const testAgendamentos = () =>
  server.db
    .selectFrom('agendamentos as a')
    .innerJoin('contatos as c', 'c.id', 'a.contato_id')
    .select(['a.id', 'a.created_by', 'a.data_agendamento', 'a.hora_inicio'])
    .where('a.whatsapp_instance_id', '=', shop.instanceId)
    .where('c.is_test', '=', true)
    .execute();

describe('the test chat', () => {
  it('starts empty, with no test customer', async () => {
    expect(await getChat()).toEqual({
      conversa_id: null,
      estado: null,
      respondendo: false,
      atendente_ligada: true,
      agendamentos: 0,
      mensagens: [],
    });
  });

  it('books a real appointment of "Teste (painel)" through the same worker and engine, without the gateway', async () => {
    const offer = (await say('Oi, quero marcar um corte amanhã às 15h com o Rafael')).join('\n');
    // 'Teste (painel)' is no first name: the greeting names nobody (decision 038).
    expect(offer).toContain('Olá! 👋');
    expect(offer).toContain('Posso confirmar?');
    const done = (await say('sim')).join('\n');
    expect(done).toContain('✅ Agendado');

    const [row, ...more] = await testAgendamentos();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ created_by: 'atendente', data_agendamento: '2027-03-10' });
    expect(row!.hora_inicio.slice(0, 5)).toBe('15:00');

    // The agenda shows it with its flag and the test customer.
    const res = await server.request(
      `/api/profissionais/${shop.rafael}/agendamentos?from=2027-03-10&to=2027-03-10`,
      { cookie: shop.user.cookie },
    );
    const agenda = AgendamentoSchema.array().parse(await res.json());
    expect(agenda).toHaveLength(1);
    expect(agenda[0]).toMatchObject({
      teste: true,
      contato: { nome: msg.conversaTesteContactName },
      status: 'agendado',
    });

    const conversa = await getChat();
    expect(conversa.agendamentos).toBe(1);
    expect(conversa.estado).toBe('ativo');
    const stored = await server.db
      .selectFrom('mensagens')
      .select(['autor', 'send_status', 'gateway_message_id', 'last_error'])
      .where('conversa_id', '=', conversa.conversa_id!)
      .where('direction', '=', 'out')
      .execute();
    expect(stored.length).toBeGreaterThan(1);
    // Marked sent without a gateway call (the instance does not exist on the gateway at all).
    for (const m of stored)
      expect(m).toEqual({
        autor: 'atendente',
        send_status: 'enviada',
        gateway_message_id: null,
        last_error: null,
      });
  });

  it('answers while the attendant is off for WhatsApp customers', async () => {
    await server.db
      .updateTable('whatsapp_instances')
      .set({ attendant_enabled: false })
      .where('id', '=', shop.instanceId)
      .execute();
    try {
      expect((await getChat()).atendente_ligada).toBe(false);
      const replies = await say('quanto custa a barba?');
      expect(replies.join('\n')).toContain('35');
    } finally {
      await server.db
        .updateTable('whatsapp_instances')
        .set({ attendant_enabled: true })
        .where('id', '=', shop.instanceId)
        .execute();
    }
  });

  it('is left out of Conversas and Contatos, and the test customer cannot be edited there', async () => {
    const conversas = ConversasPageSchema.parse(
      await (
        await server.request(`/api/instances/${shop.instanceId}/conversas`, {
          cookie: shop.user.cookie,
        })
      ).json(),
    );
    expect(conversas.items).toEqual([]);
    const contatos = await (
      await server.request(`/api/instances/${shop.instanceId}/contatos`, {
        cookie: shop.user.cookie,
      })
    ).json();
    expect(contatos.map((c: { nome: string }) => c.nome)).not.toContain(
      msg.conversaTesteContactName,
    );
    const { id } = await server.db
      .selectFrom('contatos')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('is_test', '=', true)
      .executeTakeFirstOrThrow();
    const patch = await server.request(`/api/contatos/${id}`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { nome: 'Cliente real', telefone: '11987654321' },
    });
    expect(patch.status).toBe(404);
  });

  it('hands off as on WhatsApp: the chat then waits for the owner and stays quiet', async () => {
    expect((await say('quero falar com um atendente')).join('\n')).toMatch(/alguém da equipe/);
    expect((await getChat()).estado).toBe('aguardando_dono');
    expect(await say('oi?')).toEqual([]);
    // Still left out of the customers' chats, even waiting for the owner.
    const aguardando = ConversasPageSchema.parse(
      await (
        await server.request(`/api/instances/${shop.instanceId}/conversas?filtro=aguardando`, {
          cookie: shop.user.cookie,
        })
      ).json(),
    );
    expect(aguardando.items).toEqual([]);
  });

  it("'Apagar dados de teste' removes exactly the test customer's appointments, chat and contact", async () => {
    // A real customer of the same instance: a chat from WhatsApp and an appointment.
    const { webhook_secret: secret } = await server.db
      .selectFrom('whatsapp_instances')
      .select('webhook_secret')
      .where('id', '=', shop.instanceId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('whatsapp_instances')
      .set({ attendant_enabled: false })
      .where('id', '=', shop.instanceId)
      .execute();
    const hook = await server.request(`/webhooks/evolution/${secret}`, {
      method: 'POST',
      json: {
        event: 'messages.upsert',
        data: {
          key: { remoteJid: '5511977776666@s.whatsapp.net', fromMe: false, id: 'REAL1' },
          pushName: 'Bruna Real',
          message: { conversation: 'oi' },
        },
      },
    });
    expect(hook.status).toBe(200);
    await drain(attendant().worker);
    const real = await server.db
      .selectFrom('contatos')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('telefone', '=', '+5511977776666')
      .executeTakeFirstOrThrow();
    const booked = await server.request(`/api/profissionais/${shop.rafael}/agendamentos`, {
      method: 'POST',
      cookie: shop.user.cookie,
      json: {
        data_agendamento: '2027-03-11',
        hora_inicio: '10:00',
        servico_id: shop.corte,
        contato_id: real.id,
      },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const counts = async () => ({
      agendamentos: (
        await server.db
          .selectFrom('agendamentos')
          .select('id')
          .where('whatsapp_instance_id', '=', shop.instanceId)
          .execute()
      ).length,
      conversas: (
        await server.db
          .selectFrom('conversas')
          .select('canal')
          .where('whatsapp_instance_id', '=', shop.instanceId)
          .orderBy('canal')
          .execute()
      ).map((c) => c.canal),
      contatos: (
        await server.db
          .selectFrom('contatos')
          .select('nome')
          .where('whatsapp_instance_id', '=', shop.instanceId)
          .orderBy('nome')
          .execute()
      ).map((c) => c.nome),
    });
    expect(await counts()).toEqual({
      agendamentos: 2,
      conversas: ['painel', 'whatsapp'],
      contatos: ['Bruna Real', msg.conversaTesteContactName],
    });
    const before = await getChat();
    const realMensagens = await server.db
      .selectFrom('mensagens')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('conversa_id', '!=', before.conversa_id!)
      .execute();

    const res = await server.request(base(), { method: 'DELETE', cookie: shop.user.cookie });
    expect(res.status).toBe(200);
    expect(DeletedTestDataSchema.parse(await res.json())).toEqual({
      agendamentos: 1,
      mensagens: before.mensagens.length,
    });
    expect(await counts()).toEqual({
      agendamentos: 1,
      conversas: ['whatsapp'],
      contatos: ['Bruna Real'],
    });
    expect(
      await server.db
        .selectFrom('mensagens')
        .select('id')
        .where('whatsapp_instance_id', '=', shop.instanceId)
        .execute(),
    ).toEqual(realMensagens);
    expect(await getChat()).toMatchObject({ conversa_id: null, agendamentos: 0, mensagens: [] });

    // Nothing left: a second delete removes nothing; a new message starts afresh.
    const again = await server.request(base(), { method: 'DELETE', cookie: shop.user.cookie });
    expect(await again.json()).toEqual({ agendamentos: 0, mensagens: 0 });
    await server.db
      .updateTable('whatsapp_instances')
      .set({ attendant_enabled: true })
      .where('id', '=', shop.instanceId)
      .execute();
    expect((await say('oi')).join('\n')).toContain('Olá! 👋');
  });

  it("never touches another owner's instance, and refuses bad input in pt-BR", async () => {
    const intruder = await server.createUser();
    for (const [method, path, json] of [
      ['GET', base()],
      ['POST', `${base()}/mensagens`, { texto: 'oi' }],
      ['DELETE', base()],
    ] as const) {
      const res = await server.request(path, { method, cookie: intruder.cookie, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).error.message).toBe(msg.instanceNotFound);
    }
    expect((await getChat()).mensagens.filter((m) => m.texto === 'oi')).toHaveLength(1);

    for (const [json, message] of [
      [{ texto: '   ' }, msg.conversaTesteMessageRequired],
      [{}, msg.conversaTesteMessageRequired],
      [{ texto: 'x'.repeat(1001) }, msg.conversaTesteMessageTooLong(1000)],
    ] as const) {
      const res = await server.request(`${base()}/mensagens`, {
        method: 'POST',
        cookie: shop.user.cookie,
        json,
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.fields).toEqual({ texto: message });
      expect(body.error.message).not.toMatch(ENGLISH_WORDS);
    }
    const unknown = await server.request(`${base()}/mensagens`, {
      method: 'POST',
      cookie: shop.user.cookie,
      json: { texto: 'oi', autor: 'atendente' },
    });
    expect(unknown.status).toBe(400);
    const missing = await server.request('/api/instances/not-an-id/teste', {
      cookie: shop.user.cookie,
    });
    expect(missing.status).toBe(404);
  });
});
