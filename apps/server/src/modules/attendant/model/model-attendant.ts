import type { Kysely } from 'kysely';
import { aiUsageMonth } from '@secretaria/shared/ia-settings-schemas';
import type { LlmClient } from '@/adapters/llm/llm-types';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { addAiUsage } from '@/modules/ia/ai-usage.repo';
import { findInstanceAiState } from '@/modules/ia/ia-settings.repo';
import { resolveAiMode } from '@/modules/ia/resolve-ai-mode';
import type { TurnInput } from '../engine/turn-types';
import { createModelEngine, type ModelTurnResult } from './model-turn';

/**
 * The slow part of a turn in the model mode: whether this instance's turn runs on the model
 * (the owner's choice and the plan's cap, docs/decisions/021), the model's answer prepared with
 * the owner's instructions, and the usage counted for the month in the instance's time zone.
 * Undefined: the rules answer.
 */
export function createModelPrepare(deps: {
  db: Kysely<DB>;
  llm: Pick<LlmClient, 'chat'>;
  logger: Logger;
  timeoutMs?: number;
}) {
  const { db, logger } = deps;
  const engine = createModelEngine({ db, model: deps.llm, timeoutMs: deps.timeoutMs });
  return async (input: TurnInput): Promise<ModelTurnResult | undefined> => {
    const decision = await resolveAiMode(db, input.instanceId, {
      modelConfigured: true,
      now: input.now,
    });
    if (decision.mode !== 'ia') return undefined;
    const instance = await findInstanceAiState(db, input.instanceId);
    if (!instance) return undefined;
    const result = await engine.prepare(input, { instructions: instance.ai_instructions });
    if (result.fallback) {
      logger.warn(
        { conversa: input.conversaId, motivo: result.fallback, efeitos: result.effects.length },
        'modelo não usado neste turno: as regras respondem',
      );
    }
    await addAiUsage(db, input.instanceId, aiUsageMonth(input.now, instance.timezone), {
      calls: result.usage.calls,
      tokens_in: result.usage.promptTokens,
      tokens_out: result.usage.completionTokens,
      fallbacks: result.fallback ? 1 : 0,
    });
    return result;
  };
}
