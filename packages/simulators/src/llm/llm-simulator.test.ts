import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROKEN_ARGUMENTS } from './llm-replies';
import {
  DEFAULT_SIMULATED_REPLY,
  DEFAULT_SIMULATED_TRANSCRIPT,
  type RunningLlmSimulator,
  startLlmSimulator,
} from './llm-simulator';

const KEY = 'sk-sim-test';
let sim: RunningLlmSimulator;
beforeAll(async () => {
  sim = await startLlmSimulator({ apiKey: KEY });
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

const auth = { authorization: `Bearer ${KEY}` };

function chat(body: Record<string, unknown>) {
  return fetch(`${sim.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'simulado', ...body }),
  });
}

const ask = (marker: string, text = 'Quero marcar um horário') => ({
  messages: [
    { role: 'system', content: `Você atende a ${marker}.` },
    { role: 'user', content: text },
  ],
});

async function firstMessage(response: Response) {
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    choices: Array<{ message: { content: string | null; tool_calls?: unknown[] } }>;
  };
  return body.choices[0]!.message;
}

describe('LLM simulator: chat completions', () => {
  it('answers the steps of the script whose key is in the request, in order, then the fallback', async () => {
    sim.script('clinica-a', [
      { toolCalls: [{ name: 'listar_servicos', arguments: { busca: 'corte' } }] },
      { text: 'Temos corte por R$ 50.' },
    ]);
    const first = await firstMessage(await chat(ask('clinica-a')));
    expect(first.content).toBeNull();
    expect(first.tool_calls).toEqual([
      {
        id: expect.stringMatching(/^call-/),
        type: 'function',
        function: { name: 'listar_servicos', arguments: '{"busca":"corte"}' },
      },
    ]);
    expect((await firstMessage(await chat(ask('clinica-a')))).content).toBe(
      'Temos corte por R$ 50.',
    );
    expect((await firstMessage(await chat(ask('clinica-a')))).content).toBe(
      DEFAULT_SIMULATED_REPLY,
    );
    expect(sim.requests('clinica-a').map((r) => [r.key, r.answer])).toEqual([
      ['clinica-a', 'toolCalls'],
      ['clinica-a', 'text'],
      [null, 'fallback'],
    ]);
  });

  it('keeps scripts of different keys apart, so parallel tests never take each other’s steps', async () => {
    sim.script('salao-b', [{ text: 'resposta do salão' }]);
    sim.script('barbearia-c', [{ text: 'resposta da barbearia' }]);
    expect((await firstMessage(await chat(ask('barbearia-c')))).content).toBe(
      'resposta da barbearia',
    );
    expect((await firstMessage(await chat(ask('outro-lugar')))).content).toBe(
      DEFAULT_SIMULATED_REPLY,
    );
    expect(sim.remaining('salao-b')).toBe(1);
    expect((await firstMessage(await chat(ask('salao-b')))).content).toBe('resposta do salão');
  });

  it('records the model, messages and tools it received', async () => {
    const tools = [
      {
        type: 'function',
        function: { name: 'cancelar', parameters: { type: 'object', properties: {} } },
      },
    ];
    await chat({ model: 'gpt-teste', ...ask('registro-d'), tools, temperature: 0 });
    const [request] = sim.requests('registro-d');
    expect(request).toMatchObject({
      model: 'gpt-teste',
      tools,
      messages: ask('registro-d').messages,
    });
  });

  it('counts usage as characters / 4, rounded up per text', async () => {
    sim.script('conta-e', [{ text: '12345678' }]);
    const response = await chat({ messages: [{ role: 'user', content: 'conta-e!!' }] });
    const body = (await response.json()) as { usage: Record<string, number> };
    expect(body.usage).toEqual({ prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 });
  });

  it('refuses stream: true with an OpenAI-style 400', async () => {
    const response = await chat({ ...ask('stream-f'), stream: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'unsupported_parameter', param: 'stream' },
    });
  });

  it('refuses a body without messages with an OpenAI-style 400', async () => {
    const response = await chat({ messages: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: 'messages' } });
  });

  it('answers a body that is not JSON for a malformed step', async () => {
    sim.script('quebrado-g', [{ malformed: true }]);
    const response = await chat(ask('quebrado-g'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('answers a raw step’s body as it is', async () => {
    sim.script('cru-h', [{ raw: { choices: [] } }]);
    expect(await (await chat(ask('cru-h'))).json()).toEqual({ choices: [] });
  });

  it('answers 500 with an OpenAI error for an http500 step', async () => {
    sim.script('falha-i', [{ http500: true }]);
    const response = await chat(ask('falha-i'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { type: 'server_error' } });
  });

  it('waits for a delay step before answering its then step', async () => {
    sim.script('lento-j', [{ delay: 150, then: { text: 'cheguei' } }]);
    const started = Date.now();
    expect((await firstMessage(await chat(ask('lento-j')))).content).toBe('cheguei');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('sends tool arguments that are not JSON for a badToolArgs step', async () => {
    sim.script('args-k', [{ badToolArgs: { name: 'agendar' } }]);
    const message = await firstMessage(await chat(ask('args-k')));
    const [call] = message.tool_calls as Array<{ function: { name: string; arguments: string } }>;
    expect(call!.function).toEqual({ name: 'agendar', arguments: BROKEN_ARGUMENTS });
    expect(() => JSON.parse(call!.function.arguments)).toThrow();
  });

  it('calls the same tool on every request of a loop step and never uses it up', async () => {
    sim.script('laco-l', [{ loop: { name: 'horarios_livres', arguments: { dia: 'amanhã' } } }]);
    for (let i = 0; i < 4; i += 1) {
      const message = await firstMessage(await chat(ask('laco-l')));
      expect(message.tool_calls).toMatchObject([{ function: { name: 'horarios_livres' } }]);
    }
    expect(sim.remaining('laco-l')).toBe(1);
  });

  it('lets a function step read the tool results of the request', async () => {
    sim.script('funcao-m', [
      (request) => {
        const tool = request.messages.find((m) => m.role === 'tool');
        return { text: `O resultado foi ${String(tool?.content)}` };
      },
    ]);
    const messages = [
      ...ask('funcao-m').messages,
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call-1', type: 'function', function: { name: 'x', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'call-1', content: '10:00 livre' },
    ];
    expect((await firstMessage(await chat({ messages }))).content).toBe(
      'O resultado foi 10:00 livre',
    );
  });

  it('refuses a wrong key with 401 and lists its models with the right one', async () => {
    const wrong = await fetch(`${sim.baseUrl}/models`, { headers: { authorization: 'Bearer x' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    const models = (await (await fetch(`${sim.baseUrl}/models`, { headers: auth })).json()) as {
      data: Array<{ id: string }>;
    };
    expect(models.data.map((m) => m.id)).toEqual(['simulado', 'simulado-transcricao']);
  });
});

describe('LLM simulator: transcriptions', () => {
  function transcribe(fileName: string, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3, 4])], fileName, { type: 'audio/ogg' }));
    form.set('model', 'whisper-sim');
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    return fetch(`${sim.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
  }

  it('answers the text scripted for the file name, or the default, and records each upload', async () => {
    sim.scriptTranscript('audio-1.ogg', 'Quero cancelar amanhã');
    expect(await (await transcribe('audio-1.ogg')).json()).toMatchObject({
      text: 'Quero cancelar amanhã',
    });
    expect(await (await transcribe('outro.ogg', { response_format: 'text' })).text()).toBe(
      DEFAULT_SIMULATED_TRANSCRIPT,
    );
    expect(sim.transcriptions()).toEqual([
      expect.objectContaining({ fileName: 'audio-1.ogg', mimeType: 'audio/ogg', size: 4 }),
      expect.objectContaining({ fileName: 'outro.ogg', model: 'whisper-sim' }),
    ]);
  });

  it('refuses a form without a file', async () => {
    const form = new FormData();
    form.set('model', 'whisper-sim');
    const response = await fetch(`${sim.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: 'file' } });
  });
});

describe('LLM simulator: control over HTTP', () => {
  const control = (path: string, body?: unknown) =>
    fetch(`${sim.url}/sim/llm${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('scripts, lists requests by key and resets', async () => {
    const scripted = await control('/script', {
      key: 'remoto-n',
      steps: [{ toolCalls: [{ name: 'meus_agendamentos' }] }, { http500: true }],
    });
    expect(await scripted.json()).toEqual({ key: 'remoto-n', remaining: 2 });
    await chat(ask('remoto-n'));
    await chat(ask('outro-o'));
    const requests = (await (await control('/requests?key=remoto-n')).json()) as Array<{
      answer: string;
    }>;
    expect(requests.map((r) => r.answer)).toEqual(['toolCalls']);
    await control('/transcripts', { fileName: 'v.ogg', text: 'oi' });
    await control('/reset', {});
    expect(await (await control('/requests')).json()).toEqual([]);
    expect(await (await control('/script/remoto-n')).json()).toEqual({
      key: 'remoto-n',
      remaining: 0,
    });
  });

  it('refuses an unknown step with the path of the problem', async () => {
    const response = await control('/script', { key: 'x', steps: [{ explode: true }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: [expect.stringMatching(/^steps\.0/)] });
  });
});
