import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand/brand-logo';
import { AppLink } from '@/components/navigation/app-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { plainButtonClasses } from '@/components/ui/button-variants';

const focusRing =
  'rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Pular para o conteúdo
    </a>
  );
}

type PublicHeaderProps = {
  /** Section links, shown from 768 px. */
  nav?: ReactNode;
  /** A menu button for narrow screens, shown last. */
  mobileMenu?: ReactNode;
  /** The pre-rendered landing page brings a theme button that needs no React. */
  themeToggle?: ReactNode;
};

export function PublicHeader({
  nav,
  mobileMenu,
  themeToggle = <ThemeToggle />,
}: PublicHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <AppLink to="/" className={focusRing}>
          <BrandLogo />
        </AppLink>
        {nav}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {themeToggle}
          <AppLink to="/auth" className={plainButtonClasses({ variant: 'ghost', size: 'sm' })}>
            Entrar
          </AppLink>
          <AppLink
            to="/auth?tab=register"
            className={plainButtonClasses({ size: 'sm', className: 'max-sm:hidden' })}
          >
            Criar conta
          </AppLink>
          {mobileMenu}
        </div>
      </div>
    </header>
  );
}

const footerLink = `${focusRing} hover:text-foreground hover:underline underline-offset-4`;

export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-2">
          <BrandLogo className="text-foreground" />
          <p>Sua secretária de IA no WhatsApp. Produto em versão beta.</p>
          <p>
            © <span data-current-year="">{new Date().getFullYear()}</span> Secretária IA. Todos os
            direitos reservados.
          </p>
        </div>
        <nav aria-label="Links legais" className="flex flex-wrap gap-x-6 gap-y-3">
          <AppLink className={footerLink} to="/termos-de-uso">
            Termos de Uso
          </AppLink>
          <AppLink className={footerLink} to="/politica-privacidade">
            Política de Privacidade
          </AppLink>
          <AppLink className={footerLink} to="/lgpd">
            LGPD
          </AppLink>
        </nav>
      </div>
    </footer>
  );
}

/** Header, content and footer for the public pages (legal pages, 404). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
