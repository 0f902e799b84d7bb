import { describe, expect, it } from 'vitest';
import type { Effect } from '../engine/tools';
import { looksEnglish, promisesToCheck, replyProblem } from './model-guards';

const booked: Effect = {
  kind: 'agendado',
  agendamentoId: 'a1',
  dia: '2026-11-26',
  hora_inicio: '10:00:00',
};
const row = { status: 'agendado', data_agendamento: '2026-11-26', hora_inicio: '10:00:00' };

describe('replyProblem', () => {
  it('refuses a booking claimed with no change made in this turn', async () => {
    const reply = '✅ Agendado! Corte amanhã às 10h com o Rafael.';
    expect(await replyProblem(reply, [], async () => undefined)).toBe('claim-without-change');
    expect(await replyProblem('Pronto, seu horário foi marcado!', [], async () => undefined)).toBe(
      'claim-without-change',
    );
  });

  it('lets a claim through only when the database shows the change', async () => {
    const reply = '✅ Agendado! Corte amanhã às 10h.';
    expect(await replyProblem(reply, [booked], async () => row)).toBeUndefined();
    // The tool said ok but the row is gone (or moved): still refused.
    expect(await replyProblem(reply, [booked], async () => undefined)).toBe('claim-without-change');
    expect(await replyProblem(reply, [booked], async () => ({ ...row, status: 'cancelado' }))).toBe(
      'claim-without-change',
    );
    // A cancellation claimed after a booking is not proven by the booking.
    expect(await replyProblem('Seu horário foi cancelado.', [booked], async () => row)).toBe(
      'claim-without-change',
    );
  });

  it('refuses a promise to check later, an English reply and an empty one', async () => {
    const none = async () => undefined;
    expect(await replyProblem('Vou verificar a agenda e já te retorno!', [], none)).toBe(
      'promise-to-check',
    );
    expect(await replyProblem('Um momento, por favor.', [], none)).toBe('promise-to-check');
    expect(
      await replyProblem('Sure! Let me check the available times for you tomorrow.', [], none),
    ).toBe('not-portuguese');
    expect(await replyProblem('  ', [], none)).toBe('empty');
  });

  it('lets an ordinary Portuguese answer through', async () => {
    const none = async () => undefined;
    for (const reply of [
      'Tenho amanhã às 10:00 e às 14:30 com o Rafael. Qual prefere?',
      'O corte custa R$ 50,00 e leva cerca de 40 min.',
      'Posso agendar amanhã às 10h para você? (sim/não)',
      'Oi, Maria! Como posso ajudar? 😊',
    ]) {
      expect(await replyProblem(reply, [], none)).toBeUndefined();
    }
  });
});

describe('promisesToCheck and looksEnglish', () => {
  it('reads the common ways of saying it', () => {
    expect(promisesToCheck('Deixa eu ver aqui rapidinho')).toBe(true);
    expect(promisesToCheck('Só um minutinho que já te falo')).toBe(true);
    expect(promisesToCheck('Confira os horários abaixo')).toBe(false);
    expect(looksEnglish('Your appointment is booked for tomorrow, thank you')).toBe(true);
    expect(looksEnglish('Ok, show! Amanhã às 10h está ótimo, obrigado')).toBe(false);
  });
});
