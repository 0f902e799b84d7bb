import type { UseFormRegisterReturn } from 'react-hook-form';
import { msg } from '@secretaria/shared/messages';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The price typed as text ('49,90'), the same in the instance's dialog and the services page. */
export function ServicoPrecoField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'preco'>;
}) {
  return (
    <FormField
      id={id}
      label={msg.servicePriceLabel}
      description={msg.servicePriceHint}
      error={error}
    >
      <Input autoComplete="off" inputMode="decimal" placeholder="0,00" {...registration} />
    </FormField>
  );
}
