import { BellRing, CalendarCheck, Check, MessageSquareText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS, PLAN_IDS, SATISFACTION_GUARANTEE_DAYS, formatBRL } from '@secretaria/shared/plans';
import { PublicFooter, PublicHeader } from '@/components/layouts/public-layout';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

const benefits = [
  {
    icon: MessageSquareText,
    title: 'Atende no WhatsApp',
    text: 'Responde seus clientes em português, a qualquer hora, no número que você já usa.',
  },
  {
    icon: CalendarCheck,
    title: 'Agenda sozinha',
    text: 'Consulta a disponibilidade dos profissionais e marca, remarca ou cancela horários.',
  },
  {
    icon: BellRing,
    title: 'Confirma e lembra',
    text: 'Envia confirmações e lembretes para reduzir as faltas na sua agenda.',
  },
];

export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <Link to="/auth" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Entrar
        </Link>
        <Link
          to="/auth?tab=register"
          className={buttonClasses({ size: 'sm', className: 'hidden sm:inline-flex' })}
        >
          Criar conta
        </Link>
      </PublicHeader>
      <main id="conteudo" className="flex-1">
        <section className="relative overflow-hidden border-b bg-linear-to-b from-primary/10 via-background to-background">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
            <Badge className="mx-auto uppercase">beta</Badge>
            <h1 className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              Sua secretária de IA no WhatsApp
            </h1>
            <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
              Para clínicas, salões, barbearias e prestadores de serviço: uma atendente automática
              que conversa com seus clientes, cuida da agenda e nunca deixa ninguém sem resposta.
            </p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/auth?tab=register" className={buttonClasses({ size: 'lg' })}>
                Começar agora
              </Link>
              <Link to="/auth" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                Já tenho conta
              </Link>
            </div>
          </div>
        </section>

        <section
          id="beneficios"
          aria-labelledby="beneficios-titulo"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
        >
          <h2
            id="beneficios-titulo"
            className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            Menos tempo no celular, mais tempo atendendo
          </h2>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="precos" aria-labelledby="precos-titulo" className="border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2
              id="precos-titulo"
              className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              Planos por instância
            </h2>
            <p className="mt-2 text-center text-muted-foreground">
              Todos os planos têm todas as funcionalidades. Primeiros 30 dias por{' '}
              {formatBRL(PLANS.start.promoPriceCents)}.
            </p>
            <ul className="mt-10 grid gap-4 md:grid-cols-3">
              {PLAN_IDS.map((id) => {
                const plan = PLANS[id];
                return (
                  <li key={id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                    <h3 className="font-semibold">{plan.label}</h3>
                    <p className="mt-3">
                      <span className="text-3xl font-semibold tracking-tight">
                        {formatBRL(plan.priceCents)}
                      </span>
                      <span className="text-sm text-muted-foreground"> /mês por instância</span>
                    </p>
                    <p className="mt-3 flex items-center gap-2 text-sm">
                      <Check aria-hidden="true" className="size-4 text-primary" />
                      Até {plan.maxProfissionais} profissionais
                    </p>
                    <Link
                      to={`/auth?tab=register&plan=${id}`}
                      className={buttonClasses({
                        className: 'mt-6',
                        variant: id === 'pro' ? 'default' : 'outline',
                      })}
                    >
                      Começar com o {id.toUpperCase()}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <p className="mt-8 flex items-center justify-center gap-2 text-sm text-muted-foreground">
              <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
              Garantia de satisfação de {SATISFACTION_GUARANTEE_DAYS} dias.
            </p>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
