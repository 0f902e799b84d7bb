import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { onlyDigits } from './phone';

/**
 * The WhatsApp number (international digits) of a stored phone: E.164 as every phone is stored
 * (the owner's profile phone too since migration 0022); bare digits, which no stored phone is
 * any more, are a Brazilian number with its area code when they are a valid one (the full
 * metadata: the minimal one checks lengths only, and the web app never needs this), else taken
 * as international. Parsed, never guessed from
 * the digit count: '15551234567' is the United States, not (15) 55123-4567. Undefined when it
 * cannot be a number (the panel's test customer's '0', an erased contact's placeholder).
 */
export function whatsappNumberOf(telefone: string): string | undefined {
  const value = telefone.trim();
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    return parsed?.isPossible() ? onlyDigits(parsed.number) : undefined;
  }
  const d = onlyDigits(value);
  if (!d || d.startsWith('0')) return undefined;
  const brazilian = parsePhoneNumberFromString(d, 'BR');
  if (brazilian?.isValid()) return onlyDigits(brazilian.number);
  const international = parsePhoneNumberFromString(`+${d}`);
  return international?.isPossible() ? onlyDigits(international.number) : undefined;
}
