import {
  BellRing,
  BookOpenText,
  CalendarCheck,
  Clock,
  LayoutDashboard,
  MessageSquareText,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

const benefits = [
  {
    icon: MessageSquareText,
    title: 'Responde no WhatsApp',
    text: 'Conversa com seus clientes em português, no número do seu negócio, sem deixar ninguém esperando.',
  },
  {
    icon: CalendarCheck,
    title: 'Marca na agenda certa',
    text: 'Consulta a disponibilidade de cada profissional e agenda, remarca ou cancela o horário.',
  },
  {
    icon: BellRing,
    title: 'Confirma e lembra',
    text: 'Envia confirmações e lembretes dos atendimentos para reduzir as faltas.',
  },
  {
    icon: BookOpenText,
    title: 'Conhece o seu negócio',
    text: 'Responde com o que você escreveu na base de conhecimento: serviços, preços, endereço e regras.',
  },
  {
    icon: Clock,
    title: 'Atende a qualquer hora',
    text: 'Funciona de madrugada, nos feriados e quando sua equipe está ocupada atendendo.',
  },
  {
    icon: LayoutDashboard,
    title: 'Tudo num painel',
    text: 'Profissionais, serviços, locais, disponibilidade, contatos e agenda num só lugar.',
  },
];

export function BenefitsSection() {
  return (
    <section
      id="beneficios"
      aria-labelledby="beneficios-titulo"
      className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="beneficios-titulo"
          eyebrow="Benefícios"
          title="Menos tempo no celular, mais tempo atendendo"
          description="Feita para clínicas, consultórios, salões, barbearias e prestadores de serviço que vivem de agenda cheia."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
