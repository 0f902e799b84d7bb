import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';

/** Spec §7: 300 ms before the availability query, so a fast month flip sends one request. */
export const DISPONIBILIDADE_FETCH_DELAY_MS = 300;
/** Spec §7: up to 3 retries, then the cached data stays on screen. */
export const DISPONIBILIDADE_RETRIES = 3;

/** Back-off before retry n (0-based): 1 s, 2 s, 4 s. */
export function disponibilidadeRetryDelay(attempt: number): number {
  return 1000 * 2 ** attempt;
}

/** The chip's hours, with its location as the detail a phone leaves to screen readers. */
export type DayChip = { id: string; label: string; detail: string };

/** '09:00–12:00 · Centro'. */
export function disponibilidadeLabel(
  d: Pick<Disponibilidade, 'hora_inicio' | 'hora_fim' | 'localizacao_nome'>,
) {
  return `${d.hora_inicio}–${d.hora_fim} · ${d.localizacao_nome}`;
}

/** The month's windows as the calendar's chips, per day, in time order. */
export function chipsByDay(items: Disponibilidade[]): Record<string, DayChip[]> {
  const byDay: Record<string, DayChip[]> = {};
  const sorted = [...items].sort((a, b) =>
    a.dia === b.dia ? a.hora_inicio.localeCompare(b.hora_inicio) : a.dia.localeCompare(b.dia),
  );
  for (const d of sorted) {
    (byDay[d.dia] ??= []).push({
      id: d.id,
      label: `${d.hora_inicio}–${d.hora_fim}`,
      detail: d.localizacao_nome,
    });
  }
  return byDay;
}
