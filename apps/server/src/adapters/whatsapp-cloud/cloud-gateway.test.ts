import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyBesideChoices, toCloudOutbound } from './cloud-gateway';
import {
  CREDENTIALS,
  CUSTOMER,
  LINE,
  startCloudHarness,
  type CloudHarness,
} from './cloud-test-support';
import { GraphError } from './graph-error';

const choice = (id: string, title: string, description?: string) => ({
  id,
  title,
  ...(description ? { description } : {}),
});

describe('toCloudOutbound (choices as Meta shows them)', () => {
  it('sends up to 3 short choices as reply buttons with their ids', () => {
    const out = toCloudOutbound({
      texto: 'Confirma terça às 10h?',
      choices: [
        choice('sim', 'Confirmar'),
        choice('remarcar', 'Remarcar'),
        choice('cancelar', 'Cancelar'),
      ],
    });
    expect(out).toEqual({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Confirma terça às 10h?' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'sim', title: 'Confirmar' } },
            { type: 'reply', reply: { id: 'remarcar', title: 'Remarcar' } },
            { type: 'reply', reply: { id: 'cancelar', title: 'Cancelar' } },
          ],
        },
      },
    });
  });

  it('uses a list for 4–10 choices, or when a title is too long for a button, moving the rest to the description', () => {
    const long = toCloudOutbound({
      texto: 'Qual serviço?',
      choices: [choice('s1', 'Corte feminino com escova modelada'), choice('s2', 'Barba')],
    });
    expect(long).toMatchObject({ interactive: { type: 'list', action: { button: 'Ver opções' } } });
    const rows = (
      long as {
        interactive: {
          action: { sections: Array<{ rows: Array<{ title: string; description?: string }> }> };
        };
      }
    ).interactive.action.sections[0]!.rows;
    expect(rows[0]).toEqual({
      id: 's1',
      title: 'Corte feminino com…',
      description: 'escova modelada',
    });
    expect([...rows[0]!.title].length).toBeLessThanOrEqual(24);
    const slots = Array.from({ length: 10 }, (_, i) =>
      choice(`slot-${i}`, `Terça ${10 + i}:00`, 'com Bia · 45 min'),
    );
    const list = toCloudOutbound({ texto: 'Horários livres', choices: slots });
    expect(list).toMatchObject({ interactive: { type: 'list' } });
    const described = toCloudOutbound({ texto: 'x', choices: [choice('a', 'A', 'd'.repeat(100))] });
    const row = (
      described as {
        interactive: { action: { sections: Array<{ rows: Array<{ description?: string }> }> } };
      }
    ).interactive.action.sections[0]!.rows[0]!;
    expect([...row.description!].length).toBe(72);
  });

  it('leaves the numbered list out of the text beside the options, and asks for a tap', () => {
    const out = toCloudOutbound({
      texto:
        'Tenho estes horários:\n1. sex, 12/03 às 14:00\n2. sex, 12/03 às 15:30\nQual prefere? Responda com o número.',
      choices: [choice('h1', 'sex, 12/03 às 14:00'), choice('h2', 'sex, 12/03 às 15:30')],
    });
    expect(out).toMatchObject({
      interactive: { body: { text: 'Tenho estes horários:\nQual prefere? Toque em uma opção.' } },
    });
    // A text whose numbered lines are not the choices keeps them.
    expect(bodyBesideChoices('1. um\n2. dois\n3. três', 2)).toBe('1. um\n2. dois\n3. três');
    expect(bodyBesideChoices('Posso confirmar? (sim/não)', 2)).toBe('Posso confirmar? (sim/não)');
  });

  it('sends more than 10 choices, or a body over 1024 characters, as the numbered text alone', () => {
    const many = Array.from({ length: 11 }, (_, i) => choice(`c${i}`, `Opção ${i}`));
    expect(toCloudOutbound({ texto: '1. …', choices: many })).toEqual({
      type: 'text',
      text: { body: '1. …' },
    });
    expect(toCloudOutbound({ texto: 'x'.repeat(1025), choices: [choice('a', 'A')] }).type).toBe(
      'text',
    );
    expect(toCloudOutbound({ texto: 'só texto' })).toEqual({
      type: 'text',
      text: { body: 'só texto' },
    });
  });
});

describe('the Cloud API gateway against the simulator', () => {
  let h: CloudHarness;
  const PHONE = CREDENTIALS.phoneNumberId;
  beforeAll(async () => {
    h = await startCloudHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.batches.length = 0;
    h.sim.faults.reset();
  });

  it('sends buttons and a list the customer taps, read back as choice ids', async () => {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Quero marcar');
    const { gatewayId: listId } = await h.gateway.send(LINE, CUSTOMER.from, {
      texto: 'Tenho estes horários:',
      choices: Array.from({ length: 4 }, (_, i) => choice(`slot-${i}`, `Terça ${10 + i}:00`)),
    });
    const { gatewayId: buttonsId } = await h.gateway.send(LINE, CUSTOMER.from, {
      texto: 'Confirma terça às 12:00?',
      choices: [choice('sim', 'Confirmar'), choice('nao', 'Outro horário')],
    });
    const [list, buttons] = h.sim.sentMessages(PHONE).slice(-2);
    expect(list).toMatchObject({ id: listId, content: { kind: 'list' } });
    expect(buttons).toMatchObject({ id: buttonsId, content: { kind: 'buttons' } });
    h.sim.customerTaps(PHONE, CUSTOMER, listId!, 'slot-2');
    h.sim.customerTaps(PHONE, CUSTOMER, buttonsId!, 'sim');
    await h.sim.flushWebhooks();
    const choices = h
      .events()
      .flatMap((e) => (e.kind === 'mensagem' && e.message.choiceId ? [e.message.choiceId] : []));
    expect(choices).toEqual(['slot-2', 'sim']);
  });

  it('fetches a voice note by the media reference its webhook carried (no memory of it)', async () => {
    h.sim.customerAct(PHONE, CUSTOMER, { type: 'audio' });
    await h.sim.flushWebhooks();
    const voice = h.events().find((e) => e.kind === 'mensagem' && e.message.tipo === 'audio');
    if (voice?.kind !== 'mensagem') throw new Error('no voice note');
    expect(voice.message.audio?.mediaRef).toMatch(/^\d+$/);
    expect(voice.message.audio?.mediaRef).not.toBe(voice.message.gatewayId);
    const media = await h.gateway.fetchMedia(LINE, voice.message.audio!.mediaRef);
    expect(media.data.subarray(0, 4).toString()).toBe('OggS');
    await expect(h.gateway.fetchMedia(LINE, voice.message.gatewayId)).rejects.toBeInstanceOf(
      GraphError,
    );
  });

  it('sends a template with named parameters outside the window, and its quick reply comes back as the payload', async () => {
    const customer = { from: '5511933334444', name: 'Bia' };
    await h.gateway.createTemplate(LINE, {
      name: 'lembrete_gateway',
      language: 'pt_BR',
      category: 'UTILITY',
      body: 'Olá {{nome}}, lembrete: {{horario}}.',
      examples: { nome: 'Ana', horario: 'terça 10:00' },
      quickReplies: ['✅ Confirmar', 'Remarcar'],
    });
    await h.sim.flushWebhooks();
    const { gatewayId } = await h.gateway.sendTemplate(LINE, customer.from, {
      name: 'lembrete_gateway',
      language: 'pt_BR',
      params: { nome: 'Bia', horario: 'amanhã às 10:00' },
      quickReplyPayloads: ['confirmar:9', 'remarcar:9'],
    });
    h.sim.customerTapsTemplateButton(PHONE, customer, gatewayId, 0);
    await h.sim.flushWebhooks();
    const statuses = h
      .events()
      .flatMap((e) =>
        e.kind === 'status' && e.status.gatewayId === gatewayId ? [e.status.status] : [],
      );
    expect(statuses).toEqual(['enviado', 'entregue']);
    // Deliveries travel side by side (as Meta's do), so the tap may arrive before a status.
    const taps = h.events().flatMap((e) => (e.kind === 'mensagem' ? [e.message] : []));
    expect(taps).toEqual([
      expect.objectContaining({
        choiceId: 'confirmar:9',
        texto: '✅ Confirmar',
        quotedId: gatewayId,
      }),
    ]);
    expect((await h.gateway.listTemplates(LINE)).map((t) => t.name)).toContain('lembrete_gateway');
  });

  it('reports the line from the number’s status, unknown ids as undefined, and connects without a QR', async () => {
    expect(await h.gateway.connectionState(LINE)).toBe('CONNECTED');
    expect(await h.gateway.connect(LINE)).toEqual({ connected: true });
    h.sim.getNumber(PHONE)!.status = 'FLAGGED';
    expect(await h.gateway.connectionState(LINE)).toBe('DISCONNECTED');
    expect(await h.gateway.connect(LINE)).toEqual({
      connected: false,
      qr: undefined,
      pairingCode: null,
    });
    h.sim.getNumber(PHONE)!.status = 'CONNECTED';
    h.lines.set('outra', { ...CREDENTIALS, phoneNumberId: '123456789012345' });
    expect(await h.gateway.connectionState('outra')).toBeUndefined();
    expect(await h.gateway.exists('outra')).toBe(false);
    expect(await h.gateway.createInstance(LINE)).toEqual({ alreadyExists: true });
  });

  it('checks credentials before saving them, with the class the panel explains', async () => {
    expect(await h.gateway.checkCredentials(CREDENTIALS)).toMatchObject({
      verified_name: 'Meu Negócio',
    });
    await expect(
      h.gateway.checkCredentials({ ...CREDENTIALS, accessToken: 'EAAG-errado-000' }),
    ).rejects.toMatchObject({ code: 190, classification: 'token' });
    await expect(
      h.gateway.checkCredentials({ ...CREDENTIALS, phoneNumberId: '111111111111111' }),
    ).rejects.toMatchObject({ code: 100, subcode: 33 });
  });

  it('surfaces a throughput limit as a retryable GraphError', async () => {
    h.sim.customerWrites(PHONE, CUSTOMER, 'Oi');
    h.sim.faults.failNext('throughput');
    await expect(h.gateway.send(LINE, CUSTOMER.from, { texto: 'Olá' })).rejects.toMatchObject({
      code: 130429,
      isRetryable: true,
    });
    await expect(h.gateway.send(LINE, CUSTOMER.from, { texto: 'Olá' })).resolves.toMatchObject({
      gatewayId: expect.stringMatching(/^wamid\./),
    });
  });
});
