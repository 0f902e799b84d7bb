import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endTimeFor,
  freeSlots,
  overlaps,
  type AgendamentoAtivo,
  type FreeSlotsInput,
  type JanelaDisponibilidade,
} from './free-slots';
import { freeSlotsNaive } from './free-slots-naive';

const SP = 'America/Sao_Paulo';
const window = (over: Partial<JanelaDisponibilidade> = {}): JanelaDisponibilidade => ({
  id: 'd1',
  profissional_id: 'ana',
  dia: '2026-03-02',
  hora_inicio: '09:00',
  hora_fim: '11:00',
  servico_ids: ['corte'],
  ...over,
});
const appointment = (
  hora_inicio: string,
  hora_fim: string,
  over: Partial<AgendamentoAtivo> = {},
): AgendamentoAtivo => ({
  profissional_id: 'ana',
  data_agendamento: '2026-03-02',
  hora_inicio,
  hora_fim,
  ...over,
});
const base = (over: Partial<FreeSlotsInput> = {}): FreeSlotsInput => ({
  disponibilidades: [window()],
  agendamentos: [],
  temposExecucao: [],
  servico_id: 'corte',
  from: '2026-03-01',
  to: '2026-03-31',
  now: new Date('2026-02-01T12:00:00Z'),
  timeZone: SP,
  ...over,
});
const starts = (input: FreeSlotsInput) =>
  freeSlots(input).map((s) => `${s.profissional_id} ${s.dia} ${s.hora_inicio}-${s.hora_fim}`);

describe('overlaps', () => {
  it('treats touching times as free and any shared minute as an overlap (spec §5)', () => {
    const a = { hora_inicio: '10:00', hora_fim: '10:30' };
    expect(overlaps(a, { hora_inicio: '10:30', hora_fim: '11:00' })).toBe(false);
    expect(overlaps(a, { hora_inicio: '09:30', hora_fim: '10:00' })).toBe(false);
    expect(overlaps(a, { hora_inicio: '10:29', hora_fim: '11:00' })).toBe(true);
    expect(overlaps(a, { hora_inicio: '09:00', hora_fim: '12:00' })).toBe(true);
    expect(overlaps(a, { hora_inicio: '10:00:00', hora_fim: '10:30:00' })).toBe(true);
  });

  it('reads an end at or before the start as past midnight', () => {
    expect(overlaps({ hora_inicio: '23:30', hora_fim: '00:30' }, a2345())).toBe(true);
    expect(overlaps({ hora_inicio: '23:00', hora_fim: '00:00' }, a2345())).toBe(true);
    expect(overlaps({ hora_inicio: '22:00', hora_fim: '23:45' }, a2345())).toBe(false);
  });
  const a2345 = () => ({ hora_inicio: '23:45', hora_fim: '23:50' });
});

describe('endTimeFor', () => {
  it('adds the duration and wraps past 24 h as the client shows it', () => {
    expect(endTimeFor('09:00', 30)).toBe('09:30');
    expect(endTimeFor('09:40', 45)).toBe('10:25');
    expect(endTimeFor('23:30', 60)).toBe('00:30');
    expect(endTimeFor('23:30', 30)).toBe('00:00');
  });
});

describe('freeSlots', () => {
  it('offers every step of a window, the last one ending exactly at its end', () => {
    expect(starts(base())).toEqual([
      'ana 2026-03-02 09:00-09:30',
      'ana 2026-03-02 09:30-10:00',
      'ana 2026-03-02 10:00-10:30',
      'ana 2026-03-02 10:30-11:00',
    ]);
  });

  it("uses the professional's tempo_execucao for the service and 30 minutes when it is missing", () => {
    const input = base({
      disponibilidades: [window(), window({ id: 'd2', profissional_id: 'bia' })],
      temposExecucao: [
        { profissional_id: 'ana', servico_id: 'corte', tempo_execucao: 45 },
        { profissional_id: 'bia', servico_id: 'barba', tempo_execucao: 90 },
      ],
    });
    expect(starts(input)).toEqual([
      'ana 2026-03-02 09:00-09:45',
      'bia 2026-03-02 09:00-09:30',
      'ana 2026-03-02 09:30-10:15',
      'bia 2026-03-02 09:30-10:00',
      'ana 2026-03-02 10:00-10:45',
      'bia 2026-03-02 10:00-10:30',
      'bia 2026-03-02 10:30-11:00',
    ]);
  });

  it('offers the slots touching an appointment and none that share a minute with it', () => {
    expect(starts(base({ agendamentos: [appointment('10:00', '10:30')] }))).toEqual([
      'ana 2026-03-02 09:00-09:30',
      'ana 2026-03-02 09:30-10:00',
      'ana 2026-03-02 10:30-11:00',
    ]);
    expect(starts(base({ agendamentos: [appointment('09:29', '10:01')] }))).toEqual([
      'ana 2026-03-02 10:30-11:00',
    ]);
  });

  it("ignores other professionals' and other days' appointments", () => {
    const agendamentos = [
      appointment('09:00', '11:00', { profissional_id: 'bia' }),
      appointment('09:00', '11:00', { data_agendamento: '2026-03-03' }),
    ];
    expect(starts(base({ agendamentos }))).toHaveLength(4);
  });

  it('keeps the morning of an appointment wrapped past midnight busy', () => {
    const input = base({
      disponibilidades: [window({ hora_inicio: '00:00', hora_fim: '01:30' })],
      agendamentos: [appointment('23:30', '00:30', { data_agendamento: '2026-03-01' })],
    });
    expect(starts(input)).toEqual(['ana 2026-03-02 00:30-01:00', 'ana 2026-03-02 01:00-01:30']);
  });

  it('lets a slot end at midnight of a window closing at 24:00 but never past it', () => {
    const input = base({
      disponibilidades: [window({ hora_inicio: '23:00', hora_fim: '24:00' })],
      temposExecucao: [{ profissional_id: 'ana', servico_id: 'corte', tempo_execucao: 40 }],
      stepMinutes: 10,
    });
    expect(starts(input)).toEqual([
      'ana 2026-03-02 23:00-23:40',
      'ana 2026-03-02 23:10-23:50',
      'ana 2026-03-02 23:20-00:00',
    ]);
  });

  it('leaves out slots starting before now plus the minimum notice, in the instance zone', () => {
    // 12:10Z is 09:10 in São Paulo; with 60 minutes of notice the first start is 10:10 or later.
    const input = base({ now: new Date('2026-03-02T12:10:00Z'), noticeMinutes: 60 });
    expect(starts(input)).toEqual(['ana 2026-03-02 10:30-11:00']);
    // The same instant is 08:10 in Manaus: everything from 09:10 on is still open.
    expect(starts({ ...input, timeZone: 'America/Manaus' })).toHaveLength(3);
    expect(starts({ ...input, noticeMinutes: 50 })).toEqual([
      'ana 2026-03-02 10:00-10:30',
      'ana 2026-03-02 10:30-11:00',
    ]);
  });

  it('offers no start that a forward DST transition skipped', () => {
    // São Paulo, 2018-11-04: 00:00–00:59 did not happen.
    const input = base({
      disponibilidades: [window({ dia: '2018-11-04', hora_inicio: '00:00', hora_fim: '02:00' })],
      from: '2018-11-04',
      to: '2018-11-04',
      now: new Date('2018-10-01T12:00:00Z'),
    });
    expect(starts(input)).toEqual(['ana 2018-11-04 01:00-01:30', 'ana 2018-11-04 01:30-02:00']);
  });

  it('reads a repeated local time as its earlier instant when applying the notice', () => {
    // São Paulo, 2019-02-16: 23:00–23:59 happened twice. At 02:10Z it is 23:10 the second
    // time; 23:30 read as its first occurrence (01:30Z) has already passed.
    const input = base({
      disponibilidades: [window({ dia: '2019-02-16', hora_inicio: '22:00', hora_fim: '24:00' })],
      from: '2019-02-16',
      to: '2019-02-16',
      now: new Date('2019-02-17T02:10:00Z'),
    });
    expect(starts(input)).toEqual([]);
    expect(starts({ ...input, now: new Date('2019-02-17T01:10:00Z') })).toEqual([
      'ana 2019-02-16 23:30-00:00',
    ]);
  });

  it('filters by professional when one is asked for', () => {
    const input = base({
      disponibilidades: [window(), window({ id: 'd2', profissional_id: 'bia' })],
      profissional_id: 'bia',
    });
    expect(new Set(freeSlots(input).map((s) => s.profissional_id))).toEqual(new Set(['bia']));
  });

  it('offers nothing from a window that does not offer the service', () => {
    expect(freeSlots(base({ servico_id: 'barba' }))).toEqual([]);
  });

  it('keeps to the date range, both ends included', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    const input = base({
      disponibilidades: days.map((dia, i) => window({ id: `d${i}`, dia })),
      from: '2026-03-02',
      to: '2026-03-03',
    });
    expect(new Set(freeSlots(input).map((s) => s.dia))).toEqual(
      new Set(['2026-03-02', '2026-03-03']),
    );
  });

  it('offers a start once when windows of one professional overlap', () => {
    const input = base({
      disponibilidades: [window(), window({ id: 'd2', hora_inicio: '10:00', hora_fim: '12:00' })],
    });
    expect(starts(input)).toEqual([
      'ana 2026-03-02 09:00-09:30',
      'ana 2026-03-02 09:30-10:00',
      'ana 2026-03-02 10:00-10:30',
      'ana 2026-03-02 10:30-11:00',
      'ana 2026-03-02 11:00-11:30',
      'ana 2026-03-02 11:30-12:00',
    ]);
  });

  it('aligns starts on the window start and the step', () => {
    const input = base({ disponibilidades: [window({ hora_inicio: '09:10' })], stepMinutes: 20 });
    expect(freeSlots(input).map((s) => s.hora_inicio)).toEqual([
      '09:10',
      '09:30',
      '09:50',
      '10:10',
      '10:30',
    ]);
    expect(() => freeSlots({ ...input, stepMinutes: 0 })).toThrow(RangeError);
  });
});

describe('freeSlots against the naive search', () => {
  const profs = ['ana', 'bia', 'caio'];
  const services = ['corte', 'barba', 'unha'];
  // A plain March, São Paulo's 2018 DST start (00:00 skipped) and its 2019 end (23:00 twice).
  const firstDays = ['2026-03-01', '2018-11-03', '2019-02-15'];
  const hora = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const addDays = (dia: string, n: number) =>
    new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  const scenario = fc.constantFrom(...firstDays).chain((first) => {
    const dia = fc.integer({ min: 0, max: 3 }).map((n) => addDays(first, n));
    const disponibilidade = fc
      .record({
        profissional_id: fc.constantFrom(...profs),
        dia,
        start: fc.integer({ min: 0, max: 287 }).map((x) => x * 5),
        length: fc.integer({ min: 1, max: 120 }).map((x) => x * 5),
        servico_ids: fc.subarray(services, { minLength: 1 }),
      })
      .map(({ start, length, ...w }) => ({
        ...w,
        id: `d${start}`,
        hora_inicio: hora(start),
        hora_fim: hora(Math.min(1440, start + length)),
      }));
    const agendamento = fc
      .record({
        profissional_id: fc.constantFrom(...profs),
        data_agendamento: dia,
        start: fc.integer({ min: 0, max: 1439 }),
        length: fc.integer({ min: 1, max: 240 }),
      })
      .map(({ start, length, ...a }) => ({
        ...a,
        hora_inicio: hora(start),
        hora_fim: hora((start + length) % 1440),
      }));
    const tempo = fc.record({
      profissional_id: fc.constantFrom(...profs),
      servico_id: fc.constantFrom(...services),
      tempo_execucao: fc.integer({ min: 1, max: 240 }),
    });
    return fc.record({
      disponibilidades: fc.array(disponibilidade, { maxLength: 12 }),
      agendamentos: fc.array(agendamento, { maxLength: 30 }),
      // profissionais_servicos is unique per (profissional_id, servico_id).
      temposExecucao: fc.uniqueArray(tempo, {
        maxLength: 4,
        selector: (t) => `${t.profissional_id} ${t.servico_id}`,
      }),
      servico_id: fc.constantFrom(...services),
      profissional_id: fc.option(fc.constantFrom(...profs), { nil: undefined }),
      from: dia,
      to: dia,
      stepMinutes: fc.constantFrom(5, 10, 15, 30, 45, 60),
      noticeMinutes: fc.integer({ min: 0, max: 3000 }),
      now: fc
        .integer({ min: -2 * 86_400, max: 4 * 86_400 })
        .map((sec) => new Date(Date.parse(`${first}T03:00:00Z`) + sec * 1000)),
      timeZone: fc.constantFrom(SP, 'America/Noronha', 'America/Manaus'),
    });
  });

  it('offers exactly the aligned starts inside a window and clear of every appointment', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        // from and to are drawn independently; keep from ≤ to.
        const [from, to] = input.from <= input.to ? [input.from, input.to] : [input.to, input.from];
        const sorted = { ...input, from, to };
        // Within one professional's day, no offered slot overlaps an appointment of that day.
        const offered = freeSlots(sorted);
        for (const s of offered) {
          for (const a of sorted.agendamentos) {
            if (a.profissional_id === s.profissional_id && a.data_agendamento === s.dia) {
              expect(overlaps(s, a)).toBe(false);
            }
          }
        }
        expect(offered).toEqual(freeSlotsNaive(sorted));
      }),
      { numRuns: 1000 },
    );
    // The naive side reads the clock through Intl for every candidate; a loaded machine needs time.
  }, 60_000);
});
