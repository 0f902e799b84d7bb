import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { WHATSAPP_TEXT_MAX } from '@secretaria/shared/whatsapp-text';
import { TEST_ORIGIN } from './test-client';
import { createTestServer, type TestServer } from './test-server';
import { startTestServices } from './test-services';

/** Issue 23 §3, §4 and §9: what any client may send at the edge of the server. */
let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
let instanceId: string;
let secret: string;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
  owner = await server.createUser();
  instanceId = await server.createInstance(owner.id);
  ({ webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select('webhook_secret')
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await server?.close();
  await services?.close();
});

/** A raw body: the test client would JSON.stringify it, and V8 cannot stringify 100,000 levels. */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  server.request(path, {
    method: 'POST',
    cookie: owner.cookie,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** `depth` levels of arrays, objects or both around a leaf, as JSON text. */
function nested(depth: number, shape: 'array' | 'object' | 'mixed', leaf: string): string {
  const open = { array: '[', object: '{"a":', mixed: '{"a":[' }[shape];
  const close = { array: ']', object: '}', mixed: ']}' }[shape];
  return `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
}

describe('deeply nested bodies (issue 23 §4)', () => {
  const routes = () => [
    { path: '/api/auth/sign-in/email', field: 'email', rest: '"password":"segredo-1"' },
    { path: '/api/auth/sign-up/email', field: 'name', rest: '"email":"x@example.com"' },
    { path: '/api/auth/request-password-reset', field: 'email', rest: '"redirectTo":"/r"' },
    { path: '/api/profile', field: 'nome', rest: '"phone":null', method: 'PATCH' },
    { path: '/webhooks/stripe', field: 'data', rest: '"type":"invoice.paid"' },
    { path: `/webhooks/evolution/${secret}`, field: 'data', rest: '"event":"messages.upsert"' },
  ];

  it('answers the reported 12,000-level body with a \\u escape with a 4xx on every route', async () => {
    const deep = nested(12_000, 'object', '"\\u0041"');
    for (const route of routes()) {
      for (const body of [deep, `{"${route.field}":${deep},${route.rest}}`]) {
        const res = await server.request(route.path, {
          method: route.method ?? 'POST',
          cookie: owner.cookie,
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (!route.path.startsWith('/webhooks/evolution/'))
          expect(res.status, route.path).toBeGreaterThanOrEqual(400);
        expect(res.status, route.path).toBeLessThan(500);
      }
    }
  });

  it('never answers 5xx to any nesting up to 100,000 levels, on any route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes()),
        fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(100_000, 12_000, 5_000)),
        fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
        fc.constantFrom('"\\u0041"', '"\\u0000"', '"\\ud800"', '"ok"', '1', 'null', '{}'),
        fc.boolean(),
        async (route, depth, shape, leaf, whole) => {
          const deep = nested(depth, shape, leaf);
          const body = whole ? deep : `{"${route.field}":${deep},${route.rest}}`;
          const res = await server.request(route.path, {
            method: route.method ?? 'POST',
            cookie: owner.cookie,
            headers: { 'content-type': 'application/json' },
            body,
          });
          expect(res.status, `${route.path} ${depth} ${shape} ${leaf}`).toBeLessThan(500);
          // A gateway event it cannot read is acknowledged and ignored (200), never retried.
          if (!route.path.startsWith('/webhooks/evolution/'))
            expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('body limits (issue 23 §3)', () => {
  it('refuses a body over each route’s limit with 413 in pt-BR, webhooks included', async () => {
    for (const [path, size] of [
      ['/api/profile', 64 * 1024 + 1],
      ['/api/auth/sign-in/email', 64 * 1024 + 1],
      ['/webhooks/stripe', 1024 * 1024 + 1],
      [`/webhooks/evolution/${secret}`, 2 * 1024 * 1024 + 1],
      ['/qualquer-coisa', 64 * 1024 + 1],
    ] as const) {
      const body = JSON.stringify({ texto: 'x'.repeat(size) });
      const withLength: Record<string, string> = { 'content-length': String(body.length) };
      for (const headers of [withLength, {}]) {
        const res = await post(path, body, headers);
        expect(res.status, path).toBe(413);
        expect(await res.json()).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: msg.payloadTooLarge },
        });
      }
    }
  });

  const upsert = (id: string, text: string, pushName: string) =>
    JSON.stringify({
      event: 'messages.upsert',
      instance: '5511987654321',
      data: {
        key: { remoteJid: '5511912345678@s.whatsapp.net', fromMe: false, id },
        pushName,
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    });

  it('stores at most 65,536 characters of a message, the cut marked, and a name without bidi controls', async () => {
    const res = await post(
      `/webhooks/evolution/${secret}`,
      upsert('LONGO1', 'y'.repeat(1_500_000), '\u202eCarla\u2066 Souza\u200f'),
    );
    expect(res.status).toBe(200);
    const stored = await server.db
      .selectFrom('mensagens')
      .innerJoin('conversas', 'conversas.id', 'mensagens.conversa_id')
      .innerJoin('contatos', 'contatos.id', 'conversas.contato_id')
      .select(['mensagens.texto', 'contatos.nome'])
      .where('mensagens.gateway_message_id', '=', 'LONGO1')
      .executeTakeFirstOrThrow();
    expect(stored.texto).toHaveLength(WHATSAPP_TEXT_MAX);
    expect(stored.texto?.endsWith('y…')).toBe(true);
    expect(stored.nome).toBe('Carla Souza');
  });
});

describe('names typed in the panel (issue 23 §9)', () => {
  it('are stored without the characters that reorder text on screen', async () => {
    const patched = await server.request('/api/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { nome: 'Clínica \u202eSorriso\u2069' },
    });
    expect(patched.status).toBe(200);
    const profile = await (await server.request('/api/profile', { cookie: owner.cookie })).json();
    expect(profile.nome).toBe('Clínica Sorriso');

    const created = await server.request(`/api/instances/${instanceId}/contatos`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { nome: '\u202bJoão\u200e', telefone: '11955554444' },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).nome).toBe('João');
  });
});

describe('writes from another site (issue 23 §9)', () => {
  /** Straight to the app: the test client always adds our own Origin. */
  const raw = (path: string, method: string, headers: Record<string, string>, json?: unknown) =>
    server.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        cookie: owner.cookie,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  it('refuses a foreign Origin on every kind of write with 403 in pt-BR, and lets reads through', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      for (const [method, path, json] of [
        ['PATCH', '/api/profile', { nome: 'Invasor' }],
        ['POST', `/api/instances/${instanceId}/contatos`, { nome: 'X', telefone: '11955553333' }],
        ['POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'segredo-1' }],
        ['POST', '/api/auth/sign-out', undefined],
      ] as const) {
        const res = await raw(path, method, { origin }, json);
        expect(res.status, `${origin} ${method} ${path}`).toBe(403);
        expect(await res.json()).toEqual({
          error: { code: 'FORBIDDEN', message: msg.foreignOrigin },
        });
      }
      expect((await raw('/api/profile', 'GET', { origin })).status).toBe(200);
    }
    const profile = await (await server.request('/api/profile', { cookie: owner.cookie })).json();
    expect(profile.nome).not.toBe('Invasor');
  });

  it('refuses a write without Origin that the browser says another site started', async () => {
    const res = await raw(
      '/api/profile',
      'PATCH',
      { 'sec-fetch-site': 'cross-site' },
      {
        nome: 'Invasor',
      },
    );
    expect(res.status).toBe(403);
  });

  it('accepts its own Origin, and a client that is no browser (no Origin, no Sec-Fetch-Site)', async () => {
    for (const headers of [{ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }, {}] as Array<
      Record<string, string>
    >) {
      const res = await raw('/api/profile', 'PATCH', headers, { nome: 'Dona Maria' });
      expect(res.status).toBe(200);
    }
  });
});
