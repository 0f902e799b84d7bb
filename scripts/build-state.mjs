// What `npm start` needs to decide and do safely (docs/decisions/045):
// - whether the built tree is newer than every source it was built from (then it is reused);
// - one build at a time per checkout (a lock directory holding the builder's pid);
// - outputs written to temporary directories and renamed into place, so no start ever serves
//   or sees a half-written build.
import fs from 'node:fs';
import path from 'node:path';

/** What the web app and the server bundle are built from (tests and e2e specs are not). */
export const BUILD_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/simulators/src',
  'packages/simulators/assets',
  'packages/simulators/package.json',
  'scripts/build.mjs',
  'scripts/build-state.mjs',
  'scripts/build-server.mjs',
  'package.json',
  'package-lock.json',
];

/** The outputs a start needs, and the stamp written beside the server bundle last. */
export const WEB_DIST = 'apps/web/dist';
export const SERVER_DIST = 'apps/server/dist';
export const STAMP = `${SERVER_DIST}/build-stamp.json`;
export const LOCK = '.build-lock';

const ignored = (name) =>
  name === 'node_modules' ||
  name === 'dist' ||
  name === 'e2e' ||
  /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) under the given paths of `root`; missing paths count 0. */
export function newestSourceMtime(root, sources = BUILD_SOURCES) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) if (!ignored(entry)) visit(path.join(file, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/** The stamp of the last complete build ({ startedAt: ms }), or null. */
export function readStamp(root) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
    return typeof stamp.startedAt === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * Whether the built tree can be served as is: both outputs exist and no source changed since the
 * build started (a file saved during a build makes it stale: the build may have read it before).
 */
export function buildIsFresh(root, sources = BUILD_SOURCES) {
  const stamp = readStamp(root);
  if (!stamp) return { fresh: false, reason: 'nenhum build completo' };
  for (const output of [`${WEB_DIST}/index.html`, `${SERVER_DIST}/main.mjs`])
    if (!fs.existsSync(path.join(root, output)))
      return { fresh: false, reason: `${output} ausente` };
  const newest = newestSourceMtime(root, sources);
  return newest < stamp.startedAt
    ? { fresh: true, reason: 'build mais novo que as fontes' }
    : { fresh: false, reason: 'fontes alteradas depois do build' };
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `work` holding the checkout's build lock: a directory made atomically by mkdir, with the
 * holder's pid inside. A lock whose holder is gone (a killed build) is taken over. `onWait` is
 * told once when another build holds it.
 */
export async function withBuildLock(root, work, { onWait, pollMs = 200 } = {}) {
  const dir = path.join(root, LOCK);
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // made but its pid not yet written: give it a moment
      }
      if (Number.isInteger(holder) && holder > 0 && !pidAlive(holder)) {
        fs.rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!told) onWait?.(holder);
      told = true;
      await sleep(pollMs);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Puts the finished directory `fresh` where `target` is: the old one is renamed away first. */
export function swapInto(fresh, target) {
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Leftovers of builds that were killed (only called while holding the lock). */
export function removeLeftovers(root) {
  for (const parent of [path.dirname(WEB_DIST), path.dirname(SERVER_DIST)]) {
    for (const entry of fs.readdirSync(path.join(root, parent)))
      if (/^dist\.(tmp|old)-\d+$/.test(entry))
        fs.rmSync(path.join(root, parent, entry), { recursive: true, force: true });
  }
}
