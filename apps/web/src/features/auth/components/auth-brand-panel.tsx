import { CalendarCheck, Clock, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';

const highlights = [
  {
    icon: MessageSquareText,
    text: 'Atende seus clientes no WhatsApp, em português, a qualquer hora.',
  },
  { icon: CalendarCheck, text: 'Agenda, confirma, remarca e cancela horários sozinha.' },
  { icon: Clock, text: 'Envia lembretes e reduz as faltas na sua agenda.' },
];

export function AuthBrandPanel() {
  return (
    <aside className="relative overflow-hidden bg-linear-to-br from-emerald-700 via-emerald-800 to-teal-900 px-6 py-6 text-white lg:flex lg:flex-col lg:justify-between lg:px-12 lg:py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-3xl"
      />
      <Link
        to="/"
        className="relative inline-flex rounded-md focus-visible:ring-2 focus-visible:ring-white"
      >
        <BrandLogo inverted />
      </Link>
      <div className="relative mt-4 lg:mt-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl lg:text-4xl">
          Sua secretária de IA no WhatsApp
        </h1>
        <ul className="mt-8 hidden gap-4 lg:grid">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-emerald-50">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-white/15">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="leading-relaxed">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative hidden text-sm text-emerald-100/80 lg:block">
        Feito para clínicas, salões, barbearias e prestadores de serviço.
      </p>
    </aside>
  );
}
