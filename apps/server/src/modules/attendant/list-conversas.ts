import type { Kysely } from 'kysely';
import {
  CONVERSAS_PAGE_SIZE,
  type ConversaResumo,
  type ConversasPage,
  type ListConversasQuery,
} from '@secretaria/shared/conversas-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import { listConversaRows } from './conversas.repo';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

type ConversaRow = Awaited<ReturnType<typeof listConversaRows>>[number];

/** A chat's row (with its contact's columns) as the API shows it. */
export function toConversaResumo(row: ConversaRow): ConversaResumo {
  return {
    id: row.id,
    whatsapp_instance_id: row.whatsapp_instance_id,
    contato:
      row.contato_id && row.contato_nome !== null && row.contato_telefone !== null
        ? { id: row.contato_id, nome: row.contato_nome, telefone: row.contato_telefone }
        : null,
    estado: row.estado,
    paused_until: iso(row.paused_until),
    unread_count: row.unread_count,
    last_message_at: iso(row.last_message_at),
    last_message_preview: row.last_message_preview,
    nao_cliente: row.nao_cliente,
  };
}

/** An instance's chats, newest activity first, a page at a time (`<ms>_<id>` cursors). */
export async function listConversas(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  query: ListConversasQuery,
): Promise<ConversasPage> {
  if (!(await instanceExists(db, userId, instanceId))) throw instanceNotFound();
  const [ms, id] = query.cursor ? query.cursor.split('_') : [];
  const rows = await listConversaRows(db, {
    userId,
    instanceId,
    filtro: query.filtro,
    q: query.q || undefined,
    after: ms && id ? { at: new Date(Number(ms)), id } : undefined,
    limit: CONVERSAS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONVERSAS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toConversaResumo),
    nextCursor:
      rows.length > CONVERSAS_PAGE_SIZE && last?.last_message_at
        ? `${new Date(last.last_message_at).getTime()}_${last.id}`
        : null,
  };
}
