import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The tag of tests that move the server's business clock (see `projects`). */
const BUSINESS_CLOCK = /@business-clock/;
// A fresh embedded database for every run (the server takes a lock on its folder).
const dataDir = path.join(os.tmpdir(), `secretaria-e2e-${randomBytes(6).toString('hex')}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // CI runs on a shared, busy 2-core machine where a page can take several times as long as on a
  // quiet one: the same assertions, with room to wait, and one retry reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: BUSINESS_CLOCK,
    },
    // PUT /api/dev/clock moves only the signed-in owner's business time (docs/decisions/033);
    // tests tagged @business-clock still run after all the others, one at a time, since they wait
    // on the server's shared reminder loop. Alone: `playwright test -c apps/web/playwright.config.ts
    // <file> --no-deps`.
    {
      name: 'business-clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: BUSINESS_CLOCK,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // What `npm start` runs: the bundle `npm run build` made (test:e2e builds first).
    command: 'node apps/server/dist/main.mjs',
    cwd: repoRoot,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every spec registers and signs in owners from one address; the per-IP limits have their
      // own API tests.
      AUTH_SIGNUPS_PER_MINUTE: '1000',
      AUTH_SIGNINS_PER_MINUTE: '1000',
      // The model simulator on loopback: owners can choose 'IA' (no network, no key).
      LLM_SIMULATOR: 'true',
    },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
