import { describe, expect, it } from 'vitest';
import {
  contactPhoneFromWhatsapp,
  formatPhone,
  onlyDigits,
  phoneFromJid,
  whatsappNumberOf,
} from './phone';

describe('formatPhone (spec §5: grouped by digit count)', () => {
  it.each([
    ['11987654321', '(11)98765-4321'],
    ['1133334444', '(11)3333-4444'],
    ['987654321', '98765-4321'],
    ['33334444', '3333-4444'],
  ])('formats %s as %s', (digits, expected) => {
    expect(formatPhone(digits)).toBe(expected);
  });

  it('formats from any punctuation, since only the digits count', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11)98765-4321');
    expect(formatPhone('11 3333.4444')).toBe('(11)3333-4444');
  });

  it('leaves partial numbers as the digits typed so far', () => {
    expect(formatPhone('1')).toBe('1');
    expect(formatPhone('1198')).toBe('1198');
    expect(formatPhone('1198765')).toBe('1198765');
    expect(formatPhone('119876543210')).toBe('119876543210');
  });

  it('shows nothing for an empty, null or undefined phone', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('round-trips: the digits of a formatted phone are the original digits', () => {
    for (const digits of ['11987654321', '1133334444', '987654321', '33334444']) {
      expect(onlyDigits(formatPhone(digits))).toBe(digits);
    }
  });
});

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('(11) 9.8765-4321 ramal a')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('phoneFromJid', () => {
  it('reads the number of a person or linked-device JID and nothing else', () => {
    expect(phoneFromJid('5511987654321@s.whatsapp.net')).toBe('5511987654321');
    expect(phoneFromJid('5511987654321:12@s.whatsapp.net')).toBe('5511987654321');
    expect(phoneFromJid('5511987654321@c.us')).toBe('5511987654321');
    expect(phoneFromJid('103899771998284@lid')).toBeUndefined();
    expect(phoneFromJid('120363025246125486@g.us')).toBeUndefined();
    expect(phoneFromJid('status@broadcast')).toBeUndefined();
    expect(phoneFromJid(undefined)).toBeUndefined();
    // E.164 numbers have at most 15 digits.
    expect(phoneFromJid('1234567890123456@s.whatsapp.net')).toBeUndefined();
  });
});

describe("contactPhoneFromWhatsapp (the contacts' 10 or 11 national digits for Brazil)", () => {
  it.each([
    ['5511987654321', '11987654321'],
    ['551187654321', '11987654321'],
    ['558196543210', '81996543210'],
    ['551133334444', '1133334444'],
    ['554155556666', '4155556666'],
    ['351912345678', '351912345678'],
    ['14155552671', '14155552671'],
  ])('keeps %s as %s', (jidDigits, expected) => {
    expect(contactPhoneFromWhatsapp(jidDigits)).toBe(expected);
  });

  it('restores the ninth digit only on mobiles (first digit 6 to 9), never on landlines', () => {
    for (const first of '6789')
      expect(contactPhoneFromWhatsapp(`5521${first}1234567`)).toHaveLength(11);
    for (const first of '2345')
      expect(contactPhoneFromWhatsapp(`5521${first}1234567`)).toHaveLength(10);
  });
});

describe('whatsappNumberOf', () => {
  it('puts 55 before a Brazilian number and undoes contactPhoneFromWhatsapp', () => {
    expect(whatsappNumberOf('11987654321')).toBe('5511987654321');
    expect(whatsappNumberOf('(11)3456-7890')).toBe('551134567890');
    expect(whatsappNumberOf(contactPhoneFromWhatsapp('351912345678'))).toBe('351912345678');
  });

  it('has none for what cannot be a number', () => {
    expect(whatsappNumberOf('0')).toBeUndefined();
    expect(whatsappNumberOf('123456789')).toBeUndefined();
    expect(whatsappNumberOf('1234567890123456')).toBeUndefined();
  });
});
