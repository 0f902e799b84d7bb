import type { Kysely } from 'kysely';
import type { AgendamentoStatus } from '@secretaria/shared/agendamentos-schemas';
import type { DB } from '@/db/schema';
import { listContatoAgendamentoRows } from './agendamentos.repo';

export type ContatoAgendamento = {
  id: string;
  data_agendamento: string;
  hora_inicio: string;
  hora_fim: string;
  servico: { id: string; nome: string };
  profissional: { id: string; nome: string };
  localizacao: { id: string; nome: string } | null;
  whatsapp_instance_id: string;
  nome_atendido: string | null;
  status: AgendamentoStatus;
};

/**
 * A contact's own active appointments (agendado, confirmado) starting at or after `now` (the
 * server clock), with the service, professional and location names a reply needs, by start.
 * `userId` is the owner: for the attendant, the owner of the instance it acts for.
 */
export async function listContatoAgendamentos(
  db: Kysely<DB>,
  userId: string,
  contatoId: string,
  now: Date,
): Promise<ContatoAgendamento[]> {
  const rows = await listContatoAgendamentoRows(db, userId, contatoId, now);
  return rows.map(toContatoAgendamento);
}

/** A row of listContatoAgendamentoRows (or of the turn snapshot's copy of it) for the callers. */
export function toContatoAgendamento(
  r: Awaited<ReturnType<typeof listContatoAgendamentoRows>>[number],
): ContatoAgendamento {
  return {
    id: r.id,
    data_agendamento: r.data_agendamento,
    hora_inicio: r.hora_inicio.slice(0, 5),
    hora_fim: r.hora_fim.slice(0, 5),
    servico: { id: r.servico_id, nome: r.servico_nome },
    profissional: { id: r.profissional_id, nome: r.profissional_nome },
    localizacao:
      r.localizacao_id && r.localizacao_nome !== null
        ? { id: r.localizacao_id, nome: r.localizacao_nome }
        : null,
    whatsapp_instance_id: r.whatsapp_instance_id,
    nome_atendido: r.nome_atendido,
    status: r.status,
  };
}
