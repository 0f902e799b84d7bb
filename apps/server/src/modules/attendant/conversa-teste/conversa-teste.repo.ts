import { sql, type Kysely, type Transaction } from 'kysely';
import { msg } from '@secretaria/shared/messages';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The test customer's number: digits as the column wants, and no real phone is one digit. */
export const TEST_CONTATO_TELEFONE = '0';
/** The test chat's remote_jid: a real WhatsApp chat's always has an '@'. */
export const TEST_REMOTE_JID = 'painel';

/** The instance's test customer, created on first use; undefined for another owner's instance. */
export async function ensureTestContato(db: Db, userId: string, instanceId: string) {
  await db
    .insertInto('contatos')
    .columns(['user_id', 'whatsapp_instance_id', 'nome', 'telefone', 'is_test'])
    .expression((eb) =>
      eb
        .selectFrom('whatsapp_instances')
        .select([
          'user_id',
          'id as whatsapp_instance_id',
          sql<string>`${msg.conversaTesteContactName}::text`.as('nome'),
          sql<string>`${TEST_CONTATO_TELEFONE}::text`.as('telefone'),
          sql<boolean>`true`.as('is_test'),
        ])
        .where('id', '=', instanceId)
        .where('user_id', '=', userId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return findTestContato(db, userId, instanceId);
}

export async function findTestContato(db: Db, userId: string, instanceId: string) {
  return db
    .selectFrom('contatos')
    .select('id')
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('is_test', '=', true)
    .executeTakeFirst();
}

/** The instance's test chat, created on first use; locked until commit. */
export async function upsertTestConversa(
  db: Db,
  values: { user_id: string; whatsapp_instance_id: string; contato_id: string },
) {
  return db
    .insertInto('conversas')
    .values({ ...values, remote_jid: TEST_REMOTE_JID, canal: 'painel' })
    .onConflict((oc) =>
      oc
        .columns(['whatsapp_instance_id', 'remote_jid'])
        .doUpdateSet({ contato_id: (eb) => eb.ref('excluded.contato_id') }),
    )
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function findTestConversa(db: Db, userId: string, instanceId: string) {
  return db
    .selectFrom('conversas')
    .select(['id', 'estado', 'last_unanswered_at'])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('canal', '=', 'painel')
    .executeTakeFirst();
}

export async function countAgendamentosOfContato(db: Db, contatoId: string) {
  const row = await db
    .selectFrom('agendamentos')
    .select(sql<number>`count(*)`.as('n'))
    .where('contato_id', '=', contatoId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes the instance's test data: the test customer's appointments, the test chat with its
 * messages (cascade) and the test customer. Nothing of another chat or contact is touched.
 */
export async function deleteTestData(db: Db, userId: string, instanceId: string) {
  const contato = await findTestContato(db, userId, instanceId);
  const agendamentos = contato
    ? await db
        .deleteFrom('agendamentos')
        .where('user_id', '=', userId)
        .where('contato_id', '=', contato.id)
        .executeTakeFirst()
    : undefined;
  // One test chat per instance: its remote_jid is unique in the instance.
  const conversa = await findTestConversa(db, userId, instanceId);
  let mensagens = 0;
  if (conversa) {
    const counted = await db
      .selectFrom('mensagens')
      .select(sql<number>`count(*)`.as('n'))
      .where('conversa_id', '=', conversa.id)
      .executeTakeFirstOrThrow();
    mensagens = Number(counted.n);
    await db.deleteFrom('conversas').where('id', '=', conversa.id).execute();
  }
  if (contato) await db.deleteFrom('contatos').where('id', '=', contato.id).execute();
  return { agendamentos: Number(agendamentos?.numDeletedRows ?? 0), mensagens };
}
