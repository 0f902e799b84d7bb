import { Check, ShieldCheck, Sparkles } from 'lucide-react';
import { clsx } from 'clsx';
import {
  PLANS,
  PLAN_IDS,
  SATISFACTION_GUARANTEE_DAYS,
  formatBRL,
  type PlanId,
} from '@secretaria/shared/plans';
import { AppLink } from '@/components/navigation/app-link';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { SectionHeading } from './section-heading';

const ALL_FEATURES = [
  'Atendente de IA no WhatsApp, 24 horas',
  'Agendamento, confirmações e lembretes',
  'Profissionais, serviços, locais e disponibilidade',
  'Base de conhecimento do seu negócio',
  'Contatos e agenda no painel',
];

const planFeatures: Record<PlanId, string[]> = {
  start: ALL_FEATURES,
  pro: ['Tudo do Start'],
  ultra: ['Tudo do Start'],
};

/** Landing → register with the plan (spec §2): /auth?tab=register&plan=start|pro|ultra. */
export function planSignUpPath(plan: PlanId): string {
  return `/auth?tab=register&plan=${plan}`;
}

export function PricingSection() {
  const promoDays = PLANS.start.promoDays;
  const promoPrice = formatBRL(PLANS.start.promoPriceCents);
  return (
    <section
      id="precos"
      aria-labelledby="precos-titulo"
      className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="precos-titulo"
          eyebrow="Preços"
          title="Um plano por número de WhatsApp"
          description="Todos os planos têm todas as funcionalidades. A diferença é quantos profissionais a atendente agenda."
        />
        <p className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 rounded-full border border-primary/30 bg-primary/5 px-4 py-2 text-center text-sm font-medium text-primary-ink">
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          Primeiros {promoDays} dias por {promoPrice}, em qualquer plano.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const isFeatured = id === 'pro';
            return (
              <li
                key={id}
                className={clsx(
                  'flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
                  isFeatured &&
                    'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/40',
                )}
              >
                <h3 className="text-lg font-semibold">{plan.label}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  Até {plan.maxProfissionais} profissionais
                </p>
                <p className="mt-6 flex flex-wrap items-baseline gap-x-1">
                  <span className="text-4xl font-semibold tracking-tight">
                    {formatBRL(plan.priceCents)}
                  </span>
                  <span className="text-sm text-muted-foreground">/mês por instância</span>
                </p>
                <p className="mt-2 text-sm text-muted-foreground">
                  {formatBRL(plan.promoPriceCents)} nos primeiros {plan.promoDays} dias
                </p>
                <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm">
                  {[`Até ${plan.maxProfissionais} profissionais`, ...planFeatures[id]].map(
                    (feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary-ink"
                        />
                        {feature}
                      </li>
                    ),
                  )}
                </ul>
                <AppLink
                  to={planSignUpPath(id)}
                  className={plainButtonClasses({
                    size: 'lg',
                    variant: isFeatured ? 'default' : 'outline',
                    className: 'mt-8 w-full',
                  })}
                >
                  Começar com o {plan.label}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-ink" />
          Garantia de satisfação de {SATISFACTION_GUARANTEE_DAYS} dias em todos os planos. Pagamento
          por cartão, cancele quando quiser.
        </p>
      </div>
    </section>
  );
}
