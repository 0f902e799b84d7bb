import { z } from 'zod';

/**
 * The part of OpenAI's chat-completions request the simulator reads. Everything else (temperature,
 * tool_choice, …) is accepted and ignored, as a permissive provider would.
 */
const ToolCallSchema = z
  .object({
    id: z.string(),
    type: z.literal('function'),
    function: z.object({ name: z.string(), arguments: z.string() }).loose(),
  })
  .loose();

const ContentSchema = z.union([
  z.string(),
  z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()),
  z.null(),
]);

export const ChatMessageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: ContentSchema }).loose(),
  z.object({ role: z.literal('developer'), content: ContentSchema }).loose(),
  z.object({ role: z.literal('user'), content: ContentSchema }).loose(),
  z
    .object({
      role: z.literal('assistant'),
      content: ContentSchema.optional(),
      tool_calls: z.array(ToolCallSchema).optional(),
    })
    .loose(),
  z.object({ role: z.literal('tool'), tool_call_id: z.string(), content: ContentSchema }).loose(),
]);

export const ToolDefinitionSchema = z
  .object({
    type: z.literal('function'),
    function: z
      .object({
        name: z.string().min(1),
        description: z.string().optional(),
        parameters: z.record(z.string(), z.unknown()).optional(),
      })
      .loose(),
  })
  .loose();

export const ChatRequestSchema = z
  .object({
    model: z.string().min(1),
    messages: z.array(ChatMessageSchema).min(1),
    tools: z.array(ToolDefinitionSchema).optional(),
    stream: z.boolean().nullable().optional(),
  })
  .loose();

export type SimChatMessage = z.infer<typeof ChatMessageSchema>;
export type SimToolDefinition = z.infer<typeof ToolDefinitionSchema>;
export type SimChatRequest = z.infer<typeof ChatRequestSchema>;

/** The plain text of a message's content (string or text parts). */
export function contentText(content: SimChatMessage['content'] | undefined): string {
  if (typeof content === 'string') return content;
  if (!content) return '';
  return content.map((part) => part.text ?? '').join('');
}

/** Every text of a request, in order: what script keys are searched in and what usage counts. */
export function requestTexts(request: SimChatRequest): string[] {
  return request.messages.flatMap((message) => {
    const calls =
      message.role === 'assistant'
        ? (message.tool_calls ?? []).map(
            (call) => `${call.function.name}${call.function.arguments}`,
          )
        : [];
    return [contentText(message.content), ...calls];
  });
}

/** Deterministic token count: a quarter of the characters, rounded up (no tokenizer needed). */
export function countTokens(texts: string[]): number {
  return texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
}
