import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi-controls';

describe('stripBidiControls', () => {
  it('removes every character that reorders text, and nothing else', () => {
    const controls = [
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
      ...['\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\u200e', '\u200f', '\u061c'],
    ];
    for (const c of controls) expect(stripBidiControls(`Ana${c}gpj.exe`), c).toBe('Anagpj.exe');
    expect(stripBidiControls('José 😀 محمد\u200d👩')).toBe('José 😀 محمد\u200d👩');
  });
});
