import { z } from 'zod';

/** Spec §4 "Messaging connection": CONNECTED or DISCONNECTED. */
export const ConnectionStateSchema = z.enum(['CONNECTED', 'DISCONNECTED']);
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

/** GET /api/instances/{id}/whatsapp: checks the gateway; a connected number sets Ativo. */
export const WhatsappStateResponseSchema = z.object({
  state: ConnectionStateSchema,
  status: z.string(),
  /** Embedded mode only: the simulator's "phone" page, where the QR is scanned. */
  simulatorPhoneUrl: z.string().nullable(),
});
export type WhatsappStateResponse = z.infer<typeof WhatsappStateResponseSchema>;

/**
 * POST /api/instances/{id}/whatsapp/qr: a QR image (data URL) or already connected; the
 * gateway's pairing code for the number when it offers one (to connect without scanning).
 */
export const WhatsappQrResponseSchema = z.object({
  state: ConnectionStateSchema,
  qr: z.string().nullable(),
  pairingCode: z.string().nullable(),
});
export type WhatsappQrResponse = z.infer<typeof WhatsappQrResponseSchema>;

/** Spec §4: poll the connection every 5 seconds while a QR is shown. */
export const QR_POLL_MS = 5_000;
