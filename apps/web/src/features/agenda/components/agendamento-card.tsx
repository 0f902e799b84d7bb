import { useState } from 'react';
import { MoreVertical } from 'lucide-react';
import { toast } from 'sonner';
import {
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  isAfterStartStatus,
  isOpenStatus,
  type Agendamento,
  type AgendamentoStatus,
} from '@secretaria/shared/agendamentos-schemas';
import { msg } from '@secretaria/shared/messages';
import { displayPhone } from '@secretaria/shared/phone';
import { todayIn } from '@secretaria/shared/zoned-time';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUpdateAgendamentoStatus } from '../api/update-agendamento-status';
import { AGENDA_TEXTS } from '../agenda-texts';
import { useHasStarted } from '../hooks/use-has-started';
import { RescheduleDialog } from './reschedule-dialog';

const ACTION_LABELS: Record<AgendamentoStatus, string> = {
  agendado: 'Reagendar',
  confirmado: 'Confirmar',
  concluido: 'Concluir',
  faltou: 'Faltou',
  cancelado: 'Cancelar',
};

const STATUS_STYLES: Record<AgendamentoStatus, string> = {
  agendado: 'bg-primary/10 text-primary-ink',
  confirmado: 'bg-success/15 text-success',
  concluido: 'bg-secondary text-secondary-foreground',
  faltou: 'bg-warning/20 text-foreground',
  cancelado: 'bg-destructive/10 text-foreground ring-1 ring-destructive/50 ring-inset',
};

export function StatusBadge({ status }: { status: AgendamentoStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold',
        STATUS_STYLES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

type AgendamentoCardProps = {
  agendamento: Agendamento;
  /** The instance's zone, where its start is read. */
  timeZone: string;
  className?: string;
  style?: object;
};

/** Spec §2 Day view: times, service, client, phone, the person served; status actions. */
export function AgendamentoCard({
  agendamento: a,
  timeZone,
  className,
  style,
}: AgendamentoCardProps) {
  const updateStatus = useUpdateAgendamentoStatus();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [isRescheduling, setIsRescheduling] = useState(false);
  const hasStarted = useHasStarted(a.data_agendamento, a.hora_inicio, timeZone);
  const actions = STATUS_TRANSITIONS[a.status].filter(
    // 'Concluir' and 'Faltou' are offered once the appointment has started.
    (status) => hasStarted || !isAfterStartStatus(status),
  );
  // Only 'agendado' and 'confirmado' move (the server says so too: agendamentoNotMovable).
  const canReschedule = isOpenStatus(a.status);
  const label = `Agendamento ${a.hora_inicio}–${a.hora_fim}, ${a.contato.nome}`;

  async function changeStatus(status: AgendamentoStatus) {
    try {
      await updateStatus.mutateAsync({ id: a.id, status });
      toast.success('Agendamento atualizado', { description: STATUS_LABELS[status] });
    } catch (error) {
      toast.error('Erro ao atualizar agendamento', {
        description: errorMessage(error, 'Ocorreu um erro inesperado'),
      });
    } finally {
      setIsConfirmingCancel(false);
    }
  }

  return (
    <article
      aria-label={label}
      style={style}
      className={cn(
        'relative flex min-h-12 flex-col gap-0.5 rounded-md border-l-4 bg-card py-1 pr-1 pl-2 text-xs shadow-sm ring-1 ring-border',
        // Cancelled: a pale red edge and struck hours, not faded text (AA contrast kept).
        a.status === 'cancelado' ? 'border-l-destructive/60 bg-muted' : 'border-l-primary',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
        <span
          className={cn(
            'font-semibold tabular-nums',
            a.status === 'cancelado' && 'line-through decoration-destructive',
          )}
        >
          {a.hora_inicio}–{a.hora_fim}
        </span>
        <StatusBadge status={a.status} />
        {actions.length > 0 || canReschedule ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                // In the first line's flow, 44 px for a thumb: on a narrow card it wraps to a line
                // of its own instead of covering the hours.
                className="ml-auto size-11 shrink-0"
                aria-label={`Ações do agendamento ${a.hora_inicio}`}
              >
                <MoreVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {canReschedule ? (
                <DropdownMenuItem className="min-h-11" onSelect={() => setIsRescheduling(true)}>
                  {AGENDA_TEXTS.reschedule}
                </DropdownMenuItem>
              ) : null}
              {actions.map((status) => (
                <DropdownMenuItem
                  key={status}
                  className="min-h-11"
                  onSelect={() =>
                    status === 'cancelado' ? setIsConfirmingCancel(true) : void changeStatus(status)
                  }
                >
                  {ACTION_LABELS[status]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      {/* Wrapped, not cut, and first: the customer's name whole on a phone's narrow card. */}
      <p className="font-medium break-words">{a.contato.nome}</p>
      <p className="break-words">{a.servico.nome}</p>
      {a.teste ? (
        // The test customer has no phone to show (docs/decisions/016): its line is the badge.
        <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-muted-foreground">
          <span
            title={msg.agendaTestBadgeTitle}
            className="inline-flex shrink-0 items-center rounded-full border border-dashed border-foreground/50 px-2 py-0.5 text-[11px] font-semibold text-foreground"
          >
            {msg.agendaTestBadge}
          </span>
          {a.nome_atendido ? (
            <span className="break-words">Atendido: {a.nome_atendido}</span>
          ) : null}
        </p>
      ) : (
        <p className="break-words text-muted-foreground">
          {displayPhone(a.contato.telefone)}
          {a.nome_atendido ? ` · Atendido: ${a.nome_atendido}` : ''}
        </p>
      )}
      {canReschedule ? (
        <RescheduleDialog
          agendamento={a}
          today={todayIn(timeZone)}
          open={isRescheduling}
          onOpenChange={setIsRescheduling}
        />
      ) : null}
      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={setIsConfirmingCancel}
        title={msg.agendamentoCancelAction}
        description={`Tem certeza que deseja cancelar o agendamento das ${a.hora_inicio} de ${a.contato.nome}?`}
        confirmLabel={msg.agendamentoCancelAction}
        cancelLabel={msg.agendamentoKeep}
        pendingLabel={msg.agendamentoCancelling}
        isPending={updateStatus.isPending}
        onConfirm={() => void changeStatus('cancelado')}
      />
    </article>
  );
}
