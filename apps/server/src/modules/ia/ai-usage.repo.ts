import type { Kysely, Transaction } from 'kysely';
import {
  AI_USAGE_COUNTERS,
  type AiUsage,
  type AiUsageCounters,
} from '@secretaria/shared/ia-settings-schemas';
import type { DB } from '@/db/schema';

type Db = Kysely<DB> | Transaction<DB>;
const columns = ['month', ...AI_USAGE_COUNTERS] as const;

const zeros = (month: string): AiUsage => ({
  month,
  calls: 0,
  tokens_in: 0,
  tokens_out: 0,
  transcriptions: 0,
  audio_seconds: 0,
  fallbacks: 0,
});

/** An instance's usage in `month` ('YYYY-MM'); zeros when nothing was counted yet. */
export async function findAiUsage(db: Db, instanceId: string, month: string): Promise<AiUsage> {
  const row = await db
    .selectFrom('ai_usage')
    .select(columns)
    .where('whatsapp_instance_id', '=', instanceId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row ?? zeros(month);
}

/**
 * Adds `delta` to an instance's counters of `month` in one statement: the row is created on the
 * first count, and concurrent turns each add theirs under the row's lock (no read-modify-write).
 * Counters are whole numbers ≥ 0 (audio in whole seconds); anything else is a caller's bug.
 */
export async function addAiUsage(
  db: Db,
  instanceId: string,
  month: string,
  delta: Partial<AiUsageCounters>,
): Promise<AiUsage> {
  const values = zeros(month);
  for (const key of AI_USAGE_COUNTERS) {
    const n = delta[key] ?? 0;
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`ai_usage.${key}: ${n}`);
    values[key] = n;
  }
  return db
    .insertInto('ai_usage')
    .values({ whatsapp_instance_id: instanceId, ...values })
    .onConflict((oc) =>
      oc.columns(['whatsapp_instance_id', 'month']).doUpdateSet((eb) => ({
        calls: eb('ai_usage.calls', '+', eb.ref('excluded.calls')),
        tokens_in: eb('ai_usage.tokens_in', '+', eb.ref('excluded.tokens_in')),
        tokens_out: eb('ai_usage.tokens_out', '+', eb.ref('excluded.tokens_out')),
        transcriptions: eb('ai_usage.transcriptions', '+', eb.ref('excluded.transcriptions')),
        audio_seconds: eb('ai_usage.audio_seconds', '+', eb.ref('excluded.audio_seconds')),
        fallbacks: eb('ai_usage.fallbacks', '+', eb.ref('excluded.fallbacks')),
      })),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
}
