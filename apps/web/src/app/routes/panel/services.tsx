import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ServicesPage() {
  useDocumentTitle('Gerenciar Serviços');
  return (
    <>
      <PageHeader
        title="Gerenciar Serviços"
        description="Os serviços que a sua secretária oferece e agenda para os clientes."
      />
      <EmptyState
        icon={ClipboardList}
        title="Nenhuma instância disponível"
        description="É necessário cadastrar pelo menos uma instância do WhatsApp antes de adicionar serviços."
        action={
          <Link
            to="/painel/instancias"
            className={buttonClasses({ variant: 'outline', className: 'mt-2' })}
          >
            Ir para Instâncias
          </Link>
        }
      />
    </>
  );
}
