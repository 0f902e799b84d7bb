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
          fromBusiness: false,
          phone: '5511987654321',
          senderName: 'Ana',
          tipo: 'texto',
          texto: 'oi',
          choiceId: null,
          quotedId: null,
        },
      });
    }
  });

  it('keeps the id behind a tapped button or list row beside its text', () => {
    const choice = (message: unknown) => {
      const result = readUpsertMessage(data(person, message));
      return result.kind === 'message' ? [result.message.texto, result.message.choiceId] : result;
    };
    expect(
      choice({
        buttonsResponseMessage: { selectedDisplayText: 'Confirmar', selectedButtonId: 'c' },
      }),
    ).toEqual(['Confirmar', 'c']);
    expect(
      choice({
        listResponseMessage: { title: '15:00', singleSelectReply: { selectedRowId: 's3' } },
      }),
    ).toEqual(['15:00', 's3']);
    expect(choice({ conversation: '1' })).toEqual(['1', null]);
  });

  it('keeps the id a reply quotes, from the content or from the record', () => {
    const quoted = (record: Record<string, unknown>) => {
      const result = readUpsertMessage(record);
      return result.kind === 'message' ? result.message.quotedId : result;
    };
    expect(
      quoted(
        data(person, {
          extendedTextMessage: { text: '1', contextInfo: { stanzaId: 'LEMBRETE1' } },
        }),
      ),
    ).toBe('LEMBRETE1');
    expect(
      quoted({ ...data(person, { conversation: '1' }), contextInfo: { stanzaId: 'LEMBRETE2' } }),
    ).toBe('LEMBRETE2');
    expect(quoted(data(person, { conversation: '1' }))).toBeNull();
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

  it('reads a voice note as audio without text, with what fetching and transcribing it needs', () => {
    const voiceNote = {
      key: { remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, id: '3A1B2C3D4E5F60718293' },
      pushName: 'Ana',
      status: 'DELIVERY_ACK',
      message: {
        audioMessage: {
          url: 'https://mmg.whatsapp.net/v/t62.7117-24/1_2_3_n.enc?ccb=11-4&mms3=true',
          mimetype: 'audio/ogg; codecs=opus',
          fileSha256: '9qTRU5ImhsKoP13oC5+I3yoF67CdMKXGvzBr5VGRFBQ=',
          fileLength: '4844',
          seconds: 2,
          ptt: true,
          mediaKey: '8+ufpSyc/lpYTag4/qHKsZHISblx0fOiyvlJkrVPQB4=',
          directPath: '/v/t62.7117-24/1_2_3_n.enc?ccb=11-4',
          mediaKeyTimestamp: '1740862636',
        },
      },
      messageType: 'audioMessage',
      messageTimestamp: 1740862636,
    };
    expect(readUpsertMessage(voiceNote)).toStrictEqual({
      kind: 'message',
      message: {
        gatewayId: '3A1B2C3D4E5F60718293',
        fromBusiness: false,
        phone: '5511987654321',
        senderName: 'Ana',
        choiceId: null,
        quotedId: null,
        tipo: 'audio',
        texto: null,
        audio: {
          // Evolution fetches media by the message's own id.
          mediaRef: '3A1B2C3D4E5F60718293',
          mimetype: 'audio/ogg; codecs=opus',
          seconds: 2,
          isVoiceNote: true,
        },
      },
    });
  });

  it('reads a forwarded audio file and tolerates missing or odd audio fields', () => {
    const audioOf = (audioMessage: unknown) => {
      const result = readUpsertMessage(data(person, { audioMessage }));
      return result.kind === 'message' ? result.message.audio : result;
    };
    expect(audioOf({ mimetype: 'audio/mpeg', seconds: '42', ptt: false })).toEqual({
      mediaRef: 'ABC123',
      mimetype: 'audio/mpeg',
      seconds: 42,
      isVoiceNote: false,
    });
    expect(audioOf({})).toEqual({
      mediaRef: 'ABC123',
      mimetype: null,
      seconds: null,
      isVoiceNote: false,
    });
    expect(audioOf({ mimetype: ' ', seconds: -1 })).toMatchObject({
      mimetype: null,
      seconds: null,
    });
    expect(audioOf({ seconds: 'três' })).toMatchObject({ seconds: null });
  });

  it('gives text and other media no audio', () => {
    for (const message of [{ conversation: 'oi' }, { imageMessage: { caption: 'x' } }]) {
      const result = readUpsertMessage(data(person, message));
      expect(result.kind).toBe('message');
      expect(result.kind === 'message' && result.message).not.toHaveProperty('audio');
    }
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
      return result.kind === 'message' ? result.message.phone : result.reason;
    };
    expect(phoneOf({ remoteJidAlt: '5521998887777@s.whatsapp.net' })).toBe('5521998887777');
    expect(phoneOf({ participantAlt: '5521998887777@s.whatsapp.net' })).toBe('5521998887777');
    expect(phoneOf({ senderPn: '5521998887777' })).toBe('5521998887777');
    expect(phoneOf({})).toBe('sem número');
  });

  it('reads fromMe as written on the business line and drops a blank pushName', () => {
    const result = readUpsertMessage(
      data({ ...person, fromMe: true }, { conversation: 'oi' }, ' '),
    );
    expect(result).toMatchObject({
      kind: 'message',
      message: { fromBusiness: true, senderName: null },
    });
  });

  it('reads a contact name without the characters that reorder it on screen', () => {
    const result = readUpsertMessage(
      data(person, { conversation: 'oi' }, '\u202eAna\u2066 Paula\u200f '),
    );
    expect(result).toMatchObject({ message: { senderName: 'Ana Paula' } });
    const onlyControls = readUpsertMessage(data(person, { conversation: 'oi' }, '\u202e\u2069'));
    expect(onlyControls).toMatchObject({ message: { senderName: null } });
  });

  it('keeps at most WhatsApp’s 65,536 characters of a text or caption, marked as cut', () => {
    const long = 'x'.repeat(8 * 1024 * 1024);
    for (const message of [
      { conversation: long },
      { imageMessage: { caption: long, mimetype: 'image/jpeg' } },
    ]) {
      const result = readUpsertMessage(data(person, message));
      const texto = result.kind === 'message' ? result.message.texto : null;
      expect(texto).toHaveLength(65_536);
      expect(texto?.endsWith('x…')).toBe(true);
    }
  });
});
