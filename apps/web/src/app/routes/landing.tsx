import { Suspense } from 'react';
import { PublicFooter, SkipLink } from '@/components/layouts/public-layout';
import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        {/* Each boundary hydrates in its own task: no single long task on a slow phone. */}
        <Suspense>
          <BenefitsSection />
        </Suspense>
        <Suspense>
          <HowItWorksSection />
        </Suspense>
        <Suspense>
          <PricingSection />
        </Suspense>
        <Suspense>
          <TestimonialsSection />
        </Suspense>
        <Suspense>
          <CtaSection />
        </Suspense>
      </main>
      <Suspense>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
