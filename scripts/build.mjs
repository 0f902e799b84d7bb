// `npm run build` (always) and `npm start` (`--if-stale`: only when a source is newer than the
// built tree). One build at a time per checkout, into temporary directories renamed into place
// (scripts/build-state.mjs, docs/decisions/045).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildIsFresh,
  removeLeftovers,
  SERVER_DIST,
  STAMP,
  swapInto,
  WEB_DIST,
  withBuildLock,
} from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ifStale = process.argv.includes('--if-stale');

function run(args, options) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`falhou: node ${args.join(' ')}`);
}

async function main() {
  if (ifStale) {
    const { fresh, reason } = buildIsFresh(root);
    if (fresh) {
      console.log(`build atual reutilizado (${reason})`);
      return;
    }
    console.log(`construindo (${reason})...`);
  }
  await withBuildLock(
    root,
    async () => {
      // Another start may have built it while this one waited.
      if (ifStale && buildIsFresh(root).fresh) {
        console.log('build atual reutilizado (feito por outro início)');
        return;
      }
      removeLeftovers(root);
      const startedAt = Date.now();
      const webTmp = path.join(root, `${WEB_DIST}.tmp-${process.pid}`);
      const serverTmp = path.join(root, `${SERVER_DIST}.tmp-${process.pid}`);
      try {
        run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', webTmp], {
          cwd: path.join(root, 'apps/web'),
        });
        run([path.join(root, 'scripts/build-server.mjs')], {
          cwd: root,
          env: { ...process.env, SERVER_OUTFILE: path.join(serverTmp, 'main.mjs') },
        });
        fs.writeFileSync(
          path.join(serverTmp, path.basename(STAMP)),
          JSON.stringify({ startedAt, builtAt: Date.now() }),
        );
        // The web first, the server (with the stamp) last: a stop in between leaves no stamp
        // newer than the sources, so the next start builds again.
        swapInto(webTmp, path.join(root, WEB_DIST));
        swapInto(serverTmp, path.join(root, SERVER_DIST));
      } finally {
        fs.rmSync(webTmp, { recursive: true, force: true });
        fs.rmSync(serverTmp, { recursive: true, force: true });
      }
    },
    { onWait: (pid) => console.log(`outro build em andamento (pid ${pid}); aguardando...`) },
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
