import { describe, expect, it } from 'vitest';
import { asksWhyCancelled, namesAgendamentoDay } from './own-agendamento';

describe('asksWhyCancelled', () => {
  it.each([
    'ué pq cancelaram?? 😢',
    'por que cancelaram meu horário?',
    'cancelaram meu corte?',
    'oxe, meu horário foi cancelado?',
    'pq foi desmarcado',
    'qual o motivo de terem cancelado? cancelaram sem avisar',
    'cadê meu horário? sumiu meu horario',
  ])('reads %s as asking why it was cancelled', (text) => {
    expect(asksWhyCancelled(text)).toBe(true);
  });

  it.each([
    'quero cancelar',
    'pode cancelar meu horário de amanhã',
    'cancela por favor',
    'preciso desmarcar',
    'quero remarcar pra quinta',
  ])('does not read %s as a complaint', (text) => {
    expect(asksWhyCancelled(text)).toBe(false);
  });
});

describe('namesAppointmentDay', () => {
  it.each([
    'quero cancelar meu horario de amanha',
    'cancela o de sexta',
    'remarcar meu horário de amanhã',
    'o agendamento do dia 12 eu quero desmarcar',
    'quero mudar o que tenho amanhã',
    'aquele marcado pra segunda',
  ])('reads the day in %s as the appointment', (text) => {
    expect(namesAgendamentoDay(text)).toBe(true);
  });

  it.each(['quero remarcar pra quinta', 'remarca para sexta às 10h', 'passa pra amanhã'])(
    'reads the day in %s as where to',
    (text) => {
      expect(namesAgendamentoDay(text)).toBe(false);
    },
  );
});
