import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MetaTestNumberResponseSchema,
  WhatsappGatewayResetResponseSchema,
  WhatsappStateResponseSchema,
  type MetaCredentialsRequest,
} from '@secretaria/shared/whatsapp-schemas';
import { api } from '@/lib/api-client';
import { whatsappKeys } from './get-whatsapp-state';

const base = (instanceId: string) => `/api/instances/${encodeURIComponent(instanceId)}/whatsapp`;

/** PUT …/whatsapp/meta: checked with Meta, then saved; the new state (never the token). */
export function connectMeta(instanceId: string, credentials: MetaCredentialsRequest) {
  return api.put(`${base(instanceId)}/meta`, credentials, { schema: WhatsappStateResponseSchema });
}

/** DELETE …/whatsapp/meta: back on WhatsApp Web, to connect by QR code. */
export function switchToQr(instanceId: string) {
  return api.delete(`${base(instanceId)}/meta`, { schema: WhatsappGatewayResetResponseSchema });
}

/** Embedded mode: the Cloud API simulator's test number for this instance. */
export function getMetaTestNumber(instanceId: string) {
  return api.post(
    `/api/dev/instances/${encodeURIComponent(instanceId)}/meta-test-number`,
    undefined,
    { schema: MetaTestNumberResponseSchema },
  );
}

export function useConnectMeta(instanceId: string, fullPhoneNumber: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: MetaCredentialsRequest) => connectMeta(instanceId, credentials),
    onSuccess: (state) =>
      queryClient.setQueryData(whatsappKeys.state(instanceId, fullPhoneNumber), state),
  });
}

export function useSwitchToQr(instanceId: string, fullPhoneNumber: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => switchToQr(instanceId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: whatsappKeys.state(instanceId, fullPhoneNumber) }),
  });
}

export function useMetaTestNumber(instanceId: string) {
  return useMutation({ mutationFn: () => getMetaTestNumber(instanceId) });
}
