import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes through a temporary file in the same folder, flushed to disk, then renamed over the
 * target: a reader (or a crash) sees the old file or the whole new one, never half of it.
 */
export function writeFileAtomic(file: string, bytes: Uint8Array): void {
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    const fd = fs.openSync(temp, 'w', 0o600);
    try {
      fs.writeFileSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncDir(dir);
}

/** Makes a rename in `dir` durable; some platforms cannot open a folder, which is harmless. */
export function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Windows: folders cannot be opened for fsync.
  }
}
