// First: the server's modules extend zod with .openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICACOES_PAGE_SIZE } from '@secretaria/shared/notificacoes-schemas';
import type { RealtimeChange } from '@secretaria/shared/realtime';
import { collectSse } from '@/test/sse';
import { dayFromNow, ownerApi, schedulingScene } from '@/test/scheduling-scene';
import { storeIncomingMessage } from '@/test/test-shop';
import { insertNotificacao } from './insert-notificacao';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

async function ownerWithInstance() {
  const owner = await server.createUser();
  const instance = await server.createInstance(owner.id);
  return { owner, instance };
}

const notice = (owner: User, instance: string, texto: string, minute: number) =>
  insertNotificacao(server.db, {
    user_id: owner.id,
    whatsapp_instance_id: instance,
    kind: 'pedido_humano',
    texto,
    created_at: at(minute),
  });

const list = async (owner: User, query = '') => {
  const res = await server.request(`/api/notificacoes${query}`, { cookie: owner.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

/**
 * The notices' changes the hub hands to `userId`'s tabs, as they arrive (on PostgreSQL the
 * instance's own INSERT, made just before, can still be on its way).
 */
function watch(userId: string) {
  const changes: RealtimeChange[] = [];
  const stop = server.hub.subscribe(userId, (c) => {
    if (c.table === 'notificacoes') changes.push(c);
  });
  return { changes, stop };
}

async function settle(ms = 300) {
  await new Promise((r) => setTimeout(r, ms));
}

describe('insertNotificacao', () => {
  it('publishes the new notice to the owner only once its transaction commits', async () => {
    const { owner, instance } = await ownerWithInstance();
    const tab = watch(owner.id);
    let id = '';
    await server.db.transaction().execute(async (tx) => {
      ({ id } = await insertNotificacao(tx, {
        user_id: owner.id,
        whatsapp_instance_id: instance,
        kind: 'agendado',
        texto: 'Ana agendou Corte',
        created_at: at(0),
      }));
      await settle(200);
      expect(tab.changes).toEqual([]);
    });
    await expect
      .poll(() => tab.changes)
      .toEqual([{ table: 'notificacoes', op: 'INSERT', id, user_id: owner.id }]);
    tab.stop();
  });

  it('leaves no notice and no change behind when the transaction rolls back', async () => {
    const { owner, instance } = await ownerWithInstance();
    const tab = watch(owner.id);
    await expect(
      server.db.transaction().execute(async (tx) => {
        await insertNotificacao(tx, {
          user_id: owner.id,
          whatsapp_instance_id: instance,
          kind: 'cancelado',
          texto: 'Nunca visto',
          created_at: at(0),
        });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    await settle();
    expect(tab.changes).toEqual([]);
    expect((await list(owner)).items).toEqual([]);
    tab.stop();
  });

  it("reaches the owner's open panel over SSE, and no other owner's", async () => {
    const { owner, instance } = await ownerWithInstance();
    const stranger = await server.createUser();
    const open = async (cookie: string) => {
      const controller = new AbortController();
      const res = await server.request('/api/realtime', { cookie, signal: controller.signal });
      const sse = collectSse(res.body!);
      await sse.waitFor((e) => e.event === 'ready');
      return { sse, close: () => controller.abort() };
    };
    const mine = await open(owner.cookie);
    const theirs = await open(stranger.cookie);
    const { id } = await notice(owner, instance, 'Carla pediu para falar com você', 1);
    const isNotificacao = (e: { event: string; data: string }) =>
      e.event === 'change' && JSON.parse(e.data).table === 'notificacoes';
    const change = await mine.sse.waitFor(isNotificacao);
    expect(JSON.parse(change.data)).toEqual({
      table: 'notificacoes',
      op: 'INSERT',
      id,
      user_id: owner.id,
    });
    await settle();
    expect(theirs.sse.events.filter(isNotificacao)).toEqual([]);
    mine.close();
    theirs.close();
  });

  it("refuses an instance that is not the owner's and a chat or appointment of another instance", async () => {
    const { owner, instance } = await ownerWithInstance();
    const { owner: other, instance: otherInstance } = await ownerWithInstance();
    const otherConversa = await storeIncomingMessage(server, otherInstance, { id: 'OUTRO-CHAT' });
    const base = {
      user_id: owner.id,
      whatsapp_instance_id: instance,
      kind: 'pedido_humano' as const,
      texto: 'x',
      created_at: at(0),
    };
    await expect(
      insertNotificacao(server.db, { ...base, whatsapp_instance_id: otherInstance }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      insertNotificacao(server.db, { ...base, conversa_id: otherConversa }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      insertNotificacao(server.db, { ...base, agendamento_id: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(owner)).items).toEqual([]);
    expect((await list(other)).items).toEqual([]);
  });
});

describe('GET /api/notificacoes', () => {
  it('lists newest first a page at a time with the unread count, per instance on request', async () => {
    const owner = await server.createUser();
    const a = await server.createInstance(owner.id);
    const b = await server.createInstance(owner.id, { phone_number: '11900001111' });
    const total = NOTIFICACOES_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await notice(owner, i % 5 === 0 ? b : a, `Aviso ${i}`, i);

    const first = await list(owner);
    expect(first.items).toHaveLength(NOTIFICACOES_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      texto: `Aviso ${total - 1}`,
      kind: 'pedido_humano',
      read_at: null,
      conversa_id: null,
      agendamento: null,
      created_at: at(total - 1).toISOString(),
    });
    expect(first.nao_lidas).toBe(total);
    const second = await list(owner, `?cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const textos = [...first.items, ...second.items].map((n: { texto: string }) => n.texto);
    expect(textos).toEqual(Array.from({ length: total }, (_, i) => `Aviso ${total - 1 - i}`));

    const onlyB = await list(owner, `?whatsapp_instance_id=${b}`);
    expect(onlyB.items.map((n: { texto: string }) => n.texto)).toEqual([
      'Aviso 20',
      'Aviso 15',
      'Aviso 10',
      'Aviso 5',
      'Aviso 0',
    ]);
    expect(onlyB.nao_lidas).toBe(5);
  });

  it('carries the chat and the appointment day and professional a notice links to', async () => {
    const owner = await server.createUser();
    const scene = await schedulingScene(server, owner);
    const { post } = ownerApi(server, owner);
    const day = dayFromNow(10);
    await post(`/api/profissionais/${scene.prof}/disponibilidades`, {
      dias: [day],
      localizacao_id: scene.local,
      hora_inicio: '08:00',
      hora_fim: '18:00',
      servico_ids: [scene.corte],
    });
    const agendamento = await post(`/api/profissionais/${scene.prof}/agendamentos`, {
      data_agendamento: day,
      hora_inicio: '09:00',
      servico_id: scene.corte,
      contato_id: scene.contato,
    });
    const conversa = await storeIncomingMessage(server, scene.instance, { id: 'LINK1' });
    await insertNotificacao(server.db, {
      user_id: owner.id,
      whatsapp_instance_id: scene.instance,
      kind: 'agendado',
      texto: 'A atendente agendou Corte com Bia',
      agendamento_id: agendamento,
      conversa_id: conversa,
      created_at: at(0),
    });
    const [item] = (await list(owner)).items;
    expect(item).toMatchObject({
      whatsapp_instance_id: scene.instance,
      kind: 'agendado',
      conversa_id: conversa,
      agendamento: { id: agendamento, data_agendamento: day, profissional_id: scene.prof },
    });
  });

  it("answers 404 for another owner's instance and 400 in pt-BR for a broken cursor", async () => {
    const { owner } = await ownerWithInstance();
    const { instance: foreign } = await ownerWithInstance();
    const res = await server.request(`/api/notificacoes?whatsapp_instance_id=${foreign}`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(404);
    const bad = await server.request('/api/notificacoes?cursor=ontem', { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Página inválida. Recarregue a lista.');
  });
});

describe('marking notices read', () => {
  it("marks all, or only the ids given, and never another owner's", async () => {
    const { owner, instance } = await ownerWithInstance();
    const { owner: other, instance: otherInstance } = await ownerWithInstance();
    const [n1, n2, n3] = [
      await notice(owner, instance, 'um', 1),
      await notice(owner, instance, 'dois', 2),
      await notice(owner, instance, 'três', 3),
    ];
    const foreign = await notice(other, otherInstance, 'alheio', 4);
    const post = (path: string, json: unknown = {}) =>
      server.request(path, { method: 'POST', cookie: owner.cookie, json });

    const some = await post('/api/notificacoes/lidas', { ids: [n1.id, foreign.id] });
    expect(await some.json()).toEqual({ marcadas: 1, nao_lidas: 2 });
    const one = await post(`/api/notificacoes/${n2.id}/lida`);
    expect(await one.json()).toEqual({ marcadas: 1, nao_lidas: 1 });
    const again = await post(`/api/notificacoes/${n2.id}/lida`);
    expect(await again.json()).toEqual({ marcadas: 0, nao_lidas: 1 });
    expect((await post(`/api/notificacoes/${foreign.id}/lida`)).status).toBe(404);

    const all = await post('/api/notificacoes/lidas');
    expect(await all.json()).toEqual({ marcadas: 1, nao_lidas: 0 });
    const page = await list(owner);
    expect(page.items.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    expect(page.items.find((n: { id: string }) => n.id === n3.id).read_at).not.toBeNull();
    expect((await list(other)).nao_lidas).toBe(1);
  });

  it('tells the other open tabs, so their badges clear too', async () => {
    const { owner, instance } = await ownerWithInstance();
    const { id } = await notice(owner, instance, 'lido em outra aba', 1);
    const tab = watch(owner.id);
    await server.request('/api/notificacoes/lidas', {
      method: 'POST',
      cookie: owner.cookie,
      json: {},
    });
    // (The notice's own INSERT may still be on its way on PostgreSQL.)
    await expect
      .poll(() => tab.changes.filter((c) => c.op === 'UPDATE'))
      .toEqual([{ table: 'notificacoes', op: 'UPDATE', id, user_id: owner.id }]);
    tab.stop();
  });
});

describe('POST /api/dev/notificacoes (embedded mode)', () => {
  it("creates a notice for the signed-in owner's instance and refuses another owner's", async () => {
    const { owner, instance } = await ownerWithInstance();
    const { instance: foreign } = await ownerWithInstance();
    const send = (json: unknown) =>
      server.request('/api/dev/notificacoes', { method: 'POST', cookie: owner.cookie, json });
    const res = await send({
      whatsapp_instance_id: instance,
      kind: 'remarcado',
      texto: ' Movido ',
    });
    expect(res.status).toBe(201);
    const { items } = await list(owner);
    expect(items).toMatchObject([
      { id: (await res.json()).id, texto: 'Movido', kind: 'remarcado' },
    ]);
    expect(
      (await send({ whatsapp_instance_id: foreign, kind: 'remarcado', texto: 'x' })).status,
    ).toBe(404);
    const bad = await send({ whatsapp_instance_id: instance, kind: 'outro', texto: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      kind: 'Tipo de aviso inválido.',
      texto: 'O texto do aviso é obrigatório.',
    });
  });
});
