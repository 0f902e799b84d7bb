import { useEffect, useRef } from 'react';
import { PublicFooter, SkipLink } from '@/components/layouts/public-layout';
import { BenefitsSection } from '@/features/landing/components/benefits-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { enhanceLanding } from '@/features/landing/enhance/enhance-landing';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Markup only: the carousels, the menu and the theme button are plain DOM code, the same on the
 * pre-rendered first visit (no React) and here, inside the app's router.
 */
export function LandingPage() {
  useDocumentTitle();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceLanding(ref.current) : undefined), []);
  return (
    <div ref={ref} className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <BenefitsSection />
        <HowItWorksSection />
        <PricingSection />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <PublicFooter />
    </div>
  );
}
