import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ContatoRequestSchema, type Contato } from '@secretaria/shared/contatos-schemas';
import { brazilianNationalDigits, formatPhone } from '@secretaria/shared/phone';
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
import { MaskedInput } from '@/components/ui/masked-input';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useContatoMutations } from '../api/contatos';

type ContatoDialogProps = {
  instanceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contato: Contato | null;
};

/** Spec §5 Contact: name and phone required; phone digits only, at most 11. */
export function ContatoDialog({ instanceId, open, onOpenChange, contato }: ContatoDialogProps) {
  const { save } = useContatoMutations(instanceId);
  const isEdit = contato !== null;
  const form = useForm({
    resolver: zodResolver(ContatoRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { nome: '', telefone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    // Stored in E.164; the form edits a Brazilian number with its area code (decision 028).
    const telefone = contato ? brazilianNationalDigits(contato.telefone) : '';
    if (open) form.reset({ nome: contato?.nome ?? '', telefone });
  }, [open, contato, form]);

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: contato?.id, input });
      toast.success(isEdit ? 'Contato atualizado' : 'Contato adicionado', {
        description: isEdit ? `${input.nome} foi atualizado.` : `${input.nome} foi cadastrado.`,
      });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['nome', 'telefone']);
      toast.error('Erro ao salvar contato', {
        description: errorMessage(error, 'Ocorreu um erro ao salvar o contato.'),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar Contato' : 'Adicionar Contato'}</DialogTitle>
          <DialogDescription>Os clientes que agendam por esta instância.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField id="contato-nome" label="Nome" error={errors.nome?.message}>
            <Input autoComplete="off" {...form.register('nome')} />
          </FormField>
          <Controller
            control={form.control}
            name="telefone"
            render={({ field }) => (
              <FormField id="contato-telefone" label="Telefone" error={errors.telefone?.message}>
                <MaskedInput
                  ref={field.ref}
                  name={field.name}
                  type="tel"
                  autoComplete="off"
                  placeholder={formatPhone('11999999999')}
                  maxDigits={11}
                  format={formatPhone}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
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
