// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SettableClock } from '@/lib/clock';
import type { RunTurn } from '@/modules/attendant/engine/turn-types';
import { drain } from '@/modules/attendant/test/drain';
import { lembreteChoices } from '@/modules/avisos/lembrete-choices';
import { insertProactiveMessages } from '@/modules/avisos/aviso-batch.repo';
import { startTestServices } from '@/test/test-services';
import { connectMetaInstance } from '@/test/meta-instance';
import { storeIncomingMessage } from '@/test/test-shop';
import { NO_TEMPLATE_TEXT, OUTSIDE_WINDOW_TEXT } from './deliver-message';

/**
 * The official API's 24-hour window (issue 27 item 4, docs/decisions/047): free-form messages
 * only within 24 h of the customer's last message; outside it a reminder or notice goes as its
 * approved template, and anything else is not sent, with the reason for the owner. And Meta's
 * errors (item 5): an expired token is given up at once, a rate limit waits Meta's time.
 */
const runTurn: RunTurn = async (_tx, input) => ({
  replies: [`Recebi: ${input.messages.map((m) => m.text).join(' | ')}`],
  dialogState: null,
  handoff: false,
});

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
const clock = () => server.clock as SettableClock;
const sender = () => server.attendant!.sender;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  owner = await server.createUser();
});
beforeEach(() => services.meta.faults.reset());
afterAll(async () => {
  await server.close();
  await services.close();
});

let numbers = 0;
/** An instance connected through the official API with the simulator's test number. */
async function metaInstance() {
  const { id, number, ...credentials } = await connectMetaInstance(
    server,
    owner,
    `551198710${String(++numbers).padStart(4, '0')}`,
  );
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await server.request(path, { method, cookie: owner.cookie, json });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json();
  };
  // The customer wrote (and was answered) once: the window opens then.
  const conversaId = await storeIncomingMessage(server, id, { id: `IN-${number}` });
  await drain(server.attendant!.worker);
  await drain(sender());
  return { id, conversaId, credentials, call };
}

const sentOn = (phoneNumberId: string) => services.meta.sentMessages(phoneNumberId);
const lastOut = (conversaId: string) =>
  server.db
    .selectFrom('mensagens')
    .select(['send_status', 'last_error', 'attempts', 'next_attempt_at'])
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'out')
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();

/** A reminder of the customer's appointment, written as the avisos runner writes it. */
async function reminder(instance: Awaited<ReturnType<typeof metaInstance>>) {
  await insertProactiveMessages(
    server.db,
    [
      {
        user_id: owner.id,
        whatsapp_instance_id: instance.id,
        conversa_id: instance.conversaId,
        autor: 'lembrete',
        texto: 'Olá, Ana! Lembrete do seu horário de Corte amanhã às 10:00.',
        agendamento_id: null,
        choices: lembreteChoices({ reschedule: true, cancel: true }),
        template: {
          purpose: 'lembrete',
          params: { nome: 'Ana', servico: 'Corte', data: 'amanhã', hora: '10:00', local: '' },
        },
        sendAt: clock().now(),
      },
    ],
    clock().now(),
  );
  await drain(sender());
}

describe('inside the 24-hour window', () => {
  it('sends the owner’s message as free text', async () => {
    const instance = await metaInstance();
    const before = sentOn(instance.credentials.phoneNumberId).length;
    await instance.call('POST', `/api/conversas/${instance.conversaId}/mensagens`, {
      texto: 'Oi, aqui é a dona.',
    });
    await drain(sender());
    expect(sentOn(instance.credentials.phoneNumberId).slice(before)).toEqual([
      expect.objectContaining({ content: expect.objectContaining({ kind: 'text' }) }),
    ]);
    expect((await lastOut(instance.conversaId)).send_status).toBe('enviada');
  });
});

describe('more than 24 hours after the customer’s last message', () => {
  it('sends no free text, and the owner reads why', async () => {
    const instance = await metaInstance();
    clock().advance(25 * 60 * 60_000);
    const before = sentOn(instance.credentials.phoneNumberId).length;
    await instance.call('POST', `/api/conversas/${instance.conversaId}/mensagens`, {
      texto: 'Oi, sumiu!',
    });
    await drain(sender());
    expect(sentOn(instance.credentials.phoneNumberId)).toHaveLength(before);
    expect(await lastOut(instance.conversaId)).toMatchObject({
      send_status: 'falhou',
      last_error: OUTSIDE_WINDOW_TEXT,
      attempts: 1,
    });
  });

  it('never lets a reminder fail silently: without an approved template the owner is told', async () => {
    const instance = await metaInstance();
    clock().advance(25 * 60 * 60_000);
    await reminder(instance);
    expect(await lastOut(instance.conversaId)).toMatchObject({
      send_status: 'falhou',
      last_error: NO_TEMPLATE_TEXT,
    });
    const notices = await server.db
      .selectFrom('notificacoes')
      .select('kind')
      .where('whatsapp_instance_id', '=', instance.id)
      .execute();
    expect(notices).toEqual([{ kind: 'envio_falhou' }]);
  });

  it('sends a reminder as its approved template, its answers as quick replies', async () => {
    const instance = await metaInstance();
    const body = 'Olá, {{nome}}! Lembrete do seu horário de {{servico}} {{data}} às {{hora}}.';
    const name = `secretaria_lembrete_${numbers}`;
    await services.deps.gateway.meta!.graph.createTemplate(
      instance.credentials.accessToken,
      instance.credentials.wabaId,
      {
        name,
        language: 'pt_BR',
        category: 'UTILITY',
        body,
        examples: { nome: 'Ana', servico: 'Corte', data: 'amanhã', hora: '10:00' },
        quickReplies: ['Confirmar', 'Remarcar', 'Cancelar'],
      },
    );
    await services.meta.flushWebhooks();
    await server.db
      .insertInto('whatsapp_templates')
      .values({
        user_id: owner.id,
        whatsapp_instance_id: instance.id,
        purpose: 'lembrete',
        name,
        body,
        status: 'APPROVED',
      })
      .execute();
    clock().advance(25 * 60 * 60_000);
    const before = sentOn(instance.credentials.phoneNumberId).length;
    await reminder(instance);
    const [sent] = sentOn(instance.credentials.phoneNumberId).slice(before);
    expect(sent?.content).toMatchObject({
      kind: 'template',
      text: 'Olá, Ana! Lembrete do seu horário de Corte amanhã às 10:00.',
      // A tap comes back with the id the attendant reads as the reminder's answer.
      quickReplies: [
        { text: 'Confirmar', payload: 'lembrete:confirmar' },
        { text: 'Remarcar', payload: 'lembrete:remarcar' },
        { text: 'Cancelar', payload: 'lembrete:cancelar' },
      ],
    });
    expect(await lastOut(instance.conversaId)).toMatchObject({ send_status: 'enviada' });
    // What Meta charges for: counted in the panel's month.
    const templates = await server.db
      .selectFrom('mensagens')
      .select('texto')
      .where('conversa_id', '=', instance.conversaId)
      .where('sent_as_template', '=', true)
      .execute();
    expect(templates).toHaveLength(1);
  });
});

describe('Meta’s errors', () => {
  it('gives up at once on an expired token, with the owner’s text, instead of retrying', async () => {
    const instance = await metaInstance();
    services.meta.faults.failNext('expiredToken');
    await instance.call('POST', `/api/conversas/${instance.conversaId}/mensagens`, {
      texto: 'Tudo certo?',
    });
    await drain(sender());
    const row = await lastOut(instance.conversaId);
    expect(row).toMatchObject({ send_status: 'falhou', attempts: 1 });
    expect(row.last_error).toMatch(/token de acesso expirou/);
  });

  it('waits at least Meta’s time after a rate limit on one customer, then sends', async () => {
    const instance = await metaInstance();
    services.meta.faults.failNext('pairRate');
    await instance.call('POST', `/api/conversas/${instance.conversaId}/mensagens`, {
      texto: 'Mais uma coisa',
    });
    const failedAt = clock().now().getTime();
    await drain(sender());
    const row = await lastOut(instance.conversaId);
    expect(row.send_status).toBe('pendente');
    expect(new Date(row.next_attempt_at!).getTime() - failedAt).toBeGreaterThanOrEqual(60_000);
    clock().advance(61_000);
    await drain(sender());
    expect((await lastOut(instance.conversaId)).send_status).toBe('enviada');
  });
});
