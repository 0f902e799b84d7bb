import { Hono, type MiddlewareHandler } from 'hono';
import { startLoopbackServer } from '../loopback-server';
import { audioRoutes } from './llm-audio.routes';
import { chatRoutes } from './llm-chat.routes';
import {
  type LlmSimContext,
  type RecordedChatRequest,
  type RecordedTranscription,
  requestsMatching,
} from './llm-context';
import { controlRoutes } from './llm-control.routes';
import { openAiError } from './llm-replies';
import { createScriptBook, type Step } from './llm-script';

export type LlmSimulatorOptions = {
  /** Required as `Authorization: Bearer …` on every route when set; any key passes otherwise. */
  apiKey?: string;
  /** The reply to a request no script matches. */
  defaultReply?: string;
  /** The transcription of a file name with no scripted text. */
  defaultTranscript?: string;
  /** What GET /v1/models lists. */
  models?: string[];
};

export const DEFAULT_SIMULATED_REPLY =
  'Olá! Sou o modelo simulado da Secretária IA. Configure LLM_BASE_URL e LLM_MODEL para conversar com um modelo de verdade.';
export const DEFAULT_SIMULATED_TRANSCRIPT = 'Olá, eu gostaria de marcar um horário.';

export type LlmSimulator = ReturnType<typeof createLlmSimulator>;

export function createLlmSimulator(options: LlmSimulatorOptions = {}) {
  const shutdown = new AbortController();
  let seq = 0;
  const ctx: LlmSimContext = {
    apiKey: options.apiKey ?? null,
    settings: {
      defaultReply: options.defaultReply ?? DEFAULT_SIMULATED_REPLY,
      defaultTranscript: options.defaultTranscript ?? DEFAULT_SIMULATED_TRANSCRIPT,
      models: options.models ?? ['simulado', 'simulado-transcricao'],
    },
    scripts: createScriptBook(),
    requests: [],
    transcriptions: [],
    transcripts: new Map(),
    nextId: (prefix) => `${prefix}-sim${String(++seq).padStart(6, '0')}`,
    shutdown: shutdown.signal,
  };

  function reset() {
    ctx.scripts.clear();
    ctx.requests.length = 0;
    ctx.transcriptions.length = 0;
    ctx.transcripts.clear();
  }

  const bearer: MiddlewareHandler = async (c, next) => {
    if (ctx.apiKey && c.req.header('authorization') !== `Bearer ${ctx.apiKey}`) {
      return openAiError(
        401,
        'Incorrect API key provided.',
        'authentication_error',
        'invalid_api_key',
      );
    }
    await next();
  };

  const app = new Hono();
  app.use('/v1/*', bearer);
  app.use('/sim/llm/*', bearer);
  app.route('/v1', chatRoutes(ctx));
  app.route('/v1', audioRoutes(ctx));
  app.route('/sim/llm', controlRoutes(ctx, reset));
  app.notFound(() =>
    openAiError(404, 'Unknown request URL.', 'invalid_request_error', 'unknown_url'),
  );
  app.onError((error) => {
    console.error('[llm-simulator]', error);
    return openAiError(500, 'The simulator failed: ' + error.message, 'server_error');
  });

  return {
    app,
    /** Queues steps for requests whose texts contain `key` (see ScriptStep). */
    script(key: string, steps: Step[]) {
      ctx.scripts.enqueue(key, steps);
    },
    /** Steps of the key's script not yet taken. */
    remaining: (key: string) => ctx.scripts.remaining(key),
    /** Every chat request received, oldest first; with `key`, those whose texts contain it. */
    requests: (key?: string): RecordedChatRequest[] => requestsMatching(ctx, key),
    /** What a transcription of `fileName` answers. */
    scriptTranscript(fileName: string, text: string) {
      ctx.transcripts.set(fileName, text);
    },
    transcriptions: (): RecordedTranscription[] => [...ctx.transcriptions],
    setDefaultReply(text: string) {
      ctx.settings.defaultReply = text;
    },
    reset,
    /** Ends delayed answers at once (called by close). */
    stop: () => shutdown.abort(),
  };
}

export type RunningLlmSimulator = Omit<LlmSimulator, 'stop'> & {
  url: string;
  /** What an OpenAI client takes as baseURL (`${url}/v1`). */
  baseUrl: string;
  port: number;
  close(): Promise<void>;
};

/** Starts the simulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startLlmSimulator(
  options: LlmSimulatorOptions & { port?: number } = {},
): Promise<RunningLlmSimulator> {
  const { stop, ...simulator } = createLlmSimulator(options);
  const server = await startLoopbackServer(simulator.app, options.port);
  return {
    ...simulator,
    url: server.url,
    baseUrl: `${server.url}/v1`,
    port: server.port,
    async close() {
      stop();
      await server.close();
    },
  };
}
