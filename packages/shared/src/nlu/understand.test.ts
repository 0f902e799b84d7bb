import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTENTS } from './intents';
import { understand } from './understand';

// Tuesday 24 November 2026, 10:00 in the instance's zone.
const REF = { today: '2026-11-24', now: '10:00' };

describe('understand', () => {
  it('joins the intents and the day and time of a message', () => {
    const u = understand('oi, tem horário amanhã às 15h?', REF);
    expect(u).toMatchObject({
      intent: 'agendar',
      also: ['saudacao'],
      date: '2026-11-25',
      time: '15:00',
      part: null,
      range: null,
    });
    expect(u.dateTime.date).toBe('2026-11-25');
  });

  it('reads a part of the day and a span of days', () => {
    expect(understand('quero marcar sexta à tarde', REF)).toMatchObject({
      intent: 'agendar',
      date: '2026-11-27',
      part: 'tarde',
    });
    expect(understand('tem vaga semana que vem?', REF).range).toEqual({
      from: '2026-11-30',
      to: '2026-12-06',
    });
  });

  it('reads a day, a time or a part of the day said with nothing else as a booking', () => {
    expect(understand('amanhã às 15h', REF).intent).toBe('agendar');
    expect(understand('de manhã', REF).intent).toBe('agendar');
    expect(understand('o quanto antes', REF).intent).toBe('agendar');
  });

  it('does not read a farewell that names a day as a booking', () => {
    expect(understand('ok, até amanhã', REF).intent).toBe('outro');
    expect(understand('obrigada, até segunda', REF).intent).toBe('agradecimento');
  });

  it('answers a message with no day or time with nulls', () => {
    expect(understand('quanto custa o corte?', REF)).toMatchObject({
      intent: 'precos',
      date: null,
      time: null,
      part: null,
      range: null,
    });
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 160 }), (text) => {
        const u = understand(text, REF);
        expect(INTENTS).toContain(u.intent);
        expect(u.date === null || /^\d{4}-\d{2}-\d{2}$/.test(u.date)).toBe(true);
        expect(u.time === null || /^\d{2}:\d{2}$/.test(u.time)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('understand on odd input', () => {
  const ODD = [
    '😂😂😂🙏',
    '👍',
    '12345678901234567890',
    '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31',
    'hello, can I book tomorrow at 3pm? mañana a las 10, 谢谢, привет',
    '\u0000\u200b\ufeff',
    '?!?!...,,,;;;---',
  ];

  it('answers emojis, numbers, other scripts and control characters', () => {
    for (const text of ODD) {
      const u = understand(text, REF);
      expect(INTENTS).toContain(u.intent);
    }
  });

  // One clause of thousands of day and time mentions (a voice note typed out, a pasted list)
  // once took seconds per message; every step must stay about linear in the length.
  it('reads a very long run-on message of 120,000 characters in a few seconds at most', () => {
    const FRAGMENTS = [
      'amanah quinat sabdo terca feira ',
      'dia 14 ops dia 13 ',
      'nao posso segunda so quarta ',
      'entre 1 e 3 depois das 5 ',
      'oi queria marcar amanha as 3 da tarde ',
      'a-b-c ?!., ',
      'so antes 5 ',
      'senao sexta ',
      'menos da ',
      // every 'não tem' looks ahead for the '?' that makes it a hopeful question
      'nao tem horario ',
    ];
    for (const fragment of FRAGMENTS) {
      const text = fragment.repeat(Math.ceil(120000 / fragment.length));
      const started = performance.now();
      const u = understand(text, REF);
      expect(INTENTS).toContain(u.intent);
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });
});

describe('npm run -s nlu', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');

  it('answers one JSON line per input line, through understand(), in the given zone', () => {
    const input = [
      // 13:00 UTC is 10:00 in São Paulo: 'amanhã' is the 25th.
      { id: 'a', text: 'oi, tem horário amanhã às 15h?', now: '2026-11-24T13:00:00Z' },
      // 02:30 UTC on the 25th is still the 24th in São Paulo.
      { id: 7, text: 'quanto custa e onde fica? amanhã', now: '2026-11-25T02:30:00Z' },
    ]
      .map((l) => JSON.stringify(l))
      .join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/nlu-cli.ts'], {
      cwd: root,
      input: `${input}\n`,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      {
        id: 'a',
        intent: 'agendar',
        also: ['saudacao'],
        date: '2026-11-25',
        time: '15:00',
        part: null,
        range: null,
      },
      {
        id: 7,
        intent: 'precos',
        also: ['endereco'],
        date: '2026-11-25',
        time: null,
        part: null,
        range: null,
      },
    ]);
  });

  it('answers a bad line with a pt-BR error and goes on with the next', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/nlu-cli.ts'], {
      cwd: root,
      input: [
        'isto não é json',
        JSON.stringify({ id: 'x', text: 'oi', timezone: 'Marte/Base' }),
        JSON.stringify({ id: 'y' }),
        JSON.stringify({ id: 'z', text: 'obrigado', now: 'ontem' }),
        JSON.stringify({ id: 'w', text: 'obrigado', now: '2026-11-24T13:00:00Z' }),
      ].join('\n'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.id)).toEqual([null, 'x', 'y', 'z', 'w']);
    for (const l of lines.slice(0, 4)) expect(l.error).toMatch(/^[A-ZÁÉÍÓÚO].*\.$/);
    expect(lines[1]!.error).toBe('Fuso horário desconhecido: Marte/Base.');
    expect(lines[4]).toMatchObject({ intent: 'agradecimento', also: [] });
  });
});
