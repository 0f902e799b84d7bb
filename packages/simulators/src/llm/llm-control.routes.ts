import { Hono } from 'hono';
import { z } from 'zod';
import { type LlmSimContext, requestsMatching } from './llm-context';
import { ScriptRequestSchema } from './llm-script';

const TranscriptRequestSchema = z.strictObject({
  fileName: z.string().min(1),
  text: z.string(),
});

/**
 * Test controls for tests in another process: the same operations as the in-process API, with
 * JSON steps only (a function step cannot travel over HTTP).
 */
export function controlRoutes(ctx: LlmSimContext, reset: () => void) {
  const app = new Hono();

  const invalid = (issues: z.core.$ZodIssue[]) =>
    Response.json(
      { error: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) },
      { status: 400 },
    );

  app.post('/script', async (c) => {
    const parsed = ScriptRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return invalid(parsed.error.issues);
    ctx.scripts.enqueue(parsed.data.key, parsed.data.steps);
    return c.json({ key: parsed.data.key, remaining: ctx.scripts.remaining(parsed.data.key) });
  });

  app.get('/script/:key', (c) =>
    c.json({ key: c.req.param('key'), remaining: ctx.scripts.remaining(c.req.param('key')) }),
  );

  app.get('/requests', (c) => c.json(requestsMatching(ctx, c.req.query('key'))));

  app.post('/transcripts', async (c) => {
    const parsed = TranscriptRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return invalid(parsed.error.issues);
    ctx.transcripts.set(parsed.data.fileName, parsed.data.text);
    return c.json(parsed.data);
  });

  app.get('/transcriptions', (c) => c.json(ctx.transcriptions));

  app.post('/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  return app;
}
