import { useQuery } from '@tanstack/react-query';
import {
  QR_POLL_MS,
  WhatsappStateResponseSchema,
  type WhatsappStateResponse,
} from '@secretaria/shared/whatsapp-schemas';
import { api } from '@/lib/api-client';

export const whatsappKeys = {
  all: ['whatsapp'] as const,
  /** Keyed by the number too: a new number is a new connection (spec §4). */
  state: (instanceId: string, fullPhoneNumber: string | null) =>
    [...whatsappKeys.all, 'state', instanceId, fullPhoneNumber] as const,
};

export function getWhatsappState(instanceId: string): Promise<WhatsappStateResponse> {
  return api.get(`/api/instances/${encodeURIComponent(instanceId)}/whatsapp`, {
    schema: WhatsappStateResponseSchema,
  });
}

/**
 * Spec §4 "Messaging connection": checked when the tab opens, then every QR_POLL_MS while a QR
 * code is on screen, until the gateway says CONNECTED.
 */
export function useWhatsappState(
  instanceId: string,
  fullPhoneNumber: string | null,
  { isPolling }: { isPolling: boolean },
) {
  return useQuery({
    queryKey: whatsappKeys.state(instanceId, fullPhoneNumber),
    queryFn: () => getWhatsappState(instanceId),
    enabled: Boolean(fullPhoneNumber),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      isPolling && query.state.data?.state !== 'CONNECTED' ? QR_POLL_MS : false,
  });
}
