import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, createTestServer, type TestServer } from './test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  ({ cookie } = await server.createUser());
});
afterAll(() => server.close());

/** Every JSON endpoint of the auth and profile surface, with a valid body to mutate. */
const endpoints = [
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
] as const;

async function expectPtBr4xx(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  const body = JSON.parse(text) as { error: { message: string } };
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.message, text).not.toMatch(ENGLISH_WORDS);
}

const send = (e: (typeof endpoints)[number], body: string, contentType = 'application/json') =>
  server.request(e.path, {
    method: e.method,
    cookie,
    headers: { 'content-type': contentType },
    body,
    // Distinct addresses keep better-auth's per-IP limit out of the way; the 429 path has its own test.
    ip: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });

const anyJson = fc.jsonValue({ maxDepth: 3 });
const wrongValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ minLength: 10_240, maxLength: 10_240 }),
  fc.string({ maxLength: 3 }),
);

describe.each(endpoints)('$method $path with bad input', (endpoint) => {
  it('answers malformed JSON with a 400 in pt-BR', async () => {
    await expectPtBr4xx(await send(endpoint, '{"nome": '));
    await expectPtBr4xx(await send(endpoint, 'não é json'));
  });

  it('answers a body that is not JSON at all with a 4xx in pt-BR', async () => {
    await expectPtBr4xx(await send(endpoint, 'a=1', 'application/x-www-form-urlencoded'));
  });

  it('never answers 5xx to arbitrary JSON, wrong types, 10 kB strings or unknown fields', async () => {
    const keys = Object.keys(endpoint.valid);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyJson,
          fc
            .record({ field: fc.constantFrom(...keys), value: wrongValue })
            .map(({ field, value }) => ({
              ...endpoint.valid,
              [field]: value,
            })),
          fc
            .string({ minLength: 1, maxLength: 12 })
            .filter((k) => !keys.includes(k) && k !== '__proto__')
            .map((extra) => ({ ...endpoint.valid, [extra]: 'x' })),
        ),
        async (body) => {
          const res = await send(endpoint, JSON.stringify(body));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) await expectPtBr4xx(res);
        },
      ),
      { numRuns: 60 },
    );
  });
});

it('refuses a body over 64 kB with a pt-BR 413', async () => {
  const res = await send(endpoints[6], JSON.stringify({ nome: 'x'.repeat(70_000) }));
  expect(res.status).toBe(413);
  await expectPtBr4xx(res);
});
