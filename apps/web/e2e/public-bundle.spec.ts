import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';

/** Issues 3 and 10: the JavaScript a first visit to / downloads, gzip-compressed, at most 30 kB. */
const FIRST_VISIT_JS_BUDGET = 30_000;

type Script = { url: string; gzipBytes: number };

/** Every script the page downloads, with its size gzip-compressed (level 9, like Vite reports). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzip(body) });
  });
  return scripts;
}

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);

test('a first visit to / downloads at most 30 kB of gzipped JavaScript, and no app code', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  // Interactive: the carousels' controls are shown by the landing's script.
  await expect(page.getByRole('button', { name: 'Pausar a rotação dos passos' })).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');

  const bytes = total(scripts);
  const report = scripts.map((s) => `${s.url} ${(s.gzipBytes / 1000).toFixed(1)} kB`).join('\n');
  test.info().annotations.push({
    type: 'first-visit JS (gzip)',
    description: `${(bytes / 1000).toFixed(1)} kB\n${report}`,
  });
  console.log(`first visit to /: ${(bytes / 1000).toFixed(1)} kB gzip\n${report}`);
  expect(scripts.length, 'scripts were recorded').toBeGreaterThan(0);
  expect(bytes, report).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET);
  // The router, the session layer (query cache, auth, toasts, zod) and the panel stay out.
  const names = scripts.map((s) => s.url).join(' ');
  for (const chunk of ['router-', 'app-', 'session-layout-', 'panel-layout-', 'api-client-']) {
    expect(names, `${chunk} must not load on a first visit to /`).not.toContain(`/${chunk}`);
  }
});

test('the app and the session layer load only when the visitor heads to /auth', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const before = scripts.length;
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  const loaded = scripts.slice(before).map((s) => s.url);
  for (const chunk of ['/assets/router-', '/assets/app-', '/assets/session-layout-']) {
    expect(
      loaded.some((url) => url.startsWith(chunk)),
      `${chunk} loads for /auth`,
    ).toBe(true);
  }
  expect(loaded.some((url) => url.startsWith('/assets/panel-layout-'))).toBe(false);
});
