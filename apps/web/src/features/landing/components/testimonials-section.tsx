import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { RotationToggle } from './rotation-toggle';
import { SectionHeading } from './section-heading';

/** Spec §1: the testimonial carousel rotates every 6 s. */
export const TESTIMONIAL_ROTATION_MS = 6000;

/**
 * Illustrative quotes: the product has no published customer testimonials yet, so the section
 * says so on screen instead of presenting invented people as real customers.
 */
export const TESTIMONIALS = [
  {
    quote:
      'Metade dos pedidos de horário chegava depois das 20h e eu só via no dia seguinte. Agora a atendente responde na hora e eu acordo com a agenda preenchida.',
    name: 'Dona de salão de beleza',
    detail: 'Equipe de 4 profissionais',
  },
  {
    quote:
      'Os lembretes fizeram diferença: os pacientes confirmam ou remarcam pelo próprio WhatsApp, e os buracos na agenda diminuíram.',
    name: 'Fisioterapeuta com clínica própria',
    detail: '2 locais de atendimento',
  },
  {
    quote:
      'Conectar foi ler um QR code, igual ao WhatsApp Web. Escrevi os preços e o endereço na base de conhecimento e ela já respondia certinho.',
    name: 'Barbeiro',
    detail: 'Barbearia com 3 cadeiras',
  },
  {
    quote:
      'Eu atendia o cliente na cadeira e o celular não parava. Hoje a conversa de marcar horário acontece sem mim, e eu vejo tudo no painel.',
    name: 'Manicure autônoma',
    detail: 'Atende sozinha, com hora marcada',
  },
] as const;

/** Static markup; enhance/carousel.ts moves it (first quote shown, rotating by default). */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-titulo"
      className="scroll-mt-16 border-y bg-muted/40 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id="testimonials-titulo"
          eyebrow="Depoimentos"
          title="Como a Secretária IA muda o dia a dia"
        />
        <p className="mx-auto mt-4 max-w-xl text-center text-sm text-muted-foreground">
          Depoimentos ilustrativos: situações típicas dos negócios para os quais o produto foi
          feito, sem identificar pessoas reais.
        </p>
        <div
          className="mt-10 grid gap-6"
          aria-roledescription="carrossel"
          aria-label="Depoimentos"
          data-carousel=""
          data-interval={TESTIMONIAL_ROTATION_MS}
        >
          <div aria-live="polite" data-carousel-live="">
            {TESTIMONIALS.map((testimonial, i) => (
              <figure
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} de ${TESTIMONIALS.length}`}
                hidden={i !== 0}
                data-carousel-pane=""
                className="grid min-h-72 content-between gap-6 rounded-2xl border bg-card p-6 shadow-sm motion-safe:animate-pop-in sm:min-h-60 sm:p-10"
              >
                <blockquote className="relative text-lg leading-relaxed sm:text-xl">
                  <Quote aria-hidden="true" className="mb-3 size-7 text-primary-ink/70" />
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary-ink"
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                  <span className="grid text-sm">
                    <span className="font-semibold">{testimonial.name}</span>
                    <span className="text-muted-foreground">{testimonial.detail}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
          <div className="flex items-center justify-center gap-3">
            <button
              type="button"
              className={plainButtonClasses({ variant: 'outline', size: 'icon' })}
              data-carousel-previous=""
              aria-label="Depoimento anterior"
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <ul className="flex items-center">
              {TESTIMONIALS.map((t, i) => (
                <li key={t.name}>
                  <button
                    type="button"
                    className="group flex size-8 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={`Depoimento ${i + 1} de ${TESTIMONIALS.length}`}
                    aria-current={i === 0 ? 'true' : undefined}
                    data-carousel-item=""
                    data-current="true"
                  >
                    <span className="block size-2.5 rounded-full bg-foreground/25 transition-colors group-hover:bg-foreground/50 group-aria-[current=true]:bg-primary!" />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={plainButtonClasses({ variant: 'outline', size: 'icon' })}
              data-carousel-next=""
              aria-label="Próximo depoimento"
            >
              <ChevronRight aria-hidden="true" />
            </button>
            <RotationToggle subject="dos depoimentos" />
          </div>
        </div>
      </div>
    </section>
  );
}
