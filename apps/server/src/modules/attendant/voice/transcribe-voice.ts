import type { Kysely } from 'kysely';
import { aiUsageMonth } from '@secretaria/shared/ia-settings-schemas';
import type { LlmClient } from '@/adapters/llm/llm-types';
import type { DB } from '@/db/schema';
import type { TranscribeVoice } from '@/jobs/attendant-worker';
import type { Logger } from '@/lib/logger';
import { addAiUsage } from '@/modules/ia/ai-usage.repo';
import { findInstanceAiState } from '@/modules/ia/ia-settings.repo';
import type { GatewayPort } from '@/modules/messaging/gateway-port';
import { findMediaRef, setTranscript } from '@/modules/attendant/turn/turn.repo';
import { oggOpusSeconds } from '@secretaria/shared/ogg-opus';

/** Longer voice notes are not sent to the transcriber (cost, and what a chat is for). */
export const MAX_VOICE_SECONDS = 180;

/**
 * Voice notes into text before the turn (issue 14): the file from the gateway's media endpoint,
 * the transcript from the OpenAI-compatible transcription endpoint, stored as the message's
 * text so either engine reads it and the owner sees it in Conversas. A note that cannot be
 * fetched or transcribed stays without text: the customer is asked to write.
 */
export function createTranscribeVoice(deps: {
  db: Kysely<DB>;
  gateway: Pick<GatewayPort, 'fetchMedia'>;
  llm: Pick<LlmClient, 'transcribe'>;
  logger: Logger;
  /** The owner's business time (lib/clock.ts): the month the usage counts in. */
  now: (ownerId: string) => Date;
}): TranscribeVoice {
  const { db, logger } = deps;
  return async (conversa, notes) => {
    const instance = await findInstanceAiState(db, conversa.whatsapp_instance_id);
    if (!instance?.full_phone_number) return;
    for (const note of notes) {
      if (!note.gateway_message_id) continue;
      try {
        const mediaRef = await findMediaRef(db, note.id);
        if (!mediaRef) continue;
        const media = await deps.gateway.fetchMedia(instance.gateway_name, mediaRef);
        const seconds = oggOpusSeconds(media.data);
        if (seconds !== null && seconds > MAX_VOICE_SECONDS) continue;
        const { text } = await deps.llm.transcribe({
          audio: media.data,
          mimeType: media.mimetype,
          fileName: media.fileName,
        });
        const transcript = text.trim().slice(0, 4_000);
        if (transcript) await setTranscript(db, note.id, transcript);
        await addAiUsage(
          db,
          conversa.whatsapp_instance_id,
          aiUsageMonth(deps.now(conversa.user_id), instance.timezone),
          {
            transcriptions: 1,
            audio_seconds: Math.ceil(seconds ?? 0),
          },
        );
      } catch (error) {
        logger.warn({ err: error, mensagem: note.id }, 'áudio não transcrito');
      }
    }
  };
}
