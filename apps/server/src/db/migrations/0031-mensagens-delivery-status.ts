import { sql, type Kysely } from 'kysely';

/**
 * Delivery statuses (issue 27 item 2, docs/decisions/047 slice 2): what the gateway reports of a
 * message we sent ('enviado' → 'entregue' → 'lido', or 'falhou' with the gateway's error code),
 * shown in Conversas; and the media reference of an inbound voice note (Meta's media id), stored
 * so any replica can fetch the file later (port change 3).
 *
 * A status never goes back: `entrega_ordem` ranks them and an update only moves up ('falhou' is
 * last, so it is final; a 'read' arriving before its 'delivered' is kept).
 *
 * A status may come before the sender has stored the gateway's id of its message (Meta reports
 * 'sent' as soon as it accepts the send, while our sender records the id after the call returns).
 * Such a status waits in `entregas_antecipadas`, and the trigger below takes it when the id is
 * written. Both sides take the same transaction-scoped advisory lock on (instance, gateway id),
 * so a status and the id written at the same moment cannot miss each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mensagens
      add column media_ref text,
      add column delivery_status text
        check (delivery_status in ('enviado', 'entregue', 'lido', 'falhou')),
      add column delivery_error_code integer,
      add column delivery_at timestamptz
  `.execute(db);

  await sql`
    create function entrega_ordem(status text) returns integer language sql immutable as $$
      select case status
        when 'enviado' then 1 when 'entregue' then 2 when 'lido' then 3 when 'falhou' then 4
        else 0 end
    $$
  `.execute(db);

  await sql`
    create table entregas_antecipadas (
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      gateway_message_id text not null,
      status text not null check (status in ('enviado', 'entregue', 'lido', 'falhou')),
      error_code integer,
      at timestamptz not null,
      primary key (whatsapp_instance_id, gateway_message_id)
    )
  `.execute(db);
  await sql`create index entregas_antecipadas_at on entregas_antecipadas (at)`.execute(db);

  await sql`
    create function mensagens_entrega_antecipada() returns trigger language plpgsql as $$
    declare
      early record;
    begin
      if new.direction <> 'out' or new.gateway_message_id is null then
        return new;
      end if;
      if tg_op = 'UPDATE' and old.gateway_message_id is not distinct from new.gateway_message_id then
        return new;
      end if;
      perform pg_advisory_xact_lock(
        hashtextextended(new.whatsapp_instance_id::text || ':' || new.gateway_message_id, 0));
      delete from entregas_antecipadas e
        where e.whatsapp_instance_id = new.whatsapp_instance_id
          and e.gateway_message_id = new.gateway_message_id
        returning e.status, e.error_code, e.at into early;
      if found and entrega_ordem(early.status) > entrega_ordem(new.delivery_status) then
        new.delivery_status := early.status;
        new.delivery_error_code := early.error_code;
        new.delivery_at := early.at;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger mensagens_entrega_antecipada
      before insert or update of gateway_message_id on mensagens
      for each row execute function mensagens_entrega_antecipada()
  `.execute(db);
}
