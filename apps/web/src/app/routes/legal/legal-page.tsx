import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AppLink } from '@/components/navigation/app-link';
import { useDocumentTitle } from '@/hooks/use-document-title';

type LegalPageProps = { title: string; updated: string; children: ReactNode };

export const CONTACT_EMAIL = 'contato@secretaria.ia';
export const DATA_OFFICER_EMAIL = 'dpo@secretaria.ia';

const otherPages = [
  { to: '/termos-de-uso', label: 'Termos de Uso' },
  { to: '/politica-privacidade', label: 'Política de Privacidade' },
  { to: '/lgpd', label: 'LGPD: seus direitos' },
];

export function LegalPage({ title, updated, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{updated}</p>
        <div className="mt-8 grid gap-5 leading-relaxed break-words text-foreground/90 [&_a]:text-primary-ink [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-6 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-foreground [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
          {children}
        </div>
        <nav aria-label="Outros documentos" className="mt-12 border-t pt-6 text-sm">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {otherPages
              .filter((page) => page.label !== title)
              .map((page) => (
                <li key={page.to}>
                  <AppLink
                    to={page.to}
                    className="text-primary-ink underline underline-offset-2 hover:no-underline"
                  >
                    {page.label}
                  </AppLink>
                </li>
              ))}
          </ul>
        </nav>
      </article>
    </PublicLayout>
  );
}

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
