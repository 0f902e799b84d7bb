import { z } from 'zod';
import { msg } from './messages';
import { todayIn } from './zoned-time';

/**
 * The attendant's mode per instance (issue 14, docs/decisions/021): 'regras' is the deterministic
 * engine, 'ia' the model-backed one. The values and the instructions' length are also check
 * constraints of migration 0014; keep both in step.
 */
export const ATTENDANT_MODES = ['regras', 'ia'] as const;
export type AttendantMode = (typeof ATTENDANT_MODES)[number];

/** Why an instance whose owner chose 'ia' runs on the rules. */
export const AI_MODE_REASONS = ['sem-modelo', 'limite-do-plano'] as const;
export type AiModeReason = (typeof AI_MODE_REASONS)[number];

/** The owner's extra instructions to the model (tone, business rules), in characters. */
export const AI_INSTRUCTIONS_MAX = 2000;

/** The counters of a month's usage, in the order the screen lists them. */
export const AI_USAGE_COUNTERS = [
  'calls',
  'tokens_in',
  'tokens_out',
  'transcriptions',
  'audio_seconds',
  'fallbacks',
] as const;
export type AiUsageCounter = (typeof AI_USAGE_COUNTERS)[number];
export type AiUsageCounters = Record<AiUsageCounter, number>;

/** 'YYYY-MM': the month usage is counted in, in the instance's time zone. */
export function aiUsageMonth(now: Date, timeZone: string): string {
  return todayIn(timeZone, now).slice(0, 7);
}

export const AiUsageSchema = z.object({
  month: z.string(),
  calls: z.number().int(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
  transcriptions: z.number().int(),
  audio_seconds: z.number().int(),
  fallbacks: z.number().int(),
});
export type AiUsage = z.infer<typeof AiUsageSchema>;

/** GET/PATCH /api/instances/{id}/ia. */
export const IaSettingsSchema = z.object({
  /** What the owner chose. */
  attendant_mode: z.enum(ATTENDANT_MODES),
  /** null: none. */
  ai_instructions: z.string().nullable(),
  /** A model is configured on this server (LLM_*): without one, 'ia' cannot be chosen. */
  modelConfigured: z.boolean(),
  /** What the attendant runs on now, and why not on the model when the owner chose it. */
  activeMode: z.enum(ATTENDANT_MODES),
  activeModeReason: z.enum(AI_MODE_REASONS).nullable(),
  /** This month's usage, in the instance's time zone (zeros before the first call). */
  usage: AiUsageSchema,
  /** Model calls a month the instance's plan allows; null: no cap. */
  monthlyCallCap: z.number().int().nullable(),
});
export type IaSettings = z.infer<typeof IaSettingsSchema>;

/** Every editable field: the panel's form and the PATCH body. */
export const IaSettingsFieldsSchema = z.strictObject({
  attendant_mode: z.enum(ATTENDANT_MODES, { error: msg.attendantModeInvalid }),
  /** Trimmed; blank is none. */
  ai_instructions: z
    .string({ error: msg.aiInstructionsTooLong(AI_INSTRUCTIONS_MAX) })
    .trim()
    .max(AI_INSTRUCTIONS_MAX, msg.aiInstructionsTooLong(AI_INSTRUCTIONS_MAX))
    .transform((text) => (text ? text : null))
    .nullable(),
});
export type IaSettingsFields = z.input<typeof IaSettingsFieldsSchema>;

/** PATCH /api/instances/{id}/ia: any of the fields, at least one. */
export const UpdateIaSettingsRequestSchema = IaSettingsFieldsSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: msg.settingsEmpty },
);
export type UpdateIaSettingsRequest = z.infer<typeof UpdateIaSettingsRequestSchema>;

export type AiModeDecision = { mode: AttendantMode; reason?: AiModeReason };

/**
 * What the attendant runs on: the model only when the owner chose it, the server has one and the
 * month's calls are under the plan's cap (null: no cap); otherwise the rules, with the reason.
 */
export function chooseAiMode(input: {
  chosen: AttendantMode;
  modelConfigured: boolean;
  callsThisMonth: number;
  monthlyCallCap: number | null;
}): AiModeDecision {
  if (input.chosen === 'regras') return { mode: 'regras' };
  if (!input.modelConfigured) return { mode: 'regras', reason: 'sem-modelo' };
  if (input.monthlyCallCap !== null && input.callsThisMonth >= input.monthlyCallCap)
    return { mode: 'regras', reason: 'limite-do-plano' };
  return { mode: 'ia' };
}
