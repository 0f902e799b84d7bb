import type { Notificacao } from '@secretaria/shared/notificacoes-schemas';

/** The page a notice opens (the panel's routes and their search params). */
const CONVERSAS = '/painel/conversas';
const AGENDA = '/painel/agenda';

const BOOKING_KINDS = new Set<Notificacao['kind']>([
  'agendado',
  'remarcado',
  'cancelado',
  'confirmado',
]);

/**
 * Where a notice leads: a booking change to the Agenda on the appointment's day with its
 * professional; a customer asking for a person, a failed send (or a booking whose appointment is
 * gone) to the chat in Conversas; else the instance's Conversas.
 */
export function notificacaoHref(
  n: Pick<Notificacao, 'kind' | 'whatsapp_instance_id' | 'conversa_id' | 'agendamento'>,
): string {
  const params = new URLSearchParams({ instancia: n.whatsapp_instance_id });
  if (BOOKING_KINDS.has(n.kind) && n.agendamento) {
    params.set('profissional', n.agendamento.profissional_id);
    params.set('dia', n.agendamento.data_agendamento);
    return `${AGENDA}?${params}`;
  }
  if (n.conversa_id) params.set('conversa', n.conversa_id);
  return `${CONVERSAS}?${params}`;
}
