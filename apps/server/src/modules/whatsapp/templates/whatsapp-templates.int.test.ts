import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AVISO_TEXTS } from '@secretaria/shared/aviso-templates';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import type { WhatsappTemplatesResponse } from '@secretaria/shared/whatsapp-templates-schemas';
import { createSettableClock } from '@/lib/clock';
import { startTestServices } from '@/test/test-services';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { templateBodyOf, templateNameOf } from './template-body';

type User = Awaited<ReturnType<TestServer['createUser']>>;
type Credentials = { phoneNumberId: string; wabaId: string; accessToken: string };

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: User;
let other: User;
const clock = createSettableClock();

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, clock });
  owner = await server.createUser();
  other = await server.createUser();
});
beforeEach(() => services.meta.faults.reset());
afterEach(() => {
  services.meta.settings.templateReview = 'approve';
});
afterAll(async () => {
  await server.close();
  await services.close();
});

async function call(user: User, method: string, path: string, json?: unknown) {
  const res = await server.request(path, {
    method,
    cookie: user.cookie,
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

let numbers = 0;
async function qrInstance(user: User = owner) {
  const number = `551198800${String(++numbers).padStart(4, '0')}`;
  return server.createInstance(user.id, {
    phone_number: number.slice(2),
    full_phone_number: number,
    evolution_status: 'criado',
  });
}

/** An instance of `user` on the official API, with the simulator's test number. */
async function metaInstance(user: User = owner): Promise<{ id: string } & Credentials> {
  const id = await qrInstance(user);
  const test = await call(user, 'POST', `/api/dev/instances/${id}/meta-test-number`);
  expect(test.status).toBe(201);
  const credentials = test.body as Credentials;
  const res = await call(user, 'PUT', `/api/instances/${id}/whatsapp/meta`, credentials);
  expect(res.status, res.text).toBe(200);
  return { id, ...credentials };
}

const templatesPath = (id: string) => `/api/instances/${id}/whatsapp/templates`;
const list = (id: string, user: User = owner) => call(user, 'GET', templatesPath(id));
const submit = (id: string, json: unknown = {}, user: User = owner) =>
  call(user, 'POST', templatesPath(id), json);
const sync = (id: string, user: User = owner) => call(user, 'POST', `${templatesPath(id)}/sync`);

const line = (body: WhatsappTemplatesResponse, purpose: string) =>
  body.templates.find((t) => t.purpose === purpose)!;
const wabaTemplates = (wabaId: string) =>
  services.meta.templates().filter((t) => t.wabaId === wabaId);
const rows = (id: string) =>
  server.db
    .selectFrom('whatsapp_templates')
    .selectAll()
    .where('whatsapp_instance_id', '=', id)
    .orderBy('purpose')
    .execute();

function expectPtBrError(res: Awaited<ReturnType<typeof call>>, status: number, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error.message).not.toMatch(ENGLISH_WORDS);
  if (message) expect(res.body.error.message).toBe(message);
}

describe("an official-API instance's message templates", () => {
  it("lists one line per purpose, not yet sent, with the body of the owner's text or the default", async () => {
    const { id } = await metaInstance();
    await server.db
      .updateTable('whatsapp_instances')
      .set({ reminder_text: 'Oi, {nome}! Seu {serviço} é {data} às {hora}. Até lá' })
      .where('id', '=', id)
      .execute();
    const res = await list(id);
    expect(res.status, res.text).toBe(200);
    const body = res.body as WhatsappTemplatesResponse;
    expect(body.templates.map((t) => t.purpose)).toEqual([
      'lembrete',
      'confirmacao',
      'cancelamento',
      'remarcacao',
    ]);
    expect(line(body, 'lembrete')).toMatchObject({
      name: null,
      body: 'Oi, {{nome}}! Seu {{servico}} é {{data}} às {{hora}}. Até lá',
      quickReplies: ['Confirmar', 'Remarcar', 'Cancelar'],
      state: 'nao_enviado',
      metaStatus: null,
      canSubmit: true,
      outdated: false,
      problem: null,
    });
    expect(line(body, 'confirmacao').body).toBe(
      templateBodyOf(DEFAULT_AVISO_TEXTS.booking_confirmation_text).body,
    );
    expect(line(body, 'confirmacao').quickReplies).toEqual([]);
    expect(body).toMatchObject({ sentThisMonth: 0, syncProblem: null });
    expect(await rows(id)).toEqual([]);
  });

  it('submits every template (UTILITY, pt_BR, named parameters): PENDING, then APPROVED or REJECTED as the simulator reviews and a sync reads', async () => {
    services.meta.settings.templateReview = 'pending';
    const { id, wabaId } = await metaInstance();
    const res = await submit(id);
    expect(res.status, res.text).toBe(200);
    const submitted = res.body as WhatsappTemplatesResponse;
    expect(submitted.templates.map((t) => t.state)).toEqual([
      'em_analise',
      'em_analise',
      'em_analise',
      'em_analise',
    ]);
    expect(submitted.templates.every((t) => !t.canSubmit)).toBe(true);

    const atMeta = wabaTemplates(wabaId);
    expect(atMeta.map((t) => t.name).sort()).toEqual(
      ['cancelamento', 'confirmacao', 'lembrete', 'remarcacao'].map((p) =>
        templateNameOf(id, p as 'lembrete'),
      ),
    );
    const reminder = atMeta.find((t) => t.name === templateNameOf(id, 'lembrete'))!;
    expect(reminder).toMatchObject({
      language: 'pt_BR',
      category: 'UTILITY',
      parameterFormat: 'NAMED',
      status: 'PENDING',
    });
    expect(reminder.components.find((c) => c.type === 'BODY')?.text).toBe(
      templateBodyOf(DEFAULT_AVISO_TEXTS.reminder_text).body,
    );
    expect(
      reminder.components.find((c) => c.type === 'BUTTONS')?.buttons?.map((b) => b.text),
    ).toEqual(['Confirmar', 'Remarcar', 'Cancelar']);
    const stored = await rows(id);
    expect(stored).toHaveLength(4);
    expect(stored.every((r) => r.status === 'PENDING' && r.meta_template_id && r.synced_at)).toBe(
      true,
    );
    expect(stored.find((r) => r.purpose === 'lembrete')!.meta_template_id).toBe(reminder.id);

    services.meta.reviewTemplate(reminder.id, 'APPROVED');
    const cancel = atMeta.find((t) => t.name === templateNameOf(id, 'cancelamento'))!;
    services.meta.reviewTemplate(cancel.id, 'REJECTED', 'PROMOTIONAL');
    const synced = await sync(id);
    expect(synced.status, synced.text).toBe(200);
    expect(line(synced.body, 'lembrete')).toMatchObject({
      state: 'aprovado',
      metaStatus: 'APPROVED',
      canSubmit: false,
    });
    expect(line(synced.body, 'cancelamento')).toMatchObject({
      state: 'rejeitado',
      rejectedReason: ui.rejectedReasons.PROMOTIONAL,
      canSubmit: true,
    });
    expect(line(synced.body, 'confirmacao').state).toBe('em_analise');
    // What the lead's sender reads: the approved row by instance, purpose and status.
    const approved = await server.db
      .selectFrom('whatsapp_templates')
      .select(['name', 'language'])
      .where('whatsapp_instance_id', '=', id)
      .where('purpose', '=', 'lembrete')
      .where('status', '=', 'APPROVED')
      .executeTakeFirst();
    expect(approved).toEqual({ name: templateNameOf(id, 'lembrete'), language: 'pt_BR' });

    // The screen opening syncs too.
    services.meta.reviewTemplate(
      atMeta.find((t) => t.name === templateNameOf(id, 'confirmacao'))!.id,
      'APPROVED',
    );
    expect(line((await list(id)).body, 'confirmacao').state).toBe('aprovado');

    // The rejected one goes again as a new version (Meta never takes a name twice).
    const again = await submit(id, { purpose: 'cancelamento' });
    expect(again.status, again.text).toBe(200);
    expect(line(again.body, 'cancelamento')).toMatchObject({
      name: templateNameOf(id, 'cancelamento', 2),
      state: 'em_analise',
      rejectedReason: null,
    });
    expect(wabaTemplates(wabaId)).toHaveLength(5);
    // Submitting all again sends nothing more.
    expect((await submit(id)).status).toBe(200);
    expect(wabaTemplates(wabaId)).toHaveLength(5);
  });

  it('is approved right after submission in embedded mode (the simulator approves at once)', async () => {
    const { id } = await metaInstance();
    expect((await submit(id, { purpose: 'remarcacao' })).status).toBe(200);
    await services.meta.flushWebhooks();
    const res = await sync(id);
    expect(line(res.body, 'remarcacao').state).toBe('aprovado');
    expect(line(res.body, 'lembrete').state).toBe('nao_enviado');
  });

  it('matches a template of that name already on the WABA instead of creating it again', async () => {
    const { id, wabaId, accessToken } = await metaInstance();
    const name = templateNameOf(id, 'lembrete');
    const existing = await services.deps.gateway.meta!.graph.createTemplate(accessToken, wabaId, {
      name,
      language: 'pt_BR',
      category: 'UTILITY',
      body: 'Olá, {{nome}}! Até {{data}}.',
      examples: { nome: 'Ana', data: 'amanhã' },
    });
    services.meta.reviewTemplate(existing.id, 'APPROVED');
    const res = await submit(id, { purpose: 'lembrete' });
    expect(res.status, res.text).toBe(200);
    expect(line(res.body, 'lembrete')).toMatchObject({
      name,
      state: 'aprovado',
      body: 'Olá, {{nome}}! Até {{data}}.',
      // Meta's copy is not the owner's current text: a new version can be sent.
      outdated: true,
      canSubmit: true,
    });
    expect(wabaTemplates(wabaId).filter((t) => t.name === name)).toHaveLength(1);
    expect((await rows(id))[0]!.meta_template_id).toBe(existing.id);
  });

  it("marks a template outdated when the owner's text changes after it was submitted", async () => {
    const { id } = await metaInstance();
    await submit(id, { purpose: 'confirmacao' });
    expect(line((await list(id)).body, 'confirmacao').outdated).toBe(false);
    await server.db
      .updateTable('whatsapp_instances')
      .set({ booking_confirmation_text: 'Olá, {nome}! Marcado: {data} às {hora}.' })
      .where('id', '=', id)
      .execute();
    const after = line((await list(id)).body, 'confirmacao');
    expect(after).toMatchObject({ outdated: true, canSubmit: true });
    expect(after.body).toBe(templateBodyOf(DEFAULT_AVISO_TEXTS.booking_confirmation_text).body);

    // 'Enviar para aprovação' for all leaves it as it is; asked for by itself, a new version goes.
    const all = await submit(id);
    expect(line(all.body, 'confirmacao')).toMatchObject({ name: after.name, outdated: true });
    const alone = await submit(id, { purpose: 'confirmacao' });
    expect(alone.status, alone.text).toBe(200);
    expect(line(alone.body, 'confirmacao')).toMatchObject({
      name: templateNameOf(id, 'confirmacao', 2),
      body: 'Olá, {{nome}}! Marcado: {{data}} às {{hora}}.',
      outdated: false,
    });
  });
});

describe('refusals, in pt-BR and never a 500', () => {
  it('refuses a purpose already submitted (409), a text Meta would refuse (400) and bad input (400)', async () => {
    services.meta.settings.templateReview = 'pending';
    const { id, wabaId } = await metaInstance();
    expect((await submit(id, { purpose: 'lembrete' })).status).toBe(200);
    expectPtBrError(await submit(id, { purpose: 'lembrete' }), 409, ui.alreadySubmitted);

    await server.db
      .updateTable('whatsapp_instances')
      .set({ cancel_notice_text: '{nome}, seu horário foi cancelado.' })
      .where('id', '=', id)
      .execute();
    expectPtBrError(await submit(id, { purpose: 'cancelamento' }), 400, ui.startsWithVariable);
    const listed = line((await list(id)).body, 'cancelamento');
    expect(listed).toMatchObject({ problem: ui.startsWithVariable, canSubmit: false });
    // Sending all skips the one Meta would refuse and sends the rest.
    const all = await submit(id);
    expect(all.status).toBe(200);
    expect(line(all.body, 'cancelamento').state).toBe('nao_enviado');
    expect(line(all.body, 'remarcacao').state).toBe('em_analise');
    expect(wabaTemplates(wabaId)).toHaveLength(3);

    expectPtBrError(await submit(id, { purpose: 'aniversario' }), 400);
    expectPtBrError(await submit(id, { purpose: 'x'.repeat(10_000) }), 400);
    expectPtBrError(await submit(id, { purpose: 'lembrete', extra: true }), 400);
    expectPtBrError(await submit(id, []), 400);
    const malformed = await server.request(templatesPath(id), {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"purpose":',
    });
    expect(malformed.status).toBe(400);
  });

  it("says in pt-BR what Meta's errors mean: the token (409), Meta down (503); the screen still opens", async () => {
    const { id } = await metaInstance();
    services.meta.faults.failNext('expiredToken', { route: 'templates' });
    expectPtBrError(await submit(id), 409, ui.tokenRejected);
    services.meta.faults.failNext('unavailable', { route: 'templates', times: 5 });
    expectPtBrError(await submit(id), 503, msg.metaUnavailable);
    services.meta.faults.reset();

    expect((await submit(id, { purpose: 'lembrete' })).status).toBe(200);
    services.meta.faults.failNext('unavailable', { route: 'templates' });
    expectPtBrError(await sync(id), 503, msg.metaUnavailable);
    services.meta.faults.failNext('unavailable', { route: 'templates' });
    const opened = await list(id);
    expect(opened.status).toBe(200);
    expect(opened.body.syncProblem).toBe(ui.syncProblem);
    expect(line(opened.body, 'lembrete').name).toBe(templateNameOf(id, 'lembrete'));
    services.meta.faults.failNext('expiredToken', { route: 'templates' });
    expect((await list(id)).body.syncProblem).toBe(ui.tokenRejected);
  });

  it("answers 404 for another owner's instance and an unknown one, 409 for an instance on WhatsApp Web", async () => {
    const { id, wabaId } = await metaInstance();
    const before = wabaTemplates(wabaId).length;
    for (const res of [
      await list(id, other),
      await submit(id, {}, other),
      await submit(id, { purpose: 'lembrete' }, other),
      await sync(id, other),
      await list('00000000-0000-4000-8000-000000000000'),
      await list('nao-e-um-id'),
    ]) {
      expectPtBrError(res, 404);
    }
    expect(wabaTemplates(wabaId)).toHaveLength(before);
    expect(await rows(id)).toEqual([]);

    const qr = await qrInstance();
    expectPtBrError(await list(qr), 409, ui.notMeta);
    expectPtBrError(await submit(qr), 409, ui.notMeta);
    expectPtBrError(await sync(qr), 409, ui.notMeta);
  });
});

describe("the month's count of messages sent as templates", () => {
  it("counts this instance's messages sent as templates in the calendar month of its zone", async () => {
    const { id } = await metaInstance();
    const another = await metaInstance();
    const conversa = async (instanceId: string) =>
      (
        await server.db
          .insertInto('conversas')
          .values({
            user_id: owner.id,
            whatsapp_instance_id: instanceId,
            remote_jid: '5511999990000@s.whatsapp.net',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const chat = await conversa(id);
    const otherChat = await conversa(another.id);
    const sent = (sentAt: string | null, asTemplate = true, instanceId = id, conversaId = chat) =>
      server.db
        .insertInto('mensagens')
        .values({
          user_id: owner.id,
          whatsapp_instance_id: instanceId,
          conversa_id: conversaId,
          direction: 'out',
          autor: 'lembrete',
          texto: 'Lembrete',
          send_status: sentAt ? 'enviada' : 'pendente',
          sent_at: sentAt ? new Date(sentAt) : null,
          sent_as_template: asTemplate,
          created_at: new Date(sentAt ?? '2026-03-10T12:00:00-03:00'),
        })
        .execute();
    await sent('2026-03-01T00:30:00-03:00'); // March in São Paulo (and in UTC)
    await sent('2026-03-31T23:30:00-03:00'); // March in São Paulo, April in UTC
    await sent('2026-02-28T23:30:00-03:00'); // February in São Paulo, March in UTC
    await sent('2026-03-10T10:00:00-03:00', false); // sent as text, inside the window
    await sent(null); // not sent yet
    await sent('2026-03-10T10:00:00-03:00', true, another.id, otherChat); // another instance

    clock.set(new Date('2026-03-31T23:45:00-03:00'), owner.id);
    try {
      const res = await list(id);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ month: '2026-03', sentThisMonth: 2 });
      clock.set(new Date('2026-04-01T00:10:00-03:00'), owner.id);
      expect((await list(id)).body).toMatchObject({ month: '2026-04', sentThisMonth: 0 });
      clock.set(new Date('2026-02-15T12:00:00-03:00'), owner.id);
      expect((await list(id)).body).toMatchObject({ month: '2026-02', sentThisMonth: 1 });
    } finally {
      clock.reset(owner.id);
    }
  });
});
