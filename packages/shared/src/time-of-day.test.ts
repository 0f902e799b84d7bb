import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from './time-of-day';

describe('parseTimeOfDay', () => {
  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['9h', '09:00'],
    ['9 h', '09:00'],
    ['9H', '09:00'],
    ['9hs', '09:00'],
    ['9:00', '09:00'],
    ['9:0', '09:00'],
    ['0900', '09:00'],
    ['900', '09:00'],
    ['930', '09:30'],
    ['18', '18:00'],
    ['18h30', '18:30'],
    ['18 h 30', '18:30'],
    ['18h30min', '18:30'],
    ['9.30', '09:30'],
    ['09:30', '09:30'],
    ['0', '00:00'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    [' 14:15 ', '14:15'],
  ])("reads '%s' as %s", (typed, expected) => {
    expect(parseTimeOfDay(typed)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '24',
    '24:00',
    '25h',
    '9:60',
    '18h3',
    '9:7',
    '12345',
    'nove',
    '9am',
    '-1',
    '1:2:3',
  ])("refuses '%s'", (typed) => {
    expect(parseTimeOfDay(typed)).toBeNull();
  });

  it('gives back every HH:MM unchanged', () => {
    for (let h = 0; h < 24; h++)
      for (let m = 0; m < 60; m++) {
        const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(parseTimeOfDay(hhmm)).toBe(hhmm);
      }
  });
});
