import type { FreeSlotsInput, HorarioLivre } from './free-slots';
import { existsLocally, localToInstant } from './zoned-time';

/**
 * The obviously correct free-slot search: every aligned start of every window checked against
 * every appointment. O(slots × appointments). The property test holds freeSlots to it and the
 * bench measures against it; production code uses freeSlots.
 */
export function freeSlotsNaive(input: FreeSlotsInput): HorarioLivre[] {
  const step = input.stepMinutes ?? 30;
  const cutoff = input.now.getTime() + (input.noticeMinutes ?? 0) * 60_000;
  const toMin = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  const fmt = (m: number) =>
    `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const prevDay = (dia: string) =>
    new Date(Date.parse(`${dia}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const found = new Map<string, HorarioLivre>();
  for (const w of input.disponibilidades) {
    if (input.profissional_id !== undefined && w.profissional_id !== input.profissional_id)
      continue;
    if (!w.servico_ids.includes(input.servico_id)) continue;
    if (w.dia < input.from || w.dia > input.to) continue;
    const dur =
      input.temposExecucao.find(
        (t) => t.profissional_id === w.profissional_id && t.servico_id === input.servico_id,
      )?.tempo_execucao ?? 30;
    for (let s = toMin(w.hora_inicio); s + dur <= toMin(w.hora_fim); s += step) {
      const e = s + dur;
      const clash = input.agendamentos.some((a) => {
        if (a.profissional_id !== w.profissional_id) return false;
        const as = toMin(a.hora_inicio);
        const ae = toMin(a.hora_fim) <= as ? toMin(a.hora_fim) + 1440 : toMin(a.hora_fim);
        if (a.data_agendamento === w.dia) return !(e <= as || s >= ae);
        if (a.data_agendamento === prevDay(w.dia)) return ae > 1440 && s < ae - 1440;
        return false;
      });
      if (clash) continue;
      if (!existsLocally(w.dia, fmt(s), input.timeZone)) continue;
      if (localToInstant(w.dia, fmt(s), input.timeZone).getTime() < cutoff) continue;
      const slot = {
        profissional_id: w.profissional_id,
        dia: w.dia,
        hora_inicio: fmt(s),
        hora_fim: fmt(e),
      };
      found.set(`${w.dia} ${fmt(s)} ${w.profissional_id}`, slot);
    }
  }
  return [...found.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, slot]) => slot);
}
