import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lgpdUi, msg } from '@secretaria/shared/messages';
import { ENGLISH_WORDS, createTestServer, type TestServer } from './test-server';
import { startTestServices } from './test-services';
import { LOCALIZACAO_CENTRO, storeIncomingMessage } from './test-shop';
import { insertNotificacao } from '@/modules/notificacoes/insert-notificacao';

let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let cookie: string;
const ids = {
  instance: '',
  prof: '',
  servico: '',
  link: '',
  contato: '',
  /** Erased by the LGPD endpoint's fuzzing (a body that happens to confirm it). */
  apagavel: '',
  local: '',
  disp: '',
  agendamento: '',
  conversa: '',
  notificacao: '',
};
const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
  const user = await server.createUser();
  cookie = user.cookie;
  ids.instance = await server.createInstance(user.id, { price_id: 'ultra' });
  const post = async (path: string, json: unknown) =>
    (await (await server.request(path, { method: 'POST', cookie, json })).json()).id as string;
  ids.prof = await post(`/api/instances/${ids.instance}/profissionais`, {
    nome: 'Bia',
    especialidade: 'X',
  });
  ids.servico = await post(`/api/instances/${ids.instance}/servicos`, { nome: 'Corte' });
  ids.link = await post(`/api/profissionais/${ids.prof}/servicos`, {
    servico_id: ids.servico,
    tempo_execucao: 30,
  });
  ids.contato = await post(`/api/instances/${ids.instance}/contatos`, {
    nome: 'C',
    telefone: '11999990000',
  });
  ids.apagavel = await post(`/api/instances/${ids.instance}/contatos`, {
    nome: 'Apagável',
    telefone: '11999990001',
  });
  ids.local = await post(`/api/instances/${ids.instance}/localizacoes`, location);
  const created = await server.request(`/api/profissionais/${ids.prof}/disponibilidades`, {
    method: 'POST',
    cookie,
    json: window(),
  });
  ids.disp = (await created.json()).items[0].id;
  ids.agendamento = await post(`/api/profissionais/${ids.prof}/agendamentos`, booking());
  // A chat of the instance, as the WhatsApp webhook stores it.
  ids.conversa = await storeIncomingMessage(server, ids.instance, { id: 'ENTRADA1', name: 'C' });
  ids.notificacao = (
    await insertNotificacao(server.db, {
      user_id: user.id,
      whatsapp_instance_id: ids.instance,
      kind: 'pedido_humano',
      texto: 'C pediu para falar com você',
      conversa_id: ids.conversa,
      created_at: new Date(),
    })
  ).id;
});

const window = () => ({
  dias: [future],
  localizacao_id: ids.local,
  hora_inicio: '08:00',
  hora_fim: '20:00',
  servico_ids: [ids.servico],
});
const booking = () => ({
  data_agendamento: future,
  hora_inicio: '09:00',
  servico_id: ids.servico,
  contato_id: ids.contato,
  nome_atendido: 'Ana',
});
afterAll(async () => {
  await server.close();
  await services.close();
});

const location = LOCALIZACAO_CENTRO;

/**
 * Every JSON endpoint of the auth, profile and records surface, with a valid body to mutate.
 * Paths are functions: the records' ids exist only once beforeAll has run.
 */
type Body = Record<string, unknown>;
const endpoints: Array<{
  method: string;
  path: string | (() => string);
  valid: Body | (() => Body);
}> = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    valid: { name: 'Ana', email: 'a@example.com', password: 'segredo1' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    valid: { email: 'a@example.com', password: 'segredo1' },
  },
  { method: 'POST', path: '/api/auth/send-verification-email', valid: { email: 'a@example.com' } },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    valid: { email: 'a@example.com', redirectTo: '/redefinir-senha' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    valid: { newPassword: 'segredo1', token: 'abc' },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    valid: { currentPassword: 'segredo1', newPassword: 'segredo2' },
  },
  { method: 'PATCH', path: '/api/profile', valid: { nome: 'Ana', phone: '11987654321' } },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    valid: () => ({
      planId: 'pro',
      promoCode: 'PRO27',
      instance: {
        name: 'Clínica',
        phoneNumber: '11987654321',
        countryId: server.brasilId,
        assistantName: 'Ana',
        timezone: 'America/Sao_Paulo',
        timezone_offset: -3,
      },
    }),
  },
  { method: 'POST', path: '/api/billing/checkout/complete', valid: { session_id: 'cs_test_x' } },
  {
    method: 'POST',
    path: () => `/api/profissionais/${ids.prof}/disponibilidades`,
    valid: window,
  },
  {
    method: 'PATCH',
    path: () => `/api/disponibilidades/${ids.disp}`,
    valid: () => {
      const { dias: _dias, ...rest } = window();
      return rest;
    },
  },
  { method: 'POST', path: () => `/api/profissionais/${ids.prof}/agendamentos`, valid: booking },
  {
    method: 'PATCH',
    path: () => `/api/agendamentos/${ids.agendamento}/status`,
    valid: { status: 'confirmado' },
  },
  {
    method: 'PATCH',
    path: () => `/api/instances/${ids.instance}`,
    valid: {
      name: 'Loja',
      phoneNumber: '11912345678',
      countryId: 1,
      assistantName: 'Bia',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
    },
  },
  {
    method: 'POST',
    path: () => `/api/instances/${ids.instance}/profissionais`,
    valid: { nome: 'Ana', especialidade: 'Corte' },
  },
  {
    method: 'PATCH',
    path: () => `/api/profissionais/${ids.prof}`,
    valid: { nome: 'Ana', especialidade: 'Corte', apelidos: ['Aninha'] },
  },
  {
    method: 'POST',
    path: () => `/api/profissionais/${ids.prof}/servicos`,
    valid: () => ({ servico_id: ids.servico, tempo_execucao: 30 }),
  },
  {
    method: 'PATCH',
    path: () => `/api/profissionais/${ids.prof}/servicos/${ids.link}`,
    valid: { tempo_execucao: 30 },
  },
  {
    method: 'POST',
    path: '/api/servicos',
    valid: () => ({ nome: 'Escova', descricao: 'x', whatsapp_instance_id: ids.instance }),
  },
  {
    method: 'POST',
    path: () => `/api/instances/${ids.instance}/servicos`,
    valid: { nome: 'Escova' },
  },
  {
    method: 'PATCH',
    path: () => `/api/servicos/${ids.servico}`,
    valid: { nome: 'Escova', descricao: 'y', preco: 50 },
  },
  {
    method: 'POST',
    path: () => `/api/instances/${ids.instance}/contatos`,
    valid: { nome: 'Rui', telefone: '11987654321' },
  },
  {
    method: 'PATCH',
    path: () => `/api/contatos/${ids.contato}`,
    valid: { nome: 'Rui', telefone: '11987654321' },
  },
  { method: 'POST', path: () => `/api/instances/${ids.instance}/localizacoes`, valid: location },
  { method: 'PATCH', path: () => `/api/localizacoes/${ids.local}`, valid: location },
  {
    method: 'PATCH',
    path: () => `/api/agendamentos/${ids.agendamento}`,
    valid: () => ({ data_agendamento: future, hora_inicio: '10:00' }),
  },
  {
    method: 'PATCH',
    path: () => `/api/instances/${ids.instance}/attendant-settings`,
    valid: {
      min_notice_minutes: 30,
      attendant_enabled: true,
      assistant_name: 'Ana',
      greeting: 'Olá! Como posso ajudar?',
      knowledge_base: 'Aceitamos Pix.',
      allow_booking: true,
      allow_reschedule: true,
      allow_cancel: false,
      cancel_notice_hours: 24,
    },
  },
  {
    method: 'PATCH',
    path: () => `/api/instances/${ids.instance}/lembretes`,
    valid: {
      reminders_enabled: true,
      reminder_offsets_minutes: [1440, 120],
      proactive_window_start: '08:00',
      proactive_window_end: '20:00',
      reminder_text: 'Olá, {nome}! Lembrete: {servico} {data} às {hora}.',
      booking_confirmation_text: null,
      cancel_notice_text: '',
      reschedule_notice_text: 'Remarcado para {data} às {hora}.',
      booking_confirmation_enabled: true,
      change_notices_enabled: false,
      owner_whatsapp_notices: true,
    },
  },
  {
    method: 'PATCH',
    path: () => `/api/instances/${ids.instance}/ia`,
    valid: { attendant_mode: 'regras', ai_instructions: 'Fale de forma simpática e breve.' },
  },
  {
    method: 'POST',
    path: () => `/api/instances/${ids.instance}/teste/mensagens`,
    valid: { texto: 'Oi, quero marcar um corte' },
  },
  {
    method: 'POST',
    path: () => `/api/conversas/${ids.conversa}/mensagens`,
    valid: { texto: 'Oi, aqui é a dona.' },
  },
  { method: 'PATCH', path: () => `/api/conversas/${ids.conversa}`, valid: { ia_ativa: true } },
  { method: 'POST', path: '/api/notificacoes/lidas', valid: () => ({ ids: [ids.notificacao] }) },
  {
    method: 'POST',
    path: '/api/dev/notificacoes',
    valid: () => ({
      whatsapp_instance_id: ids.instance,
      kind: 'agendado',
      texto: 'A atendente agendou Corte',
      conversa_id: ids.conversa,
      agendamento_id: ids.agendamento,
    }),
  },
  {
    method: 'POST',
    path: () => `/api/contatos/${ids.apagavel}/apagar`,
    valid: { confirmar: true },
  },
  {
    method: 'PATCH',
    path: () => `/api/instances/${ids.instance}/retencao`,
    valid: { retencao_meses: 12 },
  },
  // A wrong password: however it is mutated, the account is never deleted by this test.
  { method: 'POST', path: '/api/conta/excluir', valid: { senha: 'nao-e-a-senha-da-conta' } },
  // Real time as the instant: a valid body leaves the clock where it was.
  { method: 'PUT', path: '/api/dev/clock', valid: () => ({ now: new Date().toISOString() }) },
];

async function expectPtBr4xx(res: Response, sent?: unknown) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  const body = JSON.parse(text) as { error: { message: string } };
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  // The message may echo the caller's own keys (an unknown one, quotes and all): not our wording.
  const echoed = sent && typeof sent === 'object' && !Array.isArray(sent) ? Object.keys(sent) : [];
  const ours = echoed
    .reduce((message, key) => (key ? message.split(key).join('') : message), body.error.message)
    .replace(/"[^"]*"/g, '');
  expect(ours, text).not.toMatch(ENGLISH_WORDS);
}

const send = (e: (typeof endpoints)[number], body: string, contentType = 'application/json') =>
  server.request(typeof e.path === 'string' ? e.path : e.path(), {
    method: e.method,
    cookie,
    headers: { 'content-type': contentType },
    body,
    // Distinct addresses keep better-auth's per-IP limit out of the way; the 429 path has its own test.
    ip: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });

/** Text PostgreSQL cannot store as sent: NUL and unpaired surrogates, alone or inside text. */
const unstorable = fc
  .tuple(
    fc.string({ maxLength: 4 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff'),
    fc.string({ maxLength: 4 }),
  )
  .map(([a, bad, b]) => a + bad + b);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const wrongValue = fc.oneof(
  unstorable,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ minLength: 10_240, maxLength: 10_240 }),
  fc.string({ maxLength: 3 }),
);

const label = (e: (typeof endpoints)[number]) =>
  `${e.method} ${typeof e.path === 'string' ? e.path : e.path.toString().replace(/^\(\) => /, '')}`;

describe.each(endpoints.map((e) => ({ ...e, name: label(e) })))(
  '$name with bad input',
  (endpoint) => {
    it('answers malformed JSON with a 400 in pt-BR', async () => {
      await expectPtBr4xx(await send(endpoint, '{"nome": '));
      await expectPtBr4xx(await send(endpoint, 'não é json'));
    });

    it('answers a body that is not JSON at all with a 4xx in pt-BR', async () => {
      await expectPtBr4xx(await send(endpoint, 'a=1', 'application/x-www-form-urlencoded'));
    });

    it('refuses NUL and unpaired surrogates in every text field with a 400 naming it', async () => {
      const valid = typeof endpoint.valid === 'function' ? endpoint.valid() : endpoint.valid;
      const textFields = Object.entries(valid).filter(([, v]) => typeof v === 'string');
      for (const [field, value] of textFields) {
        for (const bad of ['\u0000', '\ud800']) {
          const body = { ...valid, [field]: `${value as string}${bad}` };
          const res = await send(endpoint, JSON.stringify(body));
          expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
          const { error } = await res.json();
          expect(error.fields, field).toEqual({ [field]: msg.unstorableCharactersField });
          expect(error.message).toBe(msg.unstorableCharacters(field));
        }
      }
    });

    it('never answers 5xx to arbitrary JSON, wrong types, 10 kB strings or unknown fields', async () => {
      const valid = typeof endpoint.valid === 'function' ? endpoint.valid() : endpoint.valid;
      const keys = Object.keys(valid);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            anyJson,
            fc
              .record({ field: fc.constantFrom(...keys), value: wrongValue })
              .map(({ field, value }) => ({
                ...valid,
                [field]: value,
              })),
            fc
              .string({ minLength: 1, maxLength: 12 })
              .filter((k) => !keys.includes(k) && k !== '__proto__')
              .map((extra) => ({ ...valid, [extra]: 'x' })),
          ),
          async (body) => {
            const res = await send(endpoint, JSON.stringify(body));
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) await expectPtBr4xx(res, body);
          },
        ),
        { numRuns: 200 },
      );
    });
  },
);

describe('the LGPD endpoints', () => {
  it('refuse an erase without the confirmation, and unknown or malformed ids, with pt-BR 4xx', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The fuzzing above may have renamed the contact: it is compared with itself, not a literal.
    const exportContato = async () => {
      const res = await server.request(`/api/contatos/${ids.contato}/export`, { cookie });
      expect(res.status).toBe(200);
      return (await res.json()).contato as { nome: string; telefone: string };
    };
    const before = await exportContato();
    for (const json of [{}, { confirmar: false }, { confirmar: 'sim' }]) {
      const res = await server.request(`/api/contatos/${ids.contato}/apagar`, {
        method: 'POST',
        cookie,
        json,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.confirmar).toBe(lgpdUi.eraseConfirmRequired);
    }
    for (const path of [
      `/api/contatos/${unknown}/export`,
      '/api/contatos/nao-e-um-id/export',
      `/api/instances/${unknown}/retencao`,
    ])
      await expectPtBr4xx(await server.request(path, { cookie }));
    const erase = await server.request(`/api/contatos/${unknown}/apagar`, {
      method: 'POST',
      cookie,
      json: { confirmar: true },
    });
    expect(erase.status).toBe(404);
    for (const retencao_meses of [0, 2, 61, 12.5, '12', 'nunca']) {
      const res = await server.request(`/api/instances/${ids.instance}/retencao`, {
        method: 'PATCH',
        cookie,
        json: { retencao_meses },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.retencao_meses).toBe(lgpdUi.retentionInvalid);
    }
    // The contact the erase was refused for is untouched.
    const after = await exportContato();
    expect({ nome: after.nome, telefone: after.telefone }).toEqual({
      nome: before.nome,
      telefone: before.telefone,
    });
    expect(after.nome).not.toBe(lgpdUi.erasedName);
  });
});

describe("the new settings, LGPD and notices endpoints' ids", () => {
  it('answer an unknown or malformed id with a pt-BR 4xx and never reach the database as a 5xx', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The fuzzing above may have read it (its valid body names it): unread again, to be watched.
    await server.db
      .updateTable('notificacoes')
      .set({ read_at: null })
      .where('id', '=', ids.notificacao)
      .execute();
    const settings: Array<[string, Body]> = [
      ['ia', { ai_instructions: 'Seja breve' }],
      ['lembretes', { reminders_enabled: true }],
      ['retencao', { retencao_meses: 12 }],
      ['attendant-settings', { attendant_enabled: true }],
    ];
    for (const id of [unknown, 'nao-e-um-id', '1', "x' or '1'='1"]) {
      const at = encodeURIComponent(id);
      for (const [name, json] of settings) {
        const read = await server.request(`/api/instances/${at}/${name}`, { cookie });
        await expectPtBr4xx(read);
        const write = await server.request(`/api/instances/${at}/${name}`, {
          method: 'PATCH',
          cookie,
          json,
        });
        await expectPtBr4xx(write);
      }
      await expectPtBr4xx(await server.request(`/api/contatos/${at}/export`, { cookie }));
      await expectPtBr4xx(
        await server.request(`/api/contatos/${at}/apagar`, {
          method: 'POST',
          cookie,
          json: { confirmar: true },
        }),
      );
      await expectPtBr4xx(
        await server.request(`/api/notificacoes/${at}/lida`, { method: 'POST', cookie }),
      );
      // 'Tentar de novo': a malformed or unknown chat or message id.
      for (const path of [
        `/api/conversas/${at}/mensagens/${at}/reenviar`,
        `/api/conversas/${ids.conversa}/mensagens/${at}/reenviar`,
        `/api/conversas/${at}/mensagens/${unknown}/reenviar`,
      ])
        await expectPtBr4xx(await server.request(path, { method: 'POST', cookie }));
      const marked = await server.request('/api/notificacoes/lidas', {
        method: 'POST',
        cookie,
        json: { ids: [id] },
      });
      expect(marked.status, id).toBeLessThan(500);
    }
    // The notice named by no request above is still unread.
    const notices = await (await server.request('/api/notificacoes', { cookie })).json();
    expect(notices.items.find((n: { id: string }) => n.id === ids.notificacao)?.read_at).toBeNull();
  });
});

it('refuses a body over 64 kB with a pt-BR 413', async () => {
  const profile = endpoints.find((e) => e.path === '/api/profile');
  const res = await send(profile!, JSON.stringify({ nome: 'x'.repeat(70_000) }));
  expect(res.status).toBe(413);
  await expectPtBr4xx(res);
});

/** Every query-string read, with the parameters a valid call sends. */
const queries: Array<{ path: () => string; params: () => Record<string, string> }> = [
  { path: () => '/api/servicos', params: () => ({ q: 'cor' }) },
  {
    path: () => `/api/instances/${ids.instance}/horarios-livres`,
    params: () => ({
      profissional_id: ids.prof,
      servico_id: ids.servico,
      from: future,
      to: future,
    }),
  },
  {
    path: () => `/api/profissionais/${ids.prof}/agendamentos`,
    params: () => ({ from: future, to: future }),
  },
  {
    path: () => `/api/profissionais/${ids.prof}/disponibilidades`,
    params: () => ({ from: future, to: future }),
  },
  {
    path: () => `/api/instances/${ids.instance}/conversas`,
    params: () => ({ filtro: 'nao_lidas', q: 'ana', cursor: `${Date.now()}_${ids.conversa}` }),
  },
  { path: () => `/api/conversas/${ids.conversa}/mensagens`, params: () => ({ before: '2' }) },
  {
    path: () => '/api/notificacoes',
    params: () => ({
      whatsapp_instance_id: ids.instance,
      cursor: `${Date.now()}_${ids.notificacao}`,
    }),
  },
];

describe('query strings', () => {
  it('refuse NUL and undecodable surrogates in every parameter, and never 5xx on junk', async () => {
    for (const q of queries) {
      const params = q.params();
      for (const key of Object.keys(params)) {
        const url = `${q.path()}?${new URLSearchParams({ ...params, [key]: 'a\u0000b' })}`;
        const res = await server.request(url, { cookie });
        expect(res.status, url).toBe(400);
        expect((await res.json()).error.fields, url).toEqual({
          [key]: msg.unstorableCharactersField,
        });
      }
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom(...Object.keys(params), 'x'),
            fc.oneof(unstorable, fc.string({ maxLength: 20 })),
            { maxKeys: 3 },
          ),
          async (junk) => {
            const url = `${q.path()}?${new URLSearchParams({ ...params, ...junk })}%ED%A0%80=1`;
            const res = await server.request(url, { cookie });
            expect(res.status, url).toBeLessThan(500);
          },
        ),
        { numRuns: 50 },
      );
    }
  });
});

describe('the Evolution webhook (machine sender)', () => {
  it('cleans unstorable text instead of refusing it, and never 5xx on arbitrary payloads', async () => {
    const secret = (
      await server.db
        .selectFrom('whatsapp_instances')
        .select('webhook_secret')
        .where('id', '=', ids.instance)
        .executeTakeFirstOrThrow()
    ).webhook_secret;
    const post = (body: string) =>
      server.request(`/webhooks/evolution/${secret}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const upsert = (text: string) => ({
      event: 'messages.upsert',
      instance: 'x',
      data: {
        key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: `ID${Math.random()}` },
        pushName: 'Ana\u0000',
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    });
    expect((await post(JSON.stringify(upsert('oi\u0000 quero\ud800 agendar')))).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson,
          unstorable.map(upsert),
          fc.record({ event: fc.oneof(unstorable, fc.string()), data: anyJson }),
        ),
        async (body) => {
          const res = await post(JSON.stringify(body));
          expect(res.status, JSON.stringify(body)).toBeLessThan(500);
          if (res.status >= 400) await expectPtBr4xx(res, body);
        },
      ),
      { numRuns: 100 },
    );
  });
});
