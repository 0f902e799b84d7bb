import { Hono } from 'hono';
import { INVALID_BODY, invalidJson, readBody } from './evolution-body';
import type { EvolutionContext, EvolutionEnv } from './evolution-context';
import { evolutionError } from './evolution-errors';
import { apikeyAuth, instanceExists } from './evolution-guards';
import { mediaFileName } from './evolution-media';
import { findStoredMessage } from './evolution-messages';

const keyIdOf = (body: unknown): unknown => {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) return undefined;
  return (message as { key?: { id?: unknown } }).key?.id;
};

/**
 * `POST /chat/getBase64FromMediaMessage/{instance}` (2.3.6 whatsapp.baileys.service): the file of
 * a stored media message, looked up by `message.key.id`. No JSON schema: every failure inside
 * is a 400 carrying the thrown text, and success is 201 like the router's other POSTs.
 */
export function mediaRoutes(ctx: EvolutionContext) {
  const app = new Hono<EvolutionEnv>();

  app.post(
    '/chat/getBase64FromMediaMessage/:instanceName',
    instanceExists(ctx),
    apikeyAuth(ctx, 'instance'),
    ctx.faults.gate('getBase64FromMediaMessage'),
    async (c) => {
      const body = await readBody(c);
      if (body === INVALID_BODY) return invalidJson();
      const id = keyIdOf(body);
      if (typeof (body as { message?: unknown } | null)?.message !== 'object') {
        // Evolution reads `data.message.key` unguarded.
        return evolutionError(400, [
          "TypeError: Cannot read properties of undefined (reading 'key')",
        ]);
      }
      const stored = typeof id === 'string' ? findStoredMessage(c.var.instance, id) : undefined;
      if (!stored) return evolutionError(400, ['Message not found']);
      const audio = stored.record.message.audioMessage;
      if (!stored.media || !audio) {
        return evolutionError(400, ['The message is not of the media type']);
      }
      // convertToMp4 (ffmpeg on the real server) is not simulated: the file goes back as stored.
      return c.json(
        {
          mediaType: 'audioMessage',
          fileName: mediaFileName(stored.record.key.id, audio.mimetype),
          size: { fileLength: audio.fileLength },
          mimetype: stored.media.mimetype,
          base64: stored.media.data.toString('base64'),
          buffer: null,
        },
        201,
      );
    },
  );

  return app;
}
