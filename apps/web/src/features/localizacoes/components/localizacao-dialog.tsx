import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  LocalizacaoRequestSchema,
  formatCep,
  type Localizacao,
} from '@secretaria/shared/localizacoes-schemas';
import { BRAZIL_STATES } from '@secretaria/shared/brazil-states';
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
import { MaskedInput } from '@/components/ui/masked-input';
import { OptionSelect } from '@/components/ui/option-select';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useLocalizacaoMutations } from '../api/localizacoes';

/** The 27 UFs; the label names the state so a screen reader does not spell 'S P'. */
const UF_OPTIONS = BRAZIL_STATES.map(({ uf, nome }) => ({ id: uf, label: `${uf} – ${nome}` }));

type FormValues = z.input<typeof LocalizacaoRequestSchema>;
const FIELDS = [
  'nome',
  'cep',
  'logradouro',
  'numero',
  'bairro',
  'cidade',
  'estado',
  'ponto_referencia',
] as const;

const toFormValues = (l: Localizacao | null): FormValues => ({
  nome: l?.nome ?? '',
  cep: l?.cep ?? '',
  logradouro: l?.logradouro ?? '',
  numero: l?.numero ?? '',
  bairro: l?.bairro ?? '',
  cidade: l?.cidade ?? '',
  estado: l?.estado ?? '',
  ponto_referencia: l?.ponto_referencia ?? '',
});

type LocalizacaoDialogProps = {
  instanceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localizacao: Localizacao | null;
};

/** Spec §5 Location: every field but the reference required; CEP 00000-000; UF two letters. */
export function LocalizacaoDialog({
  instanceId,
  open,
  onOpenChange,
  localizacao,
}: LocalizacaoDialogProps) {
  const { save } = useLocalizacaoMutations(instanceId);
  const isEdit = localizacao !== null;
  const form = useForm({
    resolver: zodResolver(LocalizacaoRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(null),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(localizacao));
  }, [open, localizacao, form]);

  const handleSubmit = form.handleSubmit(async (values) => {
    const input = { ...values, ponto_referencia: values.ponto_referencia?.trim() || null };
    try {
      await save.mutateAsync({ id: localizacao?.id, input });
      toast.success(isEdit ? 'Localização atualizada' : 'Localização adicionada', {
        description: isEdit ? `${input.nome} foi atualizada.` : `${input.nome} foi cadastrada.`,
      });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error('Erro ao salvar localização', {
        description: errorMessage(error, 'Ocorreu um erro ao salvar a localização.'),
      });
    }
  });

  const text = (
    name: Exclude<(typeof FIELDS)[number], 'cep'>,
    label: string,
    className?: string,
  ) => (
    <FormField
      id={`localizacao-${name}`}
      label={label}
      error={errors[name]?.message}
      className={className}
    >
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Editar Localização' : 'Adicionar Localização'}</DialogTitle>
          <DialogDescription>Onde os atendimentos desta instância acontecem.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-6">
          {text('nome', 'Nome', 'sm:col-span-6')}
          <Controller
            control={form.control}
            name="cep"
            render={({ field }) => (
              <FormField
                id="localizacao-cep"
                label="CEP"
                error={errors.cep?.message}
                className="sm:col-span-3"
              >
                <MaskedInput
                  ref={field.ref}
                  name={field.name}
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  maxDigits={8}
                  format={formatCep}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
          {text('numero', 'Número', 'sm:col-span-3')}
          {text('logradouro', 'Logradouro', 'sm:col-span-6')}
          {text('bairro', 'Bairro', 'sm:col-span-6')}
          {text('cidade', 'Cidade', 'sm:col-span-3')}
          <Controller
            control={form.control}
            name="estado"
            render={({ field }) => (
              <FormField
                id="localizacao-estado"
                label="UF"
                error={errors.estado?.message}
                className="sm:col-span-3"
              >
                <OptionSelect
                  ref={field.ref}
                  name={field.name}
                  placeholder={msg.ufSelectPlaceholder}
                  options={UF_OPTIONS}
                  value={(field.value ?? '').toUpperCase()}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
          {text('ponto_referencia', 'Ponto de referência (opcional)', 'sm:col-span-6')}
          <DialogFooter className="sm:col-span-6">
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
