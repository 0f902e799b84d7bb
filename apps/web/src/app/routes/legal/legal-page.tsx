import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';

type LegalPageProps = { title: string; updated: string; children: ReactNode };

export function LegalPage({ title, updated, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{updated}</p>
        <div className="mt-8 grid gap-6 leading-relaxed text-foreground/90 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_a]:text-primary-ink [&_a]:underline [&_a]:underline-offset-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:grid [&_ul]:gap-1">
          {children}
        </div>
      </article>
    </PublicLayout>
  );
}
