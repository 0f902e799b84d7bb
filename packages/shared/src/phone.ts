import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Keeps digits only: phone inputs strip everything else as the user types. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Brazilian phone mask while typing, grouped by digit count (spec §5 Profile, Contact; the space
 * after the area code since issue 23): 11 → (99) 99999-9999, 10 → (99) 9999-9999,
 * 9 → 99999-9999, 8 → 9999-9999; anything else as typed.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value ?? '');
  switch (d.length) {
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 8:
      return `${d.slice(0, 4)}-${d.slice(4)}`;
    default:
      return d;
  }
}

/**
 * The phone digits (E.164, at most 15) behind a WhatsApp JID ('5511987654321@s.whatsapp.net', '5511…:12@s.whatsapp.net'
 * of a linked device); undefined for JIDs that are not a person's number (groups, LIDs, status).
 */
export function phoneFromJid(jid: string | null | undefined): string | undefined {
  const match = /^(\d{6,15})(?::\d+)?@(s\.whatsapp\.net|c\.us)$/.exec(jid ?? '');
  return match?.[1];
}

/**
 * An instance's WhatsApp number in E.164 ('+5511987654321'), the one form it is stored, compared
 * and kept unique in (docs/decisions/028): the country's dialling code and the number as typed,
 * parsed by libphonenumber-js so a national trunk prefix ('011…') or punctuation cannot make a
 * second spelling of the same line. Undefined when the digits cannot be a number of that country.
 */
export function instanceNumberE164(ddi: string, phoneNumber: string): string | undefined {
  const parsed = parsePhoneNumberFromString(onlyDigits(phoneNumber), {
    defaultCallingCode: onlyDigits(ddi),
  });
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** The digits of an E.164 number, as the WhatsApp gateway takes them ('5511987654321'). */
export function gatewayDigits(e164: string): string {
  return onlyDigits(e164);
}

/**
 * The E.164 number behind a WhatsApp JID's digits. WhatsApp still addresses some Brazilian
 * mobiles with 8 digits after the area code ('551187654321'); the ninth digit is restored on
 * those (first digit 6–9), so the same line has one spelling here too.
 */
export function e164FromWhatsapp(digits: string): string {
  const d = onlyDigits(digits);
  if (d.length === 12 && d.startsWith('55') && /^[1-9]{2}[6-9]$/.test(d.slice(2, 5)))
    return `+55${d.slice(2, 4)}9${d.slice(4)}`;
  return `+${d}`;
}

/**
 * A contact's phone as stored (docs/decisions/028): E.164. The panel's form takes a Brazilian
 * number with its area code (10 or 11 digits), which becomes '+55…'.
 */
export function contactPhoneE164(telefone: string): string {
  return instanceNumberE164('55', telefone) ?? `+55${onlyDigits(telefone)}`;
}

/**
 * A stored phone as the panel shows it: a Brazilian number as '(11) 98765-4321', any other in
 * the international format ('+1 202 555 0123'); what is not a number (the test customer's '0')
 * as stored.
 */
export function displayPhone(value: string | null | undefined): string {
  const stored = (value ?? '').trim();
  if (!stored) return '';
  const parsed = stored.startsWith('+')
    ? parsePhoneNumberFromString(stored)
    : parsePhoneNumberFromString(onlyDigits(stored), 'BR');
  if (!parsed?.isPossible()) return stored.startsWith('+') ? stored : formatPhone(stored);
  if (parsed.country === 'BR' || parsed.countryCallingCode === '55')
    return formatPhone(parsed.nationalNumber);
  return parsed.formatInternational();
}

/** The digits the panel's Brazilian phone input edits: the national number of '+55…'. */
export function brazilianNationalDigits(value: string): string {
  return value.startsWith('+55') ? value.slice(3) : onlyDigits(value);
}
