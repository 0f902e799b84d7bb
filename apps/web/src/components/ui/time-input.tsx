import type { ComponentProps } from 'react';
import { MaskedInput } from './masked-input';

type TimeInputProps = Omit<
  ComponentProps<typeof MaskedInput>,
  'value' | 'onValueChange' | 'maxDigits' | 'format'
> & {
  /** 'HH:MM', or what has been typed so far ('09', '09:3'). */
  value: string;
  onValueChange: (value: string) => void;
};

/** A whole 24-hour time, 00:00–23:59. */
export function isCompleteTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Digits as 'HH:MM' while typing: '9' → '9', '093' → '09:3', '0930' → '09:30'. */
export function formatTimeDigits(digits: string): string {
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2, 4)}` : digits;
}

/** Three digits typed are an hour of one digit: '930' → '09:30' (on leaving the field). */
export function completeTime(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 3 ? formatTimeDigits(`0${digits}`) : value;
}

/**
 * A 24-hour time typed as HH:MM, the same in every browser language (the browser's own time
 * field shows '09:30 AM' in an English browser).
 */
export function TimeInput({ value, onValueChange, onBlur, ...props }: TimeInputProps) {
  return (
    <MaskedInput
      placeholder="HH:MM"
      autoComplete="off"
      className="tabular-nums"
      {...props}
      value={value.replace(/\D/g, '')}
      maxDigits={4}
      format={formatTimeDigits}
      onValueChange={(digits) => onValueChange(formatTimeDigits(digits))}
      onBlur={(event) => {
        const completed = completeTime(value);
        if (completed !== value) onValueChange(completed);
        onBlur?.(event);
      }}
    />
  );
}
