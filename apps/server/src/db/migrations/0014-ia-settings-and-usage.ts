import { sql, type Kysely } from 'kysely';

/**
 * The model-backed attendant's settings and usage (issue 14, docs/decisions/021).
 *
 * - `whatsapp_instances.attendant_mode`: 'regras' (the deterministic engine, the default) or
 *   'ia' (the model, when the server has one and the plan's monthly cap is not reached), and
 *   `ai_instructions`, the owner's extra instructions to the model. Values and length are the
 *   shared contract's (ia-settings-schemas); keep both in step.
 * - `ai_usage`: one row per instance and month ('YYYY-MM' in the instance's time zone), whose
 *   counters only grow through one `insert … on conflict do update` adding to them, so turns
 *   answered at the same time never lose a count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table whatsapp_instances
      add column attendant_mode text not null default 'regras'
        constraint whatsapp_instances_attendant_mode_valid check (attendant_mode in ('regras', 'ia')),
      add column ai_instructions text
        constraint whatsapp_instances_ai_instructions_length
        check (char_length(ai_instructions) <= 2000);

    create table ai_usage (
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      month text not null constraint ai_usage_month_valid check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      tokens_in bigint not null default 0 constraint ai_usage_tokens_in_valid check (tokens_in >= 0),
      tokens_out bigint not null default 0
        constraint ai_usage_tokens_out_valid check (tokens_out >= 0),
      calls integer not null default 0 constraint ai_usage_calls_valid check (calls >= 0),
      fallbacks integer not null default 0 constraint ai_usage_fallbacks_valid check (fallbacks >= 0),
      transcriptions integer not null default 0
        constraint ai_usage_transcriptions_valid check (transcriptions >= 0),
      audio_seconds integer not null default 0
        constraint ai_usage_audio_seconds_valid check (audio_seconds >= 0),
      primary key (whatsapp_instance_id, month)
    );
  `.execute(db);
}
