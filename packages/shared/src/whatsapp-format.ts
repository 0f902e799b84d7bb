/**
 * WhatsApp's text formatting (*negrito*, _itálico_, ~tachado~, ```monoespaçado```), read into
 * plain segments so every screen renders it as elements, never as HTML: the attendant's replies
 * use *…* for names and dates, and a customer's text is shown exactly as WhatsApp would.
 *
 * A marker opens only at the start of the text or after a character that is not a letter or
 * digit, with no space after it; it closes at the first same marker on the same line with no
 * space before it and no letter or digit after it (so `2*3*4` and `snake_case_name` stay plain).
 */
export type WhatsappStyle = { bold?: true; italic?: true; strike?: true; mono?: true };
export type WhatsappSegment = WhatsappStyle & { text: string };

const STYLES = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
type Marker = keyof typeof STYLES;
const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
const isSpace = (ch: string | undefined) => ch === undefined || /\s/u.test(ch);

/** Positions where `marker` may close a span: no space before, no letter or digit after. */
function closersOf(text: string, marker: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(marker, 1); i !== -1; i = text.indexOf(marker, i + 1))
    if (!isSpace(text[i - 1]) && !isWordChar(text[i + marker.length])) at.push(i);
  return at;
}

/** Where the span opened at `open` closes (the first closer after it on its line), or -1. */
function closingOf(text: string, closers: number[], open: number, marker: string): number {
  const from = open + marker.length + 1;
  let lo = 0;
  let hi = closers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((closers[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  const close = closers[lo];
  if (close === undefined) return -1;
  const lineEnd = text.indexOf('\n', open);
  return lineEnd !== -1 && lineEnd < close ? -1 : close;
}

function push(out: WhatsappSegment[], text: string, style: WhatsappStyle) {
  if (text === '') return;
  const last = out.at(-1);
  const same =
    last &&
    last.bold === style.bold &&
    last.italic === style.italic &&
    last.strike === style.strike &&
    last.mono === style.mono;
  if (same) last.text += text;
  else out.push({ ...style, text });
}

function scan(text: string, style: WhatsappStyle, out: WhatsappSegment[]) {
  const closers = new Map<string, number[]>();
  const closersFor = (marker: string) => {
    let list = closers.get(marker);
    if (!list) closers.set(marker, (list = closersOf(text, marker)));
    return list;
  };
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const mono = text.startsWith('```', i);
    const ch = text[i] as string;
    const marker = mono ? '```' : ch in STYLES ? ch : undefined;
    if (marker && !isWordChar(text[i - 1]) && !isSpace(text[i + marker.length])) {
      const close = closingOf(text, closersFor(marker), i, marker);
      if (close !== -1) {
        push(out, text.slice(plainFrom, i), style);
        const inner = text.slice(i + marker.length, close);
        if (mono) push(out, inner, { ...style, mono: true });
        else scan(inner, { ...style, [STYLES[marker as Marker]]: true }, out);
        i = close + marker.length;
        plainFrom = i;
        continue;
      }
    }
    i += 1;
  }
  push(out, text.slice(plainFrom), style);
}

export function whatsappSegments(text: string): WhatsappSegment[] {
  const out: WhatsappSegment[] = [];
  scan(text, {}, out);
  return out;
}
