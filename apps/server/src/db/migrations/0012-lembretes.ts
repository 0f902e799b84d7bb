import { sql, type Kysely } from 'kysely';

/**
 * Reminders, confirmations and notices (issue 13, docs/decisions/018).
 *
 * - `whatsapp_instances`: the owner's reminder settings. Offsets in minutes before the start
 *   (default 24 h and 2 h); the window for proactive messages as 'HH:MM' in the instance's zone;
 *   texts with variables (null: the default text); the switches. Ranges are the shared
 *   contract's (lembrete-settings-schemas); keep both in step.
 * - `contatos.opted_out_at`: the customer wrote PARAR; no proactive message until VOLTAR.
 * - `avisos`: durable jobs, created or moved in the transaction of the appointment change that
 *   causes them. `chave` (appointment, kind, offset, start instant) is unique, so a reminder
 *   cannot exist twice; running one writes its message (author 'lembrete'/'sistema') in the
 *   same transaction that marks it done, and the sender delivers it (lease, retries, 'falhou').
 *   Owner notices to the owner's own number are messages too, in a chat with no contact.
 * - `mensagens.agendamento_id`: the appointment a reminder or notice was about, and
 *   `quoted_gateway_message_id`: the message a customer's reply quotes, so a reply to an old
 *   reminder applies to its appointment and not to a newer one.
 * - `notificacoes`: the owner's notices in the panel (booked, moved, cancelled by the attendant or
 *   a customer; a customer asked for a person; a send failed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column reminders_enabled boolean not null default true,
      add column reminder_offsets_minutes integer[] not null default '{1440,120}'
        constraint whatsapp_instances_reminder_offsets_valid check (
          cardinality(reminder_offsets_minutes) <= 5
          and 10 <= all (reminder_offsets_minutes)
          and 10080 >= all (reminder_offsets_minutes)),
      add column proactive_window_start text not null default '08:00',
      add column proactive_window_end text not null default '20:00',
      add constraint whatsapp_instances_proactive_window_valid check (
        proactive_window_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        and proactive_window_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        and proactive_window_start < proactive_window_end),
      add column reminder_text text
        constraint whatsapp_instances_reminder_text_length check (char_length(reminder_text) <= 1000),
      add column booking_confirmation_enabled boolean not null default true,
      add column booking_confirmation_text text
        constraint whatsapp_instances_confirmation_text_length
        check (char_length(booking_confirmation_text) <= 1000),
      add column change_notices_enabled boolean not null default true,
      add column cancel_notice_text text
        constraint whatsapp_instances_cancel_text_length check (char_length(cancel_notice_text) <= 1000),
      add column reschedule_notice_text text
        constraint whatsapp_instances_reschedule_text_length
        check (char_length(reschedule_notice_text) <= 1000),
      add column owner_whatsapp_notices boolean not null default true;

    alter table contatos add column opted_out_at timestamptz;

    alter table mensagens
      add column agendamento_id uuid references agendamentos (id) on delete set null,
      add column quoted_gateway_message_id text;

    create table avisos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      agendamento_id uuid references agendamentos (id) on delete cascade,
      kind text not null constraint avisos_kind_valid check (kind in
        ('lembrete', 'confirmacao', 'cancelamento', 'remarcacao', 'aviso_dono')),
      chave text not null constraint avisos_chave_key unique,
      run_at timestamptz not null,
      status text not null default 'pendente' constraint avisos_status_valid check (status in
        ('pendente', 'feito', 'cancelado', 'ignorado', 'falhou')),
      texto text,
      last_error text,
      mensagem_id uuid references mensagens (id) on delete set null,
      done_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index avisos_due on avisos (run_at) where status = 'pendente';
    create index avisos_agendamento on avisos (agendamento_id) where status = 'pendente';
    create index avisos_instance on avisos (whatsapp_instance_id);

    create table notificacoes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      kind text not null constraint notificacoes_kind_valid check (kind in
        ('agendado', 'remarcado', 'cancelado', 'confirmado', 'pedido_humano', 'envio_falhou')),
      texto text not null,
      agendamento_id uuid references agendamentos (id) on delete set null,
      conversa_id uuid references conversas (id) on delete set null,
      read_at timestamptz,
      created_at timestamptz not null
    );
    create index notificacoes_user_recent on notificacoes (user_id, created_at desc, id desc);
    create index notificacoes_unread on notificacoes (user_id) where read_at is null;
  `.execute(db);
}
