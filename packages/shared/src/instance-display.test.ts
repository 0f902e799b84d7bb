import { describe, expect, it } from 'vitest';
import { formatInstancePhone, instanceLabel } from './instance-display';

const base = { name: null, phone_number: '11987654321', full_phone_number: '5511987654321' };

describe('formatInstancePhone', () => {
  it('groups the dialling code and the local number when the country is known', () => {
    expect(formatInstancePhone({ ...base, pais: { ddi: '55' } })).toBe('+55 (11) 98765-4321');
  });
  it('shows the stored full number after a plus sign when it cannot be split', () => {
    expect(formatInstancePhone({ ...base, pais: null })).toBe('+5511987654321');
  });
  it('falls back to the plus sign then the phone number without a full number', () => {
    expect(formatInstancePhone({ ...base, full_phone_number: null })).toBe('+11987654321');
  });
});

describe('instanceLabel', () => {
  it('prefers the name and falls back to the formatted phone', () => {
    expect(instanceLabel({ ...base, name: ' Clínica ' })).toBe('Clínica');
    expect(instanceLabel({ ...base, name: '  ', pais: { ddi: '55' } })).toBe('+55 (11) 98765-4321');
  });
});
