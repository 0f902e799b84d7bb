import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, NotificacaoKind } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

export type NotificacaoValues = {
  user_id: string;
  whatsapp_instance_id: string;
  kind: NotificacaoKind;
  texto: string;
  agendamento_id: string | null;
  conversa_id: string | null;
  created_at: Date;
};

/**
 * One notice, written only when the instance is the owner's and the appointment and chat it
 * names are that instance's: a notice can never point across owners. Undefined when they are not.
 */
export async function insertNotificacaoRow(db: Db, v: NotificacaoValues) {
  return db
    .insertInto('notificacoes')
    .columns([
      'user_id',
      'whatsapp_instance_id',
      'kind',
      'texto',
      'agendamento_id',
      'conversa_id',
      'created_at',
    ])
    .expression(
      db
        .selectFrom('whatsapp_instances as i')
        .select([
          'i.user_id',
          'i.id',
          sql<NotificacaoKind>`${v.kind}::text`.as('kind'),
          sql<string>`${v.texto}::text`.as('texto'),
          sql<string | null>`${v.agendamento_id}::uuid`.as('agendamento_id'),
          sql<string | null>`${v.conversa_id}::uuid`.as('conversa_id'),
          sql<Date>`${v.created_at.toISOString()}::timestamptz`.as('created_at'),
        ])
        .where('i.id', '=', v.whatsapp_instance_id)
        .where('i.user_id', '=', v.user_id)
        .$if(v.agendamento_id !== null, (q) =>
          q.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('agendamentos as a')
                .select('a.id')
                .where('a.id', '=', v.agendamento_id as string)
                .whereRef('a.whatsapp_instance_id', '=', 'i.id'),
            ),
          ),
        )
        .$if(v.conversa_id !== null, (q) =>
          q.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('conversas as c')
                .select('c.id')
                .where('c.id', '=', v.conversa_id as string)
                .whereRef('c.whatsapp_instance_id', '=', 'i.id'),
            ),
          ),
        ),
    )
    .returning(['id'])
    .executeTakeFirst();
}

const NOTIFICACAO_COLUMNS = [
  'n.id',
  'n.whatsapp_instance_id',
  'n.kind',
  'n.texto',
  'n.conversa_id',
  'n.agendamento_id',
  'a.data_agendamento',
  'a.profissional_id',
  'n.read_at',
  'n.created_at',
] as const;

/** The owner's notices, newest first, after the cursor (created_at, id) when given. */
export async function listNotificacaoRows(
  db: Db,
  args: {
    userId: string;
    instanceId?: string;
    after?: { at: Date; id: string };
    limit: number;
  },
) {
  return db
    .selectFrom('notificacoes as n')
    .leftJoin('agendamentos as a', 'a.id', 'n.agendamento_id')
    .select(NOTIFICACAO_COLUMNS)
    .where('n.user_id', '=', args.userId)
    .$if(args.instanceId !== undefined, (q) =>
      q.where('n.whatsapp_instance_id', '=', args.instanceId as string),
    )
    .$if(args.after !== undefined, (q) =>
      q.where(
        sql<boolean>`(n.created_at, n.id) < (${args.after!.at.toISOString()}::timestamptz, ${args.after!.id}::uuid)`,
      ),
    )
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(args.limit)
    .execute();
}

export type NotificacaoRow = Awaited<ReturnType<typeof listNotificacaoRows>>[number];

/** How many of the owner's notices (of one instance, when given) are unread. */
export async function countUnreadNotificacoes(db: Db, userId: string, instanceId?: string) {
  const row = await db
    .selectFrom('notificacoes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(instanceId !== undefined, (q) =>
      q.where('whatsapp_instance_id', '=', instanceId as string),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the owner's unread notices read (only `ids`, when given); the ids it marked. */
export async function markNotificacoesRead(
  db: Db,
  userId: string,
  readAt: Date,
  ids?: readonly string[],
) {
  return db
    .updateTable('notificacoes')
    .set({ read_at: readAt })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids as string[]))
    .returning(['id'])
    .execute();
}

/** Whether this notice is the owner's. */
export async function notificacaoExists(db: Db, userId: string, id: string) {
  const row = await db
    .selectFrom('notificacoes')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
