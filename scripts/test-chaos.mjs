// npm run test:chaos: the long form of the chaos test (README "Chaos test"). Two server
// processes on one PostgreSQL behind a round-robin proxy, CHAOS_SECONDS (600) of load with kills,
// terminated connections and failing sends, then the checks and the printed report. The gate runs
// the same test for 30 s. CHAOS_REPORT_FILE also writes the report to a file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const env = {
  ...process.env,
  TEST_DB_KIND: 'postgres',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  CHAOS_SECONDS: process.env.CHAOS_SECONDS ?? '600',
  ...(process.env.CHAOS_REPORT_FILE
    ? { CHAOS_REPORT_FILE: path.resolve(process.env.CHAOS_REPORT_FILE) }
    : {}),
};
console.log(
  `caos: ${env.CHAOS_SECONDS} s de carga em ${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`,
);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'apps/server/vitest.int.config.ts', 'src/test/chaos/chaos.int.test.ts'],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
