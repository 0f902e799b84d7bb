import { PageHeader } from '@/components/ui/page-header';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DisponibilidadeCalendar } from './scheduling/disponibilidade-calendar';
import { SchedulingSelectors } from './scheduling/scheduling-selectors';
import { useSchedulingTarget } from './scheduling/use-scheduling-target';

export const DISPONIBILIDADE_PROMPT =
  'Selecione uma instância e um profissional para visualizar a disponibilidade.';

export function DisponibilidadePage() {
  useDocumentTitle('Disponibilidade');
  const target = useSchedulingTarget();
  return (
    <>
      <PageHeader
        title="Disponibilidade"
        description="Os dias e horários em que cada profissional pode atender."
      />
      <SchedulingSelectors
        target={target}
        prompt={DISPONIBILIDADE_PROMPT}
        retryLabel="Tentar novamente"
      >
        {({ instance, profissional }) => (
          <SectionErrorBoundary>
            <DisponibilidadeCalendar
              key={profissional.id}
              instanceId={instance.id}
              timeZone={instance.timezone}
              profissionalId={profissional.id}
            />
          </SectionErrorBoundary>
        )}
      </SchedulingSelectors>
    </>
  );
}
