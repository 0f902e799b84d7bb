import { describe, expect, it } from 'vitest';
import { isOwnOriginWrite } from './same-origin-writes';

const trusted = ['https://agenda.example.com'];

describe('isOwnOriginWrite', () => {
  it('accepts the trusted origin and refuses any other, null included', () => {
    expect(isOwnOriginWrite(trusted, 'https://agenda.example.com', 'same-origin')).toBe(true);
    for (const origin of [
      'https://evil.example',
      'https://agenda.example.com.evil.example',
      'http://agenda.example.com',
      'https://sub.agenda.example.com',
      'null',
      '',
    ])
      expect(isOwnOriginWrite(trusted, origin, undefined), origin).toBe(false);
  });

  it('without Origin, refuses a request another site started and lets non-browsers through', () => {
    expect(isOwnOriginWrite(trusted, undefined, 'cross-site')).toBe(false);
    expect(isOwnOriginWrite(trusted, undefined, 'same-site')).toBe(false);
    expect(isOwnOriginWrite(trusted, undefined, 'same-origin')).toBe(true);
    expect(isOwnOriginWrite(trusted, undefined, 'none')).toBe(true);
    expect(isOwnOriginWrite(trusted, undefined, undefined)).toBe(true);
  });
});
