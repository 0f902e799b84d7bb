import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test-server';

/** A stand-in build: the server's behaviour around it is what is tested here. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">app</div>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the served web app', () => {
  it('answers the client routes with 200 and the app', async () => {
    for (const p of [
      '/',
      '/auth',
      '/auth/',
      '/painel',
      '/painel/agenda',
      '/painel/instancias/x1',
      '/lgpd',
    ]) {
      const res = await server.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('answers unknown paths with 404 and the same app, which shows its 404 screen', async () => {
    for (const p of ['/nao-existe', '/nao-existe/mesmo', '/wp-login.php', '/lgpd/x', '/authx']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toContain('text/html');
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('keeps assets cached for a year and missing machine paths plain 404s', async () => {
    const asset = await server.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const p of ['/assets/nada.js', '/flags/zz.svg', '/webhooks/nada']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('<div id="root">');
    }
  });
});
