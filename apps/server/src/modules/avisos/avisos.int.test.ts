// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localToInstant } from '@secretaria/shared/zoned-time';
import type { SettableClock } from '@/lib/clock';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import { drain } from '@/modules/attendant/test/drain';
import {
  createConnectedBusiness,
  type ConnectedBusiness,
} from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';
import { sql } from 'kysely';
import { AVISO_MAX_ATTEMPTS, createAvisosRunner } from '@/jobs/avisos-runner';
import { createLogger } from '@/lib/logger';
import { PROACTIVE_GAP_MS, PROACTIVE_GAP_SPREAD } from './proactive-pacing';
import { OPT_OUT_TEXT } from './opt-out';

let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let shop: ConnectedBusiness;
let manaus: ConnectedBusiness;
let phone = 11_970_000_000;

const SP = 'America/Sao_Paulo';
const clock = () => server.clock as SettableClock;
const setNow = (dia: string, hora: string, zone = SP) =>
  clock().set(localToInstant(dia, hora, zone));
const attendant = () => {
  if (!server.attendant) throw new Error('no attendant');
  return server.attendant;
};
/** Due jobs written as messages, and the messages handed to the gateway. */
async function runJobs() {
  await drain(attendant().avisos);
  await drain(attendant().sender);
}

const textOf = (m: { message: unknown }) =>
  (m.message as { conversation?: string }).conversation ?? '';
const sentTo = (business: ConnectedBusiness, telefone: string) =>
  services.evolution
    .sentMessages(business.gatewayName)
    .filter((m) => m.key.remoteJid.startsWith(`55${telefone}`));

type Customer = { id: string; telefone: string; nome: string };
async function customer(business: ConnectedBusiness, nome = 'Carla Souza'): Promise<Customer> {
  const telefone = String((phone += 1));
  const { id } = (await business.as('POST', `/api/instances/${business.instanceId}/contatos`, {
    nome,
    telefone,
  })) as { id: string };
  return { id, telefone, nome };
}

/** The owner books in the panel (the Agenda's form). */
async function book(
  business: ConnectedBusiness,
  who: Customer,
  dia: string,
  hora: string,
  prof = business.rafael,
) {
  const a = (await business.as('POST', `/api/profissionais/${prof}/agendamentos`, {
    servico_id: business.corte,
    contato_id: who.id,
    data_agendamento: dia,
    hora_inicio: hora,
  })) as { id: string };
  return a.id;
}

/** The customer writes on WhatsApp (optionally quoting a message); resolves with the replies. */
async function say(business: ConnectedBusiness, who: Customer, text: string, quotedId?: string) {
  const before = sentTo(business, who.telefone).length;
  const record = services.evolution.receiveMessage(business.gatewayName, {
    from: `55${who.telefone}`,
    name: who.nome,
    text,
    quotedId,
  });
  const res = await server.request(`/webhooks/evolution/${business.webhookSecret}`, {
    method: 'POST',
    json: { event: 'messages.upsert', instance: business.gatewayName, data: record },
  });
  expect(res.status).toBe(200);
  await drain(attendant().worker);
  await drain(attendant().sender);
  return sentTo(business, who.telefone).slice(before).map(textOf);
}

const reminders = (agendamentoId: string) =>
  server.db
    .selectFrom('avisos')
    .select(['kind', 'status', 'run_at', 'chave'])
    .where('agendamento_id', '=', agendamentoId)
    .where('kind', '=', 'lembrete')
    .orderBy('run_at')
    .execute();
const statusOf = async (id: string) =>
  (
    await server.db
      .selectFrom('agendamentos')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  shop = await createConnectedBusiness(server, services, '5511987650301');
  manaus = await createConnectedBusiness(server, services, '5592987650302');
  await server.db
    .updateTable('whatsapp_instances')
    .set({ timezone: 'America/Manaus', timezone_offset: -240 })
    .where('id', '=', manaus.instanceId)
    .execute();
});
beforeEach(async () => {
  services.evolution.faults.reset();
  setNow('2027-03-09', '10:00');
  await server.db
    .updateTable('whatsapp_instances')
    .set({ proactive_window_start: '08:00', proactive_window_end: '20:00' })
    .execute();
  await runJobs();
});
afterAll(async () => {
  await server.close();
  await services.close();
});

describe('reminders', () => {
  it('sends the 24 h and 2 h reminders at their instants in São Paulo, each once', async () => {
    const carla = await customer(shop);
    const id = await book(shop, carla, '2027-03-11', '14:00');
    expect((await reminders(id)).map((r) => new Date(r.run_at).toISOString())).toEqual([
      '2027-03-10T17:00:00.000Z',
      '2027-03-11T15:00:00.000Z',
    ]);
    await runJobs();
    // The owner booked in the panel: the customer has the confirmation, and nothing else yet.
    expect(sentTo(shop, carla.telefone).map(textOf)).toEqual([
      'Olá, Carla! Seu horário de Corte masculino está marcado: quinta-feira (11/03) às 14:00 com Rafael. Até lá!',
    ]);

    setNow('2027-03-10', '13:59');
    await runJobs();
    expect(sentTo(shop, carla.telefone)).toHaveLength(1);
    setNow('2027-03-10', '14:00');
    await runJobs();
    await runJobs();
    expect(sentTo(shop, carla.telefone).map(textOf).slice(1)).toEqual([
      'Olá, Carla! Lembrete do seu horário de Corte masculino amanhã (11/03) às 14:00 com Rafael. Responda 1 para confirmar ou 2 para cancelar.',
    ]);
    setNow('2027-03-11', '12:00');
    await runJobs();
    expect(sentTo(shop, carla.telefone).map(textOf).slice(2)).toEqual([
      'Olá, Carla! Lembrete do seu horário de Corte masculino hoje (11/03) às 14:00 com Rafael. Responda 1 para confirmar ou 2 para cancelar.',
    ]);
    const history = await server.db
      .selectFrom('mensagens')
      .select(['autor', 'send_status', 'agendamento_id'])
      .where('agendamento_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(history).toEqual([
      { autor: 'sistema', send_status: 'enviada', agendamento_id: id },
      { autor: 'lembrete', send_status: 'enviada', agendamento_id: id },
      { autor: 'lembrete', send_status: 'enviada', agendamento_id: id },
    ]);
  });

  it('times them in Manaus by Manaus clocks, the early one moved to the window', async () => {
    const ana = await customer(manaus, 'Ana Lima');
    setNow('2027-03-09', '10:00', 'America/Manaus');
    const id = await book(manaus, ana, '2027-03-11', '09:00');
    // 24 h before: 10/03 09:00 Manaus (13:00Z); 2 h before is 07:00, before the window: 08:00.
    expect((await reminders(id)).map((r) => new Date(r.run_at).toISOString())).toEqual([
      '2027-03-10T13:00:00.000Z',
      '2027-03-11T12:00:00.000Z',
    ]);
  });

  it("follows the owner's new times for the appointments ahead", async () => {
    const carla = await customer(shop);
    const id = await book(shop, carla, '2027-03-12', '17:00');
    const res = await server.request(`/api/instances/${shop.instanceId}/lembretes`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { reminder_offsets_minutes: [180] },
    });
    expect(res.status).toBe(200);
    const jobs = await reminders(id);
    expect(
      jobs.filter((j) => j.status === 'pendente').map((j) => new Date(j.run_at).toISOString()),
    ).toEqual(['2027-03-12T17:00:00.000Z']);
    expect(jobs.filter((j) => j.status === 'cancelado')).toHaveLength(2);
    await server.request(`/api/instances/${shop.instanceId}/lembretes`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { reminder_offsets_minutes: [1440, 120] },
    });
  });

  it('keeps to the sending window both ways', async () => {
    await server.db
      .updateTable('whatsapp_instances')
      .set({ proactive_window_start: '10:00' })
      .where('id', '=', shop.instanceId)
      .execute();
    const carla = await customer(shop);
    // 2 h before 11:00 is 09:00, before the window: at 10:00, the appointment still ahead.
    const later = await book(shop, carla, '2027-03-11', '11:00');
    expect((await reminders(later)).map((r) => new Date(r.run_at).toISOString())).toEqual([
      '2027-03-10T14:00:00.000Z',
      '2027-03-11T13:00:00.000Z',
    ]);
    // 2 h before 09:00 is 07:00; 10:00 would be after the start: the evening before, 20:00.
    const early = await book(shop, carla, '2027-03-12', '09:00');
    // 24 h before is 09:00 on the 11th: the window's opening, 10:00.
    expect((await reminders(early)).map((r) => new Date(r.run_at).toISOString())).toEqual([
      '2027-03-11T13:00:00.000Z',
      '2027-03-11T23:00:00.000Z',
    ]);
  });

  it("re-times a moved appointment's reminders and never sends the old ones", async () => {
    const carla = await customer(shop);
    const id = await book(shop, carla, '2027-03-11', '13:30');
    const res = await server.request(`/api/agendamentos/${id}`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { data_agendamento: '2027-03-12', hora_inicio: '15:00' },
    });
    expect(res.status).toBe(200);
    const jobs = await reminders(id);
    expect(jobs.filter((j) => j.status === 'cancelado')).toHaveLength(2);
    expect(
      jobs.filter((j) => j.status === 'pendente').map((j) => new Date(j.run_at).toISOString()),
    ).toEqual(['2027-03-11T18:00:00.000Z', '2027-03-12T16:00:00.000Z']);
    await runJobs();
    setNow('2027-03-10', '14:30');
    await runJobs();
    const texts = sentTo(shop, carla.telefone).map(textOf);
    // The confirmation not sent before the move became one for the new time; no old reminder.
    expect(texts).toEqual([
      'Olá, Carla! Seu horário de Corte masculino está marcado: sexta-feira (12/03) às 15:00 com Rafael. Até lá!',
    ]);
    setNow('2027-03-11', '15:00');
    await runJobs();
    expect(sentTo(shop, carla.telefone).map(textOf).at(-1)).toContain(
      'amanhã (12/03) às 15:00 com Rafael',
    );
  });

  it("tells the customer on WhatsApp when the owner moves an appointment in the Agenda ('Remarcar')", async () => {
    const carla = await customer(shop);
    const id = await book(shop, carla, '2027-03-11', '13:30');
    await runJobs();
    const confirmed = sentTo(shop, carla.telefone).length;
    expect(confirmed).toBe(1);
    const res = await server.request(`/api/agendamentos/${id}`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { data_agendamento: '2027-03-12', hora_inicio: '14:00' },
    });
    expect(res.status).toBe(200);
    await runJobs();
    const texts = sentTo(shop, carla.telefone).slice(confirmed).map(textOf);
    expect(texts).toEqual([
      'Olá, Carla! Seu horário de Corte masculino foi remarcado para sexta-feira (12/03) às 14:00 com Rafael. Se precisar de outro horário, é só responder esta mensagem.',
    ]);
  });

  it('sends no reminder for a cancelled appointment, and tells the customer', async () => {
    const carla = await customer(shop);
    const id = await book(shop, carla, '2027-03-11', '15:00');
    await runJobs();
    const res = await server.request(`/api/agendamentos/${id}/status`, {
      method: 'PATCH',
      cookie: shop.user.cookie,
      json: { status: 'cancelado' },
    });
    expect(res.status).toBe(200);
    expect((await reminders(id)).every((r) => r.status === 'cancelado')).toBe(true);
    await runJobs();
    setNow('2027-03-11', '14:00');
    await runJobs();
    const texts = sentTo(shop, carla.telefone).map(textOf);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(
      'Olá, Carla. Seu horário de Corte masculino de quinta-feira (11/03) às 15:00 com Rafael foi cancelado. Se quiser marcar outro, é só responder esta mensagem.',
    );
  });
});

describe("an owner's test clock", () => {
  it("sends that owner's reminders by their business time, and nobody else's", async () => {
    const carla = await customer(shop);
    const mine = await book(shop, carla, '2027-03-12', '16:00'); // 24 h reminder: 19:00Z
    const bruna = await customer(manaus, 'Bruna Lima');
    const theirs = await book(manaus, bruna, '2027-03-12', '16:00'); // Manaus: 20:00Z
    await runJobs();
    const sent = (b: ConnectedBusiness, who: Customer) => sentTo(b, who.telefone).length;
    expect([sent(shop, carla), sent(manaus, bruna)]).toEqual([1, 1]); // the confirmations

    // The São Paulo owner moves their clock past both reminders' instants: only theirs goes.
    expect(
      (await shop.as('PUT', '/api/dev/clock', { now: '2027-03-11T20:30:00Z' })) as object,
    ).toMatchObject({ set: true });
    await runJobs();
    await runJobs();
    expect([sent(shop, carla), sent(manaus, bruna)]).toEqual([2, 1]);
    expect((await reminders(mine)).map((r) => r.status)).toEqual(['feito', 'pendente']);
    expect((await reminders(theirs)).map((r) => r.status)).toEqual(['pendente', 'pendente']);

    // The Manaus owner's reminder goes when their own time (here the server's) reaches it.
    setNow('2027-03-11', '17:30');
    await runJobs();
    await runJobs();
    expect([sent(shop, carla), sent(manaus, bruna)]).toEqual([2, 2]);
    expect((await reminders(theirs)).map((r) => r.status)).toEqual(['feito', 'pendente']);
  });
});

describe('answers to a reminder', () => {
  /** Booked for the 11th at `hora`, and its 24 h reminder sent. */
  async function reminded(hora: string) {
    const who = await customer(shop);
    const id = await book(shop, who, '2027-03-11', hora);
    await runJobs();
    setNow('2027-03-10', hora);
    await runJobs();
    return { who, id };
  }

  it("'1' confirms the appointment and the owner is told", async () => {
    const { who, id } = await reminded('16:30');
    const replies = await say(shop, who, '1');
    // A short thank-you, with no introduction: the reminder has just spoken for the business.
    expect(replies).toEqual([
      'Obrigada por confirmar! ✅ Presença confirmada: Corte masculino – qui, 11/03 às 16:30 com Rafael. Até lá! 😊',
    ]);
    expect(await statusOf(id)).toBe('confirmado');
    const notices = await server.db
      .selectFrom('notificacoes')
      .select(['kind', 'texto'])
      .where('agendamento_id', '=', id)
      .execute();
    expect(notices).toEqual([
      { kind: 'confirmado', texto: expect.stringContaining('Carla Souza confirmou presença') },
    ]);
  });

  it("offers its answers as choices, and a tap on '✅ Confirmar' confirms it", async () => {
    const { who, id } = await reminded('15:30');
    const lembrete = await server.db
      .selectFrom('mensagens')
      .select(['choices', 'gateway_message_id'])
      .where('agendamento_id', '=', id)
      .where('autor', '=', 'lembrete')
      .executeTakeFirstOrThrow();
    expect(lembrete.choices?.map((c) => c.title)).toEqual(['✅ Confirmar', 'Remarcar', 'Cancelar']);
    // A button reply as a gateway with buttons delivers it: the id, and the title as its text.
    const res = await server.request(`/webhooks/evolution/${shop.webhookSecret}`, {
      method: 'POST',
      json: {
        event: 'messages.upsert',
        instance: shop.gatewayName,
        data: {
          key: { remoteJid: `55${who.telefone}@s.whatsapp.net`, fromMe: false, id: 'TAP1' },
          pushName: who.nome,
          message: {
            buttonsResponseMessage: {
              selectedButtonId: 'lembrete:confirmar',
              selectedDisplayText: '✅ Confirmar',
            },
          },
          messageType: 'buttonsResponseMessage',
          messageTimestamp: Math.floor(clock().now().getTime() / 1000),
        },
      },
    });
    expect(res.status).toBe(200);
    await drain(attendant().worker);
    await drain(attendant().sender);
    expect(await statusOf(id)).toBe('confirmado');
    const stored = await server.db
      .selectFrom('mensagens')
      .select('choice_id')
      .where('gateway_message_id', '=', 'TAP1')
      .executeTakeFirstOrThrow();
    expect(stored.choice_id).toBe('lembrete:confirmar');
  });

  it("'vou sim' confirms too", async () => {
    const { who, id } = await reminded('16:00');
    await say(shop, who, 'Vou sim, obrigada!');
    expect(await statusOf(id)).toBe('confirmado');
  });

  it("'2' cancels it, frees the slot and offers another time", async () => {
    const { who, id } = await reminded('10:00');
    const replies = await say(shop, who, '2');
    expect(replies.join('\n')).toMatch(/Cancelado[\s\S]*Quer marcar outro horário/);
    expect(await statusOf(id)).toBe('cancelado');
    const other = await customer(shop, 'Bruno Reis');
    await expect(book(shop, other, '2027-03-11', '10:00')).resolves.toBeTruthy();
    // The offer keeps the service: the day alone is enough to go on.
    const next = await say(shop, who, 'sexta às 11h');
    expect(next.join('\n')).toMatch(/12\/03/);
  });

  it('a quoted reminder wins over the latest one', async () => {
    const who = await customer(shop, 'Carla Souza');
    const first = await book(shop, who, '2027-03-11', '17:00');
    const second = await book(shop, who, '2027-03-12', '11:00');
    await runJobs();
    setNow('2027-03-10', '17:00');
    await runJobs(); // the first's 24 h reminder
    setNow('2027-03-11', '11:00');
    await runJobs(); // the second's 24 h reminder, now the latest
    const firstLembrete = sentTo(shop, who.telefone).find(
      (m) => textOf(m).startsWith('Olá, Carla! Lembrete') && textOf(m).includes('17:00'),
    );
    expect(firstLembrete).toBeTruthy();
    await say(shop, who, '1', firstLembrete?.key.id);
    expect(await statusOf(first)).toBe('confirmado');
    expect(await statusOf(second)).toBe('agendado');
  });
});

describe('opting out', () => {
  it('PARAR stops proactive messages but not the attendant; VOLTAR undoes it', async () => {
    const carla = await customer(shop);
    expect(await say(shop, carla, 'PARAR')).toEqual([OPT_OUT_TEXT]);
    const id = await book(shop, carla, '2027-03-11', '13:00');
    await runJobs();
    setNow('2027-03-10', '13:00');
    await runJobs();
    // No confirmation, no reminder: only the answer to PARAR.
    expect(sentTo(shop, carla.telefone).map(textOf)).toEqual([OPT_OUT_TEXT]);
    const skipped = await reminders(id);
    expect(skipped[0]?.status).toBe('ignorado');
    // Still served by the attendant.
    expect((await say(shop, carla, 'qual o endereço?')).join('\n')).toContain('📍');
    await say(shop, carla, 'VOLTAR');
    setNow('2027-03-11', '11:00');
    await runJobs();
    expect(sentTo(shop, carla.telefone).map(textOf).at(-1)).toContain('Lembrete');
  });
});

describe('notices', () => {
  it('tells the owner in the panel and on their WhatsApp when the attendant books', async () => {
    await server.db
      .updateTable('profiles')
      .set({ phone: '+5511955554444' })
      .where('id', '=', shop.user.id)
      .execute();
    const carla = await customer(shop);
    await say(shop, carla, 'quero marcar corte com a Júlia quinta às 16h');
    const replies = await say(shop, carla, 'sim');
    expect(replies.join('\n')).toContain('✅');
    const notice = await server.db
      .selectFrom('notificacoes')
      .select(['kind', 'texto'])
      .where('user_id', '=', shop.user.id)
      .where('kind', '=', 'agendado')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.texto).toContain('Novo agendamento pelo atendente: Carla Souza');
    await runJobs();
    const toOwner = services.evolution
      .sentMessages(shop.gatewayName)
      .filter((m) => m.key.remoteJid.startsWith('5511955554444'))
      .map(textOf);
    expect(toOwner).toContain(notice.texto);
    await server.db
      .updateTable('profiles')
      .set({ phone: null })
      .where('id', '=', shop.user.id)
      .execute();
  });

  it('tells the owner when a customer asks for a person', async () => {
    const carla = await customer(shop);
    await say(shop, carla, 'quero falar com um atendente humano');
    const notice = await server.db
      .selectFrom('notificacoes')
      .select(['kind', 'conversa_id'])
      .where('user_id', '=', shop.user.id)
      .where('kind', '=', 'pedido_humano')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.conversa_id).toBeTruthy();
  });

  it('sends nothing to the panel test customer', async () => {
    const res = await server.request(`/api/instances/${shop.instanceId}/teste/mensagens`, {
      method: 'POST',
      cookie: shop.user.cookie,
      json: { texto: 'oi' },
    });
    expect(res.status).toBeLessThan(300);
    const test = await server.db
      .selectFrom('contatos')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('is_test', '=', true)
      .executeTakeFirstOrThrow();
    const id = await book(
      shop,
      { id: test.id, telefone: '0', nome: 'Teste' },
      '2027-03-11',
      '17:30',
    );
    expect(
      await server.db.selectFrom('avisos').select('id').where('agendamento_id', '=', id).execute(),
    ).toEqual([]);
  });
});

describe('sending', () => {
  it('retries a failed reminder with back-off, then marks it failed for the owner to see', async () => {
    const carla = await customer(shop);
    await book(shop, carla, '2027-03-11', '12:00');
    await runJobs();
    services.evolution.faults.failNext('sendText', { times: 20 });
    setNow('2027-03-10', '12:00');
    await drain(attendant().avisos);
    for (let i = 0; i < 6; i++) {
      await drain(attendant().sender);
      clock().advance(60_000);
    }
    const row = await server.db
      .selectFrom('mensagens')
      .select(['send_status', 'attempts', 'last_error'])
      .where('autor', '=', 'lembrete')
      .where('conversa_id', 'in', (eb) =>
        eb
          .selectFrom('conversas')
          .innerJoin('contatos', 'contatos.id', 'conversas.contato_id')
          .select('conversas.id')
          .where('contatos.telefone', '=', `+55${carla.telefone}`),
      )
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ send_status: 'falhou', attempts: 5 });
    const failed = await server.db
      .selectFrom('notificacoes')
      .select('texto')
      .where('kind', '=', 'envio_falhou')
      .where('user_id', '=', shop.user.id)
      .execute();
    expect(failed.map((n) => n.texto)).toContain(
      '⚠️ Não foi possível enviar uma mensagem para Carla Souza.',
    );
    expect(sentTo(shop, carla.telefone).map(textOf).join('\n')).not.toContain('Lembrete');
  });

  it('never sends twice when the gateway sent a reminder but its reply was lost', async () => {
    const carla = await customer(shop);
    await book(shop, carla, '2027-03-11', '12:30');
    await runJobs();
    services.evolution.faults.failNext('sendText', { afterEffect: true });
    setNow('2027-03-10', '12:30');
    await drain(attendant().avisos);
    await drain(attendant().sender);
    clock().advance(60_000);
    await drain(attendant().sender);
    const lembreteTexts = sentTo(shop, carla.telefone)
      .map(textOf)
      .filter((t) => t.includes('Lembrete'));
    expect(lembreteTexts).toHaveLength(1);
    const row = await server.db
      .selectFrom('mensagens')
      .select(['send_status', 'gateway_message_id'])
      .where('autor', '=', 'lembrete')
      .where('texto', '=', lembreteTexts[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(row.send_status).toBe('enviada');
    expect(row.gateway_message_id).toBeTruthy();
  });
});

describe('a job that fails', () => {
  /** A fault the database raises while a notice's message is written (a test-only trigger). */
  async function failWrites(text: string, on: boolean) {
    if (on) {
      await sql`
        create or replace function test_fail_mensagem() returns trigger language plpgsql as $$
        begin
          if new.texto like ${sql.lit(`%${text}%`)} then raise exception 'falha simulada'; end if;
          return new;
        end $$;
        create trigger test_fail_mensagem before insert on mensagens
          for each row execute function test_fail_mensagem();
      `.execute(server.db);
    } else {
      await sql`drop trigger test_fail_mensagem on mensagens`.execute(server.db);
    }
  }
  async function avisoDono(texto: string) {
    await server.db
      .updateTable('profiles')
      .set({ phone: '+5511955554445' })
      .where('id', '=', shop.user.id)
      .execute();
    return (
      await server.db
        .insertInto('avisos')
        .values({
          user_id: shop.user.id,
          whatsapp_instance_id: shop.instanceId,
          agendamento_id: null,
          kind: 'aviso_dono',
          chave: `teste:${texto}`,
          run_at: clock().now(),
          texto,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  const job = (id: string) =>
    server.db
      .selectFrom('avisos')
      .select(['status', 'attempts', 'run_at', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is tried again with a growing, jittered wait and is falhou only after its last attempt', async () => {
    const id = await avisoDono('Aviso que nunca passa');
    await failWrites('nunca passa', true);
    try {
      const waits: number[] = [];
      for (let attempt = 1; attempt <= AVISO_MAX_ATTEMPTS; attempt++) {
        const before = clock().now().getTime();
        await drain(attendant().avisos);
        const row = await job(id);
        expect(row.attempts).toBe(attempt);
        expect(row.last_error).toContain('falha simulada');
        if (attempt < AVISO_MAX_ATTEMPTS) {
          expect(row.status).toBe('pendente');
          const wait = new Date(row.run_at).getTime() - before;
          // About 30 s, 1, 2, 4 min: between half and all of each step.
          expect(wait).toBeGreaterThanOrEqual(15_000 * 2 ** (attempt - 1));
          expect(wait).toBeLessThanOrEqual(30_000 * 2 ** (attempt - 1));
          waits.push(wait);
          // Not before its time (5 s early: the test clock runs on while the loop works).
          clock().set(new Date(new Date(row.run_at).getTime() - 5_000));
          await drain(attendant().avisos);
          expect((await job(id)).attempts).toBe(attempt);
          clock().set(new Date(row.run_at));
        } else {
          expect(row.status).toBe('falhou');
        }
      }
      expect(waits).toHaveLength(AVISO_MAX_ATTEMPTS - 1);
    } finally {
      await failWrites('', false);
    }
  });

  it('goes out once when a later attempt succeeds', async () => {
    const id = await avisoDono('Aviso que passa depois');
    await failWrites('passa depois', true);
    try {
      await drain(attendant().avisos);
      expect(await job(id)).toMatchObject({ status: 'pendente', attempts: 1 });
    } finally {
      await failWrites('', false);
    }
    clock().set(new Date(clock().now().getTime() + 60_000));
    await runJobs();
    await runJobs();
    expect(await job(id)).toMatchObject({ status: 'feito', attempts: 1 });
    const toOwner = services.evolution
      .sentMessages(shop.gatewayName)
      .filter((m) => m.key.remoteJid.startsWith('5511955554445'))
      .map(textOf);
    expect(toOwner).toEqual(['Aviso que passa depois']);
  });
});

describe('the pace of proactive messages', () => {
  it('sends one number’s reminders and notices one jittered gap apart, never in a burst', async () => {
    await server.db
      .updateTable('profiles')
      .set({ phone: '+5511955554446' })
      .where('id', '=', shop.user.id)
      .execute();
    const start = clock().now();
    const texts = ['Aviso 1', 'Aviso 2', 'Aviso 3', 'Aviso 4', 'Aviso 5'];
    await server.db
      .insertInto('avisos')
      .values(
        texts.map((texto) => ({
          user_id: shop.user.id,
          whatsapp_instance_id: shop.instanceId,
          agendamento_id: null,
          kind: 'aviso_dono' as const,
          chave: `ritmo:${start.toISOString()}:${texto}`,
          run_at: start,
          texto,
        })),
      )
      .execute();
    // The production pace (the test server's runner has none).
    const paced = createAvisosRunner({
      db: server.db,
      clock: clock(),
      logger: createLogger('silent'),
    });
    await drain(paced);
    const rows = await server.db
      .selectFrom('mensagens')
      .select(['texto', 'next_attempt_at'])
      .where('texto', 'in', texts)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.texto)).toEqual(texts);
    const slots = rows.map((r) => new Date(r.next_attempt_at!).getTime());
    // The first at once, then each one gap (12 s ± 40 %) after the one before.
    expect(slots[0]! - start.getTime()).toBeLessThan(1_000);
    for (let i = 1; i < slots.length; i++) {
      const gap = slots[i]! - slots[i - 1]!;
      expect(gap).toBeGreaterThanOrEqual(PROACTIVE_GAP_MS * (1 - PROACTIVE_GAP_SPREAD) - 1);
      expect(gap).toBeLessThanOrEqual(PROACTIVE_GAP_MS * (1 + PROACTIVE_GAP_SPREAD) + 1);
    }
    const toOwner = () =>
      services.evolution
        .sentMessages(shop.gatewayName)
        .filter((m) => m.key.remoteJid.startsWith('5511955554446'))
        .map(textOf);
    await drain(attendant().sender);
    expect(toOwner()).toEqual(['Aviso 1']);
    // Each one leaves at its slot, not before.
    for (let i = 1; i < slots.length; i++) {
      clock().set(new Date(slots[i]! - 3_000));
      await drain(attendant().sender);
      expect(toOwner()).toHaveLength(i);
      clock().set(new Date(slots[i]!));
      await drain(attendant().sender);
      expect(toOwner()).toEqual(texts.slice(0, i + 1));
    }
  });
});
