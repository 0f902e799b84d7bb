import { isPlanId, type PlanId } from '@secretaria/shared/plans';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Spec §3: the plan chosen on the landing page, kept locally under this key. */
export const SELECTED_PLAN_KEY = 'selectedPlan';

export function readSelectedPlan(): PlanId | null {
  const value = readStorage(SELECTED_PLAN_KEY);
  return isPlanId(value) ? value : null;
}

export function storeSelectedPlan(plan: PlanId): void {
  writeStorage(SELECTED_PLAN_KEY, plan);
}

/** Once the plan has been paid for, it no longer preselects anything. */
export function clearSelectedPlan(): void {
  removeStorage(SELECTED_PLAN_KEY);
}

/** Spec §2: after login with a plan the user lands on the new-instance dialog for that plan. */
export function postLoginPath(plan: PlanId | null): string {
  return plan ? `/painel/instancias?newInstance=true&plan=${plan}` : '/painel';
}
