import { useState, type ComponentProps, type ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type LongSelectProps<T> = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  options: readonly T[];
  /** The chosen option's key, or '' for none. */
  value: string;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  placeholder: string;
  onValueChange: (key: string) => void;
};

/**
 * A select for lists of hundreds of options (countries, time zones). Radix mounts every item
 * even while closed, which on a slow phone cost seconds per render of the form; here the items
 * mount only while the list is open, and the trigger draws the chosen option itself, so it shows
 * the value from the first render, whenever the list arrives.
 */
export function LongSelect<T>({
  options,
  value,
  optionKey,
  renderOption,
  placeholder,
  onValueChange,
  ...triggerProps
}: LongSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const selected = value ? options.find((option) => optionKey(option) === value) : undefined;
  return (
    <Select
      open={open}
      onOpenChange={setOpen}
      value={selected ? value : ''}
      onValueChange={(key) => {
        // Radix's hidden native select reports '' when it lacks the option: never a choice.
        if (key) onValueChange(key);
      }}
    >
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder}>
          {selected ? (
            <span className="flex min-w-0 items-center gap-2">{renderOption(selected)}</span>
          ) : undefined}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {open
          ? options.map((option) => (
              <SelectItem key={optionKey(option)} value={optionKey(option)}>
                {renderOption(option)}
              </SelectItem>
            ))
          : null}
      </SelectContent>
    </Select>
  );
}
