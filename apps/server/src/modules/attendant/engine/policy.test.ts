import { describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { emptyDialog } from './dialog-state';
import { policyRefusal, refusalStep } from './policy';
import type { OwnAgendamento, TurnContext } from './turn-context';
import { turnContext } from '@/modules/attendant/test/turn-context-fixture';

const context = (rules: Partial<TurnContext['rules']> = {}) => turnContext(rules);

const at = (data_agendamento: string, hora_inicio: string): OwnAgendamento => ({
  id: 'a1',
  data_agendamento,
  hora_inicio,
  hora_fim: '23:59',
  servico: { id: 's1', nome: 'Corte' },
  profissional: { id: 'p1', nome: 'Rafael' },
  localizacao: null,
  whatsapp_instance_id: 'i1',
  nome_atendido: null,
  status: 'agendado',
});

const ON = { book: true, reschedule: true, cancel: true };

describe('policyRefusal', () => {
  it('refuses each action the owner switched off, and only that one', () => {
    const off = context({ allow: { ...ON, cancel: false } });
    expect(policyRefusal(off, 'cancelar')).toEqual({
      reason: 'acao_desligada',
      action: 'cancelar',
    });
    expect(policyRefusal(off, 'remarcar')).toBeUndefined();
    expect(policyRefusal(off, 'agendar')).toBeUndefined();
    expect(policyRefusal(context({ allow: { ...ON, book: false } }), 'agendar')).toEqual({
      reason: 'acao_desligada',
      action: 'agendar',
    });
  });

  it('refuses a cancellation or a move starting within the policy hours, not one after', () => {
    const ctx = context({ cancelNoticeHours: 24 });
    const inside = at('2027-03-10', '09:59');
    const outside = at('2027-03-10', '10:00');
    for (const action of ['cancelar', 'remarcar'] as const) {
      expect(policyRefusal(ctx, action, inside)).toEqual({
        reason: 'dentro_da_politica',
        action,
        hours: 24,
      });
      expect(policyRefusal(ctx, action, outside)).toBeUndefined();
    }
  });

  it('says an action switched off before the window, and never holds a booking to the window', () => {
    const ctx = context({ cancelNoticeHours: 24, allow: { ...ON, reschedule: false } });
    expect(policyRefusal(ctx, 'remarcar', at('2027-03-09', '11:00'))?.reason).toBe(
      'acao_desligada',
    );
    expect(policyRefusal(ctx, 'agendar', at('2027-03-09', '11:00'))).toBeUndefined();
  });

  it('with 0 hours, lets even an appointment starting now be cancelled', () => {
    expect(policyRefusal(context(), 'cancelar', at('2027-03-09', '10:00'))).toBeUndefined();
  });
});

describe('refusalStep', () => {
  const state = { criteria: { servicoId: 's1' }, introduced: true, flow: 'agendar' as const };

  it('says an action switched off and offers a person, without handing the chat over', () => {
    expect(refusalStep(state, { reason: 'acao_desligada', action: 'agendar' })).toEqual({
      replies: [msg.attendantActionOff('agendar')],
      state: { ...emptyDialog(state), pending: { kind: 'offer_handoff' } },
    });
  });

  it('hands a change inside the window to a person', () => {
    expect(
      refusalStep(state, { reason: 'dentro_da_politica', action: 'remarcar', hours: 12 }),
    ).toEqual({
      replies: [msg.attendantPolicyHandoff('remarcar', 12)],
      state: emptyDialog(state),
      handoff: true,
    });
  });
});
