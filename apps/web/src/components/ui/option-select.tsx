import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type OptionSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: { id: string; label: string }[];
  placeholder: string;
};

/**
 * A select over id/label options. Extra props (id, aria-*) go to the trigger, so it works as the
 * control of a FormField.
 */
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...triggerProps
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.id} value={option.id}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
