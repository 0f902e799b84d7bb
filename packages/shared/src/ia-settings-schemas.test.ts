import { describe, expect, it } from 'vitest';
import {
  AI_INSTRUCTIONS_MAX,
  aiUsageMonth,
  chooseAiMode,
  UpdateIaSettingsRequestSchema,
} from './ia-settings-schemas';
import { msg } from './messages';
import { aiCallCap, PLANS } from './plans';

describe('chooseAiMode', () => {
  const base = { modelConfigured: true, callsThisMonth: 0, monthlyCallCap: 100 };

  it('keeps the rules when the owner chose them, whatever the server has', () => {
    expect(chooseAiMode({ ...base, chosen: 'regras' })).toEqual({ mode: 'regras' });
  });

  it("runs on the model only with one configured and the month's calls under the cap", () => {
    expect(chooseAiMode({ ...base, chosen: 'ia', callsThisMonth: 99 })).toEqual({ mode: 'ia' });
    expect(chooseAiMode({ ...base, chosen: 'ia', modelConfigured: false })).toEqual({
      mode: 'regras',
      reason: 'sem-modelo',
    });
    expect(chooseAiMode({ ...base, chosen: 'ia', callsThisMonth: 100 })).toEqual({
      mode: 'regras',
      reason: 'limite-do-plano',
    });
  });

  it('has no cap when the plan has none', () => {
    expect(
      chooseAiMode({ ...base, chosen: 'ia', callsThisMonth: 1e9, monthlyCallCap: null }),
    ).toEqual({ mode: 'ia' });
  });
});

describe('aiUsageMonth', () => {
  it("counts in the instance's time zone, not UTC", () => {
    const instant = new Date('2026-04-01T02:00:00Z');
    expect(aiUsageMonth(instant, 'America/Sao_Paulo')).toBe('2026-03');
    expect(aiUsageMonth(instant, 'UTC')).toBe('2026-04');
    expect(aiUsageMonth(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-01');
  });
});

describe('aiCallCap', () => {
  it("is the plan's, and the smallest plan's for an instance without one", () => {
    expect(aiCallCap('ultra')).toBe(PLANS.ultra.aiCallsPerMonth);
    expect(aiCallCap(null)).toBe(PLANS.start.aiCallsPerMonth);
    expect(PLANS.start.aiCallsPerMonth).toBeLessThan(PLANS.pro.aiCallsPerMonth ?? Infinity);
  });
});

describe('UpdateIaSettingsRequestSchema', () => {
  it('trims the instructions, stores blank as none and refuses them over the limit', () => {
    expect(UpdateIaSettingsRequestSchema.parse({ ai_instructions: '  Oi  ' })).toEqual({
      ai_instructions: 'Oi',
    });
    expect(UpdateIaSettingsRequestSchema.parse({ ai_instructions: '   ' })).toEqual({
      ai_instructions: null,
    });
    const long = UpdateIaSettingsRequestSchema.safeParse({
      ai_instructions: 'x'.repeat(AI_INSTRUCTIONS_MAX + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(msg.aiInstructionsTooLong(AI_INSTRUCTIONS_MAX));
  });

  it('refuses an unknown mode, unknown fields and an empty body in pt-BR', () => {
    expect(
      UpdateIaSettingsRequestSchema.safeParse({ attendant_mode: 'llm' }).error?.issues[0]?.message,
    ).toBe(msg.attendantModeInvalid);
    expect(UpdateIaSettingsRequestSchema.safeParse({ modelo: 'x' }).success).toBe(false);
    expect(UpdateIaSettingsRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      msg.settingsEmpty,
    );
  });
});
