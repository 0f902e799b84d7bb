import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  PrecoTextSchema,
  ServicoRequestSchema,
  precoText,
  type Servico,
} from '@secretaria/shared/servicos-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/form-errors';
import { useSaveServico } from '../api/save-servico';
import { cleanDescricao, servicoToasts } from './servico-messages';
import { ServicoPrecoField } from './servico-preco-field';

export type InstanceOption = { id: string; label: string };

/** The contract, with the price typed as text ('49,90'). */
const ServicoFormSchema = ServicoRequestSchema.extend({ preco: PrecoTextSchema });

type ServicoFormCardProps = {
  servico: Servico | null;
  instances: InstanceOption[];
  onDone: () => void;
};

/** /painel/servicos add/edit card (spec §5 Service: name ≥ 2, instance required). */
export function ServicoFormCard({ servico, instances, onDone }: ServicoFormCardProps) {
  const save = useSaveServico();
  const isEdit = servico !== null;
  const defaultInstance = instances.length === 1 ? (instances[0]?.id ?? '') : '';
  const form = useForm({
    resolver: zodResolver(ServicoFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      nome: servico?.nome ?? '',
      descricao: servico?.descricao ?? '',
      preco: precoText(servico?.preco ?? null),
      whatsapp_instance_id: servico ? (servico.whatsapp_instance_id ?? '') : defaultInstance,
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    form.setFocus('nome');
  }, [form]);

  const handleSubmit = form.handleSubmit(
    async ({ nome, descricao, preco, whatsapp_instance_id }) => {
      try {
        await save.mutateAsync({
          id: servico?.id,
          input: { nome, descricao: cleanDescricao(descricao), preco, whatsapp_instance_id },
        });
        servicoToasts.saved(isEdit, nome);
        onDone();
      } catch (error) {
        applyFieldErrors(error, form.setError, [
          'nome',
          'descricao',
          'preco',
          'whatsapp_instance_id',
        ]);
        servicoToasts.saveFailed(error);
      }
    },
  );

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{isEdit ? 'Editar Serviço' : 'Novo Serviço'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-2">
          <FormField id="servico-form-nome" label="Nome" error={errors.nome?.message}>
            <Input autoComplete="off" {...form.register('nome')} />
          </FormField>
          <Controller
            control={form.control}
            name="whatsapp_instance_id"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <FormField
                  id="servico-form-instancia"
                  label="Instância"
                  error={errors.whatsapp_instance_id?.message}
                >
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Selecione uma instância" />
                  </SelectTrigger>
                </FormField>
                <SelectContent>
                  {instances.map((instance) => (
                    <SelectItem key={instance.id} value={instance.id}>
                      {instance.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <ServicoPrecoField
            id="servico-form-preco"
            error={errors.preco?.message}
            registration={form.register('preco')}
          />
          <FormField
            id="servico-form-descricao"
            label="Descrição (opcional)"
            error={errors.descricao?.message}
            className="md:col-span-2"
          >
            <Textarea rows={3} {...form.register('descricao')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end md:col-span-2">
            <Button variant="outline" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Salvando...' : isEdit ? 'Salvar' : 'Adicionar'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
