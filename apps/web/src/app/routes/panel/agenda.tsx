import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AgendaPage() {
  useDocumentTitle('Agenda');
  return (
    <>
      <PageHeader title="Agenda" description="Os agendamentos dos seus profissionais, dia a dia." />
      <EmptyState
        icon={CalendarDays}
        title="Nenhum agendamento para exibir"
        description="A agenda mostra os horários marcados pelos seus clientes. Conecte um número de WhatsApp e cadastre seus profissionais para começar."
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
