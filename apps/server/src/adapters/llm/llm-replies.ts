import { z } from 'zod';
import { LlmError } from './llm-error';
import type { ChatOutput, ToolCall } from './llm-types';

// Lenient where real providers differ (a missing tool-call id or type, arguments sent as an
// object, no usage), strict where the attendant would otherwise act on garbage.
const ToolCallReplySchema = z.object({
  id: z.string().min(1).optional(),
  type: z.literal('function').optional(),
  function: z.object({
    name: z.string().min(1),
    arguments: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .transform((args) => (typeof args === 'string' ? args : JSON.stringify(args))),
  }),
});

const ChatReplySchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(ToolCallReplySchema).nullable().optional(),
        }),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().optional(),
      completion_tokens: z.number().int().nonnegative().optional(),
    })
    .nullable()
    .optional(),
});

const TranscriptionReplySchema = z.object({ text: z.string() });

function malformed(what: string, error: z.ZodError): LlmError {
  const where = error.issues[0]?.path.join('.') || '(raiz)';
  return new LlmError('malformed', `${what} fora do formato esperado em ${where}`, null, {
    cause: error,
  });
}

/** Reads a chat.completion back; anything unusable becomes LlmError('malformed'). */
export function readChatReply(body: unknown): ChatOutput {
  const parsed = ChatReplySchema.safeParse(body);
  if (!parsed.success) throw malformed('resposta do modelo', parsed.error);
  const { message } = parsed.data.choices[0]!;
  const toolCalls: ToolCall[] = (message.tool_calls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}`,
    type: 'function',
    function: { name: call.function.name, arguments: call.function.arguments },
  }));
  const content = message.content ?? null;
  if (!content?.trim() && toolCalls.length === 0) {
    throw new LlmError('malformed', 'o modelo respondeu sem texto e sem chamar ferramentas');
  }
  return {
    message: { content, tool_calls: toolCalls },
    usage: {
      promptTokens: parsed.data.usage?.prompt_tokens ?? 0,
      completionTokens: parsed.data.usage?.completion_tokens ?? 0,
    },
  };
}

export function readTranscriptionReply(body: unknown): { text: string } {
  const parsed = TranscriptionReplySchema.safeParse(body);
  if (!parsed.success) throw malformed('transcrição', parsed.error);
  return { text: parsed.data.text.trim() };
}
