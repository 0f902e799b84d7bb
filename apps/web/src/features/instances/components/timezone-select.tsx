import type { ComponentProps } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { TimezoneOption } from '../api/get-reference-lists';

type TimezoneSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  timezones: TimezoneOption[];
  value: string;
  onTimezoneChange: (timezone: TimezoneOption) => void;
};

/** The time-zone list of spec §7; choosing one also sets the offset (spec §5). */
export function TimezoneSelect({
  timezones,
  value,
  onTimezoneChange,
  ...props
}: TimezoneSelectProps) {
  const options =
    timezones.some((tz) => tz.value === value) || !value
      ? timezones
      : [{ value, text: value, offset: 0 }, ...timezones];
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const entry = options.find((tz) => tz.value === next);
        if (entry) onTimezoneChange(entry);
      }}
    >
      <SelectTrigger {...props}>
        <SelectValue placeholder="Selecione o fuso horário" />
      </SelectTrigger>
      <SelectContent>
        {options.map((tz) => (
          <SelectItem key={tz.value} value={tz.value}>
            <span className="truncate">{tz.text}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
