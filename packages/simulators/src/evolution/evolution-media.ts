import { oggOpusSeconds as readOggOpusSeconds } from '@secretaria/shared/ogg-opus';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AudioMessageContent, StoredMedia } from './evolution-types';

/** WhatsApp's voice notes: Opus in Ogg, the mimetype every phone sends. */
export const VOICE_NOTE_MIMETYPE = 'audio/ogg; codecs=opus';

/** A customer's recording: the sample shipped with the package unless a test brings its own. */
export type VoiceNoteAudio = { data: Buffer; mimetype: string; seconds: number };

// Resolved through the package's exports, not relative to this file: the server bundle
// (scripts/build-server.mjs) inlines this module into apps/server/dist, where no relative path
// to packages/simulators/assets holds, while the workspace link in node_modules still does.
export const voiceSamplePath = () =>
  createRequire(import.meta.url).resolve('@secretaria/simulators/assets/voice-sample.ogg');

/** Length of an Ogg Opus file in seconds; throws on anything else (the simulator's own files). */
export function oggOpusSeconds(file: Buffer): number {
  const seconds = readOggOpusSeconds(file);
  if (seconds === null) throw new Error('not an Ogg Opus file');
  return seconds;
}

let sample: VoiceNoteAudio | undefined;

/** 'Quero marcar um corte amanhã às dez', spoken (espeak-ng, pt-BR), Ogg Opus 16 kb/s. */
export function voiceSample(): VoiceNoteAudio {
  if (!sample) {
    const data = readFileSync(voiceSamplePath());
    sample = { data, mimetype: VOICE_NOTE_MIMETYPE, seconds: oggOpusSeconds(data) };
  }
  return sample;
}

const base64Digest = (data: Buffer) => createHash('sha256').update(data).digest('base64');
const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

/**
 * The audioMessage Baileys hands to Evolution for a received voice note. The CDN fields (url,
 * directPath, mediaKey, fileEncSha256) point nowhere, as WhatsApp's encrypted ones do for anyone
 * without the key: clients fetch the file through getBase64FromMediaMessage.
 */
export function audioMessageContent(
  audio: VoiceNoteAudio,
  nowSeconds: number,
): { content: AudioMessageContent; media: StoredMedia } {
  const file = `${digits(8)}_${digits(15)}_${digits(19)}_n.enc`;
  const query = `ccb=11-4&oh=01_Q5Aa${randomBytes(18).toString('base64url')}&oe=${(nowSeconds + 14 * 86_400).toString(16).toUpperCase()}&_nc_sid=5e03e0`;
  const directPath = `/v/t62.7117-24/${file}?${query}`;
  return {
    content: {
      url: `https://mmg.whatsapp.net${directPath}&mms3=true`,
      mimetype: audio.mimetype,
      fileSha256: base64Digest(audio.data),
      fileLength: String(audio.data.length),
      seconds: audio.seconds,
      ptt: true,
      mediaKey: randomBytes(32).toString('base64'),
      fileEncSha256: base64Digest(randomBytes(audio.data.length + 10)),
      directPath,
      mediaKeyTimestamp: String(nowSeconds),
    },
    media: { data: audio.data, mimetype: audio.mimetype },
  };
}

/** mime-types' extension() as Evolution calls it: the parameters dropped, mime-db's first one. */
const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'oga',
  'audio/mpeg': 'mpga',
  'audio/mp4': 'm4a',
};

/**
 * Evolution names a downloaded file `<message id>.<extension of its mimetype>`; for a type
 * mime-types does not know, extension() is `false` and so is the name's ending.
 */
export function mediaFileName(messageId: string, mimetype: string): string {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  return `${messageId}.${EXTENSIONS[type] ?? 'false'}`;
}
