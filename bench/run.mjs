// npm run bench [-- <name> …]: runs the named benchmarks (all when none is named). The soak
// (bench/soak.mjs, 30 minutes) runs only when named: `npm run bench -- soak` or `npm run soak`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const available = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .map((f) => f.replace('.bench.mjs', ''));
const onRequest = { soak: 'soak.mjs' };
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !available.includes(w) && !(w in onRequest));
if (unknown.length) {
  console.error(
    `Benchmark desconhecido: ${unknown.join(', ')}. Disponíveis: ${[...available, ...Object.keys(onRequest)].join(', ')}`,
  );
  process.exit(1);
}
for (const name of wanted.length ? wanted : available) {
  console.log(`\n▶ bench ${name}`);
  const file = onRequest[name] ?? `${name}.bench.mjs`;
  const run = spawnSync(process.execPath, [path.join(dir, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
