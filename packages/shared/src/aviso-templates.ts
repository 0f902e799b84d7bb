import { addDays, dayOfWeek } from './civil-time';
import { todayIn } from './zoned-time';

/**
 * The texts of reminders and notices the owner edits (issue 13): variables in braces, filled in
 * when the message is written. An unknown variable is refused when the owner saves the text, so a
 * customer never receives a literal '{nmoe}'.
 */
export const AVISO_VARIABLES = [
  'nome',
  'servico',
  'profissional',
  'data',
  'hora',
  'local',
  'endereco',
] as const;
export type AvisoVariable = (typeof AVISO_VARIABLES)[number];

/**
 * The variable a name in braces stands for: as listed, or written with its accents ('{endereço}',
 * '{serviço}': how the owner writes the words, issue 25); undefined for an unknown one.
 */
export function avisoVariableOf(name: string): AvisoVariable | undefined {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  return (AVISO_VARIABLES as readonly string[]).includes(folded)
    ? (folded as AvisoVariable)
    : undefined;
}
export type AvisoValues = Record<AvisoVariable, string>;

/** The editable texts and their defaults (used while the instance's text is null). */
export const DEFAULT_AVISO_TEXTS = {
  reminder_text:
    'Olá, {nome}! Lembrete do seu horário de {servico} {data} às {hora} com {profissional}. Responda 1 para confirmar ou 2 para cancelar.',
  booking_confirmation_text:
    'Olá, {nome}! Seu horário de {servico} está marcado: {data} às {hora} com {profissional}. Até lá!',
  cancel_notice_text:
    'Olá, {nome}. Seu horário de {servico} de {data} às {hora} com {profissional} foi cancelado. Se quiser marcar outro, é só responder esta mensagem.',
  reschedule_notice_text:
    'Olá, {nome}! Seu horário de {servico} foi remarcado para {data} às {hora} com {profissional}. Se precisar de outro horário, é só responder esta mensagem.',
} as const;
export type AvisoTextKey = keyof typeof DEFAULT_AVISO_TEXTS;

/** The length of an editable text (the check constraints of migration 0012). */
export const AVISO_TEXT_MAX = 1000;

const VARIABLE = /\{([^{}\s]{1,30})\}/g;

/** The variables of a text that do not exist ('{nmoe}'), each once, in order. */
export function unknownAvisoVariables(template: string): string[] {
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(VARIABLE)) {
    if (name !== undefined && !avisoVariableOf(name)) unknown.add(name);
  }
  return [...unknown];
}

/**
 * The text with its variables filled in; an empty value leaves no double space or space before
 * punctuation behind ('com {profissional}.' never becomes 'com .': a missing value reads as the
 * phrase without it only when the owner wrote it so; the defaults always have every value).
 */
export function renderAviso(template: string, values: AvisoValues): string {
  return template
    .replace(VARIABLE, (whole, name: string) => {
      const variable = avisoVariableOf(name);
      return variable ? values[variable] : whole;
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ ([,.!?])/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .trim();
}

const WEEKDAYS_LONG = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

/**
 * '{data}': 'hoje (25/11)', 'amanhã (26/11)', 'quarta-feira (02/12)', the day relative to today
 * in the instance's zone, with no preposition, so the owner's text chooses it ('para {data}').
 */
export function avisoDayPhrase(dia: string, today: string): string {
  const ddmm = `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
  if (dia === today) return `hoje (${ddmm})`;
  if (dia === addDays(today, 1)) return `amanhã (${ddmm})`;
  return `${WEEKDAYS_LONG[dayOfWeek(dia)] ?? ''} (${ddmm})`;
}

/**
 * The settings' preview date: an appointment tomorrow in the instance's zone at `now` (it was a
 * fixed 'amanhã (26/11)', wrong on every other day: issue 25).
 */
export function previewAvisoDay(timeZone: string, now: Date = new Date()): string {
  const today = todayIn(timeZone, now);
  return avisoDayPhrase(addDays(today, 1), today);
}
