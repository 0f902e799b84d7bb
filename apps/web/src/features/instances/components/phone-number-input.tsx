import type { ComponentProps } from 'react';
import { onlyDigits } from '@secretaria/shared/phone';
import { Input } from '@/components/ui/input';

type PhoneNumberInputProps = Omit<ComponentProps<typeof Input>, 'onChange' | 'type'> & {
  onDigitsChange: (digits: string) => void;
};

/**
 * Spec §5: the instance number keeps only digits as it is typed (both instance forms), cut at
 * maxLength. Other props (ref, id, aria-* from FormField) reach the input.
 */
export function PhoneNumberInput({ onDigitsChange, maxLength, ...props }: PhoneNumberInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      maxLength={maxLength}
      onChange={(event) => onDigitsChange(onlyDigits(event.target.value).slice(0, maxLength))}
    />
  );
}
