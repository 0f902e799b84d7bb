import { describe, expect, it } from 'vitest';
import { classifyIntents } from './intents';
import { readDateTime } from './datetime';
import { LONG_MESSAGE_CHARS, requestPart } from './long-message';
import {
  LONG_BARBA_RAFAEL,
  LONG_CANCELAR,
  LONG_ESCOVA_SABADO,
  LONG_PRECO_BARBA,
  LONG_REMARCAR_SEXTA,
} from './long-message.samples';

// Tuesday 9 March 2027, as the attendant's tests.
const when = (text: string) => readDateTime(text, { today: '2027-03-09', now: '10:00' });

describe('requestPart', () => {
  it('leaves a short message whole', () => {
    const text = 'quero marcar um corte amanhã às 15h, semana passada fui em outro lugar';
    expect(requestPart(text)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(LONG_MESSAGE_CHARS);
  });

  it('the samples are long: between 900 and 4,000 characters', () => {
    for (const text of [
      LONG_ESCOVA_SABADO,
      LONG_REMARCAR_SEXTA,
      LONG_CANCELAR,
      LONG_PRECO_BARBA,
      LONG_BARBA_RAFAEL,
    ]) {
      expect(text.length).toBeGreaterThan(900);
      expect(text.length).toBeLessThan(4000);
    }
  });

  it('an escova on Saturday morning, past a story with other days, names and a time', () => {
    const part = requestPart(LONG_ESCOVA_SABADO);
    expect(part).toMatch(/escova no sábado de manhã/);
    expect(part).not.toMatch(/quarta|domingo|11h|Júlia|Rafael|Patrícia/);
    expect(when(part)).toMatchObject({ date: '2027-03-13', part: 'manha', time: null });
    expect(classifyIntents(part).intent).toBe('agendar');
  });

  it('a move to Friday afternoon, not to the Saturday of the reason given', () => {
    const part = requestPart(LONG_REMARCAR_SEXTA);
    expect(part).toMatch(/mudar o meu horário para sexta à tarde/);
    expect(part).not.toMatch(/sábado|quinta|quarta|segunda/);
    expect(when(part)).toMatchObject({ date: '2027-03-12', part: 'tarde' });
    expect(classifyIntents(part).intent).toBe('remarcar');
  });

  it('a cancellation, not the story of what was rescheduled or planned for later', () => {
    const part = requestPart(LONG_CANCELAR);
    expect(part).toMatch(/cancelar o meu horário de quinta/);
    expect(part).not.toMatch(/remarcar|marcar de novo|segunda|domingo|sábado/);
    expect(when(part).date).toBe('2027-03-11');
    expect(classifyIntents(part).intent).toBe('cancelar');
  });

  it('a price question, with no day from the story', () => {
    const part = requestPart(LONG_PRECO_BARBA);
    expect(part).toMatch(/Quanto tá a barba/);
    expect(part).not.toMatch(/casamento|sexta|Sábado/);
    expect(when(part).date).toBeNull();
    expect(classifyIntents(part).intent).toBe('precos');
  });

  it('a beard with Rafael on Thursday at 15h, not the 20th or the girlfriend’s Júlia', () => {
    const part = requestPart(LONG_BARBA_RAFAEL);
    expect(part).toMatch(/barba com o Rafael na quinta às 15h/);
    expect(part).not.toMatch(/Júlia|dia 20|segunda/);
    expect(when(part)).toMatchObject({ date: '2027-03-11', time: '15:00' });
    expect(classifyIntents(part).intent).toBe('agendar');
  });

  it('keeps the short clause that completes a request and drops reasons and constraints', () => {
    const story =
      'ontem eu fui no shopping com a minha mãe e a gente ficou a tarde toda lá. '.repeat(6);
    const part = requestPart(
      `${story}queria marcar um corte na sexta, de preferência às 16h, porque sábado eu quero viajar. domingo não posso.`,
    );
    expect(part).toBe('queria marcar um corte na sexta. de preferência às 16h.');
  });

  it('a long message with no request is read whole', () => {
    const story =
      'ontem eu fui no shopping com a minha mãe e a gente ficou a tarde toda lá. '.repeat(8);
    expect(requestPart(story)).toBe(story);
  });
});
