import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicApiPath, PUBLIC_API_PATHS } from '@/public-api-routes';
import { createTestServer, type TestServer } from './test-server';
import { startTestServices } from './test-services';

let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
});
afterAll(async () => {
  await server.close();
  await services.close();
});

describe('health', () => {
  it('answers 200 after checking the database', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: server.database.kind });
    expect(body.databaseLatencyMs).toBeGreaterThanOrEqual(0);
  });
});

const documentedRoutes = async (): Promise<string[]> => {
  const doc = await (await server.request('/api/openapi.json')).json();
  return Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} /api${path}`),
  );
};

describe('OpenAPI document', () => {
  it('documents every route the server registers under /api', async () => {
    const registered = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .filter((r) => !/^\/api\/(openapi\.json|docs|dev\/)/.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = await documentedRoutes();
    expect(registered.length).toBeGreaterThan(20);
    for (const route of registered) expect(documented, route).toContain(route);
  });

  it('documents the better-auth endpoints the gate lets through, and each one answers', async () => {
    const documented = (await documentedRoutes()).filter((r) => r.includes('/api/auth/'));
    expect(documented.sort()).toEqual(
      [
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-out',
        'GET /api/auth/get-session',
        'GET /api/auth/verify-email',
        'POST /api/auth/send-verification-email',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'POST /api/auth/change-password',
      ].sort(),
    );
    for (const route of documented) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await server.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect(res.status, route).not.toBe(404);
    }
  });
});

describe('sessions by default', () => {
  it('answers 401 without a cookie on every route of the document and the router but the public list', async () => {
    const fill = (path: string) =>
      path
        .replace(/\{[^}]+\}|:(\w+)(\{[^}]*\})?/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\*$/, 'x');
    const registered = server.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*')
      .map((r) => `${r.method === 'ALL' ? 'GET' : r.method} ${r.path}`);
    const routes = [...new Set([...(await documentedRoutes()), ...registered])];
    expect(routes.length).toBeGreaterThan(40);
    const open: string[] = [];
    for (const route of routes) {
      const [method, rawPath] = route.split(' ') as [string, string];
      const path = fill(rawPath);
      const res = await server.request(path, {
        method,
        ...(method === 'GET' || method === 'HEAD' ? {} : { json: {} }),
      });
      if (isPublicApiPath(path)) open.push(rawPath);
      else expect(res.status, `${route} without a session`).toBe(401);
    }
    // The public list stays short and explicit: health and readiness, auth, the API description,
    // the outbox.
    expect(PUBLIC_API_PATHS).toHaveLength(6);
    expect(
      [...new Set(open)].every((p) =>
        /^\/api\/(health|ready|auth\/|openapi|docs|dev\/emails)/.test(p),
      ),
    ).toBe(true);
    // A path nobody registered is not public either.
    expect((await server.request('/api/modulo-novo/qualquer-coisa')).status).toBe(401);
    expect((await server.request('/api/dev/instances', { method: 'POST', json: {} })).status).toBe(
      401,
    );
  });
});

describe('API docs page', () => {
  it('serves swagger-ui from the bundled package, pointing at the document', async () => {
    const page = await server.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    const bundle = await server.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await server.request('/api/docs/init.js')).status).toBe(200);
    expect((await server.request('/api/docs/package.json')).status).toBe(404);
  });
});

describe('reference lists', () => {
  it('serves the dial codes ordered by country name with local flag paths', async () => {
    const res = await server.request('/ddi-flags.json');
    const list = (await res.json()) as Array<{ pais: string; ddi: string; img: string }>;
    expect(list.find((p) => p.pais === 'Brasil')).toMatchObject({
      ddi: '55',
      img: '/flags/br.svg',
    });
    const names = list.map((p) => p.pais);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('serves the bundled flag images and nothing outside the flag folder', async () => {
    const flag = await server.request('/flags/br.svg');
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(await flag.text()).toContain('<svg');
    expect((await server.request('/flags/..%2Fpackage.json')).status).toBe(404);
  });

  it('serves the time-zone list with São Paulo', async () => {
    const list = (await (await server.request('/timezones.json')).json()) as Array<{
      value: string;
      offset: number;
    }>;
    expect(list.find((z) => z.value === 'America/Sao_Paulo')?.offset).toBe(-180);
  });
});

describe('when the database is gone', () => {
  it('health says 503 and other routes a bare pt-BR 500 without internals', async () => {
    const broken = await createTestServer();
    const user = await broken.createUser();
    await broken.database.db.destroy();
    const health = await broken.request('/api/health');
    expect(health.status).toBe(503);
    expect((await health.json()).status).toBe('degraded');
    const res = await broken.request('/api/profile', { cookie: user.cookie });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado' },
    });
    await broken.close().catch(() => {});
  });
});

describe('compression', () => {
  it('gzips JSON for a client that accepts it', async () => {
    const res = await server.request('/timezones.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.request('/timezones.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('never gzips a webhook acknowledgement', async () => {
    const res = await server.request(`/webhooks/evolution/${'0'.repeat(64)}`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip' },
      json: { event: 'messages.upsert', data: {} },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    // The same error envelope on an /api path is compressed: the exclusion is the path's.
    const api = await server.request('/api/nao-existe', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
  });
});
