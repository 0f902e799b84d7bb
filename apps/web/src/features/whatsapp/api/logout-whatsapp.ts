import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ConnectionStateSchema } from '@secretaria/shared/whatsapp-schemas';
import { api } from '@/lib/api-client';

const LogoutResponseSchema = z.object({ state: ConnectionStateSchema, status: z.string() });

/** POST /api/instances/{id}/whatsapp/logout: the gateway session ends, the instance is Inativo. */
export function logoutWhatsapp(instanceId: string) {
  return api.post(`/api/instances/${encodeURIComponent(instanceId)}/whatsapp/logout`, undefined, {
    schema: LogoutResponseSchema,
  });
}

export function useLogoutWhatsapp(instanceId: string) {
  return useMutation({ mutationFn: () => logoutWhatsapp(instanceId) });
}
