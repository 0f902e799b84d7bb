import { describe, expect, it } from 'vitest';
import { capWhatsappText, TEXT_CUT_MARKER, WHATSAPP_TEXT_MAX } from './whatsapp-text';

describe('capWhatsappText', () => {
  it('keeps a text of up to 65,536 units as it came', () => {
    const longest = 'a'.repeat(WHATSAPP_TEXT_MAX);
    expect(capWhatsappText(longest)).toBe(longest);
    expect(capWhatsappText('oi')).toBe('oi');
  });

  it('cuts a longer one to 65,536 units ending with the marker', () => {
    const capped = capWhatsappText('b'.repeat(8 * 1024 * 1024));
    expect(capped).toHaveLength(WHATSAPP_TEXT_MAX);
    expect(capped.endsWith(`b${TEXT_CUT_MARKER}`)).toBe(true);
  });

  it('never leaves half of an emoji before the marker', () => {
    const capped = capWhatsappText('😀'.repeat(WHATSAPP_TEXT_MAX));
    expect(capped.length).toBeLessThanOrEqual(WHATSAPP_TEXT_MAX);
    expect(capped.endsWith(`😀${TEXT_CUT_MARKER}`)).toBe(true);
    expect(/[\ud800-\udbff]…$/.test(capped)).toBe(false);
  });
});
