import { useState } from 'react';
import { toast } from 'sonner';
import {
  CreateDisponibilidadesRequestSchema,
  UpdateDisponibilidadeRequestSchema,
  type Disponibilidade,
} from '@secretaria/shared/disponibilidades-schemas';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
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
import { isCompleteTime } from '@/components/ui/time-input';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useDisponibilidadeMutations } from '../api/save-disponibilidade';
import { disponibilidadeLabel } from '../utils/disponibilidade-rules';
import {
  DisponibilidadeFields,
  type DisponibilidadeValues,
  type Option,
} from './disponibilidade-fields';

export type DisponibilidadeDialogTarget =
  { kind: 'create'; dias: string[] } | { kind: 'edit'; disponibilidade: Disponibilidade };

type DisponibilidadeDialogProps = {
  profissionalId: string;
  target: DisponibilidadeDialogTarget | null;
  onClose: () => void;
  onCreated: () => void;
  localizacoes: Option[];
  /** The services the professional performs (profissionais_servicos). */
  servicos: Option[];
  /** Where the owner links more services to the professional. */
  linkServicosHref: string;
};

function initialValues(target: DisponibilidadeDialogTarget, localizacoes: Option[]) {
  if (target.kind === 'edit') {
    const { localizacao_id, hora_inicio, hora_fim, servico_ids } = target.disponibilidade;
    return { localizacao_id, hora_inicio, hora_fim, servico_ids };
  }
  const only = localizacoes.length === 1 ? localizacoes[0]!.id : '';
  return { localizacao_id: only, hora_inicio: '', hora_fim: '', servico_ids: [] };
}

/** Spec §2/§5: create windows for the selected days, or edit/delete one window. */
export function DisponibilidadeDialog({ target, onClose, ...props }: DisponibilidadeDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {target ? (
          <DisponibilidadeForm
            key={target.kind === 'edit' ? target.disponibilidade.id : target.dias.join()}
            target={target}
            onClose={onClose}
            {...props}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DisponibilidadeForm({
  profissionalId,
  target,
  onClose,
  onCreated,
  localizacoes,
  servicos,
  linkServicosHref,
}: DisponibilidadeDialogProps & { target: DisponibilidadeDialogTarget }) {
  const { create, update, remove } = useDisponibilidadeMutations(profissionalId);
  const [values, setValues] = useState<DisponibilidadeValues>(() =>
    initialValues(target, localizacoes),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isEdit = target.kind === 'edit';
  const payload = (v: DisponibilidadeValues) => (isEdit ? v : { dias: target.dias, ...v });
  function validate(v: DisponibilidadeValues) {
    const found = schemaFieldErrors(
      isEdit ? UpdateDisponibilidadeRequestSchema : CreateDisponibilidadesRequestSchema,
      payload(v),
    );
    // Half a time ('09:3') is said as such, not as a missing field.
    for (const field of ['hora_inicio', 'hora_fim'] as const) {
      if (v[field] && !isCompleteTime(v[field])) found[field] = msg.timeFormat;
    }
    return found;
  }

  function handleChange(next: DisponibilidadeValues) {
    setValues(next);
    // Validated on submit, then again on every change (spec §5 forms).
    if (isSubmitted) setErrors(validate(next));
  }

  /** Once: under its fields when the server names them, else in the dialog (no toast). */
  function handleServerError(error: unknown) {
    if (isApiError(error) && error.fields) setErrors(error.fields);
    else setServerError(errorMessage(error, msg.unexpected));
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.kind === 'edit') {
        await update.mutateAsync({ id: target.disponibilidade.id, input: values });
        toast.success(msg.disponibilidadeUpdated);
      } else {
        const created = await create.mutateAsync({ dias: target.dias, ...values });
        toast.success(msg.disponibilidadeSaved, {
          description: msg.disponibilidadeSavedCount(created.count),
        });
        onCreated();
      }
      onClose();
    } catch (error) {
      handleServerError(error);
    }
  }

  async function handleDelete() {
    if (target.kind !== 'edit') return;
    try {
      await remove.mutateAsync(target.disponibilidade.id);
      toast.success(msg.disponibilidadeDeleted);
      setIsConfirmingDelete(false);
      onClose();
    } catch (error) {
      setIsConfirmingDelete(false);
      handleServerError(error);
    }
  }

  const count = target.kind === 'create' ? target.dias.length : 1;
  const isSaving = create.isPending || update.isPending;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Editar Disponibilidade' : 'Nova Disponibilidade'}</DialogTitle>
        <DialogDescription>
          {target.kind === 'edit'
            ? `${formatDay(target.disponibilidade.dia)}, ${disponibilidadeLabel(target.disponibilidade)}`
            : `${count} ${count === 1 ? 'dia selecionado' : 'dias selecionados'}`}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(e) => void handleSubmit(e)} className="grid gap-4">
        {errors.dias ? <Alert variant="destructive">{errors.dias}</Alert> : null}
        <DisponibilidadeFields
          values={values}
          errors={errors}
          onChange={handleChange}
          localizacoes={localizacoes}
          servicos={servicos}
          linkServicosHref={linkServicosHref}
        />
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <DialogFooter className="gap-2">
          {isEdit ? (
            <Button
              variant="destructive"
              className="sm:mr-auto"
              onClick={() => setIsConfirmingDelete(true)}
            >
              Excluir
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Salvando...' : 'Salvar'}
          </Button>
        </DialogFooter>
      </form>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        description="Tem certeza que deseja excluir esta disponibilidade? Esta ação não pode ser desfeita."
        isPending={remove.isPending}
        onConfirm={() => void handleDelete()}
      />
    </>
  );
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', dateStyle: 'short' });
function formatDay(iso: string): string {
  return dayFormat.format(new Date(`${iso}T12:00:00Z`));
}
