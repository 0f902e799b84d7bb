import { useState } from 'react';
import { toast } from 'sonner';
import type { Agendamento } from '@secretaria/shared/agendamentos-schemas';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { AGENDA_TEXTS as T } from '../agenda-texts';
import { useHorariosLivres } from '../api/get-horarios-livres';
import { useRescheduleAgendamento } from '../api/reschedule-agendamento';
import { dayTitle } from './agenda-day-view';
import { chip, radio } from './start-time-picker';

type RescheduleDialogProps = {
  agendamento: Agendamento;
  /** Today in the instance's zone: the first day offered. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Remarcar': a day, then the starts the server's free-slot engine offers for the same
 * professional and service on it; the move goes through PATCH /api/agendamentos/{id}, which
 * re-checks the slot under the professional's lock and queues the customer's WhatsApp notice.
 */
export function RescheduleDialog({ open, onOpenChange, ...props }: RescheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open ? <RescheduleForm {...props} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RescheduleForm({
  agendamento: a,
  today,
  onClose,
}: Omit<RescheduleDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const reschedule = useRescheduleAgendamento();
  const [dia, setDia] = useState(a.data_agendamento >= today ? a.data_agendamento : today);
  const [inicio, setInicio] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(dia) && dia >= today;
  const slots = useHorariosLivres(
    {
      instanceId: a.whatsapp_instance_id,
      profissionalId: a.profissional_id,
      servicoId: a.servico_id,
      dia,
    },
    validDay,
  );
  const starts = [...new Set((slots.data ?? []).map((s) => s.hora_inicio))].sort();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!validDay) return setError(T.rescheduleDayRequired);
    if (!inicio) return setError(T.rescheduleStartRequired);
    try {
      await reschedule.mutateAsync({
        id: a.id,
        input: { data_agendamento: dia, hora_inicio: inicio },
      });
      toast.success(T.rescheduled, { description: `${dayTitle(dia)} às ${inicio}` });
      onClose();
    } catch (caught) {
      const message = errorMessage(caught, msg.unexpected);
      if (isApiError(caught) && caught.status === 409) {
        // Taken meanwhile: said under the starts, and the offer reloaded from the server.
        setError(message);
        setInicio('');
        void slots.refetch();
      } else setFormError(message);
    }
  }

  let body;
  if (!validDay) body = null;
  else if (slots.status === 'pending')
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {msg.freeSlotsLoading}
      </p>
    );
  else if (slots.status === 'error')
    body = (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {msg.freeSlotsError}
        <Button variant="outline" className="h-11" onClick={() => void slots.refetch()}>
          {msg.freeSlotsRetry}
        </Button>
      </p>
    );
  else if (starts.length === 0)
    body = <p className="text-sm text-muted-foreground">{T.rescheduleEmpty}</p>;
  else
    body = (
      <div className="flex flex-wrap gap-2">
        {starts.map((start) => (
          <label key={start} className={chip}>
            <input
              type="radio"
              name="remarcar-inicio"
              className={radio}
              value={start}
              checked={inicio === start}
              onChange={() => {
                setInicio(start);
                setError(null);
              }}
            />
            {start}
          </label>
        ))}
      </div>
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{T.rescheduleTitle}</DialogTitle>
        <DialogDescription>
          {a.contato.nome} · {a.servico.nome} · {dayTitle(a.data_agendamento)}, {a.hora_inicio}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <FormField id="remarcar-dia" label={T.rescheduleDay}>
          <Input
            type="date"
            min={today}
            required
            className="h-11"
            value={dia}
            onChange={(e) => {
              setDia(e.target.value);
              setInicio('');
              setError(null);
            }}
          />
        </FormField>
        <fieldset
          className="grid gap-2"
          data-invalid={error ? true : undefined}
          aria-describedby={error ? 'remarcar-inicio-error' : undefined}
        >
          <legend className="mb-2 text-sm leading-none font-medium">{T.rescheduleStarts}</legend>
          {body}
          {error ? (
            <p id="remarcar-inicio-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </fieldset>
        <p className="text-xs text-muted-foreground">{T.rescheduleNotice}</p>
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <DialogFooter className="gap-2">
          <Button variant="outline" className="h-11" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" className="h-11" disabled={reschedule.isPending}>
            {reschedule.isPending ? T.rescheduling : T.rescheduleSubmit}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
