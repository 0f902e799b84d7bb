import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

describe('logger', () => {
  it('never writes an access token or a bearer header, at the top or inside an object', () => {
    const { logger, text } = capture();
    logger.info({ accessToken: 'EAAG-segredo-1' }, 'a');
    logger.info({ credentials: { accessToken: 'EAAG-segredo-2', phoneNumberId: '123' } }, 'b');
    logger.info({ body: { access_token: 'EAAG-segredo-3' } }, 'c');
    logger.info({ row: { meta_access_token_enc: 'v1.segredo-4' } }, 'd');
    logger.info({ req: { headers: { authorization: 'Bearer EAAG-segredo-5' } } }, 'e');
    const out = text();
    expect(out).not.toMatch(/segredo/);
    expect(out).toContain('[oculto]');
    expect(out).toContain('"phoneNumberId":"123"');
  });
});
