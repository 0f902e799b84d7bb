import { Hono } from 'hono';
import type { AnswerKind, LlmSimContext, RecordedChatRequest } from './llm-context';
import { sleep } from './llm-context';
import { BROKEN_ARGUMENTS, chatCompletion, openAiError, toolCallWire } from './llm-replies';
import type { ScriptStep, Step } from './llm-script';
import { ChatRequestSchema, type SimChatRequest } from './llm-wire';

type Answer = { response: Response; kind: AnswerKind };

/** POST /chat/completions (non-streaming) and GET /models, under /v1. */
export function chatRoutes(ctx: LlmSimContext) {
  const app = new Hono();

  app.get('/models', (c) =>
    c.json({
      object: 'list',
      data: ctx.settings.models.map((id) => ({
        id,
        object: 'model',
        created: 1_700_000_000,
        owned_by: 'secretaria-simulator',
      })),
    }),
  );

  app.post('/chat/completions', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = ChatRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return openAiError(
        400,
        body === undefined
          ? 'We could not parse the JSON body of your request.'
          : `Invalid value for '${issue.path.join('.')}': ${issue.message}`,
        'invalid_request_error',
        'invalid_request',
        issue.path.join('.') || null,
      );
    }
    const request = parsed.data;
    // Recorded on arrival, so a request the client gave up on (a delay) is still seen.
    const record: RecordedChatRequest = {
      seq: ctx.requests.length + 1,
      model: request.model,
      messages: request.messages,
      tools: request.tools ?? [],
      key: null,
      answer: 'pending',
      body,
    };
    ctx.requests.push(record);
    if (request.stream) {
      record.answer = 'rejected';
      return openAiError(
        400,
        'Streaming is not supported by this simulator; send stream: false.',
        'invalid_request_error',
        'unsupported_parameter',
        'stream',
      );
    }
    const taken = ctx.scripts.take(request);
    record.key = taken?.key ?? null;
    const signals = [c.req.raw.signal, ctx.shutdown];
    const answer = taken
      ? await answerStep(ctx, request, taken.step, signals)
      : fallback(ctx, request);
    record.answer = answer.kind;
    return answer.response;
  });

  return app;
}

function fallback(ctx: LlmSimContext, request: SimChatRequest): Answer {
  const completion = chatCompletion(ctx.nextId('chatcmpl'), request, {
    content: ctx.settings.defaultReply,
    toolCalls: [],
  });
  return { response: Response.json(completion), kind: 'fallback' };
}

async function answerStep(
  ctx: LlmSimContext,
  request: SimChatRequest,
  step: Step,
  signals: AbortSignal[],
): Promise<Answer> {
  const resolved: ScriptStep = typeof step === 'function' ? await step(request) : step;
  const reply = (content: string | null, calls: Parameters<typeof toolCallWire>[1][]) =>
    Response.json(
      chatCompletion(ctx.nextId('chatcmpl'), request, {
        content,
        toolCalls: calls.map((call) => toolCallWire(ctx.nextId('call'), call)),
      }),
    );

  if ('text' in resolved && !('toolCalls' in resolved)) {
    return { response: reply(resolved.text, []), kind: 'text' };
  }
  if ('toolCalls' in resolved) {
    return { response: reply(resolved.text ?? null, resolved.toolCalls), kind: 'toolCalls' };
  }
  if ('malformed' in resolved) {
    const body = '{"id":"chatcmpl-broken","object":"chat.completion","choices":[{"message":';
    const headers = { 'content-type': 'application/json' };
    return { response: new Response(body, { status: 200, headers }), kind: 'malformed' };
  }
  if ('raw' in resolved) return { response: Response.json(resolved.raw), kind: 'raw' };
  if ('http500' in resolved) {
    const response = openAiError(
      500,
      resolved.message ?? 'The server had an error while processing your request.',
      'server_error',
    );
    // Keeps an SDK's retry of a 5xx quick in tests (it honours retry-after-ms).
    response.headers.set('retry-after-ms', '20');
    return { response, kind: 'http500' };
  }
  if ('delay' in resolved) {
    await sleep(resolved.delay, signals);
    return resolved.then
      ? answerStep(ctx, request, resolved.then, signals)
      : fallback(ctx, request);
  }
  if ('badToolArgs' in resolved) {
    const call = { name: resolved.badToolArgs.name, arguments: BROKEN_ARGUMENTS };
    return { response: reply(null, [call]), kind: 'badToolArgs' };
  }
  return { response: reply(null, [resolved.loop]), kind: 'loop' };
}
