// Helpers shared by the benchmarks: free ports, the built server as a child process, latency stats.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Starts `node <args>` from the repository root and waits for `healthPath` to answer 200. */
export async function startProcess(args, env, healthPath = '/api/health') {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 3000) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    url,
    port,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
