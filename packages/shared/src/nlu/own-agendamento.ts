/**
 * How a customer refers to an appointment of theirs (docs/decisions/037): asking why it was
 * cancelled ('ué pq cancelaram??'), and whether a day in a cancel or move names the appointment
 * ('o de amanhã', 'meu horário de sexta') rather than where to move it ('pra quinta').
 */
import { foldAccents } from './normalize';

const fold = (text: string) =>
  foldAccents(text.toLowerCase())
    .replace(/\bpq\b|\bpor\s*q\b|\bporq\b/g, 'por que')
    .replace(/\bhj\b/g, 'hoje')
    .replace(/\bamn?h\b/g, 'amanha')
    .replace(/\s+/g, ' ');

/** Cancelled by someone else: 'cancelaram', 'desmarcaram', 'foi cancelado', 'sumiu meu horário'. */
const CANCELLED_BY_THEM =
  /\b(cancelaram|desmarcaram|cancelou|desmarcou|foi cancelad[oa]|foi desmarcad[oa]|ta cancelad[oa]|esta cancelad[oa]|apareceu cancelad[oa]|veio cancelad[oa]|meu horario sumiu|sumiu meu horario|sumiram com meu horario)\b/;
/** A why or a protest around it. */
const WHY =
  /\b(por que|porque|por qual motivo|qual (foi )?o motivo|como assim|ue|ue+|oxe|aconteceu|cade)\b|\?/;

/**
 * Whether the message asks why an appointment of theirs was cancelled, or protests that it was
 * ('ué pq cancelaram?? 😢', 'cancelaram meu horário?', 'por que foi desmarcado'). A customer
 * cancelling themselves ('quero cancelar', 'pode cancelar') is not this.
 */
export function asksWhyCancelled(text: string): boolean {
  const t = fold(text);
  return CANCELLED_BY_THEM.test(t) && WHY.test(t);
}

const DAY =
  '(?:hoje|amanha|depois de amanha|(?:segunda|terca|quarta|quinta|sexta)(?:[- ]feira)?|sabado|domingo|dia \\d{1,2}(?:\\/\\d{1,2})?|\\d{1,2}\\/\\d{1,2})';
/** 'o de amanhã', 'horário de sexta', 'marcado pra hoje', 'agendamento do dia 12'. */
const SOURCE_DAY = new RegExp(
  `\\b(?:(?:o|a|meu|minha|horario|hora|agendamento|marcacao|atendimento|consulta|sessao|compromisso)\\s+(?:de|do|da)|marcad[oa]s?\\s+(?:pra|para|p\\/)|que tenho|que eu tenho)\\s+(?:o\\s+)?${DAY}\\b`,
);

/**
 * Whether a day in a cancel or a move names the appointment itself ('remarcar meu horário de
 * amanhã', 'cancelar o de sexta'), not where to move it ('remarcar pra quinta').
 */
export function namesAgendamentoDay(text: string): boolean {
  return SOURCE_DAY.test(fold(text));
}
