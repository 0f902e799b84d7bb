import { dayOfWeek } from '@secretaria/shared/civil-time';

const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const WEEKDAYS_LONG = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

const hhmm = (time: string) => time.slice(0, 5);

/** '12/03' of '2026-03-12'. */
export function ddmm(dia: string): string {
  return `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
}

export function weekdayLong(dia: string): string {
  return WEEKDAYS_LONG[dayOfWeek(dia)] ?? '';
}

/** 'qui, 12/03', or 'hoje, 12/03': the weekday and the date, so a pick is never ambiguous. */
export function dayLabel(dia: string, today: string): string {
  if (dia === today) return `hoje, ${ddmm(dia)}`;
  return `${WEEKDAYS_SHORT[dayOfWeek(dia)]}, ${ddmm(dia)}`;
}

/** 'qui, 12/03 às 15:00 com Rafael' — the full date, so a pick is never ambiguous. */
export function slotLabel(
  slot: { dia: string; hora_inicio: string },
  today: string,
  profissional?: string,
): string {
  const base = `${dayLabel(slot.dia, today)} às ${hhmm(slot.hora_inicio)}`;
  return profissional ? `${base} com ${profissional}` : base;
}

/** R$ 1.234,50 */
export function brl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');
}

/** 30 min, 1 h, 1 h 30 min */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The first name, for a friendly greeting ('Maria' of 'Maria da Silva'). */
export function firstName(nome: string): string | undefined {
  const first = nome.trim().split(/\s+/)[0];
  // A contact saved under a number or an emoji has no name to call them by.
  return first && /\p{L}{2,}/u.test(first) ? first : undefined;
}

export function numbered(lines: string[]): string {
  return lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
}

/** 'Rua A, 10 – Centro, São Paulo/SP, CEP 01000-000': a location's address in one line. */
export function enderecoLine(l: {
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
}): string {
  const cep = `${l.cep.slice(0, 5)}-${l.cep.slice(5)}`;
  return `${l.logradouro}, ${l.numero} – ${l.bairro}, ${l.cidade}/${l.estado}, CEP ${cep}`;
}
