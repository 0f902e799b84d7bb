import { describe, expect, it } from 'vitest';
import { GatewayError, type GatewayPort } from '@/modules/messaging/gateway-port';
import { createGatewayRouter, type LineGateway } from './gateway-router';
import type { CloudGateway, CloudCredentialsResolver } from './whatsapp-cloud/cloud-gateway';

type Call = [gateway: string, operation: string, ...args: unknown[]];

/** A port that records every call under its name and answers with that name. */
function recordingPort(name: string, calls: Call[]): GatewayPort {
  const record =
    (operation: string, answer: unknown) =>
    async (...args: unknown[]) => {
      calls.push([name, operation, ...args]);
      return answer;
    };
  return {
    kind: name,
    addressing: 'path',
    parseWebhook: (delivery) =>
      new TextDecoder().decode(delivery.rawBody) === name
        ? { ok: true, lines: [] }
        : { ok: false, reason: 'formato' },
    send: record('send', { gatewayId: `${name}-id` }) as GatewayPort['send'],
    findSentTexts: record(
      'findSentTexts',
      name === 'meta' ? [] : [{ gatewayId: 'E1', texto: 'Oi' }],
    ) as GatewayPort['findSentTexts'],
    fetchMedia: record('fetchMedia', {
      mimetype: 'audio/ogg',
      fileName: name,
      data: Buffer.alloc(0),
    }) as GatewayPort['fetchMedia'],
    createInstance: record('createInstance', {
      alreadyExists: false,
    }) as GatewayPort['createInstance'],
    connectionState: record('connectionState', 'CONNECTED') as GatewayPort['connectionState'],
    exists: record('exists', true) as GatewayPort['exists'],
    connect: record('connect', { connected: true }) as GatewayPort['connect'],
    logout: record('logout', undefined) as GatewayPort['logout'],
    deleteInstance: record('deleteInstance', undefined) as GatewayPort['deleteInstance'],
    setWebhook: record('setWebhook', undefined) as GatewayPort['setWebhook'],
  };
}

const META_CREDENTIALS = { phoneNumberId: '106540352242922', wabaId: '102290', accessToken: 'T' };

function setup(
  rows: Record<string, LineGateway>,
  options: { cloud?: boolean; ttlMs?: number } = {},
) {
  const calls: Call[] = [];
  const lookups: string[] = [];
  let clock = 0;
  let resolver: CloudCredentialsResolver | undefined;
  const router = createGatewayRouter({
    evolution: recordingPort('evolution', calls),
    cloud:
      options.cloud === false
        ? null
        : (credentials) => {
            resolver = credentials;
            return recordingPort('meta', calls) as CloudGateway;
          },
    lookup: async (line) => {
      lookups.push(line);
      return rows[line];
    },
    ttlMs: options.ttlMs,
    now: () => clock,
  });
  return {
    router,
    calls,
    lookups,
    rows,
    resolver: () => resolver!,
    advance: (ms: number) => (clock += ms),
  };
}

const evo = (instanceId: string): LineGateway => ({ instanceId, gateway: 'evolution' });
const meta = (instanceId: string): LineGateway => ({
  instanceId,
  gateway: 'meta',
  credentials: META_CREDENTIALS,
});

describe('the gateway router', () => {
  it('sends each line through its own gateway, and a line no instance has yet through Evolution', async () => {
    const { router, calls } = setup({ 'si-a': evo('A'), 'si-b': meta('B') });
    const message = { texto: 'Olá' };
    expect(await router.send('si-a', '5511999990000', message)).toEqual({
      gatewayId: 'evolution-id',
    });
    expect(await router.send('si-b', '5511999990000', message)).toEqual({ gatewayId: 'meta-id' });
    expect(await router.send('si-novo', '5511999990000', message)).toEqual({
      gatewayId: 'evolution-id',
    });
    expect(calls.map(([gateway, op, line]) => [gateway, op, line])).toEqual([
      ['evolution', 'send', 'si-a'],
      ['meta', 'send', 'si-b'],
      ['evolution', 'send', 'si-novo'],
    ]);
  });

  it('dispatches every line operation of the port, with its arguments', async () => {
    const { router, calls } = setup({ 'si-b': meta('B') });
    await router.findSentTexts('si-b', '5511');
    await router.fetchMedia('si-b', 'wamid.1');
    await router.createInstance('si-b', { number: '5511' });
    await router.connectionState('si-b');
    await router.exists('si-b');
    await router.connect('si-b', { number: '5511' });
    await router.logout('si-b');
    await router.deleteInstance('si-b');
    await router.setWebhook('si-b', 'http://x');
    expect(calls).toEqual([
      ['meta', 'findSentTexts', 'si-b', '5511'],
      ['meta', 'fetchMedia', 'si-b', 'wamid.1'],
      ['meta', 'createInstance', 'si-b', { number: '5511' }],
      ['meta', 'connectionState', 'si-b'],
      ['meta', 'exists', 'si-b'],
      ['meta', 'connect', 'si-b', { number: '5511' }],
      ['meta', 'logout', 'si-b'],
      ['meta', 'deleteInstance', 'si-b'],
      ['meta', 'setWebhook', 'si-b', 'http://x'],
    ]);
  });

  it('answers no earlier sends for a Meta line, which has no search of sent messages', async () => {
    const { router } = setup({ 'si-a': evo('A'), 'si-b': meta('B') });
    expect(await router.findSentTexts('si-b', '5511')).toEqual([]);
    expect(await router.findSentTexts('si-a', '5511')).toHaveLength(1);
  });

  it('reads a line once while cached, again after the TTL, and at once after it is forgotten', async () => {
    const { router, lookups, rows, advance } = setup({ 'si-a': evo('A') }, { ttlMs: 1000 });
    await router.send('si-a', '1', { texto: 'a' });
    await router.send('si-a', '1', { texto: 'b' });
    expect(lookups).toEqual(['si-a']);
    advance(1001);
    await router.send('si-a', '1', { texto: 'c' });
    expect(lookups).toHaveLength(2);

    rows['si-a'] = meta('A');
    expect(await router.gatewayOf('si-a')).toBe('evolution');
    router.forgetInstance('A');
    expect(await router.gatewayOf('si-a')).toBe('meta');
    rows['si-a'] = evo('A');
    router.forgetLine('si-a');
    expect(await router.gatewayOf('si-a')).toBe('evolution');
    router.forgetInstance('outra');
    await router.gatewayOf('si-a');
    // Forgetting another instance keeps this line.
    expect(lookups).toHaveLength(4);
  });

  it('does not remember a line no instance has, nor a failed read', async () => {
    const { router, lookups, rows } = setup({});
    await router.send('si-novo', '1', { texto: 'a' });
    rows['si-novo'] = meta('N');
    expect(await router.gatewayOf('si-novo')).toBe('meta');
    expect(lookups).toEqual(['si-novo', 'si-novo']);

    let fail = true;
    const flaky = createGatewayRouter({
      evolution: recordingPort('evolution', []),
      cloud: null,
      lookup: async () => {
        if (fail) throw new Error('banco fora');
        return evo('X');
      },
    });
    await expect(flaky.gatewayOf('si-x')).rejects.toThrow('banco fora');
    fail = false;
    expect(await flaky.gatewayOf('si-x')).toBe('evolution');
  });

  it('hands the Cloud gateway the credentials of Meta lines only', async () => {
    const { resolver } = setup({ 'si-a': evo('A'), 'si-b': meta('B') });
    expect(await resolver()('si-b')).toEqual(META_CREDENTIALS);
    await expect(resolver()('si-a')).rejects.toBeInstanceOf(GatewayError);
  });

  it('refuses a Meta line with a GatewayError when the server has no Cloud API', async () => {
    const { router, calls } = setup({ 'si-b': meta('B') }, { cloud: false });
    await expect(router.send('si-b', '1', { texto: 'a' })).rejects.toMatchObject({
      name: 'GatewayError',
      status: 503,
    });
    expect(calls).toEqual([]);
    expect(router.cloud).toBeNull();
  });

  it("keeps Evolution's webhooks", () => {
    const { router } = setup({});
    expect(router.kind).toBe('evolution');
    const delivery = (body: string) => ({
      rawBody: new TextEncoder().encode(body),
      header: () => undefined,
      query: {},
    });
    expect(router.addressing).toBe('path');
    expect(router.parseWebhook(delivery('evolution'))).toEqual({ ok: true, lines: [] });
    expect(router.parseWebhook(delivery('meta'))).toEqual({ ok: false, reason: 'formato' });
  });
});
