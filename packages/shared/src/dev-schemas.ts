import { z } from 'zod';
import { msg } from './messages';

/** An ISO 8601 instant with its offset or Z: a bare local time would depend on the server's TZ. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** PUT /api/dev/clock (embedded mode): business time becomes `now` and runs on from there. */
export const DevClockRequestSchema = z.strictObject({
  now: z
    .string({ error: msg.clockInstantInvalid })
    .regex(INSTANT, msg.clockInstantInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), msg.clockInstantInvalid),
});
export type DevClockRequest = z.infer<typeof DevClockRequestSchema>;

export const DevClockSchema = z.object({
  /** The server's business time, ISO 8601 in UTC. */
  now: z.string(),
  /** Whether business time is shifted (false: real time). */
  set: z.boolean(),
});
export type DevClock = z.infer<typeof DevClockSchema>;
