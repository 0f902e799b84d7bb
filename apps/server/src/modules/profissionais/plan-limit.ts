import { isPlanId, PLANS, type Plan } from '@secretaria/shared/plans';

/** The plan whose limits apply to an instance; one without a plan yet counts as Start. */
export function planOf(priceId: string | null | undefined): Plan {
  return isPlanId(priceId) ? PLANS[priceId] : PLANS.start;
}
