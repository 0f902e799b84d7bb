import { useQuery } from '@tanstack/react-query';
import {
  SubscriptionResponseSchema,
  type SubscriptionResponse,
} from '@secretaria/shared/billing-schemas';
import { api } from '@/lib/api-client';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  detail: (instanceId: string) => [...subscriptionKeys.all, instanceId] as const,
};

export function getSubscription(instanceId: string): Promise<SubscriptionResponse> {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/subscription`, {
    schema: SubscriptionResponseSchema,
  });
}

/** The Gerenciar assinatura tab: plan, renewal date and the provider's payment history. */
export function useSubscription(instanceId: string) {
  return useQuery({
    queryKey: subscriptionKeys.detail(instanceId),
    queryFn: () => getSubscription(instanceId),
    retry: 1,
  });
}
