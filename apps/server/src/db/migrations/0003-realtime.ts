import { sql, type Kysely } from 'kysely';

/**
 * Every change to an owned row notifies a small record { table, op, id, user_id } after commit;
 * each server process LISTENs and forwards it over SSE to that owner's tabs only.
 * TG_ARGV[0] names the owner column (profiles are keyed by the user id itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_change() returns trigger language plpgsql as $$
    declare
      rec jsonb := to_jsonb(coalesce(new, old));
    begin
      perform pg_notify('secretaria_changes', json_build_object(
        'table', tg_table_name,
        'op', tg_op,
        'id', rec ->> 'id',
        'user_id', rec ->> tg_argv[0]
      )::text);
      return null;
    end $$;
  `.execute(db);

  const owned: Array<[string, string]> = [
    ['profiles', 'id'],
    ['whatsapp_instances', 'user_id'],
    ['profissionais', 'user_id'],
    ['servicos', 'user_id'],
    ['profissionais_servicos', 'user_id'],
    ['contatos', 'user_id'],
    ['localizacoes', 'user_id'],
    ['disponibilidades', 'user_id'],
    ['disponibilidades_servicos', 'user_id'],
    ['agendamentos', 'user_id'],
  ];
  for (const [table, ownerColumn] of owned) {
    await sql`create trigger notify_change after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_change(${sql.lit(ownerColumn)})`.execute(db);
  }
}
