import { Hono } from 'hono';
import type { LlmSimContext } from './llm-context';
import { openAiError } from './llm-replies';

/** POST /audio/transcriptions (multipart, as the SDK's `audio.transcriptions.create` sends). */
export function audioRoutes(ctx: LlmSimContext) {
  const app = new Hono();

  app.post('/audio/transcriptions', async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) {
      return openAiError(
        400,
        'Expected a multipart/form-data body.',
        'invalid_request_error',
        'invalid_request',
      );
    }
    const file = form.get('file');
    const model = form.get('model');
    if (!(file instanceof File) || file.size === 0) {
      return openAiError(400, "Missing the 'file' part.", 'invalid_request_error', null, 'file');
    }
    if (typeof model !== 'string' || !model) {
      return openAiError(400, "Missing the 'model' part.", 'invalid_request_error', null, 'model');
    }
    const language = form.get('language');
    const text = ctx.transcripts.get(file.name) ?? ctx.settings.defaultTranscript;
    ctx.transcriptions.push({
      fileName: file.name,
      mimeType: file.type,
      size: file.size,
      model,
      language: typeof language === 'string' ? language : null,
      text,
    });
    const format = form.get('response_format');
    if (format === 'text') return c.text(text);
    return c.json({ text, usage: { type: 'duration', seconds: 1 } });
  });

  return app;
}
