import { useState } from 'react';
import { toast } from 'sonner';
import {
  CreateAgendamentoRequestSchema,
  type Agendamento,
} from '@secretaria/shared/agendamentos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
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
import { errorMessage, isApiError } from '@/lib/api-client';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useCreateAgendamento } from '../api/create-agendamento';
import { bookingSlotError, computeHoraFim } from '../utils/agenda-rules';
import { AgendamentoFields, type AgendamentoValues } from './agendamento-fields';
import { dayTitle } from './agenda-day-view';

export const SUMMARY_HEADER = 'Por favor, corrija os erros no formulário:';
const REQUIRED = ['servico_id', 'contato_id', 'hora_inicio'];

type Option = { id: string; nome: string };

export type NewAgendamentoOptions = {
  servicos: Option[];
  contatos: (Option & { telefone: string })[];
  localizacoes: Option[];
  /** The professional's tempo_execucao per service id. */
  tempos: Record<string, number>;
};

type NewAgendamentoDialogProps = {
  profissionalId: string;
  dia: string;
  window: Disponibilidade | null;
  dayAgendamentos: Agendamento[];
  options: NewAgendamentoOptions;
  onClose: () => void;
};

/** Spec §2/§5 'Novo Agendamento' for a window of the open day. */
export function NewAgendamentoDialog({ window, onClose, ...props }: NewAgendamentoDialogProps) {
  return (
    <Dialog open={window !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {window ? (
          <NewAgendamentoForm key={window.id} window={window} onClose={onClose} {...props} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NewAgendamentoForm({
  profissionalId,
  dia,
  window,
  dayAgendamentos,
  options,
  onClose,
}: NewAgendamentoDialogProps & { window: Disponibilidade }) {
  const create = useCreateAgendamento(profissionalId);
  const [values, setValues] = useState<AgendamentoValues>({
    servico_id: '',
    contato_id: '',
    localizacao_id: window.localizacao_id,
    nome_atendido: '',
    hora_inicio: window.hora_inicio,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const servicos = options.servicos.filter((s) => window.servico_ids.includes(s.id));
  // Only the professional's linked services carry a duration; the server refuses any other.
  const duration = options.tempos[values.servico_id];
  const horaFim =
    duration !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(values.hora_inicio)
      ? computeHoraFim(values.hora_inicio, duration)
      : '';

  const payload = (v: AgendamentoValues) => ({
    data_agendamento: dia,
    hora_inicio: v.hora_inicio,
    servico_id: v.servico_id,
    contato_id: v.contato_id,
    localizacao_id: v.localizacao_id || window.localizacao_id,
    disponibilidade_id: window.id,
    nome_atendido: v.nome_atendido.trim() || null,
  });

  function validate(v: AgendamentoValues) {
    const found = schemaFieldErrors(CreateAgendamentoRequestSchema, payload(v));
    const tempo = options.tempos[v.servico_id];
    if (!found.hora_inicio && v.hora_inicio && tempo !== undefined) {
      const slotError = bookingSlotError(v.hora_inicio, tempo, window, dayAgendamentos);
      if (slotError) found.hora_inicio = slotError;
    }
    return found;
  }

  function handleChange(next: AgendamentoValues) {
    setValues(next);
    if (isSubmitted) setErrors(validate(next));
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (REQUIRED.some((field) => !values[field as keyof AgendamentoValues])) {
        toast.error('Campos incompletos', {
          description: 'Por favor, preencha todos os campos obrigatórios',
        });
      }
      return;
    }
    try {
      await create.mutateAsync(payload(values));
      toast.success(msg.appointmentSaved, { description: msg.appointmentSavedText });
      onClose();
    } catch (error) {
      const message = errorMessage(error, msg.unexpected);
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setServerError(message);
      toast.error('Erro ao salvar', { description: message });
    }
  }

  const messages = [...new Set([...Object.values(errors), ...(serverError ? [serverError] : [])])];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Novo Agendamento</DialogTitle>
        <DialogDescription>
          {dayTitle(dia)} · {window.hora_inicio}–{window.hora_fim} · {window.localizacao_nome}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(e) => void handleSubmit(e)} className="grid gap-4">
        {messages.length > 0 ? (
          <Alert variant="destructive" title={SUMMARY_HEADER}>
            <ul className="list-disc pl-4">
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <AgendamentoFields
          values={values}
          errors={errors}
          onChange={handleChange}
          servicos={servicos}
          contatos={options.contatos}
          localizacoes={options.localizacoes}
          horaFim={horaFim}
        />
        <p className="sr-only" aria-live="polite">
          {horaFim ? `Duração de ${duration} minutos, termina às ${horaFim}` : ''}
        </p>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
