import { Sparkles } from 'lucide-react';
import { PLANS, formatBRL, type PlanId } from '@secretaria/shared/plans';
import { msg } from '@secretaria/shared/messages';

export function PlanBanner({ plan }: { plan: PlanId }) {
  const { label, priceCents, promoPriceCents, promoDays, maxProfissionais } = PLANS[plan];
  return (
    <section
      aria-label={msg.selectedPlan}
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4"
    >
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Sparkles aria-hidden="true" className="size-4" />
      </div>
      <div className="grid gap-0.5 text-sm">
        <p className="font-semibold">
          {label} selecionado · {formatBRL(priceCents)}/mês por instância
        </p>
        <p className="text-muted-foreground">
          Até {maxProfissionais} profissionais. Primeiros {promoDays} dias por{' '}
          {formatBRL(promoPriceCents)}. Entre ou cadastre-se para continuar.
        </p>
      </div>
    </section>
  );
}
