import type { WhatsappSegment } from '@secretaria/shared/whatsapp-format';

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** WhatsApp's formatting as elements (the simulators' phone pages); every piece of text escaped. */
export function segmentsHtml(segments: WhatsappSegment[]): string {
  return segments
    .map((s) => {
      let html = escapeHtml(s.text);
      if (s.mono) html = `<code>${html}</code>`;
      if (s.strike) html = `<s>${html}</s>`;
      if (s.italic) html = `<em>${html}</em>`;
      if (s.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}
