import { describe, expect, it } from 'vitest';
import { ASK_BELOW, readConfidence, UNCUED_CHANGE_SURE } from './read-message';

describe('readConfidence', () => {
  it('asks about a cancel or a move that no word of the message names', () => {
    const { confidence, readings } = readConfidence(
      'sobre o meu horário de sexta',
      'cancelar',
      ['consultar_agendamento'],
      0.65,
    );
    expect(confidence).toBeLessThan(ASK_BELOW);
    expect(readings[0]).toBe('cancelar');
    expect(readConfidence('meu horário de sexta', 'remarcar', [], 0.7).confidence).toBeLessThan(
      ASK_BELOW,
    );
  });

  it('acts on a cancel or a move the words name, or one the classifier is very sure of', () => {
    expect(readConfidence('quero cancelar o de sexta', 'cancelar', [], 0.65).confidence).toBe(0.65);
    expect(readConfidence('dá pra passar pra sábado?', 'remarcar', [], 0.6).confidence).toBe(0.6);
    expect(
      readConfidence('aquele de sexta já era', 'cancelar', [], UNCUED_CHANGE_SURE).confidence,
    ).toBe(UNCUED_CHANGE_SURE);
  });

  it('leaves a booking and the questions as they were read', () => {
    expect(readConfidence('sexta às 15h', 'agendar', [], 0.55).confidence).toBe(0.55);
    expect(readConfidence('onde fica?', 'endereco', [], 0.3).confidence).toBe(1);
  });
});
