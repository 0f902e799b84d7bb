import type { ComponentProps } from 'react';
import { msg } from '@secretaria/shared/messages';
import { currentTimezoneId, timezoneLabel } from '@secretaria/shared/timezones';
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
  // A zone saved under its legacy id (Asia/Calcutta) is the list's current one (Asia/Kolkata);
  // one the list lacks still reads by its pt-BR name, never as a raw id.
  const current = value ? currentTimezoneId(value) : value;
  const options =
    timezones.some((tz) => tz.value === current) || !current
      ? timezones
      : [{ value: current, text: timezoneLabel(current), offset: 0 }, ...timezones];
  return (
    <LongSelect
      {...props}
      options={options}
      value={current}
      optionKey={(tz) => tz.value}
      renderOption={(tz) => <span className="truncate">{tz.text}</span>}
      placeholder={msg.timezoneSelectPlaceholder}
      onValueChange={(next) => {
        const entry = options.find((tz) => tz.value === next);
        if (entry) onTimezoneChange(entry);
      }}
    />
  );
}
