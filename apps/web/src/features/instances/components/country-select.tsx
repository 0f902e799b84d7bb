import type { ComponentProps } from 'react';
import { LongSelect } from '@/components/ui/long-select';
import type { SelectTrigger } from '@/components/ui/select';
import type { Pais } from '../api/get-reference-lists';
import { CountryFlag } from './country-flag';
import { msg } from '@secretaria/shared/messages';

type CountrySelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  countries: Pais[];
  value: number | undefined;
  onValueChange: (id: number) => void;
};

/** Countries with their flag and dialling code (spec §5: countryId). */
export function CountrySelect({ countries, value, onValueChange, ...props }: CountrySelectProps) {
  return (
    <LongSelect
      {...props}
      options={countries}
      value={value ? String(value) : ''}
      optionKey={(country) => String(country.id)}
      renderOption={(country) => (
        <>
          <CountryFlag src={country.img} />
          <span className="truncate">{country.pais}</span>
          <span className="text-muted-foreground tabular-nums">+{country.ddi}</span>
        </>
      )}
      placeholder={msg.countrySelectPlaceholder}
      onValueChange={(key) => onValueChange(Number(key))}
    />
  );
}
