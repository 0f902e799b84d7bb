import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseOklch, readTokens, type Rgba } from '@/lib/color-contrast';

const css = readFileSync(path.resolve(import.meta.dirname, 'index.css'), 'utf8');
const AA_TEXT = 4.5;

/**
 * Text/background pairs the screens paint, as [name, text, background]. A background may be a
 * token painted at an alpha over another (`bg-destructive/10` on a card).
 */
type Layer = string | { token: string; alpha: number; on: string };
const PAIRS: [string, string, Layer][] = [
  ['text on the page', 'foreground', 'background'],
  ['muted text on a card', 'muted-foreground', 'card'],
  ['muted text on the page', 'muted-foreground', 'background'],
  ['muted text on a muted surface', 'muted-foreground', 'muted'],
  ['primary button', 'primary-foreground', 'primary'],
  ['primary button, hovered', 'primary-foreground', 'primary-hover'],
  ['destructive button', 'destructive-foreground', 'destructive'],
  ['destructive button, hovered', 'destructive-foreground', 'destructive-hover'],
  ['field error under a field', 'destructive', 'card'],
  ['brand badge', 'primary-ink', { token: 'primary', alpha: 0.1, on: 'card' }],
  ['red badge (Cancelado)', 'destructive-ink', { token: 'destructive', alpha: 0.1, on: 'card' }],
  [
    'red text on a tint (Cancelado)',
    'destructive',
    { token: 'destructive', alpha: 0.1, on: 'card' },
  ],
  ['green badge (ativo, Pago)', 'success-ink', { token: 'success', alpha: 0.15, on: 'card' }],
  ['green text on a tint', 'success', { token: 'success', alpha: 0.1, on: 'card' }],
  ['error toast', 'destructive-ink', 'destructive-surface'],
  ['success toast', 'success-ink', 'success-surface'],
  ['plain toast', 'popover-foreground', 'popover'],
  ['secondary button', 'secondary-foreground', 'secondary'],
  ['hovered menu item', 'accent-foreground', 'accent'],
  ['text on a warning tint', 'foreground', { token: 'warning', alpha: 0.2, on: 'card' }],
];

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('the %s palette', (_theme, selector) => {
  const tokens = readTokens(css, selector);
  const color = (name: string): Rgba => {
    const value = tokens[name];
    if (!value) throw new Error(`--${name} is missing from ${selector}`);
    return parseOklch(value);
  };
  const paint = (layer: Layer): Rgba =>
    typeof layer === 'string'
      ? color(layer)
      : over(color(layer.token), paint(layer.on), layer.alpha);

  it.each(PAIRS)('%s reaches WCAG AA (4.5:1)', (_name, text, background) => {
    expect(contrastRatio(color(text), paint(background))).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    const white = parseOklch('oklch(1 0 0)');
    const black = parseOklch('oklch(0 0 0)');
    expect(contrastRatio(black, white)).toBeCloseTo(21, 1);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('finds the 4.0:1 of white on a 90 % primary that the old hover painted', () => {
    const white = parseOklch('oklch(0.99 0.01 160)');
    const hover = over(
      parseOklch('oklch(0.53 0.13 163)'),
      parseOklch('oklch(0.99 0.004 160)'),
      0.9,
    );
    expect(contrastRatio(white, hover)).toBeLessThan(AA_TEXT);
  });
});
