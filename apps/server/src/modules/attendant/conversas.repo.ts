import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared } from '@/db/prepared';
import { lease } from '@/db/lease';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A chat's last message as the Conversas list shows it: its first 140 characters. */
export const conversaPreview = (texto: string) => texto.slice(0, 140);

// ---------------------------------------------------------------- the panel's reads

/** A chat as the Conversas page shows it (conversas as c, its contact as ct). */
const CONVERSA_ROW_COLUMNS = [
  'c.id',
  'c.whatsapp_instance_id',
  'c.estado',
  'c.paused_until',
  'c.unread_count',
  'c.last_message_at',
  'c.last_message_preview',
  'c.nao_cliente',
  'ct.id as contato_id',
  'ct.nome as contato_nome',
  'ct.telefone as contato_telefone',
] as const;

/**
 * The owner's chats with customers, as the Conversas page shows them. The panel's test chat
 * (docs/decisions/016) is not a customer's: it has its own endpoints.
 */
function selectConversaRows(db: Db, userId: string) {
  return db
    .selectFrom('conversas as c')
    .leftJoin('contatos as ct', 'ct.id', 'c.contato_id')
    .select(CONVERSA_ROW_COLUMNS)
    .where('c.user_id', '=', userId)
    .where('c.canal', '=', 'whatsapp');
}

type ListShape = {
  filtro: 'todas' | 'nao_lidas' | 'aguardando' | 'pausadas';
  nome: boolean;
  telefone: boolean;
  after: boolean;
  limit: number;
};

/**
 * The list's query for one shape (filter, search, cursor), from string arguments taken in order:
 * owner, instance, [owner, instance, name pattern, [phone pattern]], [instant, id].
 */
function buildConversaList(db: Db, shape: ListShape, args: string[]) {
  let next = 0;
  const arg = () => args[next++] as string;
  const userId = arg();
  const instanceId = arg();
  let query = selectConversaRows(db, userId)
    .where('c.whatsapp_instance_id', '=', instanceId)
    .where('c.last_message_at', 'is not', null);
  if (shape.filtro === 'nao_lidas') query = query.where('c.unread_count', '>', 0);
  if (shape.filtro === 'aguardando') query = query.where('c.estado', '=', 'aguardando_dono');
  if (shape.filtro === 'pausadas') query = query.where('c.estado', '=', 'pausado');
  if (shape.nome) {
    // The instance's matching contacts first: a rare match would otherwise walk every chat.
    const [owner, instance, nome] = [arg(), arg(), arg()];
    const telefone = shape.telefone ? arg() : undefined;
    query = query.where('c.contato_id', 'in', (eb) =>
      eb
        .selectFrom('contatos as m')
        .select('m.id')
        .where('m.user_id', '=', owner)
        .where('m.whatsapp_instance_id', '=', instance)
        .where((w) =>
          w.or([
            w('m.nome', 'ilike', nome),
            ...(telefone === undefined ? [] : [w('m.telefone', 'like', telefone)]),
          ]),
        ),
    );
  }
  if (shape.after) {
    // A row comparison: the index scan starts at the cursor (conversas_list_idx, 0011).
    const [at, id] = [arg(), arg()];
    query = query.where(
      sql<boolean>`(c.last_message_at, c.id) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  return query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(shape.limit);
}

type ConversaListRun = (
  db: Db,
  ...args: string[]
) => Promise<Awaited<ReturnType<ReturnType<typeof buildConversaList>['execute']>>>;
/** One compiled query per shape (at most 4 filters × 3 searches × 2 cursors × page size). */
const conversaListQueries = new Map<string, ConversaListRun>();

export async function listConversaRows(
  db: Db,
  args: {
    userId: string;
    instanceId: string;
    filtro: 'todas' | 'nao_lidas' | 'aguardando' | 'pausadas';
    q?: string;
    after?: { at: Date; id: string };
    limit: number;
  },
) {
  const nome = args.q ? `%${args.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const digits = args.q ? args.q.replace(/\D/g, '') : '';
  const shape: ListShape = {
    filtro: args.filtro,
    nome: nome !== undefined,
    telefone: digits !== '',
    after: args.after !== undefined,
    limit: args.limit,
  };
  const key = JSON.stringify(shape);
  let run = conversaListQueries.get(key);
  if (!run) {
    run = prepared((d, ...params: string[]) => buildConversaList(d, shape, params));
    conversaListQueries.set(key, run);
  }
  return run(
    db,
    args.userId,
    args.instanceId,
    ...(nome === undefined ? [] : [args.userId, args.instanceId, nome]),
    ...(digits ? [`%${digits}%`] : []),
    ...(args.after ? [args.after.at.toISOString(), args.after.id] : []),
  );
}

const selectConversaId = prepared((db, userId: string, id: string) =>
  db.selectFrom('conversas').select('id').where('user_id', '=', userId).where('id', '=', id),
);

export async function findConversaOwner(db: Db, userId: string, id: string) {
  return (await selectConversaId(db, userId, id))[0];
}

const MENSAGEM_COLUMNS = [
  'id',
  'seq',
  'conversa_id',
  'direction',
  'autor',
  'tipo',
  'texto',
  'send_status',
  'delivery_status',
  'delivery_error_code',
  'created_at',
] as const;
const newestMensagens = prepared((db, conversaId: string, limit: string) =>
  db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('conversa_id', '=', conversaId)
    .orderBy('seq', 'desc')
    .limit(sql<number>`${limit}::int`),
);
const olderMensagens = prepared((db, conversaId: string, beforeSeq: string, limit: string) =>
  db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('conversa_id', '=', conversaId)
    .where('seq', '<', sql<number>`${beforeSeq}::bigint`)
    .orderBy('seq', 'desc')
    .limit(sql<number>`${limit}::int`),
);

export async function listMensagemRows(
  db: Db,
  args: { conversaId: string; beforeSeq?: number; limit: number },
) {
  return args.beforeSeq === undefined
    ? newestMensagens(db, args.conversaId, String(args.limit))
    : olderMensagens(db, args.conversaId, String(args.beforeSeq), String(args.limit));
}

// ---------------------------------------------------------------- the Conversas page's actions

/** One chat of the owner with its contact, as the list shows it; locked when asked (a write). */
export async function findConversaRow(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = selectConversaRows(db, userId).where('c.id', '=', id);
  return (options.forUpdate ? query.forUpdate('c') : query).executeTakeFirst();
}

/** 'IA ativa neste chat': on (and 'Devolver para a IA') is ativo; off is a pause without end. */
export async function setConversaIa(db: Db, id: string, iaAtiva: boolean, at: Date) {
  await db
    .updateTable('conversas')
    .set({ estado: iaAtiva ? 'ativo' : 'pausado', paused_until: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * 'Não é cliente' on or off (docs/decisions/038). The dialog state keeps the same mark for the
 * engine: on, the attendant stays quiet; off ('É cliente'), the chat is the attendant's again.
 */
export async function setConversaNaoCliente(db: Db, id: string, naoCliente: boolean, at: Date) {
  await db
    .updateTable('conversas')
    .set({
      nao_cliente: naoCliente,
      dialog_state: naoCliente
        ? sql`dialog_state || '{"naoCliente":true}'::jsonb`
        : sql`dialog_state - 'naoCliente'`,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** The owner opened the chat. Only a change writes (and so notifies the open panels). */
export async function markConversaRead(db: Db, id: string) {
  await db
    .updateTable('conversas')
    .set({ unread_count: 0 })
    .where('id', '=', id)
    .where('unread_count', '>', 0)
    .execute();
}

/** Chats of an instance waiting for the owner, and chats with unread messages. */
export async function countConversas(db: Db, userId: string, instanceId: string) {
  const row = await db
    .selectFrom('conversas')
    .select([
      sql<string>`count(*) filter (where estado = 'aguardando_dono')`.as('aguardando'),
      sql<string>`count(*) filter (where unread_count > 0)`.as('nao_lidas'),
    ])
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('canal', '=', 'whatsapp')
    .where((eb) => eb.or([eb('estado', '=', 'aguardando_dono'), eb('unread_count', '>', 0)]))
    .executeTakeFirstOrThrow();
  return { aguardando: Number(row.aguardando), nao_lidas: Number(row.nao_lidas) };
}

/**
 * 'Tentar de novo': the chat's failed outbound message back in the sender's queue, due now, its
 * error cleared. Its attempts restart at 1, not 0: the next one asks the gateway first whether an
 * earlier attempt did go out (its reply lost), so it is never sent twice. Undefined when the
 * message is not this chat's failed outbound one.
 */
export async function requeueFailedMensagem(db: Db, conversaId: string, id: string, at: Date) {
  return db
    .updateTable('mensagens')
    .set({
      send_status: 'pendente',
      next_attempt_at: at,
      attempts: 1,
      last_error: null,
      ...lease.releasedValues,
    })
    .where('id', '=', id)
    .where('conversa_id', '=', conversaId)
    .where('direction', '=', 'out')
    .where('send_status', '=', 'falhou')
    .returning(MENSAGEM_COLUMNS)
    .executeTakeFirst();
}

/** The owner's message stored under a composer key (docs/decisions/043), with its chat and text. */
export async function findMensagemByClientKey(db: Db, userId: string, clientKey: string) {
  return db
    .selectFrom('mensagens')
    .select(MENSAGEM_COLUMNS)
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** The status of one message of a chat, to tell 'not there' from 'not failed'. */
export async function findMensagemStatus(db: Db, conversaId: string, id: string) {
  return db
    .selectFrom('mensagens')
    .select(['send_status', 'direction'])
    .where('id', '=', id)
    .where('conversa_id', '=', conversaId)
    .executeTakeFirst();
}
