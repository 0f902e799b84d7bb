import { CheckCheck, ShieldCheck } from 'lucide-react';
import { PLANS, SATISFACTION_GUARANTEE_DAYS, formatBRL } from '@secretaria/shared/plans';
import { AppLink } from '@/components/navigation/app-link';
import { plainButtonClasses } from '@/components/ui/button-variants';

type ChatMessage = { from: 'cliente' | 'atendente'; text: string; time: string };

const conversation: ChatMessage[] = [
  { from: 'cliente', text: 'Oi! Tem horário para corte amanhã à tarde?', time: '21:47' },
  {
    from: 'atendente',
    text: 'Olá, Carla! Amanhã o Rafael tem 14h00 e 16h30. Qual horário fica melhor?',
    time: '21:47',
  },
  { from: 'cliente', text: '16h30, por favor.', time: '21:48' },
  {
    from: 'atendente',
    text: 'Agendado: corte com o Rafael amanhã às 16h30. Vou te mandar um lembrete antes. Até lá!',
    time: '21:48',
  },
];

function ChatPreview() {
  return (
    <figure className="mx-auto w-full max-w-sm rounded-3xl border bg-card p-3 shadow-xl shadow-primary/10">
      <div className="flex items-center gap-3 rounded-2xl bg-emerald-800 px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-white text-sm font-semibold text-emerald-900"
        >
          BS
        </span>
        <div className="leading-tight">
          <p className="text-sm font-semibold">Barbearia do Sul</p>
          <p className="text-xs text-emerald-50">Atendente virtual · online</p>
        </div>
      </div>
      <ol className="grid gap-2 px-1 pt-3 pb-1 text-sm">
        {conversation.map(({ from, text, time }) => (
          <li
            key={text}
            className={
              from === 'cliente'
                ? 'mr-8 justify-self-start rounded-2xl rounded-tl-sm bg-muted px-3 py-2'
                : 'ml-8 justify-self-end rounded-2xl rounded-tr-sm bg-secondary px-3 py-2 text-secondary-foreground'
            }
          >
            <span className="sr-only">{from === 'cliente' ? 'Cliente: ' : 'Atendente: '}</span>
            {text}
            <span className="mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] text-muted-foreground">
              {time}
              {from === 'atendente' ? <CheckCheck aria-hidden="true" className="size-3.5" /> : null}
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="px-1 pt-2 text-center text-xs text-muted-foreground">
        Exemplo de conversa, fora do horário comercial.
      </figcaption>
    </figure>
  );
}

export function HeroSection() {
  const promo = formatBRL(PLANS.start.promoPriceCents);
  return (
    <section className="border-b bg-linear-to-b from-primary/10 via-background to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-6 text-center lg:text-left">
          <p className="mx-auto inline-flex w-fit items-center gap-2 rounded-full border border-primary/30 bg-card px-3 py-1 text-xs font-medium text-primary-ink lg:mx-0">
            <span className="rounded-full bg-primary px-1.5 py-px font-semibold text-primary-foreground uppercase">
              beta
            </span>
            Atendimento e agenda no piloto automático
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Sua secretária de IA no WhatsApp
          </h1>
          <p className="mx-auto max-w-2xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Uma atendente virtual que responde seus clientes no WhatsApp do seu negócio, consulta a
            agenda dos profissionais, marca horários e envia confirmações e lembretes, a qualquer
            hora, inclusive à noite e nos fins de semana.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <AppLink to="/auth?tab=register" className={plainButtonClasses({ size: 'lg' })}>
              Começar agora
            </AppLink>
            <a href="#precos" className={plainButtonClasses({ size: 'lg', variant: 'outline' })}>
              Ver planos e preços
            </a>
          </div>
          <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground lg:justify-start">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-ink" />
            Primeiros {PLANS.start.promoDays} dias por {promo}. Garantia de satisfação de{' '}
            {SATISFACTION_GUARANTEE_DAYS} dias.
          </p>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
