import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { PublicHeader } from '@/components/layouts/public-layout';
import { plainButtonClasses } from '@/components/ui/button-variants';
import { AppLink } from '@/components/navigation/app-link';

export const LANDING_SECTIONS = [
  { id: 'beneficios', label: 'Benefícios' },
  { id: 'funcionamento', label: 'Como funciona' },
  { id: 'precos', label: 'Preços' },
  { id: 'testimonials', label: 'Depoimentos' },
] as const;

const sectionLink =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

function MobileSectionsMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={plainButtonClasses({ variant: 'ghost', size: 'icon' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Fechar menu de seções' : 'Abrir menu de seções'}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Seções da página"
        hidden={!isOpen}
        className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg"
      >
        <ul className="grid gap-1 pt-2">
          {LANDING_SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={`${sectionLink} block`}
                onClick={() => setIsOpen(false)}
              >
                {label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <AppLink
              to="/auth?tab=register"
              className={plainButtonClasses({ className: 'w-full' })}
            >
              Criar conta
            </AppLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function LandingHeader() {
  return (
    <PublicHeader
      nav={
        <nav aria-label="Seções da página" className="max-lg:hidden lg:ml-4">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} className={sectionLink}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      }
      mobileMenu={<MobileSectionsMenu />}
    />
  );
}
