/** Plans of spec §9. Prices in cents (BRL). */
export const PLAN_IDS = ['start', 'pro', 'ultra'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  label: string;
  priceCents: number;
  promoPriceCents: number;
  promoDays: number;
  promoCode: string;
  maxProfissionais: number;
  /**
   * Model calls a month before the instance runs on the deterministic engine until the month
   * ends (issue 14, docs/decisions/021): 1,000 per professional the plan allows. null: no cap.
   */
  aiCallsPerMonth: number | null;
};

export const PLANS: Record<PlanId, Plan> = {
  start: {
    id: 'start',
    label: 'Plano START',
    priceCents: 14700,
    promoPriceCents: 2700,
    promoDays: 30,
    promoCode: 'START27',
    maxProfissionais: 5,
    aiCallsPerMonth: 5_000,
  },
  pro: {
    id: 'pro',
    label: 'Plano PRO',
    priceCents: 24700,
    promoPriceCents: 2700,
    promoDays: 30,
    promoCode: 'PRO27',
    maxProfissionais: 10,
    aiCallsPerMonth: 10_000,
  },
  ultra: {
    id: 'ultra',
    label: 'Plano ULTRA',
    priceCents: 44700,
    promoPriceCents: 2700,
    promoDays: 30,
    promoCode: 'ULTRA27',
    maxProfissionais: 20,
    aiCallsPerMonth: 20_000,
  },
};

export const SATISFACTION_GUARANTEE_DAYS = 7;

/**
 * The monthly model-call cap of an instance's plan; an instance without a plan (one made by the
 * dev routes) gets the smallest plan's, so no instance runs on the model unbounded by mistake.
 */
export function aiCallCap(planId: PlanId | null | undefined): number | null {
  return PLANS[planId ?? 'start'].aiCallsPerMonth;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planLabel(value: string | null | undefined): string {
  return isPlanId(value) ? PLANS[value].label : 'Não definido';
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}
