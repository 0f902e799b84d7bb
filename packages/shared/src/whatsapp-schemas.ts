import { z } from 'zod';
import { msg } from './messages';

/** Spec §4 "Messaging connection": CONNECTED or DISCONNECTED. */
export const ConnectionStateSchema = z.enum(['CONNECTED', 'DISCONNECTED']);
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

/** Which gateway serves the instance (issue 27): WhatsApp Web by QR code, or Meta's Cloud API. */
export const WhatsappGatewaySchema = z.enum(['evolution', 'meta']);
export type WhatsappGateway = z.infer<typeof WhatsappGatewaySchema>;

/** What the panel shows of a Cloud API line: Meta's IDs and the number's fields, never the token. */
export const MetaLineSchema = z.object({
  phoneNumberId: z.string(),
  wabaId: z.string(),
  displayPhoneNumber: z.string().nullable(),
  verifiedName: z.string().nullable(),
  /** Meta's status of the number (CONNECTED, PENDING, FLAGGED…), null when it could not be read. */
  numberStatus: z.string().nullable(),
  /** Why the line cannot send (an expired token…), in pt-BR; null when it can. */
  problem: z.string().nullable(),
});
export type MetaLine = z.infer<typeof MetaLineSchema>;

/** GET /api/instances/{id}/whatsapp: checks the gateway; a connected number sets Ativo. */
export const WhatsappStateResponseSchema = z.object({
  state: ConnectionStateSchema,
  status: z.string(),
  /** Embedded mode only: the simulator's "phone" page, where the QR is scanned. */
  simulatorPhoneUrl: z.string().nullable(),
  gateway: WhatsappGatewaySchema,
  /** The Cloud API line, for a 'meta' instance. */
  meta: MetaLineSchema.nullable(),
  /** Whether this server can put an instance on the official API. */
  metaAvailable: z.boolean(),
  /** Embedded mode: the simulator hands out test numbers (POST /api/dev/…/meta-test-number). */
  metaTestNumbers: z.boolean(),
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

const metaId = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{5,20}$/, invalid);

/**
 * PUT /api/instances/{id}/whatsapp/meta: the Cloud API credentials, checked against the Graph API
 * before they are saved (the token sealed at rest, never returned).
 */
export const MetaCredentialsRequestSchema = z.object({
  phoneNumberId: metaId(msg.metaPhoneNumberIdRequired, msg.metaPhoneNumberIdInvalid),
  wabaId: metaId(msg.metaWabaIdRequired, msg.metaWabaIdInvalid),
  accessToken: z
    .string({ error: msg.metaAccessTokenRequired })
    .trim()
    .min(1, msg.metaAccessTokenRequired)
    .min(20, msg.metaAccessTokenInvalid)
    .max(1024, msg.metaAccessTokenInvalid)
    .regex(/^[\x21-\x7e]+$/, msg.metaAccessTokenInvalid),
});
export type MetaCredentialsRequest = z.infer<typeof MetaCredentialsRequestSchema>;

/** DELETE /api/instances/{id}/whatsapp/meta: back on WhatsApp Web, to connect by QR code. */
export const WhatsappGatewayResetResponseSchema = z.object({
  gateway: z.literal('evolution'),
  state: z.literal('DISCONNECTED'),
  status: z.literal('Inativo'),
});

/** POST /api/dev/instances/{id}/meta-test-number (embedded mode): the simulator's test number. */
export const MetaTestNumberResponseSchema = z.object({
  phoneNumberId: z.string(),
  wabaId: z.string(),
  accessToken: z.string(),
});
export type MetaTestNumberResponse = z.infer<typeof MetaTestNumberResponseSchema>;
