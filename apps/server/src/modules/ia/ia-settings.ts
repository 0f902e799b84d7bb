import type { Kysely } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import {
  aiUsageMonth,
  chooseAiMode,
  type IaSettings,
  type UpdateIaSettingsRequest,
} from '@secretaria/shared/ia-settings-schemas';
import { msg } from '@secretaria/shared/messages';
import { aiCallCap } from '@secretaria/shared/plans';
import type { DB } from '@/db/schema';
import { orInstanceNotFound } from '@/lib/not-found';
import {
  findOwnedInstanceSettings,
  updateOwnedInstanceSettings,
} from '@/modules/instances/owned-instance-settings.repo';
import { findAiUsage } from './ai-usage.repo';
import { IA_SETTINGS_COLUMNS as COLUMNS } from './ia-settings.repo';

/** What the server knows that the row does not: whether it has a model, and the clock's now. */
export type IaContext = { modelConfigured: boolean; now: Date };
type Row = NonNullable<
  Awaited<ReturnType<typeof findOwnedInstanceSettings<(typeof COLUMNS)[number]>>>
>;

async function toIaSettings(
  db: Kysely<DB>,
  instanceId: string,
  row: Row,
  { modelConfigured, now }: IaContext,
): Promise<IaSettings> {
  const usage = await findAiUsage(db, instanceId, aiUsageMonth(now, row.timezone));
  const monthlyCallCap = aiCallCap(row.price_id);
  const active = chooseAiMode({
    chosen: row.attendant_mode,
    modelConfigured,
    callsThisMonth: usage.calls,
    monthlyCallCap,
  });
  return {
    attendant_mode: row.attendant_mode,
    ai_instructions: row.ai_instructions,
    modelConfigured,
    activeMode: active.mode,
    activeModeReason: active.reason ?? null,
    usage,
    monthlyCallCap,
  };
}

/**
 * The attendant's mode of an instance of `userId` (issue 14): the owner's choice and
 * instructions, whether the server has a model, what runs now, this month's usage and the plan's
 * cap. 404 for another owner's instance.
 */
export async function getIaSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  context: IaContext,
): Promise<IaSettings> {
  const row = orInstanceNotFound(await findOwnedInstanceSettings(db, userId, instanceId, COLUMNS));
  return toIaSettings(db, instanceId, row, context);
}

/**
 * Changes the fields sent; 'ia' cannot be chosen on a server without a model (an instance that
 * chose it before the model went away may keep it, so its instructions can still be saved).
 */
export async function updateIaSettings(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  changes: UpdateIaSettingsRequest,
  context: IaContext,
): Promise<IaSettings> {
  if (changes.attendant_mode === 'ia' && !context.modelConfigured) {
    // Another owner's instance is a 404 before the mode is judged, so the answer reveals nothing.
    const stored = orInstanceNotFound(
      await findOwnedInstanceSettings(db, userId, instanceId, COLUMNS),
    );
    if (stored.attendant_mode !== 'ia')
      throw new AppError('VALIDATION', msg.attendantModeNoModel, {
        attendant_mode: msg.attendantModeNoModel,
      });
  }
  const row = orInstanceNotFound(
    await updateOwnedInstanceSettings(db, userId, instanceId, changes, COLUMNS),
  );
  return toIaSettings(db, instanceId, row, context);
}
