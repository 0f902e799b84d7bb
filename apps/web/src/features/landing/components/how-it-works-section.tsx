import { clsx } from 'clsx';
import { PLANS, formatBRL } from '@secretaria/shared/plans';
import { RotationToggle } from './rotation-toggle';
import { SectionHeading } from './section-heading';
import { StepIllustration } from './step-illustration';

/** Spec §1: the how-it-works steps rotate every 4 s. */
export const STEP_ROTATION_MS = 4000;

export const STEPS = [
  {
    title: 'Crie sua conta e escolha o plano',
    text: `Cadastre-se com seu email, confirme o cadastro e escolha Start, Pro ou Ultra. Os primeiros ${PLANS.start.promoDays} dias custam ${formatBRL(PLANS.start.promoPriceCents)}.`,
  },
  {
    title: 'Cadastre o número do seu negócio',
    text: 'Informe o número de WhatsApp, o país, o fuso horário e o nome da atendente. Cada número conectado é uma instância, com a sua assinatura.',
  },
  {
    title: 'Conecte o WhatsApp pelo QR code',
    text: 'Gere o QR code no painel e leia com o celular em WhatsApp › Aparelhos conectados › Conectar aparelho. O painel confirma a conexão sozinho e o WhatsApp continua funcionando no seu celular.',
  },
  {
    title: 'Ensine o seu negócio e deixe atender',
    text: 'Cadastre profissionais, serviços, horários e a base de conhecimento. A partir daí a atendente responde, agenda e lembra os clientes pelo seu número.',
  },
] as const;

/** Static markup; enhance/carousel.ts moves it (first step active, rotating by default). */
export function HowItWorksSection() {
  return (
    <section
      id="funcionamento"
      aria-labelledby="funcionamento-titulo"
      className="scroll-mt-16 border-y bg-muted/40 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="funcionamento-titulo"
          eyebrow="Como funciona"
          title="Do cadastro ao primeiro agendamento em poucos minutos"
          description="Sem instalar nada: você configura tudo pelo navegador e conecta o WhatsApp lendo um QR code."
        />
        <div
          className="mt-12 grid items-start gap-8 lg:grid-cols-[1.15fr_1fr]"
          aria-roledescription="carrossel"
          aria-label="Passos de configuração"
          data-carousel=""
          data-interval={STEP_ROTATION_MS}
        >
          <ol className="grid gap-3">
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <button
                  type="button"
                  aria-current={i === 0 ? 'step' : undefined}
                  data-carousel-item=""
                  data-current="step"
                  data-status={`Passo ${i + 1} de ${STEPS.length}: ${step.title}`}
                  className={clsx(
                    'group relative grid w-full cursor-pointer grid-cols-[auto_1fr] gap-x-4 overflow-hidden rounded-xl border bg-card/60 p-5 text-left transition-colors hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    'aria-[current=step]:border-primary/50 aria-[current=step]:bg-card aria-[current=step]:shadow-md',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="row-span-2 flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground group-aria-[current=step]:bg-primary group-aria-[current=step]:text-primary-foreground"
                  >
                    {i + 1}
                  </span>
                  <span className="font-semibold">
                    <span className="sr-only">Passo {i + 1}: </span>
                    {step.title}
                  </span>
                  <span className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    {step.text}
                  </span>
                  <span
                    aria-hidden="true"
                    hidden
                    data-carousel-progress=""
                    className="absolute inset-x-0 bottom-0 h-1 origin-left animate-progress bg-primary/60"
                    style={{ animationDuration: `${STEP_ROTATION_MS}ms` }}
                  />
                </button>
              </li>
            ))}
          </ol>
          <div className="grid gap-4 lg:sticky lg:top-24">
            {STEPS.map((step, i) => (
              <div key={step.title} data-carousel-pane="" hidden={i !== 0}>
                <StepIllustration step={i} />
              </div>
            ))}
            <div className="flex items-center justify-between gap-3">
              <p
                className="text-sm text-muted-foreground"
                aria-live="polite"
                data-carousel-live=""
                data-carousel-status=""
              >
                Passo 1 de {STEPS.length}: {STEPS[0].title}
              </p>
              <RotationToggle subject="dos passos" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
