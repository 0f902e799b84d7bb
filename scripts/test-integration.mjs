// Runs the API integration suite on every back end and time zone it must hold on:
// PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Each under TZ=UTC and
// TZ=America/Sao_Paulo, because date handling bugs hide in one of the two.
import { spawnSync } from 'node:child_process';

const backends = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const zones = ['UTC', 'America/Sao_Paulo'];
const extra = process.argv.slice(2);
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL não definido: integração só no PGlite (a CI roda também no PostgreSQL).',
  );
}
for (const backend of backends) {
  for (const tz of zones) {
    console.log(`\n▶ integração: ${backend} · TZ=${tz}`);
    const run = spawnSync(
      'npx',
      ['vitest', 'run', '-c', 'apps/server/vitest.int.config.ts', ...extra],
      { stdio: 'inherit', env: { ...process.env, TEST_DB_KIND: backend, TZ: tz } },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
