import { sql, type Kysely } from 'kysely';

/**
 * Message templates of an official-API instance (issue 27 item 4, docs/decisions/047): outside
 * the customer's 24-hour window a reminder or notice goes only as a template Meta approved. One
 * per instance and purpose (the kinds of `avisos` sent to customers), in pt_BR, its body with
 * named parameters (`{{nome}}`, the aviso variables), its status as Meta last reported it.
 *
 * Proactive messages carry what their template needs: `mensagens.template` is
 * `{ purpose, params }` (the aviso's kind and its variables' values), so the sender can send
 * either the text (inside the window, or on WhatsApp Web) or the template (outside it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table whatsapp_templates (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      purpose text not null
        check (purpose in ('lembrete', 'confirmacao', 'cancelamento', 'remarcacao')),
      name text not null check (name ~ '^[a-z0-9_]+$' and length(name) <= 512),
      language text not null default 'pt_BR',
      category text not null default 'UTILITY'
        check (category in ('UTILITY', 'MARKETING', 'AUTHENTICATION')),
      body text not null check (length(body) <= 1024),
      status text not null default 'PENDING',
      meta_template_id text,
      rejected_reason text,
      synced_at timestamptz,
      created_at timestamptz not null default now(),
      unique (whatsapp_instance_id, purpose)
    );
    create index whatsapp_templates_user on whatsapp_templates (user_id);
    alter table mensagens add column template jsonb;
  `.execute(db);
}
