import { sql, type Kysely } from 'kysely';

/**
 * The panel's test chat (docs/decisions/016): the owner talks to the attendant as a test
 * customer of the instance, through the same worker and engine as WhatsApp.
 *
 * - `contatos.is_test`: the instance's test customer 'Teste (painel)', at most one per
 *   instance. Its appointments are real rows (the agenda shows them with a 'Teste' badge) and
 *   anything that would write to a customer — reminders, notices — must skip them: they have
 *   no phone to reach (telefone '0', which no real number can be).
 * - `conversas.canal`: 'whatsapp' for chats with customers, 'painel' for the test chat, whose
 *   replies the sender marks as sent without calling the gateway and which the Conversas list
 *   leaves out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table contatos add column is_test boolean not null default false;
    create unique index contatos_test_key on contatos (whatsapp_instance_id) where is_test;
    alter table conversas add column canal text not null default 'whatsapp'
      constraint conversas_canal_valid check (canal in ('whatsapp', 'painel'));
  `.execute(db);
}
