import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('refuses a folder whose lock belongs to a live process', () => {
    const dir = tempDir();
    const parent = process.ppid; // alive for the whole test
    fs.writeFileSync(path.join(dir, 'server.lock'), String(parent));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/já está em uso pelo processo/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dir, 'server.lock'), dead.stdout.toString());
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the folder and releases the lock for the next owner', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    expect(fs.existsSync(dir)).toBe(false);
    const release = acquireDataDirLock(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    again();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
