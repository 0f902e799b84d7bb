import { z } from 'zod';
import { requestTexts, type SimChatRequest } from './llm-wire';

/** A tool call the scripted model makes: arguments as an object (sent as JSON) or a raw string. */
export type ScriptedToolCall = { name: string; arguments?: Record<string, unknown> | string };

/** One turn of a scripted model; JSON steps can also be sent over HTTP (POST /sim/llm/script). */
export type ScriptStep =
  | { text: string }
  | { toolCalls: ScriptedToolCall[]; text?: string }
  /** 200 with a body that is not JSON. */
  | { malformed: true }
  /** 200 with this JSON body as it is: a provider answering the wrong shape. */
  | { raw: unknown }
  | { http500: true; message?: string }
  /** Waits, then answers `then` (the fallback reply when absent): provokes a client time-out. */
  | { delay: number; then?: ScriptStep }
  /** A call to the tool whose `arguments` is not valid JSON. */
  | { badToolArgs: { name: string } }
  /** Calls the same tool on every request of its key, never consumed (a model stuck in a loop). */
  | { loop: ScriptedToolCall };

/** In-process only: decides the step from the request (e.g. after reading the tool results). */
export type ScriptStepFn = (request: SimChatRequest) => ScriptStep | Promise<ScriptStep>;

export type Step = ScriptStep | ScriptStepFn;

const ToolCallInputSchema = z.strictObject({
  name: z.string().min(1),
  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
});

export const ScriptStepSchema: z.ZodType<ScriptStep> = z.lazy(() =>
  z.union([
    z.strictObject({ text: z.string() }),
    z.strictObject({ toolCalls: z.array(ToolCallInputSchema).min(1), text: z.string().optional() }),
    z.strictObject({ malformed: z.literal(true) }),
    z.strictObject({ raw: z.unknown() }),
    z.strictObject({ http500: z.literal(true), message: z.string().optional() }),
    z.strictObject({
      delay: z.number().int().min(0).max(120_000),
      then: ScriptStepSchema.optional(),
    }),
    z.strictObject({ badToolArgs: z.strictObject({ name: z.string().min(1) }) }),
    z.strictObject({ loop: ToolCallInputSchema }),
  ]),
);

export const ScriptRequestSchema = z.strictObject({
  key: z.string().min(1),
  steps: z.array(ScriptStepSchema).min(1),
});

type Script = { key: string; steps: Step[] };

/**
 * Scripts keyed by a marker string: a request takes the next step of the oldest script whose key
 * appears in any of its texts (system prompt, user turns, tool results). Tests that run in
 * parallel each use their own marker, so they never take each other's steps.
 */
export function createScriptBook() {
  let scripts: Script[] = [];

  return {
    /** Appends steps to the key's script (a new script when the key has none left). */
    enqueue(key: string, steps: Step[]) {
      if (!key) throw new Error('LLM simulator: a script needs a non-empty key');
      const existing = scripts.find((script) => script.key === key);
      if (existing) existing.steps.push(...steps);
      else scripts.push({ key, steps: [...steps] });
    },
    /** The step that answers this request, or null (the fallback reply then answers). */
    take(request: SimChatRequest): { key: string; step: Step } | null {
      const texts = requestTexts(request);
      const script = scripts.find((s) => texts.some((text) => text.includes(s.key)));
      if (!script) return null;
      const step = script.steps[0]!;
      const sticky = typeof step !== 'function' && 'loop' in step;
      if (!sticky) script.steps.shift();
      if (script.steps.length === 0) scripts = scripts.filter((s) => s !== script);
      return { key: script.key, step };
    },
    /** Steps not yet taken for the key (0 once the script ran to its end). */
    remaining: (key: string) => scripts.find((s) => s.key === key)?.steps.length ?? 0,
    clear(key?: string) {
      scripts = key === undefined ? [] : scripts.filter((s) => s.key !== key);
    },
  };
}

export type ScriptBook = ReturnType<typeof createScriptBook>;
