import type { ScriptBook } from './llm-script';
import { requestTexts, type SimChatRequest } from './llm-wire';

/** How a recorded request was answered. */
export type AnswerKind =
  | 'pending'
  | 'text'
  | 'toolCalls'
  | 'malformed'
  | 'raw'
  | 'http500'
  | 'badToolArgs'
  | 'loop'
  | 'fallback'
  | 'rejected';

export type RecordedChatRequest = {
  seq: number;
  model: string;
  messages: SimChatRequest['messages'];
  tools: NonNullable<SimChatRequest['tools']>;
  /** The script key that answered, null for the fallback reply or a refused request. */
  key: string | null;
  answer: AnswerKind;
  body: unknown;
};

export type RecordedTranscription = {
  fileName: string;
  mimeType: string;
  size: number;
  model: string;
  language: string | null;
  text: string;
};

export type LlmSimSettings = {
  defaultReply: string;
  defaultTranscript: string;
  models: string[];
};

export type LlmSimContext = {
  /** Required as `Authorization: Bearer …` when set; any key passes when null (like Ollama). */
  apiKey: string | null;
  settings: LlmSimSettings;
  scripts: ScriptBook;
  requests: RecordedChatRequest[];
  transcriptions: RecordedTranscription[];
  /** Scripted transcription text per uploaded file name. */
  transcripts: Map<string, string>;
  nextId(prefix: string): string;
  /** Aborted on close, so delayed answers stop waiting. */
  shutdown: AbortSignal;
};

export function sleep(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const signal = AbortSignal.any(signals);
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Every recorded request, oldest first; with `key`, those whose texts contain it. */
export function requestsMatching(ctx: LlmSimContext, key?: string): RecordedChatRequest[] {
  if (!key) return [...ctx.requests];
  return ctx.requests.filter((request) =>
    requestTexts({ model: request.model, messages: request.messages }).some((text) =>
      text.includes(key),
    ),
  );
}
