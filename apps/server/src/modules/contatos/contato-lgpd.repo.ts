import type { Kysely, Transaction } from 'kysely';
import { whatsappNumberOf } from '@secretaria/shared/whatsapp-number';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** One of `userId`'s contacts that the LGPD actions apply to (not the test one, not erased). */
export async function findLgpdContato(db: Db, userId: string, id: string, lock = false) {
  let q = db
    .selectFrom('contatos as c')
    .leftJoin('whatsapp_instances as i', 'i.id', 'c.whatsapp_instance_id')
    .select([
      'c.id',
      'c.user_id',
      'c.nome',
      'c.telefone',
      'c.whatsapp_instance_id',
      'c.opted_out_at',
      'c.created_at',
      'c.updated_at',
      'i.name as instancia',
      'i.timezone as timezone',
    ])
    .where('c.user_id', '=', userId)
    .where('c.id', '=', id)
    .where('c.is_test', '=', false)
    .where('c.apagado_at', 'is', null);
  if (lock) q = q.forUpdate('c');
  return q.executeTakeFirst();
}

/** The chats that belong to the contact, by link or by the contact's own WhatsApp number. */
export async function listContatoConversaIds(
  db: Db,
  contato: { id: string; whatsapp_instance_id: string; telefone: string },
) {
  const number = whatsappNumberOf(contato.telefone);
  const rows = await db
    .selectFrom('conversas')
    .select('id')
    .where('whatsapp_instance_id', '=', contato.whatsapp_instance_id)
    .where((eb) =>
      number === undefined
        ? eb('contato_id', '=', contato.id)
        : eb.or([
            eb('contato_id', '=', contato.id),
            eb('remote_jid', '=', `${number}@s.whatsapp.net`),
          ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

export async function listExportAgendamentos(db: Db, contatoId: string) {
  return db
    .selectFrom('agendamentos as a')
    .innerJoin('servicos as s', 's.id', 'a.servico_id')
    .innerJoin('profissionais as p', 'p.id', 'a.profissional_id')
    .leftJoin('localizacoes as l', 'l.id', 'a.localizacao_id')
    .select([
      'a.id',
      'a.data_agendamento',
      'a.hora_inicio',
      'a.hora_fim',
      'a.status',
      'a.nome_atendido',
      's.nome as servico',
      'p.nome as profissional',
      'l.nome as localizacao',
      'a.created_by',
      'a.created_at',
    ])
    .where('a.contato_id', '=', contatoId)
    .orderBy('a.data_agendamento')
    .orderBy('a.hora_inicio')
    .execute();
}

export async function listExportConversas(db: Db, conversaIds: string[]) {
  if (conversaIds.length === 0) return [];
  return db
    .selectFrom('conversas')
    .select(['id', 'canal', 'remote_jid', 'estado', 'created_at'])
    .where('id', 'in', conversaIds)
    .orderBy('created_at')
    .execute();
}

export async function listExportMensagens(db: Db, conversaIds: string[]) {
  if (conversaIds.length === 0) return [];
  return db
    .selectFrom('mensagens')
    .select([
      'id',
      'conversa_id',
      'direction',
      'autor',
      'tipo',
      'texto',
      'send_status',
      'created_at',
    ])
    .where('conversa_id', 'in', conversaIds)
    .orderBy('seq')
    .execute();
}

/**
 * Reminder and notice jobs about the contact: those of its appointments, and the owner's WhatsApp
 * copies of notices about its chats (their key carries the chat's id, notify-owner.ts).
 */
function avisosOf(db: Db, contatoId: string, conversaIds: string[]) {
  return db
    .selectFrom('avisos')
    .where((eb) =>
      eb.or([
        eb(
          'agendamento_id',
          'in',
          eb.selectFrom('agendamentos').select('id').where('contato_id', '=', contatoId),
        ),
        ...conversaIds.map((id) =>
          eb.and([eb('kind', '=', 'aviso_dono'), eb('chave', 'like', `%:${id}:%`)]),
        ),
      ]),
    );
}

export async function listExportAvisos(db: Db, contatoId: string, conversaIds: string[]) {
  return avisosOf(db, contatoId, conversaIds)
    .select(['id', 'agendamento_id', 'kind', 'status', 'run_at', 'texto'])
    .orderBy('run_at')
    .execute();
}

function notificacoesOf(db: Db, contatoId: string, conversaIds: string[]) {
  return db.selectFrom('notificacoes').where((eb) => {
    const byAgendamento = eb(
      'agendamento_id',
      'in',
      eb.selectFrom('agendamentos').select('id').where('contato_id', '=', contatoId),
    );
    return conversaIds.length === 0
      ? byAgendamento
      : eb.or([byAgendamento, eb('conversa_id', 'in', conversaIds)]);
  });
}

export async function listExportNotificacoes(db: Db, contatoId: string, conversaIds: string[]) {
  return notificacoesOf(db, contatoId, conversaIds)
    .select(['id', 'kind', 'texto', 'created_at'])
    .orderBy('created_at')
    .execute();
}

/** Erase steps, each run in the caller's transaction (erase-contato.ts); each returns its count. */
export async function anonymiseAgendamentos(db: Db, contatoId: string) {
  const rows = await db
    .updateTable('agendamentos')
    .set({ nome_atendido: null })
    .where('contato_id', '=', contatoId)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Deletes the jobs and the messages they wrote elsewhere (the owner's WhatsApp copy of a notice
 * naming the customer lives in the owner's own chat).
 */
export async function deleteContatoAvisos(db: Db, contatoId: string, conversaIds: string[]) {
  const rows = await avisosOf(db, contatoId, conversaIds).select(['id', 'mensagem_id']).execute();
  if (rows.length === 0) return 0;
  await db
    .deleteFrom('avisos')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const mensagemIds = rows.flatMap((r) => (r.mensagem_id ? [r.mensagem_id] : []));
  if (mensagemIds.length > 0)
    await db.deleteFrom('mensagens').where('id', 'in', mensagemIds).execute();
  return rows.length;
}

/** Other chats' list previews that show the name (the owner's chat of notices). */
export async function clearPreviewsNaming(db: Db, instanceId: string, nome: string) {
  const pattern = `%${nome.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  await db
    .updateTable('conversas')
    .set({ last_message_preview: null })
    .where('whatsapp_instance_id', '=', instanceId)
    .where('last_message_preview', 'ilike', pattern)
    .execute();
}

export async function deleteContatoNotificacoes(db: Db, contatoId: string, conversaIds: string[]) {
  const ids = (await notificacoesOf(db, contatoId, conversaIds).select('id').execute()).map(
    (r) => r.id,
  );
  if (ids.length === 0) return 0;
  await db.deleteFrom('notificacoes').where('id', 'in', ids).execute();
  return ids.length;
}

/** The chats' messages, and reminders or notices about its appointments held in other chats. */
export async function deleteContatoMensagens(db: Db, contatoId: string, conversaIds: string[]) {
  const rows = await db
    .deleteFrom('mensagens')
    .where((eb) => {
      const byAgendamento = eb(
        'agendamento_id',
        'in',
        eb.selectFrom('agendamentos').select('id').where('contato_id', '=', contatoId),
      );
      return conversaIds.length === 0
        ? byAgendamento
        : eb.or([byAgendamento, eb('conversa_id', 'in', conversaIds)]);
    })
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteConversas(db: Db, conversaIds: string[]) {
  if (conversaIds.length === 0) return 0;
  const rows = await db
    .deleteFrom('conversas')
    .where('id', 'in', conversaIds)
    .returning('id')
    .execute();
  return rows.length;
}

export async function markContatoApagado(
  db: Db,
  id: string,
  values: { nome: string; telefone: string; now: Date },
) {
  await db
    .updateTable('contatos')
    .set({
      nome: values.nome,
      telefone: values.telefone,
      opted_out_at: null,
      apagado_at: values.now,
    })
    .where('id', '=', id)
    .execute();
}
