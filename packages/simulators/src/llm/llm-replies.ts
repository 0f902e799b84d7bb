import type { ScriptedToolCall } from './llm-script';
import { countTokens, requestTexts, type SimChatRequest } from './llm-wire';

export type OpenAiErrorType = 'invalid_request_error' | 'authentication_error' | 'server_error';

/** OpenAI's error envelope, which the SDK reads into APIError.message / .code. */
export function openAiError(
  status: number,
  message: string,
  type: OpenAiErrorType,
  code: string | null = null,
  param: string | null = null,
) {
  return Response.json({ error: { message, type, param, code } }, { status });
}

/** Arguments a model may send that JSON.parse refuses: a cut-off object. */
export const BROKEN_ARGUMENTS = '{"servico": "Consulta", "inicio": "2026-';

export type ToolCallWire = {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
};

export function toolCallWire(id: string, call: ScriptedToolCall): ToolCallWire {
  const args = call.arguments ?? {};
  return {
    id,
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof args === 'string' ? args : JSON.stringify(args),
    },
  };
}

/** A non-streaming chat.completion, usage counted as characters / 4 (deterministic). */
export function chatCompletion(
  id: string,
  request: SimChatRequest,
  message: { content: string | null; toolCalls: ToolCallWire[] },
) {
  const promptTokens =
    countTokens(requestTexts(request)) +
    (request.tools ? countTokens([JSON.stringify(request.tools)]) : 0);
  const completionTokens = countTokens([
    message.content ?? '',
    ...message.toolCalls.map((call) => call.function.name + call.function.arguments),
  ]);
  const hasCalls = message.toolCalls.length > 0;
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: message.content,
          refusal: null,
          ...(hasCalls ? { tool_calls: message.toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: hasCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}
