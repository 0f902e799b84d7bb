import { describe, expect, it } from 'vitest';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import {
  disponibilidadeRetryDelay,
  chipsByDay,
  disponibilidadeLabel,
} from './disponibilidade-rules';

const window = (over: Partial<Disponibilidade>): Disponibilidade => ({
  id: 'a',
  profissional_id: 'p',
  localizacao_id: 'l',
  localizacao_nome: 'Centro',
  dia: '2026-11-23',
  hora_inicio: '09:00',
  hora_fim: '12:00',
  servico_ids: [],
  ...over,
});

describe('availability rules', () => {
  it('waits 1 s, 2 s and 4 s before the three retries of the month fetch', () => {
    expect([0, 1, 2].map(disponibilidadeRetryDelay)).toEqual([1000, 2000, 4000]);
  });

  it("labels a window with its hours and location, '09:00–12:00 · Centro'", () => {
    expect(disponibilidadeLabel(window({}))).toBe('09:00–12:00 · Centro');
  });

  it('groups the windows into chips per day, earliest first', () => {
    const chips = chipsByDay([
      window({ id: 'late', hora_inicio: '14:00', hora_fim: '18:00' }),
      window({ id: 'other', dia: '2026-11-24' }),
      window({ id: 'early' }),
    ]);
    expect(chips['2026-11-23']?.map((c) => c.id)).toEqual(['early', 'late']);
    expect(chips['2026-11-24']).toEqual([{ id: 'other', label: '09:00–12:00', detail: 'Centro' }]);
  });
});
