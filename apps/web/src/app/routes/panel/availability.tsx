import { PageHeader } from '@/components/ui/page-header';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AvailabilityCalendar } from './scheduling/availability-calendar';
import { SchedulingSelectors } from './scheduling/scheduling-selectors';
import { useSchedulingTarget } from './scheduling/use-scheduling-target';

export const AVAILABILITY_PROMPT =
  'Selecione uma instância e um profissional para visualizar a disponibilidade.';

export function AvailabilityPage() {
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
        prompt={AVAILABILITY_PROMPT}
        retryLabel="Tentar novamente"
      >
        {({ instance, profissional }) => (
          <SectionErrorBoundary>
            <AvailabilityCalendar
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
