import { describe, expect, it } from 'vitest';
import { formatPhone, onlyDigits } from './phone';

describe('formatPhone (spec §5: grouped by digit count)', () => {
  it.each([
    ['11987654321', '(11)98765-4321'],
    ['1133334444', '(11)3333-4444'],
    ['987654321', '98765-4321'],
    ['33334444', '3333-4444'],
  ])('formats %s as %s', (digits, expected) => {
    expect(formatPhone(digits)).toBe(expected);
  });

  it('formats from any punctuation, since only the digits count', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11)98765-4321');
    expect(formatPhone('11 3333.4444')).toBe('(11)3333-4444');
  });

  it('leaves partial numbers as the digits typed so far', () => {
    expect(formatPhone('1')).toBe('1');
    expect(formatPhone('1198')).toBe('1198');
    expect(formatPhone('1198765')).toBe('1198765');
    expect(formatPhone('119876543210')).toBe('119876543210');
  });

  it('shows nothing for an empty, null or undefined phone', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('round-trips: the digits of a formatted phone are the original digits', () => {
    for (const digits of ['11987654321', '1133334444', '987654321', '33334444']) {
      expect(onlyDigits(formatPhone(digits))).toBe(digits);
    }
  });
});

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('(11) 9.8765-4321 ramal a')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});
