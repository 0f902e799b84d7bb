import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server first: it extends zod with .openapi() before any shared contract is built.
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import {
  CONVERSAS_PAGE_SIZE,
  ConversasPageSchema,
  MENSAGENS_PAGE_SIZE,
  MensagensPageSchema,
} from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';

let nowMs = Date.parse('2026-03-10T13:00:00Z');
const clock = { now: () => new Date(nowMs) };

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let intruder: Awaited<ReturnType<TestServer['createUser']>>;
let instanceId: string;
let secret: string;

beforeAll(async () => {
  // No gateway and no engine: only the webhook's storing and the reads are exercised here.
  server = await createTestServer({}, { clock });
  owner = await server.createUser();
  intruder = await server.createUser();
  instanceId = await server.createInstance(owner.id);
  secret = (
    await server.db
      .selectFrom('whatsapp_instances')
      .select('webhook_secret')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow()
  ).webhook_secret;
});
afterAll(() => server.close());

let ids = 0;
async function customerWrites(phone: string, text: string, name: string, fromMe = false) {
  nowMs += 1000;
  const res = await server.request(`/webhooks/evolution/${secret}`, {
    method: 'POST',
    json: {
      event: 'messages.upsert',
      instance: 'x',
      data: {
        key: { remoteJid: `${phone}@s.whatsapp.net`, fromMe, id: `MSG${++ids}` },
        pushName: name,
        message: { conversation: text },
        messageType: 'conversation',
      },
    },
  });
  expect(res.status).toBe(200);
}

const get = async (path: string, cookie = owner.cookie) => server.request(path, { cookie });

describe('GET /api/instances/{id}/conversas', () => {
  it('lists chats by newest activity with the contact, the last line and the unread count, a page at a time', async () => {
    for (let i = 0; i < CONVERSAS_PAGE_SIZE + 2; i++)
      await customerWrites(`55119800${String(i).padStart(5, '0')}`, `olá ${i}`, `Cliente ${i}`);
    await customerWrites('5511980000000', 'de novo', 'Cliente 0');

    const first = await get(`/api/instances/${instanceId}/conversas`);
    expect(first.status).toBe(200);
    const page1 = ConversasPageSchema.parse(await first.json());
    expect(page1.items).toHaveLength(CONVERSAS_PAGE_SIZE);
    expect(page1.items[0]).toMatchObject({
      contato: { nome: 'Cliente 0', telefone: '+5511980000000' },
      estado: 'ativo',
      unread_count: 2,
      last_message_preview: 'de novo',
      last_message_at: new Date(nowMs).toISOString(),
    });
    expect(page1.items[1]!.contato?.nome).toBe(`Cliente ${CONVERSAS_PAGE_SIZE + 1}`);
    expect(page1.nextCursor).not.toBeNull();

    const page2 = ConversasPageSchema.parse(
      await (await get(`/api/instances/${instanceId}/conversas?cursor=${page1.nextCursor}`)).json(),
    );
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.items, ...page2.items].map((c) => c.id);
    expect(all).toHaveLength(CONVERSAS_PAGE_SIZE + 2);
    expect(new Set(all).size).toBe(all.length);
  });

  it('filters unread, waiting-for-owner and paused chats, and searches by name or number', async () => {
    await customerWrites('5511980000001', 'sou a dona', 'Você', true);
    const list = async (query: string) =>
      ConversasPageSchema.parse(
        await (await get(`/api/instances/${instanceId}/conversas?${query}`)).json(),
      ).items;
    const paused = await list('filtro=pausadas');
    expect(paused.map((c) => c.contato?.telefone)).toEqual(['+5511980000001']);
    expect(paused[0]!.paused_until).toBe(new Date(nowMs + 120 * 60_000).toISOString());
    expect(await list('filtro=aguardando')).toEqual([]);
    expect((await list('filtro=nao_lidas')).length).toBe(CONVERSAS_PAGE_SIZE);
    expect((await list('q=cliente%2012')).map((c) => c.contato?.nome)).toEqual(['Cliente 12']);
    expect((await list('q=80000012')).map((c) => c.contato?.nome)).toEqual(['Cliente 12']);
    expect(await list('q=%25')).toEqual([]);
  });

  it('answers 404 to another owner and a pt-BR 400 to a bad filter or cursor', async () => {
    expect((await get(`/api/instances/${instanceId}/conversas`, intruder.cookie)).status).toBe(404);
    for (const query of ['filtro=lidas', 'cursor=abc', `q=${'x'.repeat(101)}`]) {
      const res = await get(`/api/instances/${instanceId}/conversas?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.error.message, query).not.toMatch(ENGLISH_WORDS);
    }
    const cursor = await get(`/api/instances/${instanceId}/conversas?cursor=abc`);
    expect((await cursor.json()).error.fields.cursor).toBe(msg.pageCursorInvalid);
  });
});

describe('GET /api/conversas/{id}/mensagens', () => {
  it('pages a chat from the newest message back, and hides it from another owner', async () => {
    for (let i = 0; i < MENSAGENS_PAGE_SIZE + 5; i++) {
      nowMs += 60_000; // one a minute: no flood
      await customerWrites('5511970000000', `mensagem ${i}`, 'Paciente');
    }
    const { id } = await server.db
      .selectFrom('conversas')
      .select('id')
      .where('remote_jid', '=', '5511970000000@s.whatsapp.net')
      .executeTakeFirstOrThrow();
    const first = MensagensPageSchema.parse(
      await (await get(`/api/conversas/${id}/mensagens`)).json(),
    );
    expect(first.items).toHaveLength(MENSAGENS_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      direction: 'in',
      autor: 'cliente',
      tipo: 'texto',
      texto: `mensagem ${MENSAGENS_PAGE_SIZE + 4}`,
      send_status: null,
    });
    const older = MensagensPageSchema.parse(
      await (await get(`/api/conversas/${id}/mensagens?before=${first.nextCursor}`)).json(),
    );
    expect(older.items.map((m) => m.texto)).toEqual([
      'mensagem 4',
      'mensagem 3',
      'mensagem 2',
      'mensagem 1',
      'mensagem 0',
    ]);
    expect(older.nextCursor).toBeNull();

    const hidden = await get(`/api/conversas/${id}/mensagens`, intruder.cookie);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe(msg.conversaNotFound);
    expect((await get(`/api/conversas/${id}/mensagens?before=x1`)).status).toBe(400);
    expect((await get('/api/conversas/nao-e-id/mensagens')).status).toBe(404);
  });
});
