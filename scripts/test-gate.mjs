// The whole test gate, in the order that fails fastest: types, lint, unit, integration
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then Playwright in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['integration', 'npm', ['run', 'test:int']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];
const only = process.env.TEST_STEPS?.split(',');
const timings = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    console.error(`\n✗ ${name} falhou (${timings.join(' · ')})`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n✓ test gate verde: ${timings.join(' · ')}`);
