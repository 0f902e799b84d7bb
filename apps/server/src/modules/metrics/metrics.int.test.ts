// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { localToInstant } from '@secretaria/shared/zoned-time';
import {
  startLlmSimulator,
  type RunningLlmSimulator,
} from '@secretaria/simulators/llm/llm-simulator';
import { createLlmClient } from '@/adapters/llm/llm-client';
import type { SettableClock } from '@/lib/clock';
import { drain } from '@/modules/attendant/test/drain';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import {
  createConnectedBusiness,
  evolutionConversa,
  type ConnectedBusiness,
} from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';

const TOKEN = 'token-de-metricas-0123456789';
let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let llm: RunningLlmSimulator;
let shop: ConnectedBusiness;
let phone = 11_960_000_000;

beforeAll(async () => {
  services = await startTestServices();
  llm = await startLlmSimulator({ apiKey: 'chave-modelo' });
  const client = createLlmClient({
    baseUrl: llm.baseUrl,
    apiKey: 'chave-modelo',
    model: 'modelo-teste',
    transcribeModel: 'transcricao-teste',
    timeoutMs: 1_500,
  });
  server = await createTestServer(
    { METRICS_TOKEN: TOKEN },
    { ...services.deps, runTurn, llm: client },
  );
  shop = await createConnectedBusiness(server, services, '5511987652001');
});
afterAll(async () => {
  await server?.close();
  await services?.close();
  await llm?.close();
});

async function scrape() {
  const res = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The sum of a sample's values over the series whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  let sum = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const series = match[3] ?? '';
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`))) {
      sum += Number(match[4]);
      found = true;
    }
  }
  return found ? sum : undefined;
}

const customer = (nome: string) =>
  evolutionConversa(server, services, shop, { nome, telefone: String((phone += 1)) });

describe('GET /metrics', () => {
  it('refuses a scrape without the token or with another one, in pt-BR', async () => {
    for (const authorization of [undefined, 'Bearer outro-token-qualquer', `Basic ${TOKEN}`]) {
      const res = await server.request('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect((await res.json()).error.message).toBe(msg.metricsUnauthorized);
    }
  });

  it('does not exist when METRICS_TOKEN is unset', async () => {
    const off = await createTestServer();
    try {
      const res = await off.request('/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(msg.notFound);
    } finally {
      await off.close();
    }
  });

  it('times HTTP requests by route pattern and status, never by the URL with its ids', async () => {
    const series = { method: 'GET', route: '/api/instances/:id', status: '200' };
    const name = 'secretaria_http_request_duration_seconds_count';
    const before = sample(await scrape(), name, series) ?? 0;
    const instance = await shop.as('GET', `/api/instances/${shop.instanceId}`);
    expect(instance).toMatchObject({ id: shop.instanceId });
    const after = await scrape();
    expect(sample(after, name, series)).toBe(before + 1);
    expect(sample(after, 'secretaria_http_request_duration_seconds_sum', series)).toBeGreaterThan(
      0,
    );
    expect(after).not.toContain(shop.instanceId);
  });

  it('counts webhook deliveries by provider and outcome', async () => {
    const name = 'secretaria_webhook_deliveries_total';
    const count = async (provider: string, outcome: string) =>
      sample(await scrape(), name, { provider, outcome }) ?? 0;
    const accepted = await count('evolution', 'accepted');
    const rejected = await count('evolution', 'rejected');
    const stripeRejected = await count('stripe', 'rejected');

    await (await customer('Gil Webhook')).say('oi');
    const bad = await server.request(`/webhooks/evolution/${'0'.repeat(64)}`, {
      method: 'POST',
      json: { event: 'messages.upsert', data: {} },
    });
    expect(bad.status).toBe(404);
    const unsigned = await server.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=assinatura-falsa' },
      json: { id: 'evt_falso', type: 'checkout.session.completed' },
    });
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(unsigned.status).toBeLessThan(500);

    expect(await count('evolution', 'accepted')).toBe(accepted + 1);
    expect(await count('evolution', 'rejected')).toBe(rejected + 1);
    expect(await count('stripe', 'rejected')).toBe(stripeRejected + 1);
  });

  it('times attendant turns and counts the model mode’s fall-backs to the rules', async () => {
    const turns = 'secretaria_attendant_turn_duration_seconds_count';
    const fallbacks = 'secretaria_attendant_fallbacks_total';
    const before = await scrape();
    const replies = await (await customer('Rui Regras')).say('oi');
    expect(replies.length).toBeGreaterThan(0);
    const afterRules = await scrape();
    expect(sample(afterRules, turns, { outcome: 'ok' })).toBe(
      (sample(before, turns, { outcome: 'ok' }) ?? 0) + 1,
    );
    expect(
      sample(afterRules, 'secretaria_attendant_turn_duration_seconds_sum', { outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(sample(afterRules, fallbacks) ?? 0).toBe(sample(before, fallbacks) ?? 0);

    await shop.as('PATCH', `/api/instances/${shop.instanceId}/ia`, { attendant_mode: 'ia' });
    try {
      // The model claims a booking it never made, twice: the guard sends the rules' answer.
      const claim = { text: '✅ Agendado! Corte amanhã às 10h.' };
      llm.script('Dora Metricas', [claim, claim]);
      await (await customer('Dora Metricas')).say('quero um corte amanhã às 10h');
      const afterModel = await scrape();
      expect(sample(afterModel, fallbacks)).toBe((sample(afterRules, fallbacks) ?? 0) + 1);
    } finally {
      await shop.as('PATCH', `/api/instances/${shop.instanceId}/ia`, { attendant_mode: 'regras' });
    }
  });

  it('reads the queues at each scrape and counts failed sends', async () => {
    const depth = (text: string, queue: string) =>
      sample(text, 'secretaria_queue_depth', { queue });
    const lag = (text: string, queue: string) =>
      sample(text, 'secretaria_queue_lag_seconds', { queue });
    const failed = 'secretaria_sends_failed_total';
    const initial = await scrape();
    expect(depth(initial, 'attendant_chats')).toBe(0);
    expect(depth(initial, 'outbound_messages')).toBe(0);
    expect(depth(initial, 'avisos')).toBe(0);
    expect(lag(initial, 'avisos')).toBe(0);

    // A message arrives; the worker has not run yet.
    const record = services.evolution.receiveMessage(shop.gatewayName, {
      from: `55${(phone += 1)}`,
      name: 'Lia Fila',
      text: 'oi',
    });
    const res = await server.request(`/webhooks/evolution/${shop.webhookSecret}`, {
      method: 'POST',
      json: { event: 'messages.upsert', instance: shop.gatewayName, data: record },
    });
    expect(res.status).toBe(200);
    const waiting = await scrape();
    expect(depth(waiting, 'attendant_chats')).toBe(1);
    expect(lag(waiting, 'attendant_chats')).toBeGreaterThanOrEqual(0);

    // The turn ran; its reply waits for the sender, whose first attempt fails.
    await drain(server.attendant!.worker);
    const pending = await scrape();
    expect(depth(pending, 'attendant_chats')).toBe(0);
    expect(depth(pending, 'outbound_messages')).toBeGreaterThanOrEqual(1);
    services.evolution.faults.failNext('sendText');
    await drain(server.attendant!.sender);
    const retrying = await scrape();
    expect(sample(retrying, failed, { final: 'false' })).toBe(
      (sample(pending, failed, { final: 'false' }) ?? 0) + 1,
    );
    expect(depth(retrying, 'outbound_messages')).toBeGreaterThanOrEqual(1);

    // Past the back-off the reply goes out and the queue is empty again.
    const clock = server.clock as { advance?(ms: number): void };
    clock.advance?.(60_000);
    await drain(server.attendant!.sender);
    expect(depth(await scrape(), 'outbound_messages')).toBe(0);
  });

  it('sees the avisos queue fill with due reminders and empty once they are written', async () => {
    const depth = (text: string) => sample(text, 'secretaria_queue_depth', { queue: 'avisos' });
    const lag = (text: string) => sample(text, 'secretaria_queue_lag_seconds', { queue: 'avisos' });
    const clock = server.clock as SettableClock;
    clock.set(localToInstant('2027-03-09', '10:00', 'America/Sao_Paulo'));
    const telefone = String((phone += 1));
    const contato = (await shop.as('POST', `/api/instances/${shop.instanceId}/contatos`, {
      nome: 'Rui Lembrete',
      telefone,
    })) as { id: string };
    await shop.as('POST', `/api/profissionais/${shop.rafael}/agendamentos`, {
      servico_id: shop.corte,
      contato_id: contato.id,
      data_agendamento: '2027-03-11',
      hora_inicio: '10:00',
    });
    await drain(server.attendant!.avisos);
    expect(depth(await scrape())).toBe(0);
    // An hour before the appointment, with nothing run since: the 24 h reminder is a day late.
    clock.set(localToInstant('2027-03-11', '09:00', 'America/Sao_Paulo'));
    const due = await scrape();
    expect(depth(due)).toBeGreaterThanOrEqual(1);
    expect(lag(due)).toBeGreaterThanOrEqual(22 * 3600);
    await drain(server.attendant!.avisos);
    const done = await scrape();
    expect(depth(done)).toBe(0);
    expect(lag(done)).toBe(0);
  });

  it('reports the database pool and the process’s own metrics', async () => {
    const text = await scrape();
    const pool = (state: string) => sample(text, 'secretaria_db_pool_connections', { state });
    expect(pool('max')).toBe(server.database.kind === 'pglite' ? 1 : 10);
    expect(pool('total')).toBeGreaterThanOrEqual(1);
    expect(pool('idle')).toBeGreaterThanOrEqual(0);
    expect(pool('waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });
});
