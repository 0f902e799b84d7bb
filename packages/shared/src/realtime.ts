import { z } from 'zod';

/** Change record carried by pg_notify and pushed over SSE to the owner's open tabs. */
export const RealtimeChangeSchema = z.object({
  table: z.string(),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  id: z.string(),
  user_id: z.string(),
});
export type RealtimeChange = z.infer<typeof RealtimeChangeSchema>;

export const REALTIME_CHANNEL = 'secretaria_changes';
/** The server writes a comment at this interval; the client treats a longer silence as a time-out. */
export const REALTIME_HEARTBEAT_MS = 15_000;
export const REALTIME_CLIENT_TIMEOUT_MS = 35_000;
/** Spec §9: reconnect 5 s after a channel error, 3 s after a time-out. */
export const REALTIME_RETRY_AFTER_ERROR_MS = 5_000;
export const REALTIME_RETRY_AFTER_TIMEOUT_MS = 3_000;
