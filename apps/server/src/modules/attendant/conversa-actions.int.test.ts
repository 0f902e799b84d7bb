import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The server first: it extends zod with .openapi() before any shared contract is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import {
  ConversaDetalheSchema,
  ConversaResumoSchema,
  ConversasPageSchema,
  MENSAGEM_TEXTO_MAX,
  MensagemSchema,
} from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { drain } from '@/modules/attendant/test/drain';
import { connectNumberOnSimulator } from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';
import { LOCALIZACAO_CENTRO } from '@/test/test-shop';
import { claimPendingOutbound } from '@/modules/messaging/outbound/outbound.repo';
import type { RunTurn } from './engine/turn-types';

let nowMs = Date.parse('2026-03-10T13:00:00Z');
const clock = { now: () => new Date(nowMs) };
const advance = (ms: number) => (nowMs += ms);

/** A deterministic engine: echoes what it read; 'humano' hands the chat to the owner. */
let turns = 0;
const runTurn: RunTurn = async (_tx, input) => {
  turns += 1;
  return {
    replies: [`Recebi: ${input.messages.map((m) => m.text).join(' | ')}`],
    dialogState: {},
    handoff: input.messages.some((m) => m.text.includes('humano')),
  };
};

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
type User = Awaited<ReturnType<TestServer['createUser']>>;
let owner: User;
let intruder: User;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, clock, runTurn });
  owner = await server.createUser({ name: 'Dona' });
  intruder = await server.createUser({ name: 'Intruso' });
});
beforeEach(async () => {
  advance(10 * 60_000);
  await drain(worker());
  await drain(sender());
  turns = 0;
});
afterAll(async () => {
  await server.close();
  await services.close();
});

const worker = () => server.attendant!.worker;
const sender = () => server.attendant!.sender;
const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });

let numbers = 0;
/** An instance connected on the simulator whose owner's reply pauses the attendant 30 min. */
async function connectedInstance() {
  const number = `55119871${String(++numbers).padStart(5, '0')}`;
  const id = await server.createInstance(owner.id, {
    phone_number: number.slice(2),
    full_phone_number: number,
  });
  await server.db
    .updateTable('whatsapp_instances')
    .set({ owner_pause_minutes: 30 })
    .where('id', '=', id)
    .execute();
  await connectNumberOnSimulator(services, number);
  const { webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select('webhook_secret')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const deliver = (data: unknown) =>
    server.request(`/webhooks/evolution/${secret}`, {
      method: 'POST',
      json: { event: 'messages.upsert', instance: number, data },
    });
  const customerWrites = async (from: string, text: string, name = 'Ana Cliente') => {
    advance(1000);
    const res = await deliver(services.evolution.receiveMessage(number, { from, name, text }));
    expect(res.status).toBe(200);
  };
  /** The customer writes and the attendant's turn (if any) runs and is sent. */
  const customerTurn = async (from: string, text: string, name?: string) => {
    await customerWrites(from, text, name);
    advance(10_000);
    await drain(worker());
    await drain(sender());
  };
  const conversaId = async () =>
    (
      await server.db
        .selectFrom('conversas')
        .select('id')
        .where('whatsapp_instance_id', '=', id)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  return { id, number, deliver, customerWrites, customerTurn, conversaId };
}

const conversa = (id: string) =>
  server.db.selectFrom('conversas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mensagens = (conversaId: string) =>
  server.db
    .selectFrom('mensagens')
    .select(['direction', 'autor', 'texto', 'send_status', 'attempts', 'gateway_message_id'])
    .where('conversa_id', '=', conversaId)
    .orderBy('seq')
    .execute();

describe('the owner writes from the panel', () => {
  it('stores a pending dono message, pauses the attendant for owner_pause_minutes, and the sender delivers it; its echo is ours', async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350001', 'oi');
    const id = await inst.conversaId();

    const res = await as(owner, 'POST', `/api/conversas/${id}/mensagens`, {
      texto: '  Oi, aqui é a dona. Já te respondo!  ',
    });
    expect(res.status).toBe(201);
    const sent = MensagemSchema.parse(await res.json());
    expect(sent).toMatchObject({
      autor: 'dono',
      direction: 'out',
      texto: 'Oi, aqui é a dona. Já te respondo!',
      send_status: 'pendente',
    });
    const paused = await conversa(id);
    expect(paused.estado).toBe('pausado');
    expect(paused.paused_until?.getTime()).toBe(nowMs + 30 * 60_000);
    expect(paused.unread_count).toBe(0);
    expect(paused.last_message_preview).toBe('Oi, aqui é a dona. Já te respondo!');

    expect(await drain(sender())).toBe(1);
    const out = services.evolution.sentMessages(inst.number).at(-1)!;
    expect(out.message.conversation).toBe('Oi, aqui é a dona. Já te respondo!');
    expect(out.key.remoteJid).toBe('5511912350001@s.whatsapp.net');
    // The gateway echoes it as fromMe: known by its id, not a second owner message.
    expect((await inst.deliver(out)).status).toBe(200);
    const rows = await mensagens(id);
    expect(rows.map((r) => [r.autor, r.send_status])).toEqual([
      ['cliente', null],
      ['atendente', 'enviada'],
      ['dono', 'enviada'],
    ]);
    expect(rows[2]!.gateway_message_id).toBe(out.key.id);
  });

  it('knows the echo of its message even when it arrives before the sender records the send', async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350002', 'oi');
    const id = await inst.conversaId();
    await as(owner, 'POST', `/api/conversas/${id}/mensagens`, { texto: 'Pode vir às 15h' });
    const before = (await conversa(id)).paused_until;
    // A sender claims it and sends it; the echo comes in before it writes the send down.
    const claim = await claimPendingOutbound(server.db, {
      workerId: 'outro-processo',
      now: clock.now(),
      leaseUntil: new Date(nowMs + 30_000),
    });
    expect(claim).toBeDefined();
    await services.deps.gateway.client.send(inst.number, '5511912350002', {
      texto: 'Pode vir às 15h',
    });
    advance(1000);
    const echo = services.evolution.sentMessages(inst.number).at(-1)!;
    expect((await inst.deliver(echo)).status).toBe(200);
    const rows = await mensagens(id);
    expect(rows.filter((r) => r.autor === 'dono')).toEqual([
      expect.objectContaining({ send_status: 'enviada', gateway_message_id: echo.key.id }),
    ]);
    // Not read as the owner writing from the phone: the pause did not move.
    expect((await conversa(id)).paused_until).toEqual(before);
  });

  it('keeps the attendant quiet in that chat until the pause ends or the owner gives it back', async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350003', 'oi');
    expect(turns).toBe(1);
    const id = await inst.conversaId();
    await as(owner, 'POST', `/api/conversas/${id}/mensagens`, { texto: 'Deixa comigo' });
    await drain(sender());

    await inst.customerTurn('5511912350003', 'obrigado!');
    expect(turns).toBe(1);
    expect((await mensagens(id)).at(-1)).toMatchObject({ autor: 'cliente', texto: 'obrigado!' });

    const back = await as(owner, 'PATCH', `/api/conversas/${id}`, { ia_ativa: true });
    expect(back.status).toBe(200);
    expect(ConversaResumoSchema.parse(await back.json())).toMatchObject({
      estado: 'ativo',
      paused_until: null,
    });
    await inst.customerTurn('5511912350003', 'e amanhã?');
    expect(turns).toBe(2);
    expect((await mensagens(id)).at(-1)).toMatchObject({
      autor: 'atendente',
      texto: 'Recebi: e amanhã?',
    });
  });

  it("'IA ativa neste chat' off pauses the chat with no end; on answers again", async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350004', 'oi');
    const id = await inst.conversaId();
    const off = await as(owner, 'PATCH', `/api/conversas/${id}`, { ia_ativa: false });
    expect(await off.json()).toMatchObject({ estado: 'pausado', paused_until: null });
    advance(48 * 3600_000);
    await inst.customerTurn('5511912350004', 'alguém?');
    expect(turns).toBe(1);
    await as(owner, 'PATCH', `/api/conversas/${id}`, { ia_ativa: true });
    await inst.customerTurn('5511912350004', 'oi de novo');
    expect(turns).toBe(2);
  });

  it('a hand-off waits for the owner, is counted, keeps waiting after the owner writes, and goes back to the IA', async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350005', 'quero falar com um humano');
    const id = await inst.conversaId();
    expect((await conversa(id)).estado).toBe('aguardando_dono');
    const count = await as(owner, 'GET', `/api/instances/${inst.id}/conversas/contagem`);
    expect(await count.json()).toEqual({ aguardando: 1, nao_lidas: 1 });
    const waiting = ConversasPageSchema.parse(
      await (
        await as(owner, 'GET', `/api/instances/${inst.id}/conversas?filtro=aguardando`)
      ).json(),
    );
    expect(waiting.items.map((c) => c.id)).toEqual([id]);

    await as(owner, 'POST', `/api/conversas/${id}/mensagens`, { texto: 'Oi, sou eu.' });
    expect((await conversa(id)).estado).toBe('aguardando_dono');
    expect(
      await (await as(owner, 'GET', `/api/instances/${inst.id}/conversas/contagem`)).json(),
    ).toEqual({ aguardando: 1, nao_lidas: 0 });

    await as(owner, 'PATCH', `/api/conversas/${id}`, { ia_ativa: true });
    expect((await conversa(id)).estado).toBe('ativo');
    expect(
      await (await as(owner, 'GET', `/api/instances/${inst.id}/conversas/contagem`)).json(),
    ).toEqual({ aguardando: 0, nao_lidas: 0 });
  });
});

describe('reading a chat', () => {
  it('marks it read, and shows it with its contact and upcoming appointments', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350006', 'oi', 'Bruna Reis');
    await inst.customerWrites('5511912350006', 'tudo bem?', 'Bruna Reis');
    const id = await inst.conversaId();
    const contatoId = (await conversa(id)).contato_id!;

    // An appointment of this contact next week, booked in the panel.
    const base = `/api/instances/${inst.id}`;
    const post = async (path: string, json: unknown) => {
      const res = await as(owner, 'POST', path, json);
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return res.json();
    };
    const prof = await post(`${base}/profissionais`, { nome: 'Rafael', especialidade: 'Barbeiro' });
    const servico = await post(`${base}/servicos`, { nome: 'Corte' });
    await post(`/api/profissionais/${prof.id}/servicos`, {
      servico_id: servico.id,
      tempo_execucao: 30,
    });
    const local = await post(`${base}/localizacoes`, LOCALIZACAO_CENTRO);
    const dia = new Date(nowMs + 7 * 86_400_000).toISOString().slice(0, 10);
    await post(`/api/profissionais/${prof.id}/disponibilidades`, {
      dias: [dia],
      localizacao_id: local.id,
      hora_inicio: '09:00',
      hora_fim: '18:00',
      servico_ids: [servico.id],
    });
    await post(`/api/profissionais/${prof.id}/agendamentos`, {
      data_agendamento: dia,
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contatoId,
    });

    const detail = ConversaDetalheSchema.parse(
      await (await as(owner, 'GET', `/api/conversas/${id}`)).json(),
    );
    expect(detail).toMatchObject({
      id,
      unread_count: 2,
      contato: { nome: 'Bruna Reis', telefone: '+5511912350006' },
      agendamentos: [
        {
          data_agendamento: dia,
          hora_inicio: '10:00',
          hora_fim: '10:30',
          servico: { nome: 'Corte' },
          profissional: { nome: 'Rafael' },
        },
      ],
    });
    const read = await as(owner, 'POST', `/api/conversas/${id}/lida`);
    expect(read.status).toBe(200);
    expect((await read.json()).unread_count).toBe(0);
    expect((await conversa(id)).unread_count).toBe(0);
  });

  it('filters by unread, paused and waiting, and searches by name or number', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350101', 'oi', 'Carla Mendes');
    await inst.customerWrites('5511912350102', 'oi', 'Davi Souza');
    await inst.customerWrites('5511912350103', 'oi', 'Elisa Prado');
    const rows = await server.db
      .selectFrom('conversas as c')
      .innerJoin('contatos as ct', 'ct.id', 'c.contato_id')
      .select(['c.id', 'ct.nome'])
      .where('c.whatsapp_instance_id', '=', inst.id)
      .execute();
    const idOf = (nome: string) => rows.find((r) => r.nome === nome)!.id;
    await as(owner, 'POST', `/api/conversas/${idOf('Carla Mendes')}/lida`);
    await as(owner, 'PATCH', `/api/conversas/${idOf('Davi Souza')}`, { ia_ativa: false });
    const names = async (query: string) =>
      ConversasPageSchema.parse(
        await (await as(owner, 'GET', `/api/instances/${inst.id}/conversas?${query}`)).json(),
      ).items.map((c) => c.contato?.nome);
    expect(await names('filtro=todas')).toEqual(['Elisa Prado', 'Davi Souza', 'Carla Mendes']);
    expect(await names('filtro=nao_lidas')).toEqual(['Elisa Prado', 'Davi Souza']);
    expect(await names('filtro=pausadas')).toEqual(['Davi Souza']);
    expect(await names('filtro=aguardando')).toEqual([]);
    expect(await names('q=carla')).toEqual(['Carla Mendes']);
    expect(await names('q=MENDES')).toEqual(['Carla Mendes']);
    expect(await names(`q=${encodeURIComponent('(11) 91235-0103')}`)).toEqual(['Elisa Prado']);
    expect(await names('q=0102&filtro=pausadas')).toEqual(['Davi Souza']);
    expect(await names('q=100%25')).toEqual([]);
  });
});

describe('isolation and bad input', () => {
  it("answers a second owner with 404 on every action on the first owner's chat, changing nothing", async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350201', 'oi');
    const id = await inst.conversaId();
    const before = await conversa(id);
    for (const [method, path, body] of [
      ['GET', `/api/conversas/${id}`],
      ['PATCH', `/api/conversas/${id}`, { ia_ativa: false }],
      ['POST', `/api/conversas/${id}/lida`],
      ['POST', `/api/conversas/${id}/mensagens`, { texto: 'invasão' }],
      ['GET', `/api/instances/${inst.id}/conversas/contagem`],
    ] as Array<[string, string, unknown?]>) {
      const res = await as(intruder, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const after = await conversa(id);
    expect([after.estado, after.unread_count, after.paused_until]).toEqual([
      before.estado,
      before.unread_count,
      before.paused_until,
    ]);
    expect(await mensagens(id)).toHaveLength(1);
  });

  it('refuses bad input with pt-BR messages and never stores it', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350301', 'oi');
    const id = await inst.conversaId();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', `/api/conversas/${id}/mensagens`, { texto: '   ' }, msg.mensagemTextoRequired],
      ['POST', `/api/conversas/${id}/mensagens`, {}, msg.mensagemTextoRequired],
      [
        'POST',
        `/api/conversas/${id}/mensagens`,
        { texto: 'x'.repeat(MENSAGEM_TEXTO_MAX + 1) },
        msg.mensagemTextoTooLong(MENSAGEM_TEXTO_MAX),
      ],
      ['PATCH', `/api/conversas/${id}`, { ia_ativa: 'sim' }, msg.conversaIaAtivaInvalid],
      ['PATCH', `/api/conversas/${id}`, {}, msg.conversaIaAtivaInvalid],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await as(owner, method, path, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as(owner, 'GET', `/api/conversas/${unknown}`)).status).toBe(404);
    expect((await as(owner, 'POST', `/api/conversas/nao-e-id/lida`)).status).toBe(404);
    expect(await mensagens(id)).toHaveLength(1);
    expect((await conversa(id)).estado).toBe('ativo');
  });
});

describe("'Tentar de novo' on a message that failed", () => {
  /** A chat whose attendant reply the gateway refused five times: 'falhou'. */
  async function failedReply(from: string) {
    const inst = await connectedInstance();
    services.evolution.faults.failNext('sendText', { times: 5, message: 'Connection Closed' });
    await inst.customerTurn(from, 'oi');
    for (let i = 0; i < 5; i++) {
      advance(60_000);
      await drain(sender());
    }
    const id = await inst.conversaId();
    const reply = await server.db
      .selectFrom('mensagens')
      .select(['id', 'send_status'])
      .where('conversa_id', '=', id)
      .where('direction', '=', 'out')
      .executeTakeFirstOrThrow();
    expect(reply.send_status).toBe('falhou');
    return { inst, id, replyId: reply.id };
  }

  it('puts the message back in the queue, and the sender delivers it once', async () => {
    const { inst, id, replyId } = await failedReply('5511912350401');
    const res = await as(owner, 'POST', `/api/conversas/${id}/mensagens/${replyId}/reenviar`);
    expect(res.status).toBe(200);
    expect(MensagemSchema.parse(await res.json())).toMatchObject({
      id: replyId,
      send_status: 'pendente',
      texto: 'Recebi: oi',
    });
    expect(await drain(sender())).toBe(1);
    const sent = services.evolution
      .sentMessages(inst.number)
      .filter((m) => m.message.conversation === 'Recebi: oi');
    expect(sent).toHaveLength(1);
    expect((await mensagens(id)).map((m) => [m.autor, m.send_status])).toEqual([
      ['cliente', null],
      ['atendente', 'enviada'],
    ]);
    // Sent now: another 'Tentar de novo' is refused.
    const again = await as(owner, 'POST', `/api/conversas/${id}/mensagens/${replyId}/reenviar`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(msg.mensagemNotFailed);
  });

  it("answers a second owner with 404 and leaves the first owner's message failed", async () => {
    const { id, replyId } = await failedReply('5511912350402');
    const res = await as(intruder, 'POST', `/api/conversas/${id}/mensagens/${replyId}/reenviar`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(msg.conversaNotFound);
    expect((await mensagens(id)).map((m) => m.send_status)).toEqual([null, 'falhou']);
    expect(await drain(sender())).toBe(0);
  });

  it("refuses a message of another chat, the customer's message and bad ids in pt-BR", async () => {
    const { id, replyId } = await failedReply('5511912350403');
    const other = await connectedInstance();
    await other.customerWrites('5511912350404', 'oi');
    const otherId = await other.conversaId();
    const inbound = await server.db
      .selectFrom('mensagens')
      .select('id')
      .where('conversa_id', '=', id)
      .where('direction', '=', 'in')
      .executeTakeFirstOrThrow();
    const cases: Array<[string, number, string]> = [
      [`/api/conversas/${otherId}/mensagens/${replyId}/reenviar`, 404, msg.mensagemNotFound],
      [`/api/conversas/${id}/mensagens/${inbound.id}/reenviar`, 409, msg.mensagemNotFailed],
      [`/api/conversas/${id}/mensagens/nao-e-id/reenviar`, 404, ''],
    ];
    for (const [path, status, message] of cases) {
      const res = await as(owner, 'POST', path);
      expect(res.status, path).toBe(status);
      const body = await res.json();
      if (message) expect(body.error.message).toBe(message);
      expect(body.error.message).not.toMatch(/not found|invalid/i);
    }
    expect((await mensagens(id)).map((m) => m.send_status)).toEqual([null, 'falhou']);
  });
});

describe("'Enviar' with an Idempotency-Key (docs/decisions/043)", () => {
  const send = (user: User, id: string, texto: string, key?: string) =>
    server.request(`/api/conversas/${id}/mensagens`, {
      method: 'POST',
      cookie: user.cookie,
      json: { texto },
      ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
    });

  it('stores and sends once for a double click and a retry with the same key; a new key is a new message', async () => {
    const inst = await connectedInstance();
    await inst.customerTurn('5511912350501', 'oi');
    const id = await inst.conversaId();
    const key = crypto.randomUUID();

    // A double click: both requests at once, and then a retry after a lost answer.
    const [first, second] = await Promise.all([
      send(owner, id, 'Já te respondo', key),
      send(owner, id, 'Já te respondo', key),
    ]);
    const retry = await send(owner, id, 'Já te respondo', key);
    const bodies = [];
    for (const res of [first, second, retry]) {
      expect(res.status).toBe(201);
      bodies.push(MensagemSchema.parse(await res.json()));
    }
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect((await mensagens(id)).filter((m) => m.autor === 'dono')).toHaveLength(1);
    expect(await drain(sender())).toBe(1);
    expect(
      services.evolution
        .sentMessages(inst.number)
        .filter((m) => m.message.conversation?.includes('Já te respondo')),
    ).toHaveLength(1);
    // After the send, the same key still answers the stored message (now sent), sending nothing.
    const late = await send(owner, id, 'Já te respondo', key);
    expect(late.status).toBe(201);
    expect(MensagemSchema.parse(await late.json())).toMatchObject({
      id: bodies[0]!.id,
      send_status: 'enviada',
    });
    expect(await drain(sender())).toBe(0);

    const other = await send(owner, id, 'Já te respondo', crypto.randomUUID());
    expect(other.status).toBe(201);
    expect((await mensagens(id)).filter((m) => m.autor === 'dono')).toHaveLength(2);
  });

  it('refuses the key reused for another text or another chat with 409, and a bad key with 400, in pt-BR', async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350601', 'oi');
    const id = await inst.conversaId();
    await inst.customerWrites('5511912350602', 'olá');
    const otherId = await inst.conversaId();
    expect(otherId).not.toBe(id);
    const key = crypto.randomUUID();
    expect((await send(owner, id, 'primeira', key)).status).toBe(201);

    for (const res of [
      await send(owner, id, 'outro texto', key),
      await send(owner, otherId, 'primeira', key),
    ]) {
      expect(res.status).toBe(409);
      expect(JSON.stringify(await res.json())).toContain(msg.idempotencyKeyReused);
    }
    for (const bad of ['curta', 'com espaço no meio', 'x'.repeat(129), 'ação-çãoção']) {
      const res = await send(owner, id, 'mensagem', bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(msg.idempotencyKeyInvalid);
    }
    expect((await mensagens(id)).filter((m) => m.autor === 'dono')).toHaveLength(1);
    expect((await mensagens(otherId)).filter((m) => m.autor === 'dono')).toHaveLength(0);
  });

  it("keeps keys per owner: a second owner gets 404 on the first owner's chat with its key, and its own chat takes the same key", async () => {
    const inst = await connectedInstance();
    await inst.customerWrites('5511912350701', 'oi');
    const id = await inst.conversaId();
    const key = crypto.randomUUID();
    const mine = await send(owner, id, 'da dona', key);
    expect(mine.status).toBe(201);
    const mineBody = MensagemSchema.parse(await mine.json());

    // The intruder replaying the owner's key on the owner's chat learns nothing.
    expect((await send(intruder, id, 'da dona', key)).status).toBe(404);

    // The intruder's own chat: the same key is a fresh message of theirs.
    const number = `55119872${String(++numbers).padStart(5, '0')}`;
    const theirs = await server.createInstance(intruder.id, {
      phone_number: number.slice(2),
      full_phone_number: number,
    });
    await connectNumberOnSimulator(services, number);
    const { webhook_secret: secret } = await server.db
      .selectFrom('whatsapp_instances')
      .select('webhook_secret')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    const hook = await server.request(`/webhooks/evolution/${secret}`, {
      method: 'POST',
      json: {
        event: 'messages.upsert',
        instance: number,
        data: services.evolution.receiveMessage(number, {
          from: '5511912350702',
          name: 'Bia',
          text: 'oi',
        }),
      },
    });
    expect(hook.status).toBe(200);
    const { id: theirConversa } = await server.db
      .selectFrom('conversas')
      .select('id')
      .where('whatsapp_instance_id', '=', theirs)
      .executeTakeFirstOrThrow();
    const res = await send(intruder, theirConversa, 'da dona', key);
    expect(res.status).toBe(201);
    expect(MensagemSchema.parse(await res.json()).id).not.toBe(mineBody.id);
    expect((await mensagens(id)).filter((m) => m.autor === 'dono')).toHaveLength(1);
  });
});
