import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEvolutionSimulator, type RunningEvolutionSimulator } from './evolution-simulator';
import { API_KEY, evolutionClient, startWebhookReceiver } from './evolution-test-support';
import type { PhoneView } from './phone-view';

let sim: RunningEvolutionSimulator;
let call: ReturnType<typeof evolutionClient>;
const NAME = '5511987654321';

beforeEach(async () => {
  sim = await startEvolutionSimulator({ apiKey: API_KEY });
  call = evolutionClient(sim.url);
  await call('POST', '/instance/create', {
    body: { instanceName: NAME, integration: 'WHATSAPP-BAILEYS' },
  });
});

afterEach(() => sim.close());

const postJson = (path: string, body: unknown) =>
  fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('phone page', () => {
  it('shows the current QR and the scan button, with a strict CSP and no inline script', async () => {
    const { body: qr } = await call('GET', `/instance/connect/${NAME}`);
    const response = await fetch(sim.phoneUrl(NAME));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(`src="${qr.base64 as string}"`);
    expect(html).toContain('Escanear QR code');
    expect(html).toContain('<script src="/phone-assets/phone.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('serves its script and stylesheet', async () => {
    const script = await fetch(`${sim.url}/phone-assets/phone.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("addEventListener('submit'");
    const styles = await fetch(`${sim.url}/phone-assets/phone.css`);
    expect(styles.headers.get('content-type')).toContain('text/css');
  });

  it('tells there is no QR yet before the panel asks for one', async () => {
    const html = await (await fetch(sim.phoneUrl(NAME))).text();
    expect(html).toMatch(/<div id="qr-section" hidden>/);
    expect(html).toContain('Nenhum QR code ativo');
  });

  it('answers 404 for an unknown instance', async () => {
    expect((await fetch(sim.phoneUrl('ghost'))).status).toBe(404);
    expect((await postJson('/phone/ghost/scan', {})).status).toBe(404);
  });

  it('scanning connects the business number and sends connection.update', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await call('POST', `/webhook/set/${NAME}`, {
        body: { webhook: { enabled: true, url: receiver.url, events: ['CONNECTION_UPDATE'] } },
      });
      const { body: qr } = await call('GET', `/instance/connect/${NAME}`);
      const scan = await postJson(`/phone/${NAME}/scan`, { code: qr.code });
      expect(scan.status).toBe(200);
      expect((await call('GET', `/instance/connectionState/${NAME}`)).body).toEqual({
        instance: { instanceName: NAME, state: 'open' },
      });
      await receiver.waitFor((all) =>
        all.some((r) => (r.body.data as { state: string }).state === 'open'),
      );
      const open = receiver.received.find(
        (r) => (r.body.data as { state: string }).state === 'open',
      );
      expect(open?.body.data).toMatchObject({ wuid: `${NAME}@s.whatsapp.net`, statusReason: 200 });
      const rows = await call<{ ownerJid: string }[]>('GET', '/instance/fetchInstances');
      expect(rows.body[0]?.ownerJid).toBe(`${NAME}@s.whatsapp.net`);
    } finally {
      await receiver.close();
    }
  });

  it('refuses to scan an expired QR or when no QR is shown', async () => {
    const none = await postJson(`/phone/${NAME}/scan`, {});
    expect(none.status).toBe(409);
    const { body: old } = await call('GET', `/instance/connect/${NAME}`);
    await sim.refreshQr(NAME);
    const stale = await postJson(`/phone/${NAME}/scan`, { code: old.code });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      error: 'Este QR code expirou. Escaneie o QR code atual.',
    });
    expect(sim.getInstance(NAME)?.state).toBe('connecting');
  });

  it('refuses customer messages until the business is connected', async () => {
    const reply = await postJson(`/phone/${NAME}/messages`, {
      from: '5511999990000',
      name: 'Maria',
      text: 'Oi',
    });
    expect(reply.status).toBe(409);
    expect(sim.messages(NAME)).toEqual([]);
  });

  it('validates the customer message in pt-BR', async () => {
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    const reply = await postJson(`/phone/${NAME}/messages`, {
      from: '123',
      name: 'Maria',
      text: 'Oi',
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      error: 'Informe o número com DDI e DDD, apenas dígitos (ex.: 5511999990000).',
    });
  });

  it("shows the customer's conversation with the business's replies, escaped", async () => {
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    sim.receiveMessage(NAME, { from: '5511999990000', name: 'Maria', text: 'Tem horário amanhã?' });
    sim.receiveMessage(NAME, { from: '5521988887777', name: 'Outro', text: 'Outra conversa' });
    // Sent without the ninth digit: still the same Brazilian mobile, so the same chat.
    await call('POST', `/message/sendText/${NAME}`, {
      body: { number: '551199990000', text: 'Temos às <b>10h</b>' },
    });
    await call('POST', `/message/sendText/${NAME}`, {
      body: { number: '5511999990000', text: 'Agendar *Corte* <i>às 10h</i>?' },
    });

    const response = await fetch(`${sim.phoneUrl(NAME)}/state?chat=5511999990000`);
    const state = (await response.json()) as PhoneView;
    expect(state.messages.map((m) => [m.fromMe, m.text])).toEqual([
      [false, 'Tem horário amanhã?'],
      [true, 'Temos às <b>10h</b>'],
      [true, 'Agendar *Corte* <i>às 10h</i>?'],
    ]);
    expect(state.messages[2]?.segments).toEqual([
      { text: 'Agendar ' },
      { text: 'Corte', bold: true },
      { text: ' <i>às 10h</i>?' },
    ]);
    const html = await (await fetch(sim.phoneUrl(NAME))).text();
    expect(html).toContain('Temos às &lt;b&gt;10h&lt;/b&gt;');
    // WhatsApp's *negrito* as an element; the text's own tags still escaped.
    expect(html).toContain('Agendar <strong>Corte</strong> &lt;i&gt;às 10h&lt;/i&gt;?');
    expect(html).not.toContain('Outra conversa');
  });

  it('works without the script: a form post redirects back to the page', async () => {
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    const reply = await fetch(`${sim.phoneUrl(NAME)}/messages`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: '5511999990000', name: 'Maria', text: 'Oi' }),
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/phone/${NAME}?from=5511999990000&name=Maria`);
    expect(sim.messages(NAME).map((m) => m.message.conversation)).toEqual(['Oi']);
  });

  it("'Enviar áudio' sends the shipped voice note, which the chat shows and plays", async () => {
    const closed = await postJson(`/phone/${NAME}/audio`, { from: '5511999990000', name: 'Maria' });
    expect(closed.status).toBe(409);
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    const html = await (await fetch(sim.phoneUrl(NAME))).text();
    expect(html).toMatch(
      /<button[^>]*formaction="\/phone\/\d+\/audio"[^>]*>Enviar áudio<\/button>/,
    );

    const sent = await postJson(`/phone/${NAME}/audio`, { from: '5511999990000', name: 'Maria' });
    expect(sent.status).toBe(201);
    const record = (await sent.json()) as { key: { id: string }; messageType: string };
    expect(record.messageType).toBe('audioMessage');

    const state = (await (
      await fetch(`${sim.phoneUrl(NAME)}/state?chat=5511999990000`)
    ).json()) as PhoneView;
    const src = `/phone/${NAME}/media/${record.key.id}`;
    expect(state.messages).toEqual([
      expect.objectContaining({ fromMe: false, text: '', audio: { seconds: 3, src } }),
    ]);
    const page = await fetch(sim.phoneUrl(NAME));
    expect(page.headers.get('content-security-policy')).toContain("media-src 'self'");
    const chat = await page.text();
    expect(chat).toContain('🎤 Mensagem de voz · 0:03');
    expect(chat).toContain(`<audio controls preload="none" src="${src}"></audio>`);

    const media = await fetch(`${sim.url}${src}`);
    expect(media.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(
      Buffer.from(await media.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('OggS');
    expect((await fetch(`${sim.url}/phone/${NAME}/media/NOPE`)).status).toBe(404);
  });

  it("'Enviar áudio' works without the script, ignoring the empty text field", async () => {
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    const reply = await fetch(`${sim.phoneUrl(NAME)}/audio`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: '5511999990000', name: 'Maria', text: '' }),
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/phone/${NAME}?from=5511999990000&name=Maria`);
    expect(sim.messages(NAME).map((m) => m.messageType)).toEqual(['audioMessage']);
  });

  it('disconnecting the phone closes the session', async () => {
    await call('GET', `/instance/connect/${NAME}`);
    sim.scanQr(NAME);
    expect((await postJson(`/phone/${NAME}/disconnect`, {})).status).toBe(200);
    expect(sim.getInstance(NAME)?.state).toBe('close');
  });
});
