/** The longest text WhatsApp sends in one message: the most a stored message text holds. */
export const WHATSAPP_TEXT_MAX = 65_536;

/** What ends a text that arrived longer than WHATSAPP_TEXT_MAX, so the owner sees it was cut. */
export const TEXT_CUT_MARKER = '…';

/**
 * A message text as stored (docs/decisions/029): up to WHATSAPP_TEXT_MAX UTF-16 units as it came;
 * longer, its first part and TEXT_CUT_MARKER, WHATSAPP_TEXT_MAX units in all, never splitting an
 * emoji's surrogate pair.
 */
export function capWhatsappText(text: string): string {
  if (text.length <= WHATSAPP_TEXT_MAX) return text;
  let end = WHATSAPP_TEXT_MAX - TEXT_CUT_MARKER.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + TEXT_CUT_MARKER;
}
