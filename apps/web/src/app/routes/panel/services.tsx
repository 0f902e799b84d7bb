import { instanceLabel } from '@secretaria/shared/instance-display';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useInstances } from '@/features/instances/api/get-instances';
import { ServicosManager } from '@/features/servicos/components/servicos-manager';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api-client';

/** Spec §2 'Gerenciar Serviços': the owner's services across instances. */
export function ServicesPage() {
  useDocumentTitle('Gerenciar Serviços');
  const instances = useInstances();

  if (instances.isPending) {
    return (
      <>
        <PageHeader title="Gerenciar Serviços" />
        <div className="flex items-center gap-3 py-10 text-sm text-muted-foreground">
          <Spinner label={undefined} />
          Carregando...
        </div>
      </>
    );
  }
  if (instances.isError) {
    return (
      <>
        <PageHeader title="Gerenciar Serviços" />
        <div className="grid justify-items-start gap-3">
          <Alert variant="destructive" title="Erro ao carregar serviços/instâncias">
            {errorMessage(instances.error, 'Não foi possível carregar as instâncias')}
          </Alert>
          <Button variant="outline" onClick={() => void instances.refetch()}>
            Tentar novamente
          </Button>
        </div>
      </>
    );
  }
  const options = instances.data.map((instance) => ({
    id: instance.id,
    label: instanceLabel(instance),
  }));
  return <ServicosManager instances={options} />;
}
