import { PageHeader } from '@/components/ui/page-header';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { AGENDA_LOAD_RETRIES, agendaLoadRetryDelay } from '@/features/agenda/utils/agenda-rules';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { retryTransient } from '@/lib/query-client';
import { AgendaBoard } from './scheduling/agenda-board';
import { AgendaViewSwitch } from './scheduling/agenda-view-switch';
import { SchedulingSelectors } from './scheduling/scheduling-selectors';
import { TeamSection } from './scheduling/team-section';
import { useAgendaView } from './scheduling/use-agenda-view';
import { useSchedulingTarget } from './scheduling/use-scheduling-target';

const AGENDA_PROMPT = 'Selecione uma instância e um profissional para visualizar a agenda.';
/** Spec §7: instance and professional loading retries 3 times (2 s, 4 s, 8 s), then 'Atualizar'. */
const LOAD_RETRY = { retry: retryTransient(AGENDA_LOAD_RETRIES), retryDelay: agendaLoadRetryDelay };

export function AgendaPage() {
  useDocumentTitle('Agenda');
  const target = useSchedulingTarget(LOAD_RETRY);
  const [view, setView] = useAgendaView();
  return (
    <>
      <PageHeader title="Agenda" description="Os agendamentos dos seus profissionais, dia a dia." />
      <div className="mb-4">
        <AgendaViewSwitch view={view} onChange={(next) => setView(next)} />
      </div>
      {view === 'equipe' ? (
        <TeamSection target={target} onOpenProfissional={(id) => setView('profissional', id)} />
      ) : (
        <SchedulingSelectors target={target} prompt={AGENDA_PROMPT} retryLabel="Atualizar">
          {({ instance, profissional }) => (
            <SectionErrorBoundary>
              <AgendaBoard
                key={profissional.id}
                instanceId={instance.id}
                timeZone={instance.timezone}
                profissionalId={profissional.id}
              />
            </SectionErrorBoundary>
          )}
        </SchedulingSelectors>
      )}
    </>
  );
}
