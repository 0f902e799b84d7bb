// Bundles the server's own code (and packages/shared) into apps/server/dist/main.mjs; npm
// packages stay external. Running plain JS instead of tsx saves ~0.4 s and ~70 MB at start-up
// (bench/startup.bench.mjs with and without BENCH_TSX=1).
import { build } from 'esbuild';
import fs from 'node:fs';

// The simulators run inside the server in embedded mode: their npm packages stay external too.
const dependencies = ['apps/server/package.json', 'packages/simulators/package.json'].flatMap(
  (file) => Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).dependencies),
);
const external = [...new Set(dependencies)]
  .filter((name) => !name.startsWith('@secretaria/'))
  .flatMap((name) => [name, `${name}/*`]);

// scripts/build.mjs builds into a temporary directory renamed into place afterwards.
const outfile = process.env.SERVER_OUTFILE ?? 'apps/server/dist/main.mjs';

await build({
  entryPoints: ['apps/server/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: 'apps/server/tsconfig.json',
  logLevel: 'warning',
});
console.log(`servidor empacotado em ${outfile}`);
