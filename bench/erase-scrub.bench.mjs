// The LGPD erase on the embedded database (issue 23, docs/decisions/031): with the demo owner plus
// 1,000 contacts and 50,000 messages (ERASE_CONTATOS, ERASE_MENSAGENS), the erase's own time
// (what the HTTP answer waits for), the scrub that follows it in the background (VACUUM FULL of
// every public table, WAL moved past), the longest wait of a read issued meanwhile, the backup
// after it, and the restore of that backup: opening it as before, the full check, the whole
// restore. Writes bench/results/erase-scrub.json; reports, never gates.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './support.mjs';

const out = path.join(os.tmpdir(), `erase-scrub-${process.pid}.json`);
const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/erase-scrub-run.ts', out], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
});
if (run.status !== 0) throw new Error(`erase-scrub-run exited with ${run.status}`);
const result = {
  ...JSON.parse(fs.readFileSync(out, 'utf8')),
  cpus: os.cpus().length,
  loadavg: os.loadavg().map((l) => Math.round(l * 10) / 10),
};
fs.rmSync(out);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/erase-scrub.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(result);
