import type { ComponentProps } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { Pais } from '../api/get-reference-lists';
import { CountryFlag } from './country-flag';

type CountrySelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  countries: Pais[];
  value: number | undefined;
  onValueChange: (id: number) => void;
};

/** Countries with their flag and dialling code (spec §5: countryId). */
export function CountrySelect({ countries, value, onValueChange, ...props }: CountrySelectProps) {
  return (
    <Select value={value ? String(value) : ''} onValueChange={(v) => onValueChange(Number(v))}>
      <SelectTrigger {...props}>
        <SelectValue placeholder="Selecione o país" />
      </SelectTrigger>
      <SelectContent>
        {countries.map((country) => (
          <SelectItem key={country.id} value={String(country.id)}>
            <CountryFlag src={country.img} />
            <span className="truncate">{country.pais}</span>
            <span className="text-muted-foreground tabular-nums">+{country.ddi}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
