import { useState, type ComponentProps } from 'react';
import { parseTimeOfDay } from '@secretaria/shared/time-of-day';
import { Input } from './input';

type TimeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** 'HH:MM', or what has been typed and cannot be read as a time ('25'). */
  value: string;
  onValueChange: (value: string) => void;
};

/** A whole 24-hour time, 00:00–23:59. */
export function isCompleteTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** What the field hands back for a typed text: its 'HH:MM' when it is a time, else as typed. */
export function timeValueOf(typed: string): string {
  return parseTimeOfDay(typed) ?? typed;
}

/**
 * A 24-hour time as people type it ('9', '09', '9h', '9:00', '0900', '18h30': parseTimeOfDay),
 * the same in every browser language (the browser's own time field shows '09:30 AM' in an
 * English browser). While typing the text stays as typed and the form already holds its
 * 'HH:MM'; on leaving the field it shows 'HH:MM'.
 */
export function TimeInput({ value, onValueChange, onBlur, onFocus, ...props }: TimeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      type="text"
      placeholder="HH:MM"
      autoComplete="off"
      className="tabular-nums"
      maxLength={12}
      {...props}
      value={draft ?? value}
      onFocus={(event) => {
        setDraft(value);
        onFocus?.(event);
      }}
      onChange={(event) => {
        setDraft(event.target.value);
        onValueChange(timeValueOf(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        const typed = event.target.value;
        const read = timeValueOf(typed);
        if (read !== value) onValueChange(read);
        onBlur?.(event);
      }}
    />
  );
}
