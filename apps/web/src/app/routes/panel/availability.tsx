import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AvailabilityPage() {
  useDocumentTitle('Disponibilidade');
  return (
    <>
      <PageHeader
        title="Disponibilidade"
        description="Os dias e horários em que cada profissional pode atender."
      />
      <EmptyState
        icon={CalendarClock}
        title="Selecione uma instância e um profissional para visualizar a disponibilidade."
        description="Você ainda não tem instâncias cadastradas. Conecte um número de WhatsApp e cadastre seus profissionais para montar o calendário."
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
