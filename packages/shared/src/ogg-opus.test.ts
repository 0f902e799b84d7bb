import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { oggOpusSeconds } from './ogg-opus';

const sample = readFileSync(
  fileURLToPath(new URL('../../simulators/assets/voice-sample.ogg', import.meta.url)),
);

describe('oggOpusSeconds', () => {
  it('reads the length of a real voice note', () => {
    expect(oggOpusSeconds(sample)).toBe(3);
  });

  it('says null for what is not Ogg Opus', () => {
    expect(oggOpusSeconds(new TextEncoder().encode('not audio at all, just text'))).toBeNull();
    expect(oggOpusSeconds(sample.subarray(0, 20))).toBeNull();
    expect(oggOpusSeconds(new Uint8Array())).toBeNull();
  });
});
