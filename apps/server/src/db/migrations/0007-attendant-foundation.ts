import { sql, type Kysely } from 'kysely';

/**
 * The attendant's foundation (docs/decisions/014 §2, 015): its settings per instance, services'
 * optional price, professionals' nicknames, who made each booking, and contacts unique per
 * instance and phone (duplicates merged first, see mergeDuplicateContatos).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column attendant_enabled boolean not null default true,
      add column min_notice_minutes integer not null default 60
        constraint whatsapp_instances_min_notice_range check (min_notice_minutes between 0 and 10080),
      add column booking_horizon_days integer not null default 60
        constraint whatsapp_instances_horizon_range check (booking_horizon_days between 1 and 365),
      add column slot_step_minutes integer not null default 15
        constraint whatsapp_instances_slot_step_range check (slot_step_minutes between 5 and 240),
      add column owner_pause_minutes integer not null default 120
        constraint whatsapp_instances_owner_pause_range check (owner_pause_minutes between 0 and 1440);
    alter table servicos
      add column preco numeric(10, 2) constraint servicos_preco_range check (preco >= 0);
    alter table profissionais
      add column apelidos text[] not null default '{}'
        constraint profissionais_apelidos_count check (cardinality(apelidos) <= 5);
    alter table agendamentos
      add column created_by text
        constraint agendamentos_created_by_actor
        check (created_by in ('dono', 'atendente', 'cliente', 'sistema'));
  `.execute(db);
  await mergeDuplicateContatos(db);
}

/**
 * Contacts become unique per (instance, phone): the attendant finds a contact by the number a
 * message comes from, and two rows for one number would split a person's appointments. Existing
 * duplicates (the panel allowed them) are merged into the oldest row (created_at, then id): the
 * others' appointments are re-pointed to it and the others deleted. The oldest keeps its name:
 * it is the one the owner typed first and the one older appointments were made under; nothing
 * is lost, since the appointments keep nome_atendido and move with their contact.
 * Exported so a test can run it on a database that has duplicates.
 */
export async function mergeDuplicateContatos<T>(db: Kysely<T>): Promise<void> {
  await sql`
    create temporary table contatos_merge as
      select id as duplicate_id, keep_id from (
        select id,
               first_value(id) over (partition by whatsapp_instance_id, telefone
                                     order by created_at, id) as keep_id
        from contatos
      ) ranked
      where id <> keep_id;
    update agendamentos a set contato_id = m.keep_id
      from contatos_merge m where a.contato_id = m.duplicate_id;
    delete from contatos c using contatos_merge m where c.id = m.duplicate_id;
    drop table contatos_merge;
    create unique index if not exists contatos_instance_telefone_key
      on contatos (whatsapp_instance_id, telefone);
  `.execute(db);
}
