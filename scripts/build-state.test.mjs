import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildIsFresh,
  LOCK,
  newestSourceMtime,
  STAMP,
  swapInto,
  withBuildLock,
} from './build-state.mjs';

let root;
const SOURCES = ['apps/web/src', 'apps/server/src'];
const write = (file, text = 'x', mtimeMs) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (mtimeMs !== undefined) fs.utimesSync(full, mtimeMs / 1000, mtimeMs / 1000);
};
const T0 = Date.parse('2026-11-27T12:00:00Z');
const built = (startedAt) => {
  write('apps/web/dist/index.html', '<div id="root"></div>');
  write('apps/server/dist/main.mjs', '');
  write(STAMP, JSON.stringify({ startedAt }));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  write('apps/web/src/main.ts', 'web', T0 - 60_000);
  write('apps/server/src/main.ts', 'server', T0 - 120_000);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildIsFresh (npm start reuses a build newer than its sources)', () => {
  it('reuses a complete build started after the newest source', () => {
    built(T0);
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: true });
  });

  it('rebuilds when a source changed after the build started (also during it)', () => {
    built(T0);
    write('apps/server/src/app.ts', 'changed', T0 + 1);
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: false });
  });

  it('ignores tests, e2e specs, node_modules and dist under the sources', () => {
    built(T0);
    write('apps/web/src/main.test.ts', 't', T0 + 10_000);
    write('apps/server/src/e2e/x.ts', 't', T0 + 10_000);
    write('apps/web/src/node_modules/x.js', 't', T0 + 10_000);
    expect(newestSourceMtime(root, SOURCES)).toBe(T0 - 60_000);
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: true });
  });

  it('rebuilds without a stamp (a first checkout, an interrupted build) or a missing output', () => {
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: false });
    built(T0);
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: false });
    built(T0);
    write(STAMP, 'not json');
    expect(buildIsFresh(root, SOURCES)).toMatchObject({ fresh: false });
  });
});

describe('withBuildLock (two starts on one checkout)', () => {
  it('runs one build at a time: the second waits for the first', async () => {
    const events = [];
    const build = (name) => async () => {
      events.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 80));
      events.push(`${name} end`);
    };
    let waited = false;
    await Promise.all([
      withBuildLock(root, build('a'), { pollMs: 10 }),
      new Promise((r) => setTimeout(r, 5)).then(() =>
        withBuildLock(root, build('b'), { pollMs: 10, onWait: () => (waited = true) }),
      ),
    ]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(waited).toBe(true);
    expect(fs.existsSync(path.join(root, LOCK))).toBe(false);
  });

  it('takes over the lock of a build that was killed', async () => {
    fs.mkdirSync(path.join(root, LOCK));
    // A pid that is not running (above the kernel's pid_max default).
    fs.writeFileSync(path.join(root, LOCK, 'pid'), '4194304');
    let ran = false;
    await withBuildLock(root, async () => (ran = true), { pollMs: 10 });
    expect(ran).toBe(true);
  });

  it('releases the lock when the build fails', async () => {
    await expect(
      withBuildLock(root, async () => {
        throw new Error('vite failed');
      }),
    ).rejects.toThrow('vite failed');
    expect(fs.existsSync(path.join(root, LOCK))).toBe(false);
  });
});

describe('swapInto (no half-written output is ever in place)', () => {
  it('replaces the whole directory at once and leaves no old copy', () => {
    write('apps/web/dist/index.html', 'old');
    write('apps/web/dist/assets/old.js', 'old');
    write('apps/web/dist.tmp-1/index.html', 'new');
    swapInto(path.join(root, 'apps/web/dist.tmp-1'), path.join(root, 'apps/web/dist'));
    expect(fs.readdirSync(path.join(root, 'apps/web'))).toEqual(['dist', 'src']);
    expect(fs.readdirSync(path.join(root, 'apps/web/dist'))).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8')).toBe('new');
  });
});
