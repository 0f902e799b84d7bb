import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DeleteInstanceResultSchema,
  PlanChangePreviewSchema,
  type AssinaturaDados,
} from '@secretaria/shared/assinatura-schemas';
import { SubscriptionResponseSchema } from '@secretaria/shared/billing-schemas';
import type { PlanId } from '@secretaria/shared/plans';
import { api, apiRequest } from '@/lib/api-client';
import { instanceKeys } from '@/features/instances/api/get-instances';
import { subscriptionKeys } from './get-subscription';

const base = (instanceId: string) =>
  `/api/instances/${encodeURIComponent(instanceId)}/subscription`;

/** 'Alterar plano': the provider's proration and the professionals check, before confirming. */
export function usePlanChangePreview(instanceId: string, plano: PlanId | null) {
  return useQuery({
    queryKey: [...subscriptionKeys.detail(instanceId), 'preview', plano],
    queryFn: ({ signal }) =>
      api.get(`${base(instanceId)}/plan-change?plano=${plano ?? ''}`, {
        schema: PlanChangePreviewSchema,
        signal,
      }),
    enabled: plano !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

function useSubscriptionMutation<V>(instanceId: string, run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      const parsed = SubscriptionResponseSchema.safeParse(data);
      if (parsed.success)
        queryClient.setQueryData(subscriptionKeys.detail(instanceId), parsed.data);
      return queryClient.invalidateQueries({ queryKey: instanceKeys.all });
    },
  });
}

export function useChangePlan(instanceId: string) {
  return useSubscriptionMutation(instanceId, (input: { plano: PlanId; proration_date: number }) =>
    api.post(`${base(instanceId)}/plan`, input, { schema: SubscriptionResponseSchema }),
  );
}

export function useCancelSubscription(instanceId: string) {
  return useSubscriptionMutation(instanceId, (cancel: boolean) =>
    api.post(`${base(instanceId)}/${cancel ? 'cancel' : 'reactivate'}`, undefined, {
      schema: SubscriptionResponseSchema,
    }),
  );
}

export function useDeleteInstance(instanceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: AssinaturaDados) =>
      apiRequest('DELETE', `/api/instances/${encodeURIComponent(instanceId)}?dados=${dados}`, {
        schema: DeleteInstanceResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.detail(instanceId) }),
      ]),
  });
}
