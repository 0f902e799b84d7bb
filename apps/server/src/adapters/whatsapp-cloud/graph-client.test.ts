import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS, CUSTOMER, startCloudHarness, type CloudHarness } from './cloud-test-support';
import { createGraphClient } from './graph-client';
import { classifyGraphError, classifyStatusError, GraphError } from './graph-error';

let h: CloudHarness;
const { accessToken: TOKEN, phoneNumberId: PHONE, wabaId: WABA } = CREDENTIALS;
const text = { type: 'text' as const, text: { body: 'Olá!' } };

beforeAll(async () => {
  h = await startCloudHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.sim.faults.reset();
  h.sim.settings.windowErrors = 'status';
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GraphError))
    throw new Error(`expected a GraphError, got ${String(error)}`);
  return error;
};

describe('Graph client against the Cloud API simulator', () => {
  it('sends a message and returns Meta’s id and the customer’s wa_id', async () => {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Oi');
    const sent = await h.client.sendMessage(TOKEN, PHONE, CUSTOMER.from, text);
    expect(sent).toEqual({ messageId: expect.stringMatching(/^wamid\./), waId: CUSTOMER.from });
    expect(h.sim.sentMessages(PHONE).at(-1)).toMatchObject({
      id: sent.messageId,
      content: { kind: 'text', text: 'Olá!' },
    });
  });

  it('turns Meta’s errors into GraphErrors with code, subcode and class', async () => {
    h.sim.expireToken(PHONE, 'EAAG-expira-0002');
    const unknown = await failure(
      h.client.sendMessage(TOKEN, '999999999999999', CUSTOMER.from, text),
    );
    expect(unknown).toMatchObject({
      status: 400,
      code: 100,
      subcode: 33,
      classification: 'parametro',
      isRetryable: false,
    });
    const bad = await failure(
      h.client.sendMessage('EAAG-nunca-existiu', PHONE, CUSTOMER.from, text),
    );
    expect(bad).toMatchObject({ status: 401, code: 190, classification: 'token' });
    expect(bad.ownerText).toMatch(/token de acesso/);
    h.sim.faults.failNext('expiredToken');
    expect(await failure(h.client.sendMessage(TOKEN, PHONE, CUSTOMER.from, text))).toMatchObject({
      code: 190,
      subcode: 463,
      classification: 'token',
    });
    h.sim.faults.failNext('throughput');
    const limited = await failure(h.client.sendMessage(TOKEN, PHONE, CUSTOMER.from, text));
    expect(limited).toMatchObject({ code: 130429, classification: 'limite', isRetryable: true });
    h.sim.faults.failNext('unavailable');
    expect(await failure(h.client.sendMessage(TOKEN, PHONE, CUSTOMER.from, text))).toMatchObject({
      status: 503,
      code: 131016,
      classification: 'indisponivel',
    });
    h.sim.settings.windowErrors = 'response';
    const window = await failure(h.client.sendMessage(TOKEN, PHONE, '5511988887777', text));
    expect(window).toMatchObject({ code: 131047, classification: 'janela' });
    expect(window.ownerText).toMatch(/24 horas/);
  });

  it('reports a network failure as unavailable, status 0', async () => {
    const closed = createGraphClient({
      baseUrl: 'http://127.0.0.1:9',
      apiVersion: 'v23.0',
      timeoutMs: 2000,
    });
    const error = await failure(closed.getPhoneNumber(TOKEN, PHONE));
    expect(error).toMatchObject({ status: 0, code: null, classification: 'indisponivel' });
  });

  it('reads the phone number’s status and name', async () => {
    expect(await h.client.getPhoneNumber(TOKEN, PHONE)).toMatchObject({
      id: PHONE,
      status: 'CONNECTED',
      verified_name: 'Meu Negócio',
      display_phone_number: '+55 11 98765-4321',
    });
  });

  it('lists the numbers of a WABA, and refuses a WABA the token cannot reach with 100/33', async () => {
    const numbers = await h.client.listPhoneNumbers(TOKEN, WABA);
    expect(numbers.map((n) => [n.id, n.platform_type])).toEqual([[PHONE, 'CLOUD_API']]);
    const error = await failure(h.client.listPhoneNumbers(TOKEN, '5550001112'));
    expect([error.code, error.subcode]).toEqual([100, 33]);
  });

  it('downloads a voice note by its media id with the bearer token', async () => {
    h.sim.customerAct(PHONE, CUSTOMER, { type: 'audio' });
    const [voice] = h.sim.messages(PHONE).filter((m) => m.webhookMessage?.type === 'audio');
    const mediaId = (voice!.webhookMessage!.audio as { id: string }).id;
    const media = await h.client.fetchMedia(TOKEN, mediaId);
    expect(media.mimetype).toBe('audio/ogg; codecs=opus');
    expect(media.fileName).toBe(`${mediaId}.ogg`);
    expect(media.data.subarray(0, 4).toString()).toBe('OggS');
  });

  it('creates a named-parameter template and lists it approved', async () => {
    const created = await h.client.createTemplate(TOKEN, WABA, {
      name: 'lembrete_cliente',
      language: 'pt_BR',
      category: 'UTILITY',
      body: 'Olá {{nome}}, seu horário é {{horario}}.',
      examples: { nome: 'Ana', horario: 'terça às 10:00' },
      quickReplies: ['✅ Confirmar', 'Remarcar'],
    });
    expect(created).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    await h.sim.flushWebhooks();
    const [listed] = await h.client.listTemplates(TOKEN, WABA, { name: 'lembrete_cliente' });
    expect(listed).toMatchObject({
      id: created.id,
      status: 'APPROVED',
      parameter_format: 'NAMED',
      language: 'pt_BR',
    });
  });
});

describe('classifyGraphError', () => {
  it.each([
    [190, 401, 'token'],
    [133010, 400, 'token'],
    [131047, 400, 'janela'],
    [131048, 400, 'limite'],
    [131056, 400, 'limite'],
    [131026, 400, 'outro'],
    [132001, 404, 'parametro'],
    [null, 502, 'indisponivel'],
    [null, 0, 'indisponivel'],
    [999999, 400, 'outro'],
  ] as const)('code %s (HTTP %s) → %s', (code, status, expected) => {
    expect(classifyGraphError(code, status)).toBe(expected);
  });
});

describe('GraphError.advice (what the sender does, issue 27 item 5)', () => {
  const advice = (code: number | null, status = 400) =>
    new GraphError('messages', status, code, null, 'erro').advice;
  it.each([
    [130429, 2_000],
    [131056, 60_000],
    [131048, 15 * 60_000],
    [80007, 60_000],
  ] as const)('rate limit %s: tried again after at least %s ms', (code, ms) => {
    expect(advice(code)).toEqual({ action: 'retry', retryAfterMs: ms });
  });

  it("tries Meta's side again at the usual pace", () => {
    expect(advice(131000, 500)).toEqual({ action: 'retry', retryAfterMs: 0 });
    expect(advice(null, 503)).toEqual({ action: 'retry', retryAfterMs: 0 });
  });

  it.each([
    [190, /token de acesso expirou/],
    [131047, /janela de 24 horas/],
    [131026, /não conseguiu entregar/],
    [132001, /modelo não aprovado/],
  ] as const)('gives up on %s at once, with the owner’s text', (code, text) => {
    const given = advice(code);
    expect(given?.action).toBe('give_up');
    expect(given?.action === 'give_up' && given.ownerText).toMatch(text);
  });
});

describe('classifyStatusError', () => {
  it('reads the code a failed status carries', () => {
    expect(classifyStatusError('131047: Re-engagement message — more than 24 hours')).toBe(
      'janela',
    );
    expect(classifyStatusError('131026: Message undeliverable')).toBe('outro');
    expect(classifyStatusError('sem código')).toBeNull();
    expect(classifyStatusError(undefined)).toBeNull();
  });
});
