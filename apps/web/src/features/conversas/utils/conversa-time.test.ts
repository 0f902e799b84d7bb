import { describe, expect, it } from 'vitest';
import { dayLabel, listTime, messageDay, messageTime } from './conversa-time';

const TZ = 'America/Sao_Paulo';
// 10 March 2026, 14:32 in São Paulo (UTC−3).
const now = new Date('2026-03-10T17:32:00Z');

describe('listTime', () => {
  it("says 'agora' within a minute", () => {
    expect(listTime('2026-03-10T17:31:30Z', now, TZ)).toBe('agora');
  });
  it('shows the hour today, in the instance zone', () => {
    expect(listTime('2026-03-10T12:05:00Z', now, TZ)).toBe('09:05');
    expect(listTime('2026-03-10T03:00:00Z', now, TZ)).toBe('00:00');
  });
  it("says 'ontem' for yesterday and the day otherwise", () => {
    expect(listTime('2026-03-10T02:59:00Z', now, TZ)).toBe('ontem');
    expect(listTime('2026-03-08T15:00:00Z', now, TZ)).toBe('08/03');
    expect(listTime('2025-12-31T15:00:00Z', now, TZ)).toBe('31/12');
  });
});

describe('message times and day separators', () => {
  it('reads the local hour and day', () => {
    expect(messageTime('2026-03-10T17:32:00Z', TZ)).toBe('14:32');
    expect(messageDay('2026-03-10T02:00:00Z', TZ)).toBe('2026-03-09');
  });
  it('labels today, yesterday and older days', () => {
    expect(dayLabel('2026-03-10', now, TZ)).toBe('Hoje');
    expect(dayLabel('2026-03-09', now, TZ)).toBe('Ontem');
    expect(dayLabel('2026-02-28', now, TZ)).toBe('28/02/2026');
  });
});
