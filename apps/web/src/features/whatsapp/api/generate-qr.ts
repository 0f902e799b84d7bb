import { useMutation } from '@tanstack/react-query';
import {
  WhatsappQrResponseSchema,
  type WhatsappQrResponse,
} from '@secretaria/shared/whatsapp-schemas';
import { api } from '@/lib/api-client';

/** POST /api/instances/{id}/whatsapp/qr: a QR image (data URL), or null when already connected. */
export function generateQr(instanceId: string): Promise<WhatsappQrResponse> {
  return api.post(`/api/instances/${encodeURIComponent(instanceId)}/whatsapp/qr`, undefined, {
    schema: WhatsappQrResponseSchema,
  });
}

export function useGenerateQr(instanceId: string) {
  return useMutation({ mutationFn: () => generateQr(instanceId) });
}
