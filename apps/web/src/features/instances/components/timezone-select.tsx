import type { ComponentProps } from 'react';
import { LongSelect } from '@/components/ui/long-select';
import type { SelectTrigger } from '@/components/ui/select';
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
    <LongSelect
      {...props}
      options={options}
      value={value}
      optionKey={(tz) => tz.value}
      renderOption={(tz) => <span className="truncate">{tz.text}</span>}
      placeholder="Selecione o fuso horário"
      onValueChange={(next) => {
        const entry = options.find((tz) => tz.value === next);
        if (entry) onTimezoneChange(entry);
      }}
    />
  );
}
