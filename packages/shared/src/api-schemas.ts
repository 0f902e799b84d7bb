import { z } from 'zod';

export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'starting']),
  database: z.enum(['pglite', 'postgres']),
  databaseLatencyMs: z.number(),
});

/** GET /api/ready: whether this process should get traffic (migrations done, database answering). */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable']),
  message: z.string().optional(),
});
