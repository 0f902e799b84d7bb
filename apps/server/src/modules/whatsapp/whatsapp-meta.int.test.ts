import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import type { RunTurn } from '@/modules/attendant/engine/turn-types';
import { drain } from '@/modules/attendant/test/drain';
import { startTestServices } from '@/test/test-services';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { storeIncomingMessage } from '@/test/test-shop';

type User = Awaited<ReturnType<TestServer['createUser']>>;
type Credentials = { phoneNumberId: string; wabaId: string; accessToken: string };

/** The attendant answers every burst with one line, so a reply is due right after an inbound. */
const runTurn: RunTurn = async (_tx, input) => ({
  replies: [`Recebi: ${input.messages.map((m) => m.text).join(' | ')}`],
  dialogState: null,
  handoff: false,
});

let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: User;
let other: User;
/** Every response body of the product's API in this file (the dev route's aside). */
const bodies: string[] = [];
/** Every token typed in this file: none may come back. */
const tokens = new Set<string>();

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  owner = await server.createUser();
  other = await server.createUser();
});
beforeEach(() => services.meta.faults.reset());
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
  if (!path.startsWith('/api/dev/')) bodies.push(text);
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

let numbers = 0;
async function newInstance(user: User = owner) {
  const number = `551198700${String(++numbers).padStart(4, '0')}`;
  const id = await server.createInstance(user.id, {
    phone_number: number.slice(2),
    full_phone_number: number,
    evolution_status: 'criado',
  });
  return { id, number };
}

/** The simulator's test number for the instance (embedded mode's button). */
async function testNumber(instanceId: string, user: User = owner): Promise<Credentials> {
  const res = await call(user, 'POST', `/api/dev/instances/${instanceId}/meta-test-number`);
  expect(res.status).toBe(201);
  tokens.add(res.body.accessToken);
  return res.body as Credentials;
}

const connect = (instanceId: string, credentials: Partial<Credentials>, user: User = owner) => {
  if (credentials.accessToken) tokens.add(credentials.accessToken);
  return call(user, 'PUT', `/api/instances/${instanceId}/whatsapp/meta`, credentials);
};

const row = (id: string) =>
  server.db
    .selectFrom('whatsapp_instances')
    .select([
      'gateway',
      'gateway_name',
      'status',
      'meta_phone_number_id',
      'meta_waba_id',
      'meta_access_token_enc',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A 4xx in pt-BR with the message on `field` (when given), and nothing saved. */
async function expectRefused(
  res: Awaited<ReturnType<typeof call>>,
  instanceId: string,
  expected: { status: number; message: string; field?: keyof Credentials },
) {
  expect(res.status, res.text).toBe(expected.status);
  expect(res.body.error.message).toBe(expected.message);
  expect(res.body.error.message).not.toMatch(ENGLISH_WORDS);
  if (expected.field) expect(res.body.error.fields?.[expected.field]).toBe(expected.message);
  expect((await row(instanceId)).gateway).toBe('evolution');
}

describe('connecting an instance through the official API (Meta)', () => {
  it('checks the credentials with the Meta simulator, saves them sealed and reports the number connected', async () => {
    const { id } = await newInstance();
    const before = await call(owner, 'GET', `/api/instances/${id}/whatsapp`);
    expect(before.body).toMatchObject({
      gateway: 'evolution',
      meta: null,
      metaAvailable: true,
      metaTestNumbers: true,
    });

    const credentials = await testNumber(id);
    const res = await connect(id, credentials);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      state: 'CONNECTED',
      status: 'Ativo',
      gateway: 'meta',
      meta: {
        phoneNumberId: credentials.phoneNumberId,
        wabaId: credentials.wabaId,
        numberStatus: 'CONNECTED',
        verifiedName: 'Negócio de teste',
        problem: null,
      },
      simulatorPhoneUrl: services.meta.phoneUrl(credentials.phoneNumberId),
    });

    const stored = await row(id);
    expect(stored).toMatchObject({
      gateway: 'meta',
      status: 'Ativo',
      meta_phone_number_id: credentials.phoneNumberId,
      meta_waba_id: credentials.wabaId,
    });
    expect(stored.meta_access_token_enc).toMatch(/^v1\./);
    expect(stored.meta_access_token_enc).not.toContain(credentials.accessToken);

    // The state keeps coming from Meta: the number flagged there is not Ativo here.
    services.meta.getNumber(credentials.phoneNumberId)!.status = 'FLAGGED';
    const flagged = await call(owner, 'GET', `/api/instances/${id}/whatsapp`);
    expect(flagged.body).toMatchObject({
      state: 'DISCONNECTED',
      status: 'Inativo',
      meta: { numberStatus: 'FLAGGED' },
    });
    services.meta.getNumber(credentials.phoneNumberId)!.status = 'CONNECTED';
    expect((await call(owner, 'GET', `/api/instances/${id}/whatsapp`)).body.status).toBe('Ativo');
  });

  it('shows an expired token as the line’s problem, in pt-BR, and the instance Inativo', async () => {
    const { id } = await newInstance();
    const credentials = await testNumber(id);
    expect((await connect(id, credentials)).status).toBe(200);
    services.meta.expireToken(credentials.phoneNumberId, credentials.accessToken);
    const res = await call(owner, 'GET', `/api/instances/${id}/whatsapp`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'DISCONNECTED',
      status: 'Inativo',
      meta: { problem: msg.metaTokenRejected },
    });
  });

  it('answers the check’s failures with the pt-BR text on the field to fix, and saves nothing', async () => {
    const { id, number } = await newInstance();
    const good = await testNumber(id);

    await expectRefused(
      await connect(id, { ...good, accessToken: 'EAAG-token-que-nao-existe-0000' }),
      id,
      {
        status: 400,
        message: msg.metaTokenRejected,
        field: 'accessToken',
      },
    );

    const expiring = await testNumber(id);
    services.meta.expireToken(expiring.phoneNumberId, expiring.accessToken);
    await expectRefused(await connect(id, expiring), id, {
      status: 400,
      message: msg.metaTokenRejected,
      field: 'accessToken',
    });

    await expectRefused(await connect(id, { ...good, phoneNumberId: '99999999999' }), id, {
      status: 400,
      message: msg.metaPhoneNumberIdNotFound,
      field: 'phoneNumberId',
    });

    await expectRefused(await connect(id, { ...good, wabaId: '88888888888' }), id, {
      status: 400,
      message: msg.metaWabaIdNotFound,
      field: 'wabaId',
    });

    // A second account the same token reaches, which does not hold this number.
    const elsewhere = await services.meta.createNumber({
      displayPhoneNumber: '5521900000001',
      accessToken: good.accessToken,
    });
    await expectRefused(await connect(id, { ...good, wabaId: elsewhere.wabaId }), id, {
      status: 400,
      message: msg.metaNumberNotInWaba,
      field: 'phoneNumberId',
    });

    const unregistered = await services.meta.createNumber({
      displayPhoneNumber: number,
      registered: false,
    });
    await expectRefused(
      await connect(id, {
        phoneNumberId: unregistered.phoneNumberId,
        wabaId: unregistered.wabaId,
        accessToken: [...unregistered.accessTokens][0]!,
      }),
      id,
      { status: 400, message: msg.metaNumberNotRegistered, field: 'phoneNumberId' },
    );

    const otherNumber = await services.meta.createNumber({ displayPhoneNumber: '5531988887777' });
    await expectRefused(
      await connect(id, {
        phoneNumberId: otherNumber.phoneNumberId,
        wabaId: otherNumber.wabaId,
        accessToken: [...otherNumber.accessTokens][0]!,
      }),
      id,
      {
        status: 400,
        message: msg.metaNumberMismatch('(31) 98888-7777', `(11) 98700-${number.slice(-4)}`),
        field: 'phoneNumberId',
      },
    );

    services.meta.faults.failNext('unavailable', { route: 'phoneNumber' });
    await expectRefused(await connect(id, good), id, {
      status: 503,
      message: msg.metaUnavailable,
    });

    // After all that, the right credentials still connect.
    expect((await connect(id, good)).status).toBe(200);
  });

  it('refuses bad input with a pt-BR 4xx per field, never a 500', async () => {
    const { id } = await newInstance();
    const good = await testNumber(id);
    const cases: Array<[unknown, Partial<Record<keyof Credentials, string>>]> = [
      [
        {},
        {
          phoneNumberId: msg.metaPhoneNumberIdRequired,
          wabaId: msg.metaWabaIdRequired,
          accessToken: msg.metaAccessTokenRequired,
        },
      ],
      [{ ...good, phoneNumberId: '' }, { phoneNumberId: msg.metaPhoneNumberIdRequired }],
      [{ ...good, phoneNumberId: '12a45' }, { phoneNumberId: msg.metaPhoneNumberIdInvalid }],
      [{ ...good, wabaId: 123456 }, { wabaId: msg.metaWabaIdRequired }],
      [{ ...good, wabaId: '1'.repeat(21) }, { wabaId: msg.metaWabaIdInvalid }],
      [{ ...good, accessToken: 'curto' }, { accessToken: msg.metaAccessTokenInvalid }],
      [
        { ...good, accessToken: 'EAAG com espaços no meio do token' },
        { accessToken: msg.metaAccessTokenInvalid },
      ],
      [{ ...good, accessToken: 'E'.repeat(100_000) }, {}],
      [{ ...good, accessToken: null }, { accessToken: msg.metaAccessTokenRequired }],
      [[good], {}],
      ['texto', {}],
    ];
    for (const [json, fields] of cases) {
      const res = await call(owner, 'PUT', `/api/instances/${id}/whatsapp/meta`, json);
      const label = JSON.stringify(json).slice(0, 80);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.error.message, label).not.toMatch(ENGLISH_WORDS);
      for (const [field, message] of Object.entries(fields))
        expect(res.body.error.fields?.[field], `${label} ${field}`).toBe(message);
    }
    const notJson = await server.request(`/api/instances/${id}/whatsapp/meta`, {
      method: 'PUT',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"phoneNumberId":',
    });
    expect(notJson.status).toBe(400);
    expect((await row(id)).gateway).toBe('evolution');
  });

  it('gives one phone number ID to one instance, and a WABA to one owner', async () => {
    const first = await newInstance();
    const credentials = await testNumber(first.id);
    expect((await connect(first.id, credentials)).status).toBe(200);

    // Another owner typing the same IDs and token (they leaked) is refused, neutrally.
    const intruder = await newInstance(other);
    await expectRefused(await connect(intruder.id, credentials, other), intruder.id, {
      status: 409,
      message: msg.metaNumberTaken,
      field: 'phoneNumberId',
    });

    // Another number of that owner's WABA, offered to another owner: the account is not theirs.
    const sibling = await services.meta.createNumber({
      displayPhoneNumber: intruder.number,
      wabaId: credentials.wabaId,
      accessToken: credentials.accessToken,
    });
    await expectRefused(
      await connect(intruder.id, { ...credentials, phoneNumberId: sibling.phoneNumberId }, other),
      intruder.id,
      { status: 409, message: msg.metaWabaTaken, field: 'wabaId' },
    );

    // The same owner's other instance names where the number is.
    const own = await newInstance();
    await expectRefused(await connect(own.id, credentials), own.id, {
      status: 409,
      message: msg.metaNumberOwnTaken('Barbearia do Zé'),
      field: 'phoneNumberId',
    });

    // The database holds the rule on its own too (a write that skipped the check).
    await expect(
      server.db
        .updateTable('whatsapp_instances')
        .set({
          gateway: 'meta',
          meta_phone_number_id: sibling.phoneNumberId,
          meta_waba_id: credentials.wabaId,
          meta_access_token_enc: 'v1.x',
        })
        .where('id', '=', intruder.id)
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('gives another owner 404 on the official-API endpoints and changes nothing', async () => {
    const { id } = await newInstance();
    const credentials = await testNumber(id);
    expect((await connect(id, credentials)).status).toBe(200);
    for (const [method, path, json] of [
      ['GET', `/api/instances/${id}/whatsapp`, undefined],
      ['PUT', `/api/instances/${id}/whatsapp/meta`, credentials],
      ['DELETE', `/api/instances/${id}/whatsapp/meta`, undefined],
      ['POST', `/api/dev/instances/${id}/meta-test-number`, undefined],
      ['PUT', `/api/instances/00000000-0000-4000-8000-000000000000/whatsapp/meta`, credentials],
    ] as const) {
      const res = await call(other, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe(msg.instanceNotFound);
    }
    expect(await row(id)).toMatchObject({ gateway: 'meta', status: 'Ativo' });
  });

  it('goes back to the QR code: credentials erased, Inativo, and the QR flow as before', async () => {
    const { id } = await newInstance();
    const credentials = await testNumber(id);
    expect((await connect(id, credentials)).status).toBe(200);
    const qrOnMeta = await call(owner, 'POST', `/api/instances/${id}/whatsapp/qr`);
    expect(qrOnMeta.status).toBe(409);
    expect(qrOnMeta.body.error.message).toBe(msg.metaNoQr);

    const back = await call(owner, 'DELETE', `/api/instances/${id}/whatsapp/meta`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ gateway: 'evolution', state: 'DISCONNECTED', status: 'Inativo' });
    expect(await row(id)).toMatchObject({
      gateway: 'evolution',
      status: 'Inativo',
      meta_phone_number_id: null,
      meta_waba_id: null,
      meta_access_token_enc: null,
    });
    const qr = await call(owner, 'POST', `/api/instances/${id}/whatsapp/qr`);
    expect(qr.status).toBe(200);
    expect(qr.body.qr).toMatch(/^data:image\/png;base64,/);
    expect((await call(owner, 'GET', `/api/instances/${id}/whatsapp`)).body).toMatchObject({
      gateway: 'evolution',
      meta: null,
    });
  });
});

describe('a new number for an official-API instance', () => {
  it('takes the instance back to the QR code, Meta’s IDs being the old number’s', async () => {
    const { id } = await newInstance();
    expect((await connect(id, await testNumber(id))).status).toBe(200);
    const res = await call(owner, 'PATCH', `/api/instances/${id}`, {
      name: 'Barbearia do Zé',
      phoneNumber: '11987659999',
      countryId: server.brasilId,
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ full_phone_number: '+5511987659999', status: 'Inativo' });
    expect(await row(id)).toMatchObject({
      gateway: 'evolution',
      meta_phone_number_id: null,
      meta_access_token_enc: null,
    });
    const qr = await call(owner, 'POST', `/api/instances/${id}/whatsapp/qr`);
    expect(qr.status, qr.text).toBe(200);
  });
});

describe('sending through the router', () => {
  it('sends the attendant’s reply and the owner’s message of an official-API instance through the Meta simulator', async () => {
    const { id, number } = await newInstance();
    const credentials = await testNumber(id);
    expect((await connect(id, credentials)).status).toBe(200);

    // The customer's message arrives (through Evolution's route until slice 2 adds Meta's).
    const conversaId = await storeIncomingMessage(server, id, { id: 'IN-META-1' });
    await drain(server.attendant!.worker);
    await drain(server.attendant!.sender);
    const owners = await call(owner, 'POST', `/api/conversas/${conversaId}/mensagens`, {
      texto: 'Aqui é a dona, já te respondo.',
    });
    expect(owners.status, owners.text).toBeLessThan(300);
    await drain(server.attendant!.sender);

    const sent = services.meta
      .sentMessages(credentials.phoneNumberId)
      .map((m) => JSON.stringify(m));
    expect(sent.some((m) => m.includes('Recebi: oi'))).toBe(true);
    expect(sent.some((m) => m.includes('Aqui é a dona'))).toBe(true);
    // Nothing went to the QR gateway: it does not even know the line.
    expect(() => services.evolution.sentMessages(number)).toThrow(/no instance named/);

    const stored = await server.db
      .selectFrom('mensagens')
      .select(['texto', 'send_status', 'gateway_message_id'])
      .where('conversa_id', '=', conversaId)
      .where('direction', '=', 'out')
      .execute();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const m of stored) {
      expect(m.send_status, m.texto ?? '').toBe('enviada');
      expect(m.gateway_message_id, m.texto ?? '').toMatch(/^wamid\./);
    }
  });
});

describe('the token', () => {
  it('never comes back in any response, the instance pages and the LGPD export included', async () => {
    const { id } = await newInstance();
    const credentials = await testNumber(id);
    expect((await connect(id, credentials)).status).toBe(200);
    await call(owner, 'GET', `/api/instances/${id}`);
    await call(owner, 'GET', '/api/instances');
    await call(owner, 'GET', `/api/instances/${id}/whatsapp`);
    const exported = await call(owner, 'GET', '/api/conta/export');
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(credentials.phoneNumberId);
    expect(exported.text).not.toContain('meta_access_token_enc');
    expect(bodies.length).toBeGreaterThan(20);
    for (const token of tokens) {
      for (const body of bodies) expect(body.includes(token), token).toBe(false);
    }
  });
});
