import { afterEach, describe, expect, it } from 'vitest';
import { PendingInstanceSchema } from '@secretaria/shared/billing-schemas';
import {
  PENDING_INSTANCE_KEY,
  buildFullPhoneNumber,
  buildPendingInstanceDraft,
  clearPendingInstance,
  readPendingInstance,
  savePendingInstance,
  toPendingInstance,
} from './pending-instance';

const input = {
  name: '  Clínica Centro ',
  phoneNumber: '11987654321',
  countryId: 29,
  assistantName: ' Sofia ',
  timezone: 'America/Sao_Paulo',
  timezoneOffsetMinutes: -180,
  ddi: '55',
};

describe('buildFullPhoneNumber', () => {
  it('puts the dialling code before the number, digits only', () => {
    expect(buildFullPhoneNumber('55', '11987654321')).toBe('5511987654321');
    expect(buildFullPhoneNumber('+1', '(415) 555-0100')).toBe('14155550100');
  });
});

describe('buildPendingInstanceDraft', () => {
  it('holds the spec §3 draft fields with the full number', () => {
    expect(buildPendingInstanceDraft(input)).toEqual({
      name: 'Clínica Centro',
      phoneNumber: '11987654321',
      countryId: 29,
      assistantName: 'Sofia',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
      fullPhoneNumber: '5511987654321',
    });
  });

  it.each([
    [-180, -3],
    [330, 5.5],
    [345, 5.75],
    [-570, -9.5],
    [0, 0],
    [525, 8.75],
  ])('turns an offset of %i minutes into %d hours', (minutes, hours) => {
    expect(
      buildPendingInstanceDraft({ ...input, timezoneOffsetMinutes: minutes }).timezone_offset,
    ).toBe(hours);
  });

  it('sends the checkout contract the draft without the full number', () => {
    const instance = toPendingInstance(buildPendingInstanceDraft(input));
    expect(instance).not.toHaveProperty('fullPhoneNumber');
    expect(PendingInstanceSchema.safeParse(instance).success).toBe(true);
  });
});

describe('pendingInstance storage', () => {
  afterEach(() => localStorage.clear());

  it('saves the draft under pendingInstance and clears it', () => {
    const draft = buildPendingInstanceDraft(input);
    savePendingInstance(draft);
    expect(JSON.parse(localStorage.getItem(PENDING_INSTANCE_KEY) ?? 'null')).toEqual(draft);
    expect(readPendingInstance()).not.toBeNull();
    clearPendingInstance();
    expect(localStorage.getItem(PENDING_INSTANCE_KEY)).toBeNull();
  });
});
