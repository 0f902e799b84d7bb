import type { Ref } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { PLAN_IDS, PLANS, formatBRL, type PlanId } from '@secretaria/shared/plans';
import { cn } from '@/lib/utils';
import { msg } from '@secretaria/shared/messages';

type PlanPickerProps = {
  id?: string;
  ref?: Ref<HTMLDivElement>;
  value: PlanId | undefined;
  onValueChange: (plan: PlanId) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Spec §9 plans as a radio group (arrow keys move between plans, Space selects). */
export function PlanPicker({ value, onValueChange, ...props }: PlanPickerProps) {
  return (
    <RadioGroup.Root
      aria-label={msg.choosePlan}
      value={value ?? ''}
      onValueChange={(next) => onValueChange(next as PlanId)}
      className="grid gap-3 sm:grid-cols-3"
      {...props}
    >
      {PLAN_IDS.map((planId) => {
        const plan = PLANS[planId];
        return (
          <RadioGroup.Item
            key={planId}
            value={planId}
            aria-label={plan.label}
            aria-describedby={`plan-${planId}-details`}
            className={cn(
              'group relative grid cursor-pointer content-start gap-1 rounded-lg border bg-card p-3 text-left transition-colors',
              'hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">{plan.label}</span>
              <span
                aria-hidden="true"
                className="grid size-5 place-items-center rounded-full border group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground"
              >
                <RadioGroup.Indicator>
                  <Check className="size-3.5" />
                </RadioGroup.Indicator>
              </span>
            </span>
            <span id={`plan-${planId}-details`} className="grid gap-1">
              <span className="text-lg font-bold tabular-nums">
                {formatBRL(plan.priceCents)}
                <span className="text-xs font-normal text-muted-foreground">/mês</span>
              </span>
              <span className="text-xs text-muted-foreground">
                Até {plan.maxProfissionais} profissionais
              </span>
              <span className="text-xs font-medium text-primary-ink">
                {formatBRL(plan.promoPriceCents)} nos primeiros {plan.promoDays} dias
              </span>
            </span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
