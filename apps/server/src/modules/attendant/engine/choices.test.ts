import { describe, expect, it } from 'vitest';
import { turnContext } from '@/modules/attendant/test/turn-context-fixture';
import { answerOfChoice, choicesFor } from './choices';
import type { DialogState, Offer } from './dialog-state';

const ctx = turnContext(
  {},
  {
    servicos: [
      { id: 's1', nome: 'Corte masculino', descricao: null, preco: 50 },
      { id: 's2', nome: 'Barba completa', descricao: null, preco: null },
    ],
    profissionais: [
      { id: 'p1', nome: 'Rafael' },
      { id: 'p2', nome: 'Júlia' },
    ] as ReturnType<typeof turnContext>['profissionais'],
  },
);
const offer = (dia: string, hora: string, prof = 'p1'): Offer => ({
  dia,
  hora_inicio: `${hora}:00`,
  hora_fim: '23:00:00',
  profissional_id: prof,
});
const waiting = (pending: DialogState['pending']): DialogState => ({ criteria: {}, pending });
const slots = waiting({
  kind: 'pick_slot',
  offers: [offer('2027-03-12', '14:00'), offer('2027-03-12', '15:30', 'p2')],
});

describe('choicesFor', () => {
  it('lists the offered slots in the question’s order, each id naming its day, time and professional', () => {
    expect(choicesFor(ctx, slots.pending)).toEqual([
      { id: 'horario:2027-03-12|14:00|p1', title: 'sex, 12/03 às 14:00 com Rafael' },
      { id: 'horario:2027-03-12|15:30|p2', title: 'sex, 12/03 às 15:30 com Júlia' },
    ]);
  });

  it('gives services their price as the description, when they have one', () => {
    expect(choicesFor(ctx, { kind: 'which_service', ids: ['s1', 's2'] })).toEqual([
      { id: 'servico:s1', title: 'Corte masculino', description: 'R$ 50,00' },
      { id: 'servico:s2', title: 'Barba completa' },
    ]);
  });

  it('answers a yes-or-no question with two buttons, and an open question with none', () => {
    expect(choicesFor(ctx, { kind: 'confirm_cancel', agendamentoId: 'a1' })).toEqual([
      { id: 'sim', title: 'Sim' },
      { id: 'nao', title: 'Não' },
    ]);
    expect(choicesFor(ctx, { kind: 'when' })).toEqual([]);
    expect(choicesFor(ctx, undefined)).toEqual([]);
  });
});

describe('answerOfChoice', () => {
  it('reads a tapped row as its number in the list asked, whatever its title says', () => {
    expect(answerOfChoice(ctx, slots, 'horario:2027-03-12|15:30|p2')).toBe('2');
    expect(answerOfChoice(ctx, slots, 'horario:2027-03-12|14:00|p1')).toBe('1');
  });

  it('leaves a row of a list no longer asked to its text', () => {
    expect(answerOfChoice(ctx, slots, 'horario:2027-03-13|09:00|p1')).toBeUndefined();
    expect(answerOfChoice(ctx, waiting(undefined), 'servico:s1')).toBeUndefined();
    // A yes tapped on an old question is no answer to a list.
    expect(answerOfChoice(ctx, slots, 'sim')).toBeUndefined();
  });

  it('reads yes and no on a yes-or-no question', () => {
    const confirm = waiting({ kind: 'confirm_presence', agendamentoId: 'a1' });
    expect(answerOfChoice(ctx, confirm, 'sim')).toBe('sim');
    expect(answerOfChoice(ctx, confirm, 'nao')).toBe('não');
  });

  it('reads a reminder’s buttons as its answers, only while a reminder is being answered', () => {
    const reminded = { ...ctx, reminder: { agendamentoId: 'a1', quoted: true } };
    expect(answerOfChoice(reminded, waiting(undefined), 'lembrete:confirmar')).toBe('1');
    expect(answerOfChoice(reminded, waiting(undefined), 'lembrete:cancelar')).toBe('2');
    expect(answerOfChoice(reminded, waiting(undefined), 'lembrete:remarcar')).toBe('remarcar');
    expect(answerOfChoice(ctx, waiting(undefined), 'lembrete:confirmar')).toBeUndefined();
  });
});
