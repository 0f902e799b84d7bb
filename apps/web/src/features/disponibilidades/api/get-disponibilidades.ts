import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DisponibilidadeSchema } from '@secretaria/shared/disponibilidades-schemas';
import { api } from '@/lib/api-client';
import { retryTransient } from '@/lib/query-client';
import { sleep } from '@/lib/sleep';
import {
  DISPONIBILIDADE_FETCH_DELAY_MS,
  DISPONIBILIDADE_RETRIES,
  disponibilidadeRetryDelay,
} from '../utils/disponibilidade-rules';

export const disponibilidadeKeys = {
  all: ['disponibilidades'] as const,
  range: (profissionalId: string, from: string, to: string) =>
    [...disponibilidadeKeys.all, profissionalId, from, to] as const,
};

export function getDisponibilidades(
  profissionalId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
) {
  const query = `from=${from}&to=${to}`;
  return api.get(
    `/api/profissionais/${encodeURIComponent(profissionalId)}/disponibilidades?${query}`,
    {
      schema: z.array(DisponibilidadeSchema),
      signal,
    },
  );
}

/**
 * A month of one professional's windows with the spec §7 policy: 300 ms before the query, three
 * retries after 1 s, 2 s and 4 s, then whatever is cached stays on screen (TanStack keeps the
 * last data of a query that fails, and the previous month while the next one loads).
 */
export function useDisponibilidades(profissionalId: string, from: string, to: string) {
  return useQuery({
    queryKey: disponibilidadeKeys.range(profissionalId, from, to),
    queryFn: async ({ signal }) => {
      await sleep(DISPONIBILIDADE_FETCH_DELAY_MS, signal);
      return getDisponibilidades(profissionalId, from, to, signal);
    },
    retry: retryTransient(DISPONIBILIDADE_RETRIES),
    retryDelay: disponibilidadeRetryDelay,
    placeholderData: keepPreviousData,
  });
}
