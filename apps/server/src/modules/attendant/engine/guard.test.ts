import { describe, expect, it } from 'vitest';
import { claimsIn, GUARD_FALLBACK, guardReplies, rowShows } from './guard';
import type { Effect } from './tools';

const booked: Effect = {
  kind: 'agendado',
  agendamentoId: 'a1',
  dia: '2027-03-10',
  hora_inicio: '15:00',
};
const row = (status: string, hora = '15:00:00') => ({
  status,
  data_agendamento: '2027-03-10',
  hora_inicio: hora,
});

describe('claimsIn', () => {
  it('reads the claims of a change, with or without accents and check marks', () => {
    expect(claimsIn('✅ Agendado! Corte amanhã às 15:00')).toEqual(['agendado']);
    expect(claimsIn('Seu horário foi cancelado.')).toEqual(['cancelado']);
    expect(claimsIn('Pronto, já está marcado para quinta')).toEqual(['agendado']);
    expect(claimsIn('✅ Remarcado! Seu horário agora é sexta')).toEqual(['remarcado']);
    expect(claimsIn('✅ Presença confirmada')).toEqual(['confirmado']);
  });

  it('does not read questions and offers as claims', () => {
    expect(claimsIn('Quer mesmo cancelar o corte de quinta? (sim/não)')).toEqual([]);
    expect(claimsIn('Se precisar remarcar ou cancelar, é só me chamar.')).toEqual([]);
    expect(claimsIn('Agendar Corte qui, 11/03 às 15:00. Posso confirmar?')).toEqual([]);
  });
});

describe('rowShows', () => {
  it('holds a booking only when the row is active at the claimed day and time', () => {
    expect(rowShows(booked, row('agendado'))).toBe(true);
    expect(rowShows(booked, row('cancelado'))).toBe(false);
    expect(rowShows(booked, row('agendado', '16:00:00'))).toBe(false);
    expect(rowShows(booked, undefined)).toBe(false);
  });
});

describe('guardReplies', () => {
  it('lets a proven claim through', async () => {
    const out = await guardReplies(['✅ Agendado! Corte'], [booked], async () => row('agendado'));
    expect(out).toEqual({ replies: ['✅ Agendado! Corte'], replaced: false });
  });

  it('replaces a claim no change of this turn proves', async () => {
    const out = await guardReplies(['✅ Agendado! Corte', 'Até lá!'], [], async () => undefined);
    expect(out).toEqual({ replies: [GUARD_FALLBACK, 'Até lá!'], replaced: true });
  });

  it('replaces a claim whose row the database does not show', async () => {
    const out = await guardReplies(['✅ Agendado!'], [booked], async () => row('cancelado'));
    expect(out.replaced).toBe(true);
  });

  it('does not accept one kind of change as proof of another', async () => {
    const out = await guardReplies(['Seu horário foi cancelado.'], [booked], async () =>
      row('agendado'),
    );
    expect(out.replies).toEqual([GUARD_FALLBACK]);
  });
});
