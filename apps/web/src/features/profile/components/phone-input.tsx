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
    const typed = event.target.value;
    let digits = onlyDigits(typed).slice(0, maxDigits);
    const shown = formatPhone(value);
    // Backspace over a mask character removes no digit: remove the digit before it instead.
    if (digits === value && typed.length === shown.length - 1) {
      const caret = event.target.selectionStart ?? typed.length;
      const digitsBefore = onlyDigits(shown.slice(0, caret)).length;
      if (digitsBefore > 0) {
        digits = value.slice(0, digitsBefore - 1) + value.slice(digitsBefore);
      }
    }
    onValueChange(digits);
  }
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={formatPhone('11999999999')}
      value={formatPhone(value)}
      onChange={handleChange}
      {...props}
    />
  );
}
