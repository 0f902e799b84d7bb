import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  InstanceServicoRequestSchema,
  PrecoTextSchema,
  precoText,
  type Servico,
} from '@secretaria/shared/servicos-schemas';
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
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveServico } from '../api/save-servico';
import { cleanDescricao, servicoToasts } from './servico-messages';
import { ServicoPrecoField } from './servico-preco-field';

/** The contract, with the price typed as text ('49,90'). */
const ServicoDialogSchema = InstanceServicoRequestSchema.extend({ preco: PrecoTextSchema });

type ServicoDialogProps = {
  instanceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  servico: Servico | null;
};

/** The instance tab's add/edit dialog: only the name is required (spec §5). */
export function ServicoDialog({ instanceId, open, onOpenChange, servico }: ServicoDialogProps) {
  const save = useSaveServico(instanceId);
  const isEdit = servico !== null;
  const form = useForm({
    resolver: zodResolver(ServicoDialogSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { nome: '', descricao: '', preco: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        nome: servico?.nome ?? '',
        descricao: servico?.descricao ?? '',
        preco: precoText(servico?.preco ?? null),
      });
    }
  }, [open, servico, form]);

  const handleSubmit = form.handleSubmit(async ({ nome, descricao, preco }) => {
    try {
      await save.mutateAsync({
        id: servico?.id,
        input: { nome, descricao: cleanDescricao(descricao), preco },
      });
      servicoToasts.saved(isEdit, nome);
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['nome', 'descricao', 'preco']);
      servicoToasts.saveFailed(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar Serviço' : 'Adicionar Serviço'}</DialogTitle>
          <DialogDescription>O que os clientes podem agendar nesta instância.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <FormField id="servico-nome" label="Nome" error={errors.nome?.message}>
            <Input autoComplete="off" {...form.register('nome')} />
          </FormField>
          <ServicoPrecoField
            id="servico-preco"
            error={errors.preco?.message}
            registration={form.register('preco')}
          />
          <FormField
            id="servico-descricao"
            label="Descrição (opcional)"
            error={errors.descricao?.message}
          >
            <Textarea rows={3} {...form.register('descricao')} />
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
