import type { ChangeEvent, ComponentProps } from 'react';
import { Input } from './input';

type MaskedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** Digits only. */
  value: string;
  onValueChange: (digits: string) => void;
  maxDigits: number;
  /** How the digits are shown while typing (e.g. formatPhone, formatCep). */
  format: (digits: string) => string;
};

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Shows a mask while typing and hands back digits only, at most `maxDigits`. */
export function MaskedInput({
  value,
  onValueChange,
  maxDigits,
  format,
  ...props
}: MaskedInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    let digits = onlyDigits(typed).slice(0, maxDigits);
    const shown = format(value);
    // Backspace over a mask character removes no digit: remove the digit before it instead.
    if (digits === value && typed.length === shown.length - 1) {
      const caret = event.target.selectionStart ?? typed.length;
      const digitsBefore = onlyDigits(shown.slice(0, caret)).length;
      if (digitsBefore > 0) digits = value.slice(0, digitsBefore - 1) + value.slice(digitsBefore);
    }
    onValueChange(digits);
  }
  return <Input inputMode="numeric" value={format(value)} onChange={handleChange} {...props} />;
}
