import { AppLink } from '@/components/navigation/app-link';
import { plainButtonClasses } from '@/components/ui/button-variants';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-titulo" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-4xl gap-6 rounded-3xl bg-linear-to-br from-emerald-700 via-emerald-800 to-teal-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2
          id="cta-titulo"
          className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Deixe a agenda trabalhar enquanto você atende
        </h2>
        <p className="mx-auto max-w-2xl text-lg leading-relaxed text-emerald-50">
          Crie sua conta, conecte o WhatsApp pelo QR code e ponha a sua secretária de IA para
          responder os clientes ainda hoje.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <AppLink
            to="/auth?tab=register"
            className="inline-flex h-11 items-center justify-center rounded-md bg-white px-6 font-medium text-emerald-900 shadow-sm transition-colors hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-800 focus-visible:outline-none"
          >
            Criar minha conta
          </AppLink>
          <AppLink
            to="/auth"
            className={plainButtonClasses({
              size: 'lg',
              variant: 'ghost',
              className:
                'border border-white/40 text-white hover:bg-white/10 hover:text-white focus-visible:ring-white',
            })}
          >
            Já tenho conta
          </AppLink>
        </div>
      </div>
    </section>
  );
}
