import { describe, expect, it } from 'vitest';
import { whatsappSegments } from './whatsapp-text';

describe('whatsappSegments', () => {
  it('turns *text* into bold segments and keeps the rest', () => {
    expect(whatsappSegments('Agendar *Corte* qua às *15:00*.')).toEqual([
      { text: 'Agendar ', bold: false },
      { text: 'Corte', bold: true },
      { text: ' qua às ', bold: false },
      { text: '15:00', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('leaves a lone asterisk, one across lines and plain text as typed', () => {
    expect(whatsappSegments('5 * 3')).toEqual([{ text: '5 * 3', bold: false }]);
    expect(whatsappSegments('*a\nb*')).toEqual([{ text: '*a\nb*', bold: false }]);
    expect(whatsappSegments('')).toEqual([]);
  });
});
