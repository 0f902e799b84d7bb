import type { Kysely, Transaction } from 'kysely';
import {
  aiUsageMonth,
  chooseAiMode,
  type AiModeDecision,
} from '@secretaria/shared/ia-settings-schemas';
import { aiCallCap } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import { instanceNotFound } from '@/lib/not-found';
import { findAiUsage } from './ai-usage.repo';
import { findInstanceAiState } from './ia-settings.repo';

/**
 * Whether this turn of an instance runs on the model (docs/decisions/021): the owner chose 'ia',
 * a model is configured and this month's calls (the instance's time zone, `now` from the
 * business clock) are under the plan's cap. The cap is checked before the turn, so turns already
 * running when it is reached may pass it by a few calls. The rules' path reads one row.
 */
export async function resolveAiMode(
  db: Kysely<DB> | Transaction<DB>,
  instanceId: string,
  { modelConfigured, now }: { modelConfigured: boolean; now: Date },
): Promise<AiModeDecision> {
  const instance = await findInstanceAiState(db, instanceId);
  if (!instance) throw instanceNotFound();
  const monthlyCallCap = aiCallCap(instance.price_id);
  const decision = chooseAiMode({
    chosen: instance.attendant_mode,
    modelConfigured,
    callsThisMonth: 0,
    monthlyCallCap,
  });
  if (decision.mode === 'regras' || monthlyCallCap === null) return decision;
  const usage = await findAiUsage(db, instanceId, aiUsageMonth(now, instance.timezone));
  return chooseAiMode({
    chosen: instance.attendant_mode,
    modelConfigured,
    callsThisMonth: usage.calls,
    monthlyCallCap,
  });
}
