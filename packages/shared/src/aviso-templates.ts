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
  const known = new Set<string>(AVISO_VARIABLES);
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(VARIABLE)) {
    if (name !== undefined && !known.has(name)) unknown.add(name);
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
    .replace(VARIABLE, (whole, name: string) =>
      (AVISO_VARIABLES as readonly string[]).includes(name) ? values[name as AvisoVariable] : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ ([,.!?])/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .trim();
}
