import { describe, expect, it } from 'vitest';
import { newWorkerId } from './worker-id';

describe('newWorkerId', () => {
  it('names the kind and the process, and is unique per loop', () => {
    const a = newWorkerId('envio');
    const b = newWorkerId('envio');
    expect(a.startsWith(`envio-${process.pid}-`)).toBe(true);
    expect(a).not.toBe(b);
  });
});
