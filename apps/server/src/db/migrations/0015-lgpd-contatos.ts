import { sql, type Kysely } from 'kysely';

/**
 * LGPD for the businesses' customers (issue 15, docs/decisions/024).
 *
 * - `whatsapp_instances.message_retention_months`: messages older than this are deleted by the
 *   daily sweep; null means never. 3–60, default 12 (lgpd-schemas keeps the same range).
 *   `retention_swept_at` is the sweep's claim, so replicas run it once a day per instance.
 * - `contatos.apagado_at`: an erased contact (name 'Contato apagado', phone an irreversible
 *   placeholder) kept only so past appointments still point at something; left out of lists.
 * - `notificacoes.kind` gains 'pedido_lgpd': a customer asked on WhatsApp to erase their data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column message_retention_months integer default 12
        constraint whatsapp_instances_message_retention_valid
        check (message_retention_months between 3 and 60),
      add column retention_swept_at timestamptz;

    alter table contatos add column apagado_at timestamptz;

    alter table notificacoes drop constraint notificacoes_kind_valid;
    alter table notificacoes add constraint notificacoes_kind_valid check (kind in
      ('agendado', 'remarcado', 'cancelado', 'confirmado', 'pedido_humano', 'envio_falhou',
       'pedido_lgpd'));

    create index mensagens_instance_created on mensagens (whatsapp_instance_id, created_at);
  `.execute(db);
}
