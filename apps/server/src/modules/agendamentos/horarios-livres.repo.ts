import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/** The owner's instance and its zone; undefined for another owner's. */
export async function findInstanceZone(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'timezone'])
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

/** The instance's windows in the range that offer the service, of professionals linked to it. */
export async function listDisponibilidadesOffering(
  db: Kysely<DB>,
  args: { userId: string; instanceId: string; servicoId: string; from: string; to: string },
  profissionalId?: string,
) {
  let query = db
    .selectFrom('disponibilidades as d')
    .innerJoin('profissionais as p', 'p.id', 'd.profissional_id')
    .innerJoin('disponibilidades_servicos as ds', 'ds.disponibilidade_id', 'd.id')
    // Only professionals who perform the service: a window kept from before the link was
    // removed never offers it.
    .innerJoin('profissionais_servicos as ps', (join) =>
      join
        .onRef('ps.profissional_id', '=', 'd.profissional_id')
        .onRef('ps.servico_id', '=', 'ds.servico_id'),
    )
    .select(['d.id', 'd.profissional_id', 'd.dia', 'd.hora_inicio', 'd.hora_fim'])
    .where('d.user_id', '=', args.userId)
    .where('p.whatsapp_instance_id', '=', args.instanceId)
    .where('ds.servico_id', '=', args.servicoId)
    .where('d.dia', '>=', args.from)
    .where('d.dia', '<=', args.to);
  if (profissionalId) query = query.where('d.profissional_id', '=', profissionalId);
  return query.execute();
}

/** Active appointments of the instance in the range (the day before too: wraps past midnight). */
export async function listActiveAgendamentos(
  db: Kysely<DB>,
  args: { userId: string; instanceId: string; from: string; to: string },
  profissionalId?: string,
) {
  let query = db
    .selectFrom('agendamentos')
    .select(['profissional_id', 'data_agendamento', 'hora_inicio', 'hora_fim'])
    .where('user_id', '=', args.userId)
    .where('whatsapp_instance_id', '=', args.instanceId)
    .where('status', '!=', 'cancelado')
    .where('data_agendamento', '>=', args.from)
    .where('data_agendamento', '<=', args.to);
  if (profissionalId) query = query.where('profissional_id', '=', profissionalId);
  return query.execute();
}

export async function listTemposFor(db: Kysely<DB>, userId: string, servicoId: string) {
  return db
    .selectFrom('profissionais_servicos')
    .select(['profissional_id', 'servico_id', 'tempo_execucao'])
    .where('user_id', '=', userId)
    .where('servico_id', '=', servicoId)
    .execute();
}
