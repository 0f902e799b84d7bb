import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initPgliteDir } from './init-pglite-dir';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'init-pglite-'));
  made.push(dir);
  return path.join(dir, 'pglite');
};

describe('initPgliteDir', () => {
  it('creates the cluster of an empty folder without initdb memory in this process', async () => {
    const dir = tempDir();
    const before = process.memoryUsage().external;
    await initPgliteDir(dir);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    // initdb in this process would hold its ~500 MB WASM memory here until a GC.
    expect(process.memoryUsage().external - before).toBeLessThan(50 * 1024 * 1024);
  }, 60_000);

  it('leaves a folder that already has a cluster untouched', async () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    await initPgliteDir(dir);
    expect(fs.readdirSync(dir)).toEqual(['PG_VERSION']);
  });
});
