import { classifyIntents } from '@secretaria/shared/nlu/intents';
import { describe, expect, it } from 'vitest';
import { ASK_BELOW, readConfidence } from './read-message';

const confidence = (text: string) => {
  const { intent, also, confidence: model } = classifyIntents(text);
  return readConfidence(text, intent, also, model);
};

describe("readConfidence (the model's, decisions 034 and 035)", () => {
  it.each([
    'quero marcar um corte amanhã às 15h',
    'preciso cancelar meu horário de sexta',
    'quero remarcar pra quinta',
    'quando é meu horário?',
    'quanto custa o corte?',
    'oi',
  ])('is sure of %j', (text) => {
    expect(confidence(text).confidence).toBeGreaterThanOrEqual(ASK_BELOW);
  });

  it('is unsure of a bare mention of an appointment, and ranks its readings first among the options', () => {
    const r = confidence('sobre meu horario');
    expect(r.confidence).toBeLessThan(ASK_BELOW);
    expect(r.readings[0]).toBe('consultar_agendamento');
  });

  it('stays within 0..1', () => {
    for (const text of ['', 'cancela e marca outro', 'sim', 'não quero cancelar, quero remarcar']) {
      const { confidence: c } = confidence(text);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });
});
