import { describe, expect, it } from 'vitest';
import { parseEvolutionWebhook } from './evolution-gateway';

const upsert = (fromMe: boolean, message: unknown = { conversation: 'oi' }) => ({
  key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe, id: 'ABC' },
  pushName: 'Ana',
  message,
});

describe('parseEvolutionWebhook (the adapter into the product’s events)', () => {
  it('reads a person’s message, the owner’s on the phone included', () => {
    const [event] = parseEvolutionWebhook({ event: 'messages.upsert', data: upsert(false) })!;
    expect(event).toMatchObject({
      kind: 'mensagem',
      message: { gatewayId: 'ABC', fromBusiness: false, phone: '5511987654321', texto: 'oi' },
    });
    const [own] = parseEvolutionWebhook({ event: 'MESSAGES_UPSERT', data: upsert(true) })!;
    expect(own).toMatchObject({ kind: 'mensagem', message: { fromBusiness: true } });
  });

  it('reads send.message as the echo of a send, and only the business’s own', () => {
    expect(parseEvolutionWebhook({ event: 'send.message', data: upsert(true) })).toEqual([
      expect.objectContaining({ kind: 'envio' }),
    ]);
    expect(parseEvolutionWebhook({ event: 'send.message', data: upsert(false) })).toEqual([]);
    expect(parseEvolutionWebhook({ event: 'send.message', data: {} })).toEqual([]);
  });

  it('keeps the line’s connection, ignoring the connecting step', () => {
    const state = (s: string) =>
      parseEvolutionWebhook({ event: 'connection.update', data: { state: s } });
    expect(state('open')).toEqual([{ kind: 'conexao', connected: true }]);
    expect(state('close')).toEqual([{ kind: 'conexao', connected: false }]);
    expect(state('connecting')).toEqual([]);
  });

  it('says why a message is nothing for the product, and ignores other events', () => {
    const group = { ...upsert(false), key: { remoteJid: '1203@g.us', id: 'G' } };
    expect(parseEvolutionWebhook({ event: 'messages.upsert', data: group })).toEqual([
      { kind: 'ignorado', reason: 'grupo' },
    ]);
    expect(parseEvolutionWebhook({ event: 'qrcode.updated', data: {} })).toEqual([]);
  });

  it('refuses what is no Evolution event at all', () => {
    expect(parseEvolutionWebhook({ data: {} })).toBeNull();
    expect(parseEvolutionWebhook('x')).toBeNull();
    expect(parseEvolutionWebhook({ event: 'connection.update', data: {} })).toBeNull();
  });
});
