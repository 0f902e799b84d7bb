import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPollingLoop } from '@/jobs/polling-loop';
import { withLogContext } from './log-context';
import { createLogger } from './logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines carry the request or job in progress', () => {
  it('adds the id to every line written inside the context, through child loggers too', async () => {
    const { lines, logger } = capture();
    const child = logger.child({ module: 'x' });
    await withLogContext({ reqId: 'req-1' }, async () => {
      logger.info('antes');
      await new Promise((resolve) => setTimeout(resolve, 1));
      child.warn('depois do await');
    });
    logger.info('fora');
    await flush();
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['antes', 'req-1'],
      ['depois do await', 'req-1'],
      ['fora', undefined],
    ]);
    expect(lines[1]?.module).toBe('x');
  });

  it('keeps two requests in flight apart', async () => {
    const { lines, logger } = capture();
    const request = (id: string, ms: number) =>
      withLogContext({ reqId: id }, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        logger.info(id);
      });
    await Promise.all([request('a', 5), request('b', 1)]);
    await flush();
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['b', 'b'],
      ['a', 'a'],
    ]);
  });

  it('gives each step of a job loop its job name and id', async () => {
    const { lines, logger } = capture();
    let calls = 0;
    const loop = createPollingLoop({
      name: 'teste',
      pollMs: 10_000,
      logger,
      step: async () => {
        calls += 1;
        if (calls === 1) throw new Error('falhou');
        return false;
      },
    });
    loop.start();
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loop.stop();
    await flush();
    const failure = lines.find((l) => l.msg === 'teste: falha inesperada');
    expect(failure).toMatchObject({ job: 'teste', jobId: 'teste-1' });
  });
});
