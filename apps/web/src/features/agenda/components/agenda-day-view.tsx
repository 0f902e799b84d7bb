import { ArrowLeft, WifiOff } from 'lucide-react';
import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useOnlineStatus } from '../hooks/use-online-status';
import { DayTimeline } from './day-timeline';

export const DAY_TEXTS = {
  loading: 'Carregando horários...',
  offline: 'Sem conexão com a internet',
  empty: 'Nenhum agendamento para este dia.',
  back: 'Voltar para o mês',
} as const;

const titleFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Segunda-feira, 7 de dezembro'. */
export function dayTitle(iso: string): string {
  const text = titleFormat.format(new Date(`${iso}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type AgendaDayViewProps = {
  iso: string;
  today: string;
  /** The instance's zone: an appointment has started once its local start has passed there. */
  timeZone: string;
  disponibilidades: Disponibilidade[];
  agendamentos: Agendamento[];
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  onBack: () => void;
  onBook: (disponibilidade: Disponibilidade) => void;
};

/** Spec §2 Day view with its states: loading, error, offline, empty, then the timeline. */
export function AgendaDayView({
  iso,
  today,
  timeZone,
  disponibilidades,
  agendamentos,
  query,
  onBack,
  onBook,
}: AgendaDayViewProps) {
  const isOnline = useOnlineStatus();
  let content;
  if (!isOnline) {
    content = (
      <div
        role="alert"
        className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-sm text-muted-foreground"
      >
        <WifiOff aria-hidden="true" className="size-4" />
        {DAY_TEXTS.offline}
      </div>
    );
  } else if (query.isPending) {
    content = (
      <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {DAY_TEXTS.loading}
      </div>
    );
  } else if (query.isError) {
    content = (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive" title="Erro ao carregar horários">
          {errorMessage(query.error, 'Não foi possível carregar os horários deste dia.')}
        </Alert>
        <Button variant="outline" size="sm" onClick={query.refetch}>
          Tentar novamente
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        {agendamentos.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-3 text-center text-sm text-muted-foreground">
            {DAY_TEXTS.empty}
          </p>
        ) : null}
        <DayTimeline
          disponibilidades={disponibilidades}
          agendamentos={agendamentos}
          canBook={iso >= today}
          timeZone={timeZone}
          onBook={onBook}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby="agenda-day-title"
      className="grid gap-4 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="agenda-day-title" className="text-lg font-semibold">
          {dayTitle(iso)}
        </h2>
        <Button variant="link" className="px-0" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {DAY_TEXTS.back}
        </Button>
      </div>
      {content}
    </section>
  );
}
