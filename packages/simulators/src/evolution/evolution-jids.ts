/** The part of a JID before `@` (and before a `:device` suffix), digits only. */
export function jidUser(jidOrNumber: string): string {
  return (jidOrNumber.split('@')[0] ?? '').split(':')[0]!.replace(/\D/g, '');
}

export const isLidJid = (jid: string) => jid.endsWith('@lid');

export const phoneJid = (digits: string) => `${digits}@s.whatsapp.net`;

/**
 * One chat per Brazilian mobile whether or not the ninth digit is written: WhatsApp accounts
 * created before the ninth digit keep 8-digit JIDs, so clients send both forms.
 */
export function chatKey(digits: string): string {
  if (digits.length === 13 && digits.startsWith('55') && digits[4] === '9') {
    return digits.slice(0, 4) + digits.slice(5);
  }
  return digits;
}
