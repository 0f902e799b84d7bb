import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';

/**
 * The instance as the attendant sees it: names, zone, knowledge base, greeting, booking rules and
 * what customers may do by chat.
 */
export async function findAttendantInstance(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'name',
      'assistant_name',
      'knowledge_base',
      'timezone',
      'min_notice_minutes',
      'booking_horizon_days',
      'slot_step_minutes',
      'greeting',
      'allow_booking',
      'allow_reschedule',
      'allow_cancel',
      'cancel_notice_hours',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
}

export async function listCatalogServicos(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('servicos')
    .select(['id', 'nome', 'descricao', 'preco'])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .execute();
}

export async function listCatalogProfissionais(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('profissionais')
    .select(['id', 'nome', 'especialidade', 'apelidos'])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .execute();
}

/** Which professional performs which service, and in how many minutes. */
export async function listCatalogLinks(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('profissionais_servicos as ps')
    .innerJoin('profissionais as p', 'p.id', 'ps.profissional_id')
    .select(['ps.profissional_id', 'ps.servico_id', 'ps.tempo_execucao'])
    .where('ps.user_id', '=', userId)
    .where('p.whatsapp_instance_id', '=', instanceId)
    .execute();
}

export async function listCatalogLocalizacoes(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('localizacoes')
    .select([
      'id',
      'nome',
      'cep',
      'logradouro',
      'numero',
      'bairro',
      'cidade',
      'estado',
      'ponto_referencia',
    ])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .orderBy('nome')
    .execute();
}

/** Windows ahead, for the opening hours ('funciona sábado?'). */
export async function listWindowsAhead(
  db: Kysely<DB>,
  args: { userId: string; instanceId: string; from: string; to: string },
) {
  return db
    .selectFrom('disponibilidades as d')
    .innerJoin('profissionais as p', 'p.id', 'd.profissional_id')
    .select(['d.dia', 'd.hora_inicio', 'd.hora_fim'])
    .where('d.user_id', '=', args.userId)
    .where('p.whatsapp_instance_id', '=', args.instanceId)
    .where('d.dia', '>=', args.from)
    .where('d.dia', '<=', args.to)
    .execute();
}

export async function findContatoForTurn(db: Kysely<DB>, userId: string, contatoId: string) {
  return db
    .selectFrom('contatos')
    .select(['id', 'nome', 'telefone', 'whatsapp_instance_id'])
    .where('user_id', '=', userId)
    .where('id', '=', contatoId)
    .executeTakeFirst();
}

/** One appointment of this contact as the database holds it now (the guard's evidence). */
export async function findOwnAgendamento(
  db: Kysely<DB>,
  userId: string,
  contatoId: string,
  id: string,
) {
  return db
    .selectFrom('agendamentos')
    .select(['id', 'status', 'data_agendamento', 'hora_inicio'])
    .where('user_id', '=', userId)
    .where('contato_id', '=', contatoId)
    .where('id', '=', id)
    .executeTakeFirst();
}
