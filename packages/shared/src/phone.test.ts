import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brazilianNationalDigits,
  contactPhoneE164,
  displayPhone,
  e164FromWhatsapp,
  formatPhone,
  instanceNumberE164,
  onlyDigits,
  phoneFromJid,
} from './phone';
import { whatsappNumberOf } from './whatsapp-number';

describe('formatPhone (spec §5: grouped by digit count, the space since issue 23)', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1133334444', '(11) 3333-4444'],
    ['987654321', '98765-4321'],
    ['33334444', '3333-4444'],
  ])('formats %s as %s', (digits, expected) => {
    expect(formatPhone(digits)).toBe(expected);
  });

  it('formats from any punctuation, since only the digits count', () => {
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('11 3333.4444')).toBe('(11) 3333-4444');
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

describe('e164FromWhatsapp', () => {
  it.each([
    ['5511987654321', '+5511987654321'],
    ['551187654321', '+5511987654321'],
    ['551133334444', '+551133334444'],
    ['351912345678', '+351912345678'],
    ['15551234567', '+15551234567'],
  ])('reads %s as %s', (digits, e164) => {
    expect(e164FromWhatsapp(digits)).toBe(e164);
  });
});

describe('whatsappNumberOf (parsed, never guessed from the digit count)', () => {
  it('reads stored E.164 phones as they are, foreign ones included', () => {
    expect(whatsappNumberOf('+15551234567')).toBe('15551234567');
    expect(whatsappNumberOf('+5511987654321')).toBe('5511987654321');
    expect(whatsappNumberOf('+351912345678')).toBe('351912345678');
  });

  it('takes bare digits as a Brazilian number only when they are a valid one', () => {
    expect(whatsappNumberOf('11987654321')).toBe('5511987654321');
    expect(whatsappNumberOf('(11) 3456-7890')).toBe('551134567890');
    // Issue 23: 11 digits that are no Brazilian number are not given a 55 of their own.
    expect(whatsappNumberOf('15551234567')).toBe('15551234567');
  });

  it('has none for what cannot be a number', () => {
    expect(whatsappNumberOf('0')).toBeUndefined();
    expect(whatsappNumberOf('012345678901234')).toBeUndefined();
    expect(whatsappNumberOf('+1234')).toBeUndefined();
  });
});

describe('displayPhone', () => {
  it.each([
    ['+5511987654321', '(11) 98765-4321'],
    ['+551133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['+12025550123', '+1 202 555 0123'],
    ['+351912345678', '+351 912 345 678'],
    ['0', '0'],
  ])('shows %s as %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});

const digitsOf = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const areaCode = fc.integer({ min: 11, max: 99 }).filter((n) => n % 10 !== 0);
const brazilianMobile = fc
  .tuple(areaCode, fc.integer({ min: 6, max: 9 }), digitsOf(7))
  .map(([ddd, first, rest]) => `${ddd}9${first}${rest}`);
const brazilianLandline = fc
  .tuple(areaCode, fc.integer({ min: 2, max: 5 }), digitsOf(7))
  .map(([ddd, first, rest]) => `${ddd}${first}${rest}`);
const foreign = fc.constantFrom(
  { ddi: '1', national: '2025550123' },
  { ddi: '351', national: '912345678' },
  { ddi: '44', national: '7911123456' },
  { ddi: '49', national: '15123456789' },
  { ddi: '54', national: '91123456789' },
  { ddi: '34', national: '612345678' },
);

describe('one stored form: parse → store → format → parse (fast-check)', () => {
  it('round-trips Brazilian mobiles and landlines', () => {
    fc.assert(
      fc.property(fc.oneof(brazilianMobile, brazilianLandline), (national) => {
        const stored = instanceNumberE164('55', national);
        expect(stored).toBe(`+55${national}`);
        expect(contactPhoneE164(national)).toBe(stored);
        const shown = displayPhone(stored);
        expect(shown).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
        expect(contactPhoneE164(onlyDigits(shown))).toBe(stored);
        expect(brazilianNationalDigits(stored as string)).toBe(national);
        // What WhatsApp sends for it, with or without the ninth digit, is the same number.
        expect(e164FromWhatsapp(`55${national}`)).toBe(stored);
        if (national.length === 11)
          expect(e164FromWhatsapp(`55${national.slice(0, 2)}${national.slice(3)}`)).toBe(stored);
        expect(whatsappNumberOf(stored as string)).toBe(`55${national}`);
      }),
    );
  });

  it('round-trips foreign numbers in the international format', () => {
    fc.assert(
      fc.property(foreign, ({ ddi, national }) => {
        const stored = instanceNumberE164(ddi, national);
        expect(stored).toBe(`+${ddi}${national}`);
        const shown = displayPhone(stored);
        expect(shown.startsWith(`+${ddi} `)).toBe(true);
        expect(instanceNumberE164(ddi, onlyDigits(shown).slice(ddi.length))).toBe(stored);
        expect(e164FromWhatsapp(`${ddi}${national}`)).toBe(stored);
        expect(whatsappNumberOf(stored as string)).toBe(`${ddi}${national}`);
      }),
    );
  });
});

describe('one way to show a Brazilian phone in the panel (issue 25)', () => {
  it("always '(11) 98765-4321', with the space after the area code", async () => {
    const { formatInstancePhone } = await import('./instance-display');
    const shown = [
      displayPhone('+5511987654321'),
      displayPhone('11987654321'),
      formatPhone('11987654321'),
      formatInstancePhone({
        name: null,
        phone_number: '11987654321',
        full_phone_number: '5511987654321',
        pais: { ddi: '55' },
      }).replace(/^\+55 /, ''),
    ];
    expect(new Set(shown)).toEqual(new Set(['(11) 98765-4321']));
    for (const text of shown) expect(text).not.toMatch(/\)\d/);
  });
});
