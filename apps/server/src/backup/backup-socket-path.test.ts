import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupSocketPath } from './backup-socket-path';
import { defaultBackupFile } from './take-backup';

describe.skipIf(process.platform === 'win32')('backupSocketPath', () => {
  it('puts the socket inside the data folder, whatever the folder is called', () => {
    expect(backupSocketPath('/srv/secretaria/data')).toBe('/srv/secretaria/data/backup.sock');
    expect(backupSocketPath('./data')).toBe(path.resolve('data/backup.sock'));
  });

  it('falls back to one stable name in the temp folder when the path would not fit a socket', () => {
    const deep = `/srv/${'pasta-muito-comprida/'.repeat(6)}data`;
    const socket = backupSocketPath(deep);
    expect(socket.startsWith(os.tmpdir())).toBe(true);
    expect(socket).toMatch(/secretaria-backup-[0-9a-f]{16}\.sock$/);
    expect(backupSocketPath(deep)).toBe(socket);
    expect(backupSocketPath(`${deep}2`)).not.toBe(socket);
  });
});

describe('defaultBackupFile', () => {
  it('names the copy after the UTC instant, without characters a file system may refuse', () => {
    expect(defaultBackupFile(new Date('2026-11-24T10:15:30.123Z'))).toBe(
      path.join('backups', 'secretaria-20261124-101530.tar.gz'),
    );
  });
});
