import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oggOpusSeconds, voiceSample, voiceSamplePath } from './evolution-media';
import { startEvolutionSimulator, type RunningEvolutionSimulator } from './evolution-simulator';
import { API_KEY, evolutionClient, startWebhookReceiver } from './evolution-test-support';

let sim: RunningEvolutionSimulator;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let call: ReturnType<typeof evolutionClient>;
let token: string;
const NAME = '5511987654321';
const CUSTOMER = { from: '5511999990000', name: 'Ana' };

async function connect(webhook: { base64?: boolean } = {}) {
  const created = await call('POST', '/instance/create', {
    body: {
      instanceName: NAME,
      integration: 'WHATSAPP-BAILEYS',
      webhook: { url: receiver.url, base64: false, events: ['MESSAGES_UPSERT'], ...webhook },
    },
  });
  token = created.body.hash as string;
  await call('GET', `/instance/connect/${NAME}`);
  sim.scanQr(NAME);
}

const getBase64 = (id: unknown, apikey?: string | null, instance = NAME) =>
  call(`POST`, `/chat/getBase64FromMediaMessage/${instance}`, {
    body: { message: { key: { id } }, convertToMp4: false },
    apikey,
  });

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  sim = await startEvolutionSimulator({ apiKey: API_KEY });
  call = evolutionClient(sim.url);
});

afterEach(async () => {
  await sim.close();
  await receiver.close();
});

describe('the shipped voice sample', () => {
  it('is a small Ogg Opus file of a few seconds', () => {
    const file = readFileSync(voiceSamplePath());
    expect(statSync(voiceSamplePath()).size).toBeLessThan(30_000);
    expect(file.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(file.includes(Buffer.from('OpusHead'))).toBe(true);
    expect(voiceSample()).toMatchObject({ mimetype: 'audio/ogg; codecs=opus', seconds: 3 });
  });

  it('measures an Ogg Opus length from the last granule position and refuses other files', () => {
    const file = Buffer.from(readFileSync(voiceSamplePath()));
    const last = file.lastIndexOf('OggS');
    file.writeBigInt64LE(BigInt(48_000 * 61 + 312), last + 6); // 312 = the sample's pre-skip
    expect(oggOpusSeconds(file)).toBe(61);
    expect(() => oggOpusSeconds(Buffer.from('RIFF....WAVEfmt '))).toThrow('not an Ogg Opus file');
  });
});

describe('a customer voice note', () => {
  it('arrives as messages.upsert with an audioMessage, as Evolution v2 forwards one', async () => {
    await connect();
    const record = sim.receiveVoiceNote(NAME, CUSTOMER);
    await receiver.waitFor(() => receiver.events('messages.upsert').length === 1);
    const sample = readFileSync(voiceSamplePath());
    const data = receiver.events('messages.upsert')[0]?.body.data;
    expect(data).toEqual({
      key: {
        remoteJid: '5511999990000@s.whatsapp.net',
        fromMe: false,
        id: expect.stringMatching(/^[0-9A-F]{20}$/),
      },
      pushName: 'Ana',
      status: 'DELIVERY_ACK',
      message: {
        audioMessage: {
          url: expect.stringMatching(
            /^https:\/\/mmg\.whatsapp\.net\/v\/t62\.7117-24\/.+&mms3=true$/,
          ),
          mimetype: 'audio/ogg; codecs=opus',
          fileSha256: createHash('sha256').update(sample).digest('base64'),
          fileLength: String(sample.length),
          seconds: 3,
          ptt: true,
          mediaKey: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
          fileEncSha256: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
          directPath: expect.stringMatching(/^\/v\/t62\.7117-24\/\d+_\d+_\d+_n\.enc\?ccb=11-4/),
          mediaKeyTimestamp: String(record.messageTimestamp),
        },
      },
      messageType: 'audioMessage',
      messageTimestamp: expect.any(Number),
      instanceId: sim.getInstance(NAME)?.id,
      source: 'android',
    });
    expect(data).toEqual(record);
    expect(Object.keys(data as object)).toEqual(Object.keys(record));
  });

  it("adds the file as message.base64 to the webhook when the webhook's base64 is on", async () => {
    await connect({ base64: true });
    const record = sim.receiveVoiceNote(NAME, CUSTOMER);
    await receiver.waitFor(() => receiver.events('messages.upsert').length === 1);
    const data = receiver.events('messages.upsert')[0]?.body.data as typeof record;
    const sample = readFileSync(voiceSamplePath()).toString('base64');
    expect(data.message).toEqual({ ...record.message, base64: sample });
    expect(record.message).not.toHaveProperty('base64');
  });

  it('can carry a file of its own, with its length and mimetype', async () => {
    await connect();
    const audio = { data: Buffer.from('ID3 not really mp3'), mimetype: 'audio/mpeg', seconds: 42 };
    const record = sim.receiveVoiceNote(NAME, { ...CUSTOMER, audio });
    expect(record.message.audioMessage).toMatchObject({ mimetype: 'audio/mpeg', seconds: 42 });
    const reply = await getBase64(record.key.id);
    expect(reply.body).toMatchObject({ fileName: `${record.key.id}.mpga`, mimetype: 'audio/mpeg' });
    expect(Buffer.from(reply.body.base64 as string, 'base64')).toEqual(audio.data);
  });

  it('is refused while the business is not connected', async () => {
    await call('POST', '/instance/create', {
      body: { instanceName: NAME, integration: 'WHATSAPP-BAILEYS' },
    });
    expect(() => sim.receiveVoiceNote(NAME, CUSTOMER)).toThrow('não está conectado');
    expect(sim.messages(NAME)).toEqual([]);
  });
});

describe('POST /chat/getBase64FromMediaMessage/{instance}', () => {
  it("answers 201 with the voice note's file, as the 2.3.6 Baileys channel does", async () => {
    await connect();
    const record = sim.receiveVoiceNote(NAME, CUSTOMER);
    const reply = await getBase64(record.key.id);
    expect(reply.status).toBe(201);
    const sample = readFileSync(voiceSamplePath());
    expect(reply.body).toEqual({
      mediaType: 'audioMessage',
      fileName: `${record.key.id}.oga`,
      size: { fileLength: String(sample.length) },
      mimetype: 'audio/ogg; codecs=opus',
      base64: sample.toString('base64'),
      buffer: null,
    });
  });

  it("accepts the instance's own token and refuses a missing or wrong apikey with 401", async () => {
    await connect();
    const { key } = sim.receiveVoiceNote(NAME, CUSTOMER);
    expect((await getBase64(key.id, token)).status).toBe(201);
    for (const apikey of [null, 'wrong-key']) {
      const reply = await getBase64(key.id, apikey);
      expect(reply).toEqual({
        status: 401,
        body: { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } },
      });
    }
  });

  it('answers 400 for an unknown id or a text message, and 404 for an unknown instance', async () => {
    await connect();
    const text = sim.receiveMessage(NAME, { ...CUSTOMER, text: 'Oi' });
    expect(await getBase64('3EB0DOESNOTEXIST')).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', response: { message: ['Message not found'] } },
    });
    expect((await getBase64(text.key.id)).body).toEqual({
      status: 400,
      error: 'Bad Request',
      response: { message: ['The message is not of the media type'] },
    });
    const noMessage = await call('POST', `/chat/getBase64FromMediaMessage/${NAME}`, { body: {} });
    expect(noMessage.status).toBe(400);
    expect((await getBase64('X', API_KEY, 'ghost')).body).toEqual({
      status: 404,
      error: 'Not Found',
      response: { message: ['The "ghost" instance does not exist'] },
    });
  });

  it('can be made to fail through fault injection', async () => {
    await connect();
    const { key } = sim.receiveVoiceNote(NAME, CUSTOMER);
    sim.faults.failNext('getBase64FromMediaMessage', { status: 500 });
    expect((await getBase64(key.id)).status).toBe(500);
    expect((await getBase64(key.id)).status).toBe(201);
  });
});
