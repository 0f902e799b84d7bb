import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const NO_INSTANCES = 'Nenhuma instância cadastrada';

export function InstancesPage() {
  useDocumentTitle('Instâncias');
  return (
    <>
      <PageHeader
        title="Instâncias"
        description="Os números de WhatsApp em que a sua secretária atende os clientes."
      />
      <EmptyState
        icon={MessagesSquare}
        title={NO_INSTANCES}
        description="Quando você conectar um número de WhatsApp, ele aparecerá aqui com o status da conexão e o fuso horário."
      />
    </>
  );
}
