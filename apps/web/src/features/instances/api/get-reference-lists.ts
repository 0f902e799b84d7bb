import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const PaisSchema = z.object({
  id: z.number(),
  iso: z.string().nullish(),
  pais: z.string(),
  ddi: z.string(),
  img: z.string(),
});
export type Pais = z.infer<typeof PaisSchema>;

const TimezoneSchema = z.object({
  value: z.string(),
  text: z.string(),
  offset: z.number(),
});
export type TimezoneOption = z.infer<typeof TimezoneSchema>;

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  timezones: ['reference', 'timezones'] as const,
};

/** The dial-code list of spec §7, ordered by name. It never changes while the app is open. */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: () => api.get('/ddi-flags.json', { schema: z.array(PaisSchema) }),
    staleTime: Infinity,
  });
}

export function useTimezones() {
  return useQuery({
    queryKey: referenceKeys.timezones,
    queryFn: () => api.get('/timezones.json', { schema: z.array(TimezoneSchema) }),
    staleTime: Infinity,
  });
}
