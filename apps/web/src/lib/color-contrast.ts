/**
 * WCAG 2 contrast of the theme's `oklch()` tokens, computed the way axe does (sRGB relative
 * luminance), so the palette can be checked without a browser. Out-of-gamut colours are clipped,
 * as browsers render them.
 */
export type Rgba = { r: number; g: number; b: number; a: number };

const OKLCH = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/;

function clip(x: number): number {
  return Math.min(1, Math.max(0, x));
}

function linearToSrgb(x: number): number {
  return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
}

/** `oklch(L C H)` or `oklch(L C H / A)` → gamma-encoded sRGB in 0..1 with alpha. */
export function parseOklch(value: string): Rgba {
  const m = OKLCH.exec(value.trim());
  if (!m) throw new Error(`Not an oklch() colour: ${value}`);
  const l = Number(m[1]) / (m[2] ? 100 : 1);
  const c = Number(m[3]);
  const h = (Number(m[4]) * Math.PI) / 180;
  const alpha = m[5] === undefined ? 1 : Number(m[5]) / (m[6] ? 100 : 1);
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lr = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
  const lg = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
  const lb = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
  return {
    r: clip(linearToSrgb(lr)),
    g: clip(linearToSrgb(lg)),
    b: clip(linearToSrgb(lb)),
    a: alpha,
  };
}

/** `top` painted over an opaque `bottom` (what `bg-x/10` over a card looks like). */
export function over(top: Rgba, bottom: Rgba, alpha = top.a): Rgba {
  const mix = (t: number, u: number) => t * alpha + u * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(x: number): number {
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
}

export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(x: Rgba, y: Rgba): number {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties of one rule of a stylesheet (`:root { … }` or `.dark { … }`). */
export function readTokens(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No ${selector} rule`);
  const body = css.slice(start, css.indexOf('}', start));
  const tokens: Record<string, string> = {};
  for (const match of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    tokens[match[1]!] = match[2]!.trim();
  }
  return tokens;
}
