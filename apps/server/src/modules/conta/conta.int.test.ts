// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contaUi, msg } from '@secretaria/shared/messages';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import {
  createConnectedBusiness,
  evolutionConversa,
  type ConnectedBusiness,
} from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';

type Services = Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let services: Services;

/** A rich account: a connected barbershop, a chat, bookings, notices, a paid second instance. */
type Account = ConnectedBusiness & {
  phone: string;
  paidInstanceId: string;
  paidGatewayName: string;
  subscriptionId: string;
  openCheckoutId: string;
};

const request = (cookie: string, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });

async function startCheckout(cookie: string, phoneNumber: string) {
  const res = await request(cookie, 'POST', '/api/billing/checkout', {
    planId: 'pro',
    promoCode: 'PRO27',
    instance: {
      name: 'Clínica Sorriso',
      phoneNumber,
      countryId: server.brasilId,
      assistantName: 'Ana',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
    },
  });
  expect(res.status).toBe(200);
  return new URL((await res.json()).url).pathname.split('/').pop() as string;
}

async function buildAccount(n: number): Promise<Account> {
  const shop = await createConnectedBusiness(server, services, `55119876505${n}1`);
  const cookie = shop.user.cookie;
  const phone = `1195555050${n}`;
  expect(
    (await request(cookie, 'PATCH', '/api/profile', { nome: `Dono ${n}`, phone })).status,
  ).toBe(200);
  const customer = { nome: `Cliente ${n}`, telefone: `1197000${n}001` };
  await (
    await evolutionConversa(server, services, shop, customer)
  ).say('bom dia, qual o endereço?');
  const contato = await server.db
    .selectFrom('contatos')
    .select('id')
    .where('whatsapp_instance_id', '=', shop.instanceId)
    .where('telefone', '=', `+55${customer.telefone}`)
    .executeTakeFirstOrThrow();
  await shop.as('POST', `/api/profissionais/${shop.rafael}/agendamentos`, {
    servico_id: shop.corte,
    contato_id: contato.id,
    data_agendamento: '2027-03-10',
    hora_inicio: '09:00',
    nome_atendido: `Atendido ${n}`,
  });
  await shop.as('POST', '/api/dev/notificacoes', {
    whatsapp_instance_id: shop.instanceId,
    kind: 'agendado',
    texto: `A atendente agendou Corte ${n}`,
  });
  await server.db
    .insertInto('ai_usage')
    .values({ whatsapp_instance_id: shop.instanceId, month: '2027-03', calls: 3, tokens_in: 900 })
    .execute();
  // A paid second instance (its subscription at the provider, its gateway instance) and a
  // checkout left open, which could still be paid after the account is gone.
  const paidSession = await startCheckout(cookie, `1195566${n}601`);
  services.stripeSim.control.completeCheckout(paidSession, { cardNumber: '4242424242424242' });
  const completed = await request(cookie, 'POST', '/api/billing/checkout/complete', {
    session_id: paidSession,
  });
  expect(completed.status).toBe(201);
  const paid = await completed.json();
  const { gateway_name: paidGatewayName } = await server.db
    .selectFrom('whatsapp_instances')
    .select('gateway_name')
    .where('id', '=', paid.instanceId)
    .executeTakeFirstOrThrow();
  const openCheckoutId = await startCheckout(cookie, `1195577${n}701`);
  return {
    ...shop,
    phone,
    paidInstanceId: paid.instanceId,
    paidGatewayName,
    subscriptionId: paid.subscription_id,
    openCheckoutId,
  };
}

/** Every base table of the public schema, from the catalogue (never a hand-kept list). */
async function publicTables() {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(server.db);
  return rows.map((r) => r.table_name);
}

/** The tables with a row whose text (every column, uuids and json included) holds `needle`. */
async function tablesHolding(needle: string) {
  const tables = await publicTables();
  expect(tables.length).toBeGreaterThan(25);
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} as t
      where t::text ilike ${`%${needle}%`}
    `.execute(server.db);
    if ((rows[0]?.n ?? 0) > 0) found.push(table);
  }
  return found;
}

async function exportOf(account: { user: { cookie: string } }) {
  const res = await request(account.user.cookie, 'GET', '/api/conta/export');
  expect(res.status).toBe(200);
  return res;
}

/** The account's stored data as its own export shows it (the clock of the export apart). */
const dadosOf = async (account: Account) => (await (await exportOf(account)).json()).dados;

const subscriptionStatus = async (id: string) =>
  (await services.stripe.subscriptions.retrieve(id)).status;

let owner: Account;
let other: Account;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  owner = await buildAccount(1);
  other = await buildAccount(2);
  // What names the owner outside their rows: a password-reset token (its value is the user id,
  // its e-mail in the outbox) and a failed sign-in of the e-mail.
  const reset = await server.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: owner.user.email, redirectTo: '/redefinir-senha' },
  });
  expect(reset.status).toBe(200);
  const failed = await server.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: owner.user.email, password: 'nao-e-a-senha' },
  });
  expect(failed.status).toBe(401);
}, 60_000);
afterAll(async () => {
  await server.close();
  await services.close();
});

describe('GET /api/conta/export', () => {
  it("downloads every record of the owner's account and none of another owner's", async () => {
    const res = await exportOf(owner);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="secretaria-ia-meus-dados.json"',
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.conta).toMatchObject({
      id: owner.user.id,
      email: owner.user.email,
      nome: 'Dono 1',
      telefone: `+55${owner.phone}`,
      email_verificado: true,
    });
    expect(data.acessos.credenciais).toMatchObject([{ providerId: 'credential' }]);
    expect(data.acessos.sessoes.length).toBeGreaterThan(0);
    const ids = (table: string) => data.dados[table].map((r: { id: string }) => r.id);
    expect(ids('whatsapp_instances').sort()).toEqual(
      [owner.instanceId, owner.paidInstanceId].sort(),
    );
    expect(data.dados.whatsapp_instances).toContainEqual(
      expect.objectContaining({ id: owner.paidInstanceId, subscription_id: owner.subscriptionId }),
    );
    expect(ids('profissionais')).toEqual(expect.arrayContaining([owner.rafael, owner.julia]));
    expect(ids('servicos')).toEqual(expect.arrayContaining([owner.corte, owner.barba]));
    expect(ids('localizacoes')).toEqual([owner.local]);
    expect(data.dados.disponibilidades.length).toBeGreaterThan(10);
    expect(data.dados.agendamentos).toMatchObject([{ nome_atendido: 'Atendido 1' }]);
    expect(data.dados.contatos.map((c: { telefone: string }) => c.telefone)).toContain(
      '+5511970001001',
    );
    expect(data.dados.mensagens.map((m: { texto: string }) => m.texto)).toContain(
      'bom dia, qual o endereço?',
    );
    expect(data.dados.conversas.length).toBeGreaterThan(0);
    expect(data.dados.notificacoes.map((n: { texto: string }) => n.texto)).toContain(
      'A atendente agendou Corte 1',
    );
    expect(ids('checkout_sessions')).toContain(owner.openCheckoutId);
    expect(data.dados.ai_usage).toMatchObject([{ month: '2027-03', calls: 3, tokens_in: 900 }]);
    // Nothing of the other owner: not their id, e-mail, phone, records or customers.
    for (const foreign of [
      other.user.id,
      other.user.email,
      other.phone,
      other.instanceId,
      other.rafael,
      other.subscriptionId,
      '11970002001',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('holds no secret: no password (hash or plain), session token or webhook secret', async () => {
    const text = await (await exportOf(owner)).text();
    const { password } = await server.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    const sessions = await server.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', owner.user.id)
      .execute();
    const instances = await server.db
      .selectFrom('whatsapp_instances')
      .select('webhook_secret')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(password).toBeTruthy();
    expect(sessions.length).toBeGreaterThan(0);
    for (const secret of [
      password as string,
      owner.user.password,
      ...sessions.map((s) => s.token),
      ...instances.map((i) => i.webhook_secret),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|token|webhook_secret)"/);
  });

  it('has a list for every table of the catalogue that holds rows of an owner or an instance', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct c.table_name from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.column_name in ('user_id', 'whatsapp_instance_id')
      order by 1
    `.execute(server.db);
    const dados = await dadosOf(owner);
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(dados).sort()).toEqual(rows.map((r) => r.table_name).sort());
  });

  it('needs a session', async () => {
    const res = await server.request('/api/conta/export');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/conta/excluir refusals', () => {
  it('refuses a wrong password in pt-BR and leaves everything as it was', async () => {
    const before = await dadosOf(owner);
    const res = await request(owner.user.cookie, 'POST', '/api/conta/excluir', {
      senha: 'senha-errada',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: contaUi.passwordWrong,
        fields: { senha: contaUi.passwordWrong },
      },
    });
    expect(await dadosOf(owner)).toEqual(before);
    expect(await subscriptionStatus(owner.subscriptionId)).toBe('active');
    expect(services.evolution.getInstance(owner.gatewayName)).toBeDefined();
    expect(services.evolution.getInstance(owner.paidGatewayName)).toBeDefined();
  });

  it.each([
    [{}, contaUi.passwordRequired],
    [{ senha: '' }, contaUi.passwordRequired],
    [{ senha: 123 }, contaUi.passwordRequired],
    [{ senha: 'x', confirmar: true }, null],
  ])('refuses the body %j with a 400 in pt-BR', async (body, message) => {
    const res = await request(owner.user.cookie, 'POST', '/api/conta/excluir', body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION');
    if (message) expect(error.fields.senha).toBe(message);
    expect(error.message).not.toMatch(ENGLISH_WORDS);
  });

  it('refuses malformed JSON with a 400 and needs a session', async () => {
    const malformed = await server.request('/api/conta/excluir', {
      method: 'POST',
      cookie: owner.user.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"senha": ',
    });
    expect(malformed.status).toBe(400);
    const anonymous = await server.request('/api/conta/excluir', {
      method: 'POST',
      json: { senha: owner.user.password },
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(msg.notAuthenticated);
  });

  it('deletes nothing and says to try again when the payment provider fails', async () => {
    const before = await dadosOf(owner);
    services.stripeSim.control.failNext('/v1/subscriptions', { status: 500, times: 5 });
    try {
      const res = await request(owner.user.cookie, 'POST', '/api/conta/excluir', {
        senha: owner.user.password,
      });
      expect(res.status).toBe(503);
      expect((await res.json()).error.message).toBe(contaUi.paymentsUnavailable);
    } finally {
      services.stripeSim.control.resetFaults();
    }
    expect(await dadosOf(owner)).toEqual(before);
    expect(await subscriptionStatus(owner.subscriptionId)).toBe('active');
    expect(services.evolution.getInstance(owner.gatewayName)).toBeDefined();
  });
});

describe('POST /api/conta/excluir', () => {
  it('a gateway failure keeps the account; the retry finishes and no row of it is left', async () => {
    const otherBefore = await dadosOf(other);

    services.evolution.faults.failNext('delete', { status: 500, times: 5 });
    try {
      const refused = await request(owner.user.cookie, 'POST', '/api/conta/excluir', {
        senha: owner.user.password,
      });
      expect(refused.status).toBe(503);
      expect((await refused.json()).error.message).toBe(contaUi.gatewayUnavailable);
    } finally {
      services.evolution.faults.reset();
    }
    // Money first: the subscription is already cancelled; the account and its data stay.
    expect(await subscriptionStatus(owner.subscriptionId)).toBe('canceled');
    expect((await request(owner.user.cookie, 'GET', '/api/profile')).status).toBe(200);

    const res = await request(owner.user.cookie, 'POST', '/api/conta/excluir', {
      senha: owner.user.password,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      excluida: true,
      assinaturas_canceladas: 0,
      instancias_removidas: 2,
    });
    const cleared = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(cleared).toMatch(/Max-Age=0/i);

    // At the provider and the gateway.
    expect(await subscriptionStatus(owner.subscriptionId)).toBe('canceled');
    const checkout = await services.stripe.checkout.sessions.retrieve(owner.openCheckoutId);
    expect(checkout.status).toBe('expired');
    expect(services.evolution.getInstance(owner.gatewayName)).toBeUndefined();
    expect(services.evolution.getInstance(owner.paidGatewayName)).toBeUndefined();

    // The session is over.
    expect((await request(owner.user.cookie, 'GET', '/api/profile')).status).toBe(401);

    // No row of any table names the owner: id, e-mail, phone or the WhatsApp numbers.
    for (const needle of [
      owner.user.id,
      owner.user.email,
      owner.phone,
      owner.gatewayName,
      owner.paidGatewayName,
      owner.instanceId,
    ]) {
      expect(await tablesHolding(needle), needle).toEqual([]);
    }

    // The credentials are gone (checked after the scan: a failed sign-in is counted by e-mail).
    const signIn = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: owner.user.email, password: owner.user.password },
    });
    expect(signIn.status).toBe(401);

    // The other owner: every record, the session, the subscription and the gateway instance.
    expect(await dadosOf(other)).toEqual(otherBefore);
    expect(await subscriptionStatus(other.subscriptionId)).toBe('active');
    expect(services.evolution.getInstance(other.gatewayName)).toBeDefined();
    expect(services.evolution.getInstance(other.paidGatewayName)).toBeDefined();
  });

  it("cancels the subscription in the same request when nothing fails (the other owner's)", async () => {
    const res = await request(other.user.cookie, 'POST', '/api/conta/excluir', {
      senha: other.user.password,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      excluida: true,
      assinaturas_canceladas: 1,
      instancias_removidas: 2,
    });
    expect(await subscriptionStatus(other.subscriptionId)).toBe('canceled');
    expect(await tablesHolding(other.user.id)).toEqual([]);
  });
});
