import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  existsLocally,
  hasTransitionOn,
  instantToLocal,
  localToInstant,
  offsetMinutesAt,
  todayIn,
} from './zoned-time';

const SP = 'America/Sao_Paulo';
const iso = (d: Date) => d.toISOString();

describe('localToInstant', () => {
  it('reads local times in Brazilian zones without daylight saving time', () => {
    expect(iso(localToInstant('2026-06-15', '12:00', SP))).toBe('2026-06-15T15:00:00.000Z');
    expect(iso(localToInstant('2026-06-15', '12:00', 'America/Manaus'))).toBe(
      '2026-06-15T16:00:00.000Z',
    );
    expect(iso(localToInstant('2026-06-15', '12:00', 'America/Noronha'))).toBe(
      '2026-06-15T14:00:00.000Z',
    );
    expect(iso(localToInstant('2026-12-31', '23:30', SP))).toBe('2027-01-01T02:30:00.000Z');
  });

  it("follows São Paulo's historical daylight saving time", () => {
    expect(iso(localToInstant('2018-12-01', '12:00', SP))).toBe('2018-12-01T14:00:00.000Z');
    expect(iso(localToInstant('2018-12-01', '12:00', 'America/Manaus'))).toBe(
      '2018-12-01T16:00:00.000Z',
    );
  });

  it('moves a local time skipped by the start of DST forward by the gap', () => {
    // 2018-11-04: clocks went from 00:00 straight to 01:00 in São Paulo.
    expect(iso(localToInstant('2018-11-03', '23:59', SP))).toBe('2018-11-04T02:59:00.000Z');
    expect(iso(localToInstant('2018-11-04', '00:00', SP))).toBe('2018-11-04T03:00:00.000Z');
    expect(iso(localToInstant('2018-11-04', '00:30', SP))).toBe('2018-11-04T03:30:00.000Z');
    expect(instantToLocal(localToInstant('2018-11-04', '00:30', SP), SP)).toEqual({
      dia: '2018-11-04',
      hora: '01:30',
    });
    expect(iso(localToInstant('2018-11-04', '01:00', SP))).toBe('2018-11-04T03:00:00.000Z');
  });

  it('picks the earlier instant of a local time that happened twice at the end of DST', () => {
    // 2019-02-17 00:00 (−02) became 2019-02-16 23:00 (−03): 23:00–23:59 happened twice.
    expect(iso(localToInstant('2019-02-16', '23:00', SP))).toBe('2019-02-17T01:00:00.000Z');
    expect(iso(localToInstant('2019-02-16', '23:30', SP))).toBe('2019-02-17T01:30:00.000Z');
    expect(iso(localToInstant('2019-02-16', '22:59', SP))).toBe('2019-02-17T00:59:00.000Z');
    expect(iso(localToInstant('2019-02-17', '00:00', SP))).toBe('2019-02-17T03:00:00.000Z');
  });

  it('rejects an unknown zone and malformed fields', () => {
    expect(() => localToInstant('2026-01-01', '10:00', 'America/Atlantis')).toThrow(RangeError);
    expect(() => localToInstant('2026-02-30', '10:00', SP)).toThrow(RangeError);
    expect(() => localToInstant('2026-01-01', '25:00', SP)).toThrow(RangeError);
  });
});

describe('instantToLocal', () => {
  it('gives both readings of the repeated hour', () => {
    expect(instantToLocal(new Date('2019-02-17T01:30:00Z'), SP)).toEqual({
      dia: '2019-02-16',
      hora: '23:30',
    });
    expect(instantToLocal(new Date('2019-02-17T02:30:00Z'), SP)).toEqual({
      dia: '2019-02-16',
      hora: '23:30',
    });
  });

  it('drops seconds instead of rounding them', () => {
    expect(instantToLocal(new Date('2026-06-15T15:00:59.999Z'), SP)).toEqual({
      dia: '2026-06-15',
      hora: '12:00',
    });
  });

  it('reports the offset at an instant', () => {
    expect(offsetMinutesAt(SP, Date.parse('2026-06-15T15:00:00Z'))).toBe(-180);
    expect(offsetMinutesAt(SP, Date.parse('2018-12-01T15:00:00Z'))).toBe(-120);
    expect(offsetMinutesAt('America/Noronha', Date.parse('2026-06-15T15:00:00Z'))).toBe(-120);
  });
});

describe('todayIn', () => {
  it("gives the instance's local date, which differs between Brazilian zones near midnight", () => {
    const now = new Date('2026-11-23T02:30:00Z');
    expect(todayIn(SP, now)).toBe('2026-11-22');
    expect(todayIn('America/Manaus', now)).toBe('2026-11-22');
    expect(todayIn('America/Noronha', now)).toBe('2026-11-23');
  });
});

const zones = fc.constantFrom(
  SP,
  'America/Manaus',
  'America/Noronha',
  'America/Cuiaba',
  'Europe/Lisbon',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
);
// Transitions (São Paulo 2018/2019, Lisbon and New York 2026, Lord Howe's 30-minute one) so that
// the properties meet gaps and repeated times, not only the plain hours random instants hit.
const transitions = [
  '2018-11-04T03:00:00Z',
  '2019-02-17T02:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-04-04T15:00:00Z',
  '2026-10-03T15:30:00Z',
].map((t) => Date.parse(t) / 60_000);
const minuteInstants = fc
  .oneof(
    fc.integer({ min: 0, max: Math.floor(Date.UTC(2100, 0, 1) / 60_000) }),
    fc
      .tuple(fc.constantFrom(...transitions), fc.integer({ min: -180, max: 180 }))
      .map(([t, d]) => t + d),
  )
  .map((m) => new Date(m * 60_000));

describe('round trips', () => {
  it('instant → local → instant gives the instant back, or the earlier one of a repeated time', () => {
    fc.assert(
      fc.property(minuteInstants, zones, (t, zone) => {
        const local = instantToLocal(t, zone);
        const back = localToInstant(local.dia, local.hora, zone);
        if (back.getTime() !== t.getTime()) {
          expect(back.getTime()).toBeLessThan(t.getTime());
          expect(instantToLocal(back, zone)).toEqual(local);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('local → instant → local gives the local time back, or a later one inside a gap', () => {
    fc.assert(
      fc.property(minuteInstants, zones, (t, zone) => {
        // Read the instant's UTC fields as a local time, so gaps near transitions come up.
        const [dia = '', time = ''] = t.toISOString().split('T');
        const hora = time.slice(0, 5);
        const back = instantToLocal(localToInstant(dia, hora, zone), zone);
        if (back.dia !== dia || back.hora !== hora) {
          expect(`${back.dia} ${back.hora}` > `${dia} ${hora}`).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hasTransitionOn and existsLocally', () => {
  it('finds the days on which the offset changes', () => {
    expect(hasTransitionOn('2018-11-04', SP)).toBe(true);
    expect(hasTransitionOn('2019-02-16', SP)).toBe(true);
    expect(hasTransitionOn('2018-11-10', SP)).toBe(false);
    expect(hasTransitionOn('2026-11-01', SP)).toBe(false);
    expect(hasTransitionOn('2026-03-29', 'Europe/Lisbon')).toBe(true);
  });

  it('says a time skipped by the start of DST does not exist and a repeated one does', () => {
    expect(existsLocally('2018-11-04', '00:00', SP)).toBe(false);
    expect(existsLocally('2018-11-04', '00:59', SP)).toBe(false);
    expect(existsLocally('2018-11-04', '01:00', SP)).toBe(true);
    expect(existsLocally('2019-02-16', '23:30', SP)).toBe(true);
    expect(existsLocally('2026-03-29', '01:30', 'Europe/Lisbon')).toBe(false);
  });
});
