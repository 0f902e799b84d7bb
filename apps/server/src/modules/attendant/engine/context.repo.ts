import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '@/db/schema';
import { contatoAgendamentoRowsQuery } from '@/modules/agendamentos/agendamentos.repo';

/**
 * The instance as the attendant sees it (names, zone, knowledge base, greeting, booking rules and
 * what customers may do by chat), its
 * catalogue (services, professionals, who does what in how long, locations), the turn's
 * contact and the contact's appointments (open ones ahead of `now`, and those cancelled lately)
 * and the chat's last message from the business, in ONE round trip: every turn starts here. Undefined when the instance is not this owner's;
 * `contato` null when the contact is not this instance's.
 */
export async function findTurnSnapshot(
  db: Kysely<DB>,
  args: { userId: string; instanceId: string; contatoId: string; conversaId: string; now: Date },
) {
  const { userId, instanceId } = args;
  return db
    .selectFrom('whatsapp_instances as i')
    .select((eb) => [
      'i.id',
      'i.name',
      'i.assistant_name',
      'i.knowledge_base',
      'i.timezone',
      'i.min_notice_minutes',
      'i.booking_horizon_days',
      'i.slot_step_minutes',
      'i.greeting',
      'i.allow_booking',
      'i.allow_reschedule',
      'i.allow_cancel',
      'i.cancel_notice_hours',
      jsonObjectFrom(
        eb
          .selectFrom('contatos as ct')
          .select(['ct.id', 'ct.nome', 'ct.telefone'])
          .where('ct.user_id', '=', userId)
          .where('ct.id', '=', args.contatoId)
          .whereRef('ct.whatsapp_instance_id', '=', 'i.id'),
      ).as('contato'),
      jsonArrayFrom(
        eb
          .selectFrom('servicos as s')
          .select(['s.id', 's.nome', 's.descricao', 's.preco'])
          .where('s.user_id', '=', userId)
          .whereRef('s.whatsapp_instance_id', '=', 'i.id')
          .orderBy('s.nome'),
      ).as('servicos'),
      jsonArrayFrom(
        eb
          .selectFrom('profissionais as p')
          .select(['p.id', 'p.nome', 'p.especialidade', 'p.apelidos'])
          .where('p.user_id', '=', userId)
          .whereRef('p.whatsapp_instance_id', '=', 'i.id')
          .orderBy('p.nome'),
      ).as('profissionais'),
      jsonArrayFrom(
        eb
          .selectFrom('profissionais_servicos as ps')
          .innerJoin('profissionais as lp', 'lp.id', 'ps.profissional_id')
          .select(['ps.profissional_id', 'ps.servico_id', 'ps.tempo_execucao'])
          .where('ps.user_id', '=', userId)
          .whereRef('lp.whatsapp_instance_id', '=', 'i.id'),
      ).as('links'),
      jsonArrayFrom(
        eb
          .selectFrom('localizacoes as l')
          .select([
            'l.id',
            'l.nome',
            'l.cep',
            'l.logradouro',
            'l.numero',
            'l.bairro',
            'l.cidade',
            'l.estado',
            'l.ponto_referencia',
          ])
          .where('l.user_id', '=', userId)
          .whereRef('l.whatsapp_instance_id', '=', 'i.id')
          .orderBy('l.nome'),
      ).as('localizacoes'),
      jsonArrayFrom(contatoAgendamentoRowsQuery(db, userId, args.contatoId, args.now)).as(
        'agendamentos',
      ),
      jsonArrayFrom(
        recentlyCancelledQuery(db, { userId, contatoId: args.contatoId, now: args.now }),
      ).as('cancelados'),
      jsonObjectFrom(lastOutboundQuery(db, args.conversaId)).as('lastOutbound'),
    ])
    .where('i.user_id', '=', userId)
    .where('i.id', '=', instanceId)
    .executeTakeFirst();
}

/** Windows ahead, for the opening hours ('funciona sábado?'). */
export async function listDisponibilidadesAhead(
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

/**
 * The reminder a customer's burst answers: the one a message quotes (its own appointment, even
 * if a newer reminder came since), else the chat's last message from the business when it is a
 * reminder (nothing else was said since). `lastOutbound` is that last message, read by the turn
 * snapshot (lastOutboundQuery).
 */
export async function findAnsweredLembrete(
  db: Kysely<DB>,
  conversaId: string,
  quotedIds: string[],
  lastOutbound: { autor: string; agendamento_id: string | null } | null,
): Promise<{ agendamentoId: string; quoted: boolean } | undefined> {
  if (quotedIds.length) {
    const quoted = await db
      .selectFrom('mensagens')
      .select('agendamento_id')
      .where('conversa_id', '=', conversaId)
      .where('gateway_message_id', 'in', quotedIds)
      .where('autor', '=', 'lembrete')
      .where('agendamento_id', 'is not', null)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    if (quoted?.agendamento_id) return { agendamentoId: quoted.agendamento_id, quoted: true };
  }
  return lastOutbound?.autor === 'lembrete' && lastOutbound.agendamento_id
    ? { agendamentoId: lastOutbound.agendamento_id, quoted: false }
    : undefined;
}

/** The chat's last message from the business (a column of the turn snapshot). */
function lastOutboundQuery(db: Kysely<DB>, conversaId: string) {
  return db
    .selectFrom('mensagens')
    .select(['autor', 'agendamento_id'])
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'out')
    .orderBy('seq', 'desc')
    .limit(1);
}

/**
 * The contact's last appointment that has started (not cancelled): what 'o mesmo da última vez'
 * asks for again (decision 039).
 */
export async function findLastVisit(db: Kysely<DB>, userId: string, contatoId: string, now: Date) {
  return db
    .selectFrom('agendamentos')
    .select(['servico_id', 'profissional_id', 'data_agendamento'])
    .where('user_id', '=', userId)
    .where('contato_id', '=', contatoId)
    .where('status', '!=', 'cancelado')
    .where(sql<boolean>`lower(periodo) < ${now}::timestamptz`)
    .orderBy(sql`lower(periodo)`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How far back a cancellation is still news to the customer. */
export const RECENT_CANCELLATION_DAYS = 14;

/**
 * The contact's appointments cancelled in the last RECENT_CANCELLATION_DAYS (by the server
 * clock), newest change first, with who cancelled them: 'por que cancelaram?' and 'quero
 * remarcar' after the owner cancelled are answered knowing it (docs/decisions/037). Read as a
 * column of the turn snapshot.
 */
function recentlyCancelledQuery(
  db: Kysely<DB>,
  args: { userId: string; contatoId: string; now: Date },
) {
  const since = new Date(args.now.getTime() - RECENT_CANCELLATION_DAYS * 86_400_000);
  return db
    .selectFrom('agendamentos as a')
    .innerJoin('servicos as s', 's.id', 'a.servico_id')
    .innerJoin('profissionais as p', 'p.id', 'a.profissional_id')
    .select([
      'a.id',
      'a.data_agendamento',
      'a.hora_inicio',
      'a.servico_id',
      's.nome as servico_nome',
      'a.profissional_id',
      'p.nome as profissional_nome',
      'a.nome_atendido',
      'a.status_changed_by',
    ])
    .where('a.user_id', '=', args.userId)
    .where('a.contato_id', '=', args.contatoId)
    .where('a.status', '=', 'cancelado')
    .where('a.status_changed_at', '>=', since)
    .orderBy('a.status_changed_at', 'desc')
    .orderBy('a.id')
    .limit(3);
}
