import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { instancesQueryOptions } from '@/features/instances/api/get-instances';
import { getProfissionais, profissionalKeys } from '@/features/profissionais/api/get-profissionais';

type RetryOptions = {
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (attempt: number) => number;
};

/** Search params that keep the chosen instance and professional across reloads and links. */
export const INSTANCE_PARAM = 'instancia';
export const PROFISSIONAL_PARAM = 'profissional';
/** The agenda's open day; it belongs to the professional shown. */
export const DAY_PARAM = 'dia';

/**
 * The instance and professional a scheduling screen shows (spec §2): kept in the URL, and when
 * there is only one instance, or an instance has only one professional, that one is chosen.
 */
export function useSchedulingTarget(retryOptions?: RetryOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const instances = useQuery({ ...instancesQueryOptions, ...retryOptions });
  const instanceList = instances.data ?? [];
  const instanceParam = searchParams.get(INSTANCE_PARAM);
  const instance =
    instanceList.find((i) => i.id === instanceParam) ??
    (instanceList.length === 1 ? instanceList[0] : undefined);
  const instanceId = instance?.id ?? '';

  const profissionais = useQuery({
    queryKey: profissionalKeys.list(instanceId),
    queryFn: () => getProfissionais(instanceId),
    enabled: instanceId !== '',
    ...retryOptions,
  });
  const profissionalList = profissionais.data?.items ?? [];
  const profissionalParam = searchParams.get(PROFISSIONAL_PARAM);
  const profissional =
    profissionalList.find((p) => p.id === profissionalParam) ??
    (profissionalList.length === 1 ? profissionalList[0] : undefined);

  function select(next: { instanceId: string; profissionalId?: string }) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set(INSTANCE_PARAM, next.instanceId);
        if (next.profissionalId) updated.set(PROFISSIONAL_PARAM, next.profissionalId);
        else updated.delete(PROFISSIONAL_PARAM);
        updated.delete(DAY_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return {
    instances,
    instanceList,
    instance,
    profissionais,
    profissionalList,
    profissional,
    selectInstance: (id: string) => select({ instanceId: id }),
    selectProfissional: (id: string) => select({ instanceId, profissionalId: id }),
  };
}

export type SchedulingTarget = ReturnType<typeof useSchedulingTarget>;
