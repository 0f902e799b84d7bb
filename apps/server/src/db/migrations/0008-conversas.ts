import { sql, type Kysely } from 'kysely';

/**
 * The attendant's chats and their messages (docs/decisions/014 §3).
 *
 * - `conversas`: one per instance and WhatsApp chat (remote_jid, the customer's phone JID).
 *   `last_unanswered_at` is the arrival of the newest inbound message still to answer (null when
 *   none): the worker takes a chat once it is older than the burst window, under a lease
 *   (`locked_by`, `locked_until`) that another process takes over when it expires.
 * - `mensagens`: inbound rows carry `answered_at` (null = still to answer); outbound rows of the
 *   attendant carry their delivery (`send_status`, attempts, back-off, the sender's own lease).
 *   A gateway message id is unique per instance, so a webhook delivered twice stores one row and
 *   the echo of a message the attendant sent is recognised. `seq` orders a chat's messages even
 *   when the clock gives several the same instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table conversas (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      contato_id uuid references contatos (id) on delete set null,
      remote_jid text not null,
      estado text not null default 'ativo'
        check (estado in ('ativo', 'pausado', 'aguardando_dono')),
      paused_until timestamptz,
      dialog_state jsonb not null default '{}',
      unread_count integer not null default 0,
      last_message_at timestamptz,
      last_message_preview text,
      last_unanswered_at timestamptz,
      flood_flagged_at timestamptz,
      locked_by text,
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (whatsapp_instance_id, remote_jid)
    );
    create index conversas_user_idx on conversas (user_id);
    create index conversas_contato_idx on conversas (contato_id);
    create index conversas_list_idx
      on conversas (whatsapp_instance_id, last_message_at desc, id desc);
    create index conversas_due_idx on conversas (last_unanswered_at)
      where last_unanswered_at is not null;

    create table mensagens (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      conversa_id uuid not null references conversas (id) on delete cascade,
      direction text not null check (direction in ('in', 'out')),
      autor text not null check (autor in ('cliente', 'atendente', 'dono', 'sistema', 'lembrete')),
      tipo text not null default 'texto'
        check (tipo in ('texto', 'audio', 'imagem', 'video', 'sticker', 'documento', 'outro')),
      texto text,
      gateway_message_id text,
      answered_at timestamptz,
      send_status text check (send_status in ('pendente', 'enviada', 'falhou')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_error text,
      locked_by text,
      locked_until timestamptz,
      sent_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index mensagens_gateway_key on mensagens (whatsapp_instance_id, gateway_message_id)
      where gateway_message_id is not null;
    create index mensagens_user_idx on mensagens (user_id);
    create index mensagens_conversa_idx on mensagens (conversa_id, seq desc);
    create index mensagens_unanswered_idx on mensagens (conversa_id, seq)
      where direction = 'in' and answered_at is null;
    create index mensagens_pending_idx on mensagens (next_attempt_at, seq)
      where send_status = 'pendente';

    create trigger notify_change after insert or update or delete on conversas
      for each row execute function notify_change('user_id');
    create trigger notify_change after insert or update or delete on mensagens
      for each row execute function notify_change('user_id');
  `.execute(db);
}
