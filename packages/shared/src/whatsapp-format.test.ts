import { describe, expect, it } from 'vitest';
import { whatsappSegments } from './whatsapp-format';

describe('whatsappSegments', () => {
  it('reads bold, italic, strike and monospace as WhatsApp does', () => {
    expect(whatsappSegments('Agendar *Corte masculino* qua, 10/03')).toEqual([
      { text: 'Agendar ' },
      { text: 'Corte masculino', bold: true },
      { text: ' qua, 10/03' },
    ]);
    expect(whatsappSegments('_oi_ ~não~ ```x = 1```')).toEqual([
      { text: 'oi', italic: true },
      { text: ' ' },
      { text: 'não', strike: true },
      { text: ' ' },
      { text: 'x = 1', mono: true },
    ]);
  });

  it('nests styles', () => {
    expect(whatsappSegments('*_muito_ bom*')).toEqual([
      { text: 'muito', bold: true, italic: true },
      { text: ' bom', bold: true },
    ]);
  });

  it('leaves markers that do not open or close a span as text', () => {
    for (const text of [
      '2*3*4',
      'snake_case_name',
      '* não abre',
      '*não fecha',
      'fecha só no fim *',
      '*quebra\nde linha*',
      '**',
      '~',
      '',
    ])
      expect(
        whatsappSegments(text)
          .map((s) => s.text)
          .join(''),
      ).toBe(text);
    expect(whatsappSegments('2*3*4')).toEqual([{ text: '2*3*4' }]);
    expect(whatsappSegments('*quebra\nde linha*')).toEqual([{ text: '*quebra\nde linha*' }]);
  });

  it('keeps every character of long odd input', () => {
    const odd = '*x* ' + '*a '.repeat(5000) + '_b'.repeat(5000) + ' ~';
    const segments = whatsappSegments(odd);
    expect(segments.map((s) => s.text).join('')).toBe(odd.replace('*x*', 'x'));
    expect(segments.filter((s) => s.bold)).toEqual([{ text: 'x', bold: true }]);
  });
});
