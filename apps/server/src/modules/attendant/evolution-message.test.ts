import { describe, expect, it } from 'vitest';
import { readUpsertMessage } from './evolution-message';

const data = (key: Record<string, unknown>, message: unknown, pushName = 'Ana') => ({
  key: { fromMe: false, id: 'ABC123', ...key },
  pushName,
  message,
  messageType: 'conversation',
  messageTimestamp: 1753614857,
});
const person = { remoteJid: '5511987654321@s.whatsapp.net' };

describe('readUpsertMessage', () => {
  it('reads plain, extended (older servers) and button or list replies as text', () => {
    for (const message of [
      { conversation: 'oi' },
      { extendedTextMessage: { text: 'oi' } },
      { buttonsResponseMessage: { selectedDisplayText: 'oi' } },
      { listResponseMessage: { title: 'oi' } },
    ]) {
      expect(readUpsertMessage(data(person, message))).toEqual({
        kind: 'message',
        message: {
          gatewayId: 'ABC123',
          fromMe: false,
          remoteJid: '5511987654321@s.whatsapp.net',
          phone: '5511987654321',
          pushName: 'Ana',
          tipo: 'texto',
          texto: 'oi',
        },
      });
    }
  });

  it('types media with their caption and anything else unknown as outro', () => {
    const read = (message: unknown) => {
      const result = readUpsertMessage(data(person, message));
      return result.kind === 'message' ? [result.message.tipo, result.message.texto] : result;
    };
    expect(read({ audioMessage: { ptt: true } })).toEqual(['audio', null]);
    expect(read({ imageMessage: { caption: 'meu cabelo' } })).toEqual(['imagem', 'meu cabelo']);
    expect(read({ videoMessage: {} })).toEqual(['video', null]);
    expect(read({ stickerMessage: {} })).toEqual(['sticker', null]);
    expect(read({ documentMessage: { fileName: 'a.pdf' } })).toEqual(['documento', null]);
    expect(read({ locationMessage: { degreesLatitude: 1 } })).toEqual(['outro', null]);
  });

  it('ignores groups, status, newsletters, protocol messages and payloads it cannot read', () => {
    const reasonOf = (key: Record<string, unknown>, message: unknown = { conversation: 'oi' }) => {
      const result = readUpsertMessage(data(key, message));
      return result.kind === 'ignored' ? result.reason : 'lida';
    };
    expect(reasonOf({ remoteJid: '1203630@g.us', participant: '5511@s.whatsapp.net' })).toBe(
      'grupo',
    );
    expect(reasonOf({ remoteJid: 'status@broadcast' })).toBe('status');
    expect(reasonOf({ remoteJid: '1203631@newsletter' })).toBe('canal');
    expect(reasonOf(person, { protocolMessage: { type: 0 } })).toBe('protocolo');
    expect(reasonOf(person, { reactionMessage: { text: '👍' }, messageContextInfo: {} })).toBe(
      'protocolo',
    );
    expect(reasonOf(person, null)).toBe('sem mensagem');
    expect(readUpsertMessage({ key: {} })).toEqual({ kind: 'ignored', reason: 'payload' });
    expect(readUpsertMessage([1, 2])).toEqual({ kind: 'ignored', reason: 'payload' });
  });

  it('reads the phone behind a LID from remoteJidAlt, participantAlt or senderPn', () => {
    const phoneOf = (key: Record<string, unknown>) => {
      const result = readUpsertMessage(
        data({ remoteJid: '103899771998284@lid', ...key }, { conversation: 'oi' }),
      );
      return result.kind === 'message' ? result.message.remoteJid : result.reason;
    };
    expect(phoneOf({ remoteJidAlt: '5521998887777@s.whatsapp.net' })).toBe(
      '5521998887777@s.whatsapp.net',
    );
    expect(phoneOf({ participantAlt: '5521998887777@s.whatsapp.net' })).toBe(
      '5521998887777@s.whatsapp.net',
    );
    expect(phoneOf({ senderPn: '5521998887777' })).toBe('5521998887777@s.whatsapp.net');
    expect(phoneOf({})).toBe('sem número');
  });

  it('keeps fromMe and drops a blank pushName', () => {
    const result = readUpsertMessage(
      data({ ...person, fromMe: true }, { conversation: 'oi' }, ' '),
    );
    expect(result).toMatchObject({ kind: 'message', message: { fromMe: true, pushName: null } });
  });
});
