import { useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  CreateAgendamentoRequestSchema,
  type Agendamento,
} from '@secretaria/shared/agendamentos-schemas';
import { ContatoRequestSchema } from '@secretaria/shared/contatos-schemas';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { isCompleteTime } from '@/components/ui/time-input';
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
import { useCreateContatoInline } from '../api/create-contato-inline';
import { useCreateAgendamento } from '../api/create-agendamento';
import { useHorariosLivres } from '../api/get-horarios-livres';
import {
  bookingSlotError,
  computeHoraFim,
  startsInsideDisponibilidade,
} from '../utils/agenda-rules';
import { AgendamentoFields, type AgendamentoValues } from './agendamento-fields';
import { dayTitle } from './agenda-day-view';

/** The server's refusals of the chosen start, shown under Início. */
const START_REFUSALS = new Set<string>([
  msg.agendamentoOutsideDisponibilidade,
  msg.agendamentoInPast,
]);

type Option = { id: string; nome: string };

export type NewAgendamentoOptions = {
  servicos: Option[];
  contatos: (Option & { telefone: string })[];
  localizacoes: Option[];
  /** The professional's tempo_execucao per service id. */
  tempos: Record<string, number>;
};

type NewAgendamentoDialogProps = {
  instanceId: string;
  profissionalId: string;
  dia: string;
  disponibilidade: Disponibilidade | null;
  dayAgendamentos: Agendamento[];
  options: NewAgendamentoOptions;
  onClose: () => void;
};

const contatoInput = (v: AgendamentoValues) => ({
  nome: v.contato_nome,
  telefone: v.contato_telefone,
});

/** Spec §2/§5 'Novo Agendamento' for a window of the open day. */
export function NewAgendamentoDialog({
  disponibilidade,
  onClose,
  ...props
}: NewAgendamentoDialogProps) {
  return (
    <Dialog open={disponibilidade !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {disponibilidade ? (
          <NewAgendamentoForm
            key={disponibilidade.id}
            disponibilidade={disponibilidade}
            onClose={onClose}
            {...props}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NewAgendamentoForm({
  instanceId,
  profissionalId,
  dia,
  disponibilidade,
  dayAgendamentos,
  options,
  onClose,
}: NewAgendamentoDialogProps & { disponibilidade: Disponibilidade }) {
  const create = useCreateAgendamento(profissionalId);
  const createContato = useCreateContatoInline(instanceId);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AgendamentoValues>({
    servico_id: '',
    contato_id: '',
    contato_novo: false,
    contato_nome: '',
    contato_telefone: '',
    localizacao_id: disponibilidade.localizacao_id,
    nome_atendido: '',
    hora_inicio: '',
    inicio_outro: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  // A refusal that belongs to no field; every other error shows once, under its field.
  const [formError, setFormError] = useState<string | null>(null);
  const servicos = options.servicos.filter((s) => disponibilidade.servico_ids.includes(s.id));
  // Only the professional's linked services carry a duration; the server refuses any other.
  const duration = options.tempos[values.servico_id];
  const freeSlots = useHorariosLivres(
    { instanceId, profissionalId, servicoId: values.servico_id, dia },
    values.servico_id !== '',
  );
  const freeStarts = {
    status: freeSlots.status,
    starts: (freeSlots.data ?? [])
      .filter((slot) => startsInsideDisponibilidade(slot, disponibilidade))
      .map((slot) => slot.hora_inicio),
    onRetry: () => void freeSlots.refetch(),
  };
  const horaFim =
    duration !== undefined && isCompleteTime(values.hora_inicio)
      ? computeHoraFim(values.hora_inicio, duration)
      : '';

  const payload = (v: AgendamentoValues, contatoId = v.contato_id) => ({
    data_agendamento: dia,
    hora_inicio: v.hora_inicio,
    servico_id: v.servico_id,
    contato_id: contatoId,
    localizacao_id: v.localizacao_id || disponibilidade.localizacao_id,
    disponibilidade_id: disponibilidade.id,
    nome_atendido: v.nome_atendido.trim() || null,
  });

  function validate(v: AgendamentoValues) {
    const found = schemaFieldErrors(CreateAgendamentoRequestSchema, payload(v));
    if (v.contato_novo) {
      // The new contact is checked as the Contatos form checks it; its id comes on saving.
      delete found.contato_id;
      const contato = schemaFieldErrors(ContatoRequestSchema, contatoInput(v));
      if (contato.nome) found.contato_nome = contato.nome;
      if (contato.telefone) found.contato_telefone = contato.telefone;
    }
    if (v.hora_inicio && !isCompleteTime(v.hora_inicio)) found.hora_inicio = msg.timeFormat;
    const tempo = options.tempos[v.servico_id];
    if (!found.hora_inicio && v.hora_inicio && tempo !== undefined) {
      const slotError = bookingSlotError(v.hora_inicio, tempo, disponibilidade, dayAgendamentos);
      if (slotError) found.hora_inicio = slotError;
    }
    return found;
  }

  function handleChange(next: AgendamentoValues) {
    setValues(next);
    if (isSubmitted) setErrors(validate(next));
  }

  /** The first field with a message takes the focus, so it is read with its message. */
  function focusFirstError() {
    requestAnimationFrame(() => {
      const form = formRef.current;
      const invalid = form?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid] input:not(:disabled)',
      );
      invalid?.focus();
    });
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    let contatoId = values.contato_id;
    if (values.contato_novo) {
      try {
        contatoId = (await createContato.mutateAsync(contatoInput(values))).id;
      } catch (error) {
        if (isApiError(error) && error.fields) {
          setErrors({
            ...(error.fields.nome ? { contato_nome: error.fields.nome } : {}),
            ...(error.fields.telefone ? { contato_telefone: error.fields.telefone } : {}),
          });
          focusFirstError();
        } else setFormError(errorMessage(error, msg.unexpected));
        return;
      }
      // Saved: from here on it is an existing contact, so a retry never creates it twice.
      setValues((v) => ({ ...v, contato_id: contatoId, contato_novo: false }));
    }
    try {
      await create.mutateAsync(payload(values, contatoId));
      toast.success(msg.agendamentoSaved, { description: msg.agendamentoSavedText });
      onClose();
    } catch (error) {
      const message = errorMessage(error, msg.unexpected);
      if (isApiError(error) && error.fields) {
        setErrors(error.fields);
        focusFirstError();
      } else if (isApiError(error) && (error.status === 409 || START_REFUSALS.has(message))) {
        // The slot was taken meanwhile (or has passed): said under Início, the offer reloaded.
        setErrors({ hora_inicio: message });
        void freeSlots.refetch();
        focusFirstError();
      } else {
        setFormError(message);
      }
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Novo Agendamento</DialogTitle>
        <DialogDescription>
          {dayTitle(dia)} · {disponibilidade.hora_inicio}–{disponibilidade.hora_fim} ·{' '}
          {disponibilidade.localizacao_nome}
        </DialogDescription>
      </DialogHeader>
      <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(e)} className="grid gap-4">
        <AgendamentoFields
          values={values}
          errors={errors}
          onChange={handleChange}
          servicos={servicos}
          contatos={options.contatos}
          localizacoes={options.localizacoes}
          freeStarts={freeStarts}
          horaFim={horaFim}
        />
        <p className="sr-only" aria-live="polite">
          {horaFim ? `Duração de ${duration} minutos, termina às ${horaFim}` : ''}
        </p>
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <DialogFooter className="gap-2">
          <Button variant="outline" className="h-11" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            className="h-11"
            disabled={create.isPending || createContato.isPending}
          >
            {create.isPending || createContato.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
