import type { Kysely } from 'kysely';
import {
  NOTIFICACOES_PAGE_SIZE,
  type ListNotificacoesQuery,
  type Notificacao,
  type NotificacoesPage,
} from '@secretaria/shared/notificacoes-schemas';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { instanceExists } from '@/modules/instances/instances.repo';
import {
  countUnreadNotificacoes,
  listNotificacaoRows,
  type NotificacaoRow,
} from './notificacoes.repo';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** A notice as the API shows it. */
export function toNotificacao(row: NotificacaoRow): Notificacao {
  return {
    id: row.id,
    whatsapp_instance_id: row.whatsapp_instance_id,
    kind: row.kind,
    texto: row.texto,
    conversa_id: row.conversa_id,
    agendamento:
      row.agendamento_id && row.data_agendamento !== null && row.profissional_id !== null
        ? {
            id: row.agendamento_id,
            data_agendamento: row.data_agendamento,
            profissional_id: row.profissional_id,
          }
        : null,
    read_at: iso(row.read_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The owner's notices, newest first, a page at a time (`<ms>_<id>` cursors), and the unread count. */
export async function listNotificacoes(
  db: Kysely<DB>,
  userId: string,
  query: ListNotificacoesQuery,
): Promise<NotificacoesPage> {
  const instanceId = query.whatsapp_instance_id;
  if (instanceId !== undefined && !(await instanceExists(db, userId, instanceId)))
    throw instanceNotFound();
  const [ms, id] = query.cursor ? query.cursor.split('_') : [];
  const rows = await listNotificacaoRows(db, {
    userId,
    instanceId,
    after: ms && id ? { at: new Date(Number(ms)), id } : undefined,
    limit: NOTIFICACOES_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, NOTIFICACOES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toNotificacao),
    nextCursor:
      rows.length > NOTIFICACOES_PAGE_SIZE && last
        ? `${new Date(last.created_at).getTime()}_${last.id}`
        : null,
    nao_lidas: await countUnreadNotificacoes(db, userId, instanceId),
  };
}
