import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';
import { buttonClasses } from '@/components/ui/button';

export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BrandLogo />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {children ?? (
            <Link to="/auth" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Entrar
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Secretária IA. Todos os direitos reservados.</p>
        <nav aria-label="Links legais" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link className="hover:text-foreground" to="/termos-de-uso">
            Termos de Uso
          </Link>
          <Link className="hover:text-foreground" to="/politica-privacidade">
            Política de Privacidade
          </Link>
          <Link className="hover:text-foreground" to="/lgpd">
            LGPD
          </Link>
        </nav>
      </div>
    </footer>
  );
}

/** Header, content and footer for the public pages (legal pages, 404). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
