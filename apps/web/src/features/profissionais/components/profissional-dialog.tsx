import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ApelidosTextSchema,
  ProfissionalRequestSchema,
  apelidosText,
  type Profissional,
} from '@secretaria/shared/profissionais-schemas';
import { msg } from '@secretaria/shared/messages';
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
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveProfissional } from '../api/save-profissional';

/** The contract, with the nicknames typed as one text separated by commas. */
const ProfissionalFormSchema = ProfissionalRequestSchema.extend({ apelidos: ApelidosTextSchema });

type ProfissionalDialogProps = {
  instanceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when given (spec §4: add mode and edit mode). */
  profissional: Profissional | null;
};

export function ProfissionalDialog({
  instanceId,
  open,
  onOpenChange,
  profissional,
}: ProfissionalDialogProps) {
  const save = useSaveProfissional(instanceId);
  const isEdit = profissional !== null;
  const form = useForm({
    resolver: zodResolver(ProfissionalFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { nome: '', especialidade: '', apelidos: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        nome: profissional?.nome ?? '',
        especialidade: profissional?.especialidade ?? '',
        apelidos: apelidosText(profissional?.apelidos ?? []),
      });
    }
  }, [open, profissional, form]);

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: profissional?.id, input });
      toast.success(isEdit ? 'Profissional atualizado' : 'Profissional adicionado', {
        description: isEdit
          ? 'Os dados do profissional foram salvos.'
          : `${input.nome} foi cadastrado nesta instância.`,
      });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['nome', 'especialidade', 'apelidos']);
      toast.error('Erro ao salvar profissional', {
        description: errorMessage(error, 'Ocorreu um erro ao salvar o profissional.'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar Profissional' : 'Adicionar Profissional'}</DialogTitle>
          <DialogDescription>Quem atende os clientes e em qual especialidade.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField id="profissional-nome" label="Nome" error={errors.nome?.message}>
            <Input autoComplete="off" {...form.register('nome')} />
          </FormField>
          <FormField
            id="profissional-especialidade"
            label="Especialidade"
            error={errors.especialidade?.message}
          >
            <Input autoComplete="off" {...form.register('especialidade')} />
          </FormField>
          <FormField
            id="profissional-apelidos"
            label={msg.nicknamesLabel}
            description={msg.nicknamesHint}
            error={errors.apelidos?.message}
          >
            <Input autoComplete="off" placeholder="Bia, Beatriz" {...form.register('apelidos')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Salvando...' : isEdit ? 'Salvar' : 'Adicionar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
