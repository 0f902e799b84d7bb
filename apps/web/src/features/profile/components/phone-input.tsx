import type { ChangeEvent, ComponentProps } from 'react';
import { formatPhone, onlyDigits } from '@secretaria/shared/phone';
import { Input } from '@/components/ui/input';

type PhoneInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Digits only. */
  value: string;
  onValueChange: (digits: string) => void;
  maxDigits?: number;
};

/** Shows the spec's mask while typing and hands back digits only. */
export function PhoneInput({ value, onValueChange, maxDigits = 11, ...props }: PhoneInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    let digits = onlyDigits(event.target.value).slice(0, maxDigits);
    // Backspace over a mask character removes no digit: drop the last digit instead.
    const typed = event.target.value;
    if (digits === value && typed.length < formatPhone(value).length) digits = digits.slice(0, -1);
    onValueChange(digits);
  }
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(11)99999-9999"
      value={formatPhone(value)}
      onChange={handleChange}
      {...props}
    />
  );
}
