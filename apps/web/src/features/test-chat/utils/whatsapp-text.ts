export type TextSegment = { text: string; bold: boolean };

/**
 * The attendant writes WhatsApp's *bold*; the test chat shows it as WhatsApp would. A '*' with
 * no closing partner on the same line stays as typed.
 */
export function whatsappSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\*([^*\n]+)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}
