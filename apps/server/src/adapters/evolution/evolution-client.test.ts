import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voiceSamplePath } from '@secretaria/simulators/evolution/evolution-media';
import { startEvolutionSimulator } from '@secretaria/simulators/evolution/evolution-simulator';
import { readUpsertMessage } from './evolution-message';
import { changeGatewayNumber } from '@/modules/whatsapp/change-number';
import { createGatewayInstanceWithRetry } from '@/modules/whatsapp/create-with-retry';
import { EvolutionError, createEvolutionClient, type EvolutionClient } from './evolution-client';
import { createEvolutionGateway } from './evolution-gateway';

type Simulator = Awaited<ReturnType<typeof startEvolutionSimulator>>;
let sim: Simulator;
let client: EvolutionClient;
const gateway = () => createEvolutionGateway(client);
beforeAll(async () => {
  sim = await startEvolutionSimulator({ apiKey: 'chave-global' });
  client = createEvolutionClient({ baseUrl: sim.url, apiKey: 'chave-global' });
});
beforeEach(() => sim.reset());
afterAll(() => sim.close());

describe('Evolution client against the simulator', () => {
  it('creates an instance and treats a second create as already existing', async () => {
    expect(await client.createInstance('5511987654321')).toEqual({ alreadyExists: false });
    expect(await client.createInstance('5511987654321')).toEqual({ alreadyExists: true });
    expect(await client.exists('5511987654321')).toBe(true);
    expect(await client.exists('5511900000000')).toBe(false);
  });

  it('gives a QR to scan, then reports CONNECTED once the phone scanned it, and DISCONNECTED after logout', async () => {
    await client.createInstance('5511987654321');
    const first = await client.connect('5511987654321');
    expect(first.connected).toBe(false);
    expect(first.connected === false && first.qr).toMatch(/^data:image\/png;base64,/);
    expect(await client.connectionState('5511987654321')).toBe('DISCONNECTED');
    sim.scanQr('5511987654321');
    expect(await client.connectionState('5511987654321')).toBe('CONNECTED');
    expect(await client.connect('5511987654321')).toEqual({ connected: true });
    await client.logout('5511987654321');
    expect(await client.connectionState('5511987654321')).toBe('DISCONNECTED');
  });

  it('offers a pairing code with the QR when asked for the number, and none otherwise', async () => {
    await client.createInstance('5511955554444');
    const reply = await client.connect('5511955554444', { number: '5511955554444' });
    expect(reply).toMatchObject({
      connected: false,
      pairingCode: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    await client.createInstance('5511955553333');
    expect(await client.connect('5511955553333')).toMatchObject({
      connected: false,
      pairingCode: null,
    });
  });

  it('raises the gateway message on failures and refuses a wrong key', async () => {
    const wrongKey = createEvolutionClient({ baseUrl: sim.url, apiKey: 'errada' });
    await expect(wrongKey.createInstance('5511911112222')).rejects.toMatchObject({ status: 401 });
    sim.faults.failNext('connectionState', { status: 500, times: 1 });
    await client.createInstance('5511911112222');
    await expect(client.connectionState('5511911112222')).rejects.toBeInstanceOf(EvolutionError);
  });
});

describe("a customer's voice note", () => {
  const BUSINESS = '5511987654321';
  const connected = async () => {
    await client.createInstance(BUSINESS);
    await client.connect(BUSINESS);
    sim.scanQr(BUSINESS);
  };

  it('is fetched by the message id its messages.upsert carries', async () => {
    await connected();
    const record = sim.receiveVoiceNote(BUSINESS, { from: '5511999990000', name: 'Ana' });
    const read = readUpsertMessage(record);
    if (read.kind !== 'message') throw new Error(read.reason);
    expect(read.message.audio).toMatchObject({ mimetype: 'audio/ogg; codecs=opus', seconds: 3 });

    const media = await client.fetchMedia(BUSINESS, read.message.gatewayId);
    expect(media).toEqual({
      mimetype: 'audio/ogg; codecs=opus',
      fileName: `${record.key.id}.oga`,
      data: readFileSync(voiceSamplePath()),
    });
  });

  it("raises the gateway's 400 for an unknown id and 401 for a wrong key", async () => {
    await connected();
    const { key } = sim.receiveVoiceNote(BUSINESS, { from: '5511999990000', name: 'Ana' });
    await expect(client.fetchMedia(BUSINESS, 'NAO-EXISTE')).rejects.toMatchObject({
      status: 400,
      detail: 'Message not found',
    });
    const wrongKey = createEvolutionClient({ baseUrl: sim.url, apiKey: 'errada' });
    await expect(wrongKey.fetchMedia(BUSINESS, key.id)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a reply without the file', async () => {
    const replying = (body: unknown) =>
      createEvolutionClient({
        baseUrl: 'http://gateway.test',
        apiKey: 'k',
        fetch: async () => Response.json(body, { status: 201 }),
      });
    for (const body of [{ mimetype: 'audio/ogg' }, { base64: '' }, { base64: 'não é base64!' }]) {
      await expect(replying(body).fetchMedia('x', 'id')).rejects.toBeInstanceOf(EvolutionError);
    }
    const dataUrl = await replying({ base64: 'data:audio/ogg;base64,T2dnUw==' }).fetchMedia(
      'x',
      'id',
    );
    expect(dataUrl).toEqual({
      mimetype: 'application/octet-stream',
      fileName: 'id',
      data: Buffer.from('OggS'),
    });
  });
});

describe('instance creation after payment', () => {
  it('succeeds on the third attempt when the first two fail', async () => {
    sim.faults.failNext('create', { status: 500, times: 2 });
    const result = await createGatewayInstanceWithRetry(gateway(), '5511933334444', { delayMs: 5 });
    expect(result).toEqual({ evolutionStatus: 'criado', alreadyExisted: false, attempts: 3 });
    expect(await client.exists('5511933334444')).toBe(true);
  });

  it('ends in erro when all three attempts fail', async () => {
    sim.faults.failNext('create', { status: 500, times: 3 });
    const result = await createGatewayInstanceWithRetry(gateway(), '5511933335555', { delayMs: 5 });
    expect(result).toEqual({ evolutionStatus: 'erro', alreadyExisted: false, attempts: 3 });
  });

  it('counts "already in use" as success when a lost reply had in fact created it', async () => {
    sim.faults.failNext('create', { status: 500, times: 1, afterEffect: true });
    const result = await createGatewayInstanceWithRetry(gateway(), '5511933336666', { delayMs: 5 });
    expect(result).toEqual({ evolutionStatus: 'criado', alreadyExisted: true, attempts: 2 });
  });
});

describe("a new number for an instance's own gateway instance (docs/decisions/028)", () => {
  const NAME = 'si-0123456789abcdef0123456789abcdef';

  it('creates the gateway instance for the new number when the gateway does not know the name', async () => {
    expect(await changeGatewayNumber(gateway(), NAME, '5511900000002')).toBe('created');
    expect(await client.exists(NAME)).toBe(true);
  });

  it('lets the linked line go and makes the instance again under the same name', async () => {
    await client.createInstance(NAME, { number: '5511900000001' });
    await client.connect(NAME);
    sim.scanQr(NAME);
    expect(await client.connectionState(NAME)).toBe('CONNECTED');
    expect(await changeGatewayNumber(gateway(), NAME, '5511900000002')).toBe('replaced');
    expect(await client.connectionState(NAME)).toBe('DISCONNECTED');
  });

  it('throws when the gateway fails, so the caller saves nothing', async () => {
    await client.createInstance(NAME, { number: '5511900000001' });
    sim.faults.failNext('delete', { status: 500, times: 1 });
    await expect(changeGatewayNumber(gateway(), NAME, '5511900000002')).rejects.toBeInstanceOf(
      EvolutionError,
    );
  });
});
