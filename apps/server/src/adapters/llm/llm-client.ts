import OpenAI, { toFile } from 'openai';
import { LlmError, toLlmError } from './llm-error';
import { readChatReply, readTranscriptionReply } from './llm-replies';
import type { ChatInput, LlmClient, TranscribeInput } from './llm-types';

export type LlmClientOptions = {
  /** Up to the version prefix, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Null for local servers that take none (Ollama, llama.cpp). */
  apiKey: string | null;
  model: string;
  transcribeModel: string | null;
  /** The whole call's budget, the retry included. */
  timeoutMs: number;
  maxRetries?: number;
};

/**
 * The official SDK pointed at any OpenAI-compatible base URL (docs/decisions/020). Streaming off,
 * one retry of a 5xx, 429 or dropped connection inside one deadline, replies read back with zod.
 */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const sdk = new OpenAI({
    baseURL: options.baseUrl,
    // The SDK refuses to start without a key; local servers ignore whatever is sent.
    apiKey: options.apiKey ?? 'sem-chave',
    // Given explicitly so the SDK reads none of them from process.env (config/ is the only reader).
    organization: null,
    project: null,
    webhookSecret: null,
    logLevel: 'off',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
  });

  /** Runs one SDK call under the deadline; every failure comes out as an LlmError. */
  async function withDeadline<T>(
    signal: AbortSignal | undefined,
    call: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
    try {
      return await call(combined);
    } catch (error) {
      throw toLlmError(error, combined.aborted);
    }
  }

  return {
    model: options.model,
    canTranscribe: options.transcribeModel !== null,

    chat: ({ messages, tools, signal }: ChatInput) =>
      withDeadline(signal, async (combined) => {
        const body: unknown = await sdk.chat.completions.create(
          {
            model: options.model,
            messages,
            // Some local servers refuse an empty tools array.
            ...(tools?.length ? { tools } : {}),
            stream: false,
          },
          { signal: combined },
        );
        return readChatReply(body);
      }),

    transcribe: ({ audio, mimeType, fileName, language, signal }: TranscribeInput) => {
      const model = options.transcribeModel;
      if (!model) {
        return Promise.reject(
          new LlmError('http', 'LLM_TRANSCRIBE_MODEL não está configurado: sem transcrição'),
        );
      }
      return withDeadline(signal, async (combined) => {
        const body: unknown = await sdk.audio.transcriptions.create(
          {
            file: await toFile(audio, fileName, { type: mimeType }),
            model,
            language: language ?? 'pt',
            response_format: 'json',
          },
          { signal: combined },
        );
        return readTranscriptionReply(body);
      });
    },
  };
}
