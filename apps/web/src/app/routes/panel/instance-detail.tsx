import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Spec §2: an instance that does not exist or is not the user's reads as not found. */
export function InstanceDetailPage() {
  useDocumentTitle('Instância não encontrada');
  return (
    <>
      <Link
        to="/painel/instancias"
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-4 -ml-2' })}
      >
        <ArrowLeft aria-hidden="true" />
        Voltar para instâncias
      </Link>
      <h1 className="sr-only">Instância não encontrada</h1>
      <EmptyState
        icon={SearchX}
        title="Instância não encontrada"
        description="A instância solicitada não foi encontrada ou você não tem permissão para acessá-la."
        action={
          <Link to="/painel/instancias" className={buttonClasses({ className: 'mt-2' })}>
            Ver todas as instâncias
          </Link>
        }
      />
    </>
  );
}
