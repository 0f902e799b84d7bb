import { describe, expect, it } from 'vitest';
import {
  acceptsAnyOption,
  asksAdvice,
  asksDuration,
  asksEarlier,
  asksLater,
  asksOtherDay,
  confirmsInWords,
  declinesInWords,
  foldText,
  isEraseRequest,
  isOnlyEmoji,
  listNumber,
  listOrdinal,
  optCommand,
  rejectsOptions,
  saysRunningLate,
  serviceWordsInPortuguese,
} from './phrases';

describe('phrases the engine looks for', () => {
  it('reads advice, lateness, duration and emoji-only messages', () => {
    expect(asksAdvice(foldText('posso tomar remédio antes?'))).toBe(true);
    expect(asksAdvice(foldText('quanto custa o corte?'))).toBe(false);
    expect(saysRunningLate(foldText('vou me atrasar uns 10 min'))).toBe(true);
    expect(asksDuration(foldText('quanto tempo demora a progressiva?'))).toBe(true);
    expect(isOnlyEmoji('👍🏻!')).toBe(true);
    expect(isOnlyEmoji('ok 👍')).toBe(false);
    expect(serviceWordsInPortuguese('a haircut please')).toBe('a corte please');
  });

  it('reads answers to offered slots and to a reminder', () => {
    expect(asksOtherDay(foldText('tem outro dia?'))).toBe(true);
    expect(asksEarlier(foldText('tem mais cedo?'))).toBe(true);
    expect(asksLater(foldText('tem outros horários?'))).toBe(true);
    expect(acceptsAnyOption(foldText('tanto faz'))).toBe(true);
    expect(rejectsOptions(foldText('nenhum desses'))).toBe(true);
    expect(confirmsInWords(foldText('vou sim, confirmo'))).toBe(true);
    expect(declinesInWords(foldText('não vou poder ir, cancela'))).toBe(true);
    expect(listNumber(' 2. ')).toBe(2);
    expect(listNumber('2 pessoas')).toBeNull();
    expect(listOrdinal(foldText('o último'), 3)).toBe(2);
  });

  it('reads stop, resume and erase requests', () => {
    expect(optCommand('PARAR')).toBe('parar');
    expect(optCommand('não quero mais receber mensagens')).toBe('parar');
    expect(optCommand('VOLTAR')).toBe('voltar');
    expect(optCommand('para de chover aí?')).toBeUndefined();
    expect(isEraseRequest('quero que apaguem meus dados')).toBe(true);
    expect(isEraseRequest('apaga a luz')).toBe(false);
  });
});
