import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  LinkServicoRequestSchema,
  type ProfissionalServico,
} from '@secretaria/shared/profissionais-schemas';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useProfissionalServicoMutations } from '../api/profissional-servicos';

export type ServicoOption = { id: string; nome: string };

type LinkServicoDialogProps = {
  profissionalId: string;
  profissionalNome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The instance's services that are not linked yet (link mode). */
  servicos: ServicoOption[];
  /** Edit-the-time mode when given. */
  link: ProfissionalServico | null;
};

type FormValues = z.input<typeof LinkServicoRequestSchema>;

/** Spec §5 "Link service to professional": service and time required, time ≥ 1 minute. */
export function LinkServicoDialog({
  profissionalId,
  profissionalNome,
  open,
  onOpenChange,
  servicos,
  link,
}: LinkServicoDialogProps) {
  const mutations = useProfissionalServicoMutations(profissionalId);
  const isEdit = link !== null;
  const form = useForm<FormValues, unknown, z.output<typeof LinkServicoRequestSchema>>({
    resolver: zodResolver(LinkServicoRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { servico_id: '', tempo_execucao: 30 },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        servico_id: link?.servico_id ?? '',
        tempo_execucao: link?.tempo_execucao ?? 30,
      });
    }
  }, [open, link, form]);

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      if (link) {
        await mutations.updateTempo.mutateAsync({
          linkId: link.id,
          tempo_execucao: input.tempo_execucao,
        });
        toast.success('Tempo atualizado com sucesso', {
          description: `${link.servico.nome}: ${input.tempo_execucao} min.`,
        });
      } else {
        await mutations.link.mutateAsync(input);
        toast.success('Serviço vinculado com sucesso', {
          description: `O serviço agora pode ser agendado com ${profissionalNome}.`,
        });
      }
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['servico_id', 'tempo_execucao']);
      toast.error(link ? 'Erro ao atualizar tempo' : 'Erro ao vincular serviço', {
        description: errorMessage(error, 'Ocorreu um erro inesperado'),
      });
    }
  });

  const options = link ? [{ id: link.servico_id, nome: link.servico.nome }] : servicos;
  const idPrefix = `link-${profissionalId}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar tempo de execução' : 'Vincular serviço'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? `Quanto tempo ${profissionalNome} leva para realizar este serviço.`
              : `Escolha um serviço desta instância e quanto tempo ${profissionalNome} leva para realizá-lo.`}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <Controller
            control={form.control}
            name="servico_id"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={isEdit}>
                <FormField
                  id={`${idPrefix}-servico`}
                  label="Serviço"
                  error={errors.servico_id?.message}
                >
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Selecione um serviço" />
                  </SelectTrigger>
                </FormField>
                <SelectContent>
                  {options.map((servico) => (
                    <SelectItem key={servico.id} value={servico.id}>
                      {servico.nome}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {!isEdit && servicos.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Todos os serviços desta instância já estão vinculados, ou nenhum foi cadastrado ainda.
              Cadastre serviços na aba Serviços.
            </p>
          ) : null}
          <FormField
            id={`${idPrefix}-tempo`}
            label="Tempo de execução (minutos)"
            error={errors.tempo_execucao?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register('tempo_execucao', { valueAsNumber: true })}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Salvando...' : isEdit ? 'Salvar' : 'Vincular'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
