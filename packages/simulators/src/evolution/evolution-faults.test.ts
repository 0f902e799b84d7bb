import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEvolutionSimulator, type RunningEvolutionSimulator } from './evolution-simulator';
import { API_KEY, evolutionClient, startWebhookReceiver } from './evolution-test-support';

let sim: RunningEvolutionSimulator;
let call: ReturnType<typeof evolutionClient>;

beforeEach(async () => {
  sim = await startEvolutionSimulator({ apiKey: API_KEY });
  call = evolutionClient(sim.url);
});

afterEach(() => sim.close());

const createBody = { instanceName: '5511987654321', integration: 'WHATSAPP-BAILEYS' };

describe('fault injection', () => {
  it('fails the next two creates with 500 and lets the third create the instance', async () => {
    sim.faults.failNext('create', { status: 500, times: 2 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await call('POST', '/instance/create', { body: createBody })).status);
    }
    expect(statuses).toEqual([500, 500, 201]);
    expect(sim.listInstances().map((i) => i.name)).toEqual(['5511987654321']);
  });

  it('answers failures with the Evolution envelope and does not apply them', async () => {
    sim.faults.failNext('create');
    const reply = await call('POST', '/instance/create', { body: createBody });
    expect(reply.body).toEqual({
      status: 500,
      error: 'Internal Server Error',
      response: { message: 'Simulated failure (fault injection)' },
    });
    expect(sim.getInstance('5511987654321')).toBeUndefined();
  });

  it('with afterEffect creates the instance but loses the reply, so a retry meets the 403', async () => {
    sim.faults.failNext('create', { status: 503, afterEffect: true });
    expect((await call('POST', '/instance/create', { body: createBody })).status).toBe(503);
    const retry = await call('POST', '/instance/create', { body: createBody });
    expect(retry.status).toBe(403);
    expect(retry.body.response).toEqual({
      message: ['This name "5511987654321" is already in use.'],
    });
  });

  it('fails only the targeted route', async () => {
    await call('POST', '/instance/create', { body: createBody });
    sim.faults.failNext('connectionState', { status: 502 });
    expect((await call('GET', '/instance/connect/5511987654321')).status).toBe(200);
    expect((await call('GET', '/instance/connectionState/5511987654321')).status).toBe(502);
    expect((await call('GET', '/instance/connectionState/5511987654321')).status).toBe(200);
  });

  it('delays replies', async () => {
    await call('POST', '/instance/create', { body: createBody });
    sim.faults.delay(300);
    const started = performance.now();
    await call('GET', '/instance/connectionState/5511987654321');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('delivers every webhook twice when duplicates are on', async () => {
    const receiver = await startWebhookReceiver();
    try {
      sim.faults.duplicateWebhooks(true);
      await call('POST', '/instance/create', {
        body: {
          ...createBody,
          webhook: { url: receiver.url, events: ['CONNECTION_UPDATE'] },
        },
      });
      await call('GET', '/instance/connect/5511987654321');
      sim.scanQr('5511987654321');
      await sim.flushWebhooks();
      const states = receiver.received.map((r) => (r.body.data as { state: string }).state);
      expect(states.sort()).toEqual(['connecting', 'connecting', 'open', 'open']);
      const open = receiver.received.filter(
        (r) => (r.body.data as { state: string }).state === 'open',
      );
      expect(open[0]?.body).toEqual(open[1]?.body);
    } finally {
      await receiver.close();
    }
  });

  describe('over HTTP at /__sim/faults', () => {
    it('requires the global apikey', async () => {
      const reply = await call('POST', '/__sim/faults', {
        apikey: 'wrong',
        body: { failNext: { route: 'create', times: 2 } },
      });
      expect(reply.status).toBe(401);
      expect(sim.faults.snapshot().failures).toEqual({});
    });

    it('injects failures for out-of-process tests and resets them', async () => {
      const set = await call('POST', '/__sim/faults', {
        body: { failNext: { route: 'create', status: 500, times: 2 }, duplicateWebhooks: true },
      });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ duplicateWebhooks: true });
      expect((await call('POST', '/instance/create', { body: createBody })).status).toBe(500);

      await call('POST', '/__sim/faults', { body: { reset: true } });
      expect((await call('POST', '/instance/create', { body: createBody })).status).toBe(201);
      expect(sim.faults.snapshot().duplicateWebhooks).toBe(false);
    });

    it('rejects an unknown route name', async () => {
      const reply = await call('POST', '/__sim/faults', {
        body: { failNext: { route: 'restart' } },
      });
      expect(reply.status).toBe(400);
    });
  });
});
