import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type RunningLlmSimulator,
  startLlmSimulator,
} from '@secretaria/simulators/llm/llm-simulator';
import { createLlmClient, type LlmClientOptions } from './llm-client';
import { LlmError } from './llm-error';
import type { ChatMessage, LlmClient, ToolDefinition } from './llm-types';

const API_KEY = 'sk-teste-llm';
let sim: RunningLlmSimulator;
let client: LlmClient;
const clientFor = (overrides: Partial<LlmClientOptions> = {}) =>
  createLlmClient({
    baseUrl: sim.baseUrl,
    apiKey: API_KEY,
    model: 'modelo-teste',
    transcribeModel: 'transcritor-teste',
    timeoutMs: 3000,
    ...overrides,
  });
beforeAll(async () => {
  sim = await startLlmSimulator({ apiKey: API_KEY });
  client = clientFor();
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const BOOK: ToolDefinition = {
  type: 'function',
  function: {
    name: 'agendar',
    description: 'Agenda um horário livre',
    parameters: {
      type: 'object',
      properties: { servico: { type: 'string' }, inicio: { type: 'string' } },
      required: ['servico', 'inicio'],
    },
  },
};

const conversation = (marker: string): ChatMessage[] => [
  { role: 'system', content: `Você é a secretária da ${marker}.` },
  { role: 'user', content: 'Quero marcar uma consulta amanhã às 10h' },
];

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('LLM client against the simulator', () => {
  it('sends the tools, reads the tool calls, and sends their results back for the reply', async () => {
    sim.script('Clínica Round Trip', [
      { toolCalls: [{ name: 'agendar', arguments: { servico: 'Consulta', inicio: '10:00' } }] },
      (request) => {
        const result = request.messages.find((m) => m.role === 'tool');
        return { text: `Feito: ${String(result?.content)}` };
      },
    ]);
    const messages = conversation('Clínica Round Trip');
    const first = await client.chat({ messages, tools: [BOOK] });
    expect(first.message.content).toBeNull();
    expect(first.message.tool_calls).toEqual([
      {
        id: expect.any(String),
        type: 'function',
        function: { name: 'agendar', arguments: '{"servico":"Consulta","inicio":"10:00"}' },
      },
    ]);
    expect(first.usage.promptTokens).toBeGreaterThan(0);
    expect(first.usage.completionTokens).toBe(
      Math.ceil(('agendar' + first.message.tool_calls[0]!.function.arguments).length / 4),
    );

    const call = first.message.tool_calls[0]!;
    const second = await client.chat({
      messages: [
        ...messages,
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: call.id, content: 'agendamento 42 confirmado' },
      ],
      tools: [BOOK],
    });
    expect(second.message).toEqual({
      content: 'Feito: agendamento 42 confirmado',
      tool_calls: [],
    });
    const seen = sim.requests('Clínica Round Trip');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ model: 'modelo-teste', tools: [BOOK] });
    expect(seen[1]!.body).toMatchObject({ stream: false });
  });

  it('leaves tool arguments that are not JSON to the caller, as the model wrote them', async () => {
    sim.script('Clínica Args', [{ badToolArgs: { name: 'agendar' } }]);
    const reply = await client.chat({ messages: conversation('Clínica Args'), tools: [BOOK] });
    expect(reply.message.tool_calls[0]!.function.name).toBe('agendar');
    expect(() => JSON.parse(reply.message.tool_calls[0]!.function.arguments)).toThrow();
  });

  it('reads arguments sent as an object and a tool call without an id, as some providers do', async () => {
    sim.script('Clínica Leniente', [
      {
        raw: {
          choices: [
            { message: { tool_calls: [{ function: { name: 'agendar', arguments: { a: 1 } } }] } },
          ],
        },
      },
    ]);
    const reply = await client.chat({ messages: conversation('Clínica Leniente') });
    expect(reply.message.tool_calls).toEqual([
      { id: 'call_0', type: 'function', function: { name: 'agendar', arguments: '{"a":1}' } },
    ]);
    expect(reply.usage).toEqual({ promptTokens: 0, completionTokens: 0 });
  });

  it("turns a body that is not JSON into LlmError('malformed')", async () => {
    sim.script('Clínica Quebrada', [{ malformed: true }]);
    const error = await failure(client.chat({ messages: conversation('Clínica Quebrada') }));
    expect(error.kind).toBe('malformed');
    expect(sim.requests('Clínica Quebrada')).toHaveLength(1);
  });

  it("turns a reply of the wrong shape or with nothing in it into LlmError('malformed')", async () => {
    sim.script('Clínica Forma', [
      { raw: { choices: [] } },
      { raw: { choices: [{ message: { content: 42 } }] } },
      { text: '   ' },
    ]);
    for (let i = 0; i < 3; i += 1) {
      const error = await failure(client.chat({ messages: conversation('Clínica Forma') }));
      expect(error.kind).toBe('malformed');
    }
  });

  it("gives up at the deadline with LlmError('timeout'), the retry included", async () => {
    sim.script('Clínica Lenta', [{ delay: 5000 }, { delay: 5000 }]);
    const quick = clientFor({ timeoutMs: 300 });
    const started = Date.now();
    const error = await failure(quick.chat({ messages: conversation('Clínica Lenta') }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports the caller's own cancellation as LlmError('timeout')", async () => {
    sim.script('Clínica Cancelada', [{ delay: 5000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(
      client.chat({ messages: conversation('Clínica Cancelada'), signal: controller.signal }),
    );
    expect(error.kind).toBe('timeout');
  });

  it("retries a 500 once, then reports LlmError('http') with the status", async () => {
    sim.script('Clínica Fora do Ar', [{ http500: true }, { http500: true }, { text: 'tarde' }]);
    const error = await failure(client.chat({ messages: conversation('Clínica Fora do Ar') }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(sim.requests('Clínica Fora do Ar').map((r) => r.answer)).toEqual(['http500', 'http500']);
  });

  it('gets the answer when the one retry of a 500 succeeds', async () => {
    sim.script('Clínica Instável', [{ http500: true }, { text: 'Olá!' }]);
    const reply = await client.chat({ messages: conversation('Clínica Instável') });
    expect(reply.message.content).toBe('Olá!');
  });

  it("reports a refused key as LlmError('http') 401 without retrying", async () => {
    const wrongKey = clientFor({ apiKey: 'sk-errada' });
    const error = await failure(wrongKey.chat({ messages: conversation('Clínica Chave') }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });

  it("reports a provider nobody listens on as LlmError('network')", async () => {
    const gone = await startLlmSimulator();
    const url = gone.baseUrl;
    await gone.close();
    const error = await failure(
      clientFor({ baseUrl: url, maxRetries: 0 }).chat({ messages: conversation('Clínica Sumida') }),
    );
    expect(error.kind).toBe('network');
  });

  it('transcribes an audio file with the transcription model in Portuguese', async () => {
    sim.scriptTranscript('voz-123.ogg', ' Quero marcar amanhã às dez ');
    const audio = Buffer.from([0x4f, 0x67, 0x67, 0x53, 1, 2, 3]);
    const reply = await client.transcribe({
      audio,
      mimeType: 'audio/ogg',
      fileName: 'voz-123.ogg',
    });
    expect(reply).toEqual({ text: 'Quero marcar amanhã às dez' });
    expect(sim.transcriptions()).toEqual([
      {
        fileName: 'voz-123.ogg',
        mimeType: 'audio/ogg',
        size: 7,
        model: 'transcritor-teste',
        language: 'pt',
        text: ' Quero marcar amanhã às dez ',
      },
    ]);
  });

  it('cannot transcribe without a transcription model', async () => {
    const noVoice = clientFor({ transcribeModel: null });
    expect(noVoice.canTranscribe).toBe(false);
    await failure(
      noVoice.transcribe({ audio: Buffer.from([1]), mimeType: 'audio/ogg', fileName: 'a.ogg' }),
    );
    expect(sim.transcriptions()).toEqual([]);
  });
});
