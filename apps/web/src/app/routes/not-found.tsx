import { AppLink } from '@/components/navigation/app-link';
import { PublicLayout } from '@/components/layouts/public-layout';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-sm font-semibold text-primary-ink">Erro 404</p>
        <h1 className="text-3xl font-semibold tracking-tight">Página não encontrada</h1>
        <p className="text-muted-foreground">
          O endereço que você acessou não existe ou foi movido.
        </p>
        <AppLink to="/" className={buttonClasses({ className: 'mt-2' })}>
          Voltar para a página inicial
        </AppLink>
      </div>
    </PublicLayout>
  );
}
