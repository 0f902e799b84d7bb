import { describe, expect, it } from 'vitest';
import { readDialogState } from './dialog-state';

const now = new Date('2027-03-09T13:00:00Z');
const offer = { dia: '2027-03-10', hora_inicio: '15:00', hora_fim: '15:30', profissional_id: 'p1' };

describe('readDialogState', () => {
  it('reads a state stored before requests had several parts', () => {
    const stored = {
      flow: 'agendar',
      criteria: { servicoId: 's1', date: '2027-03-10' },
      pending: { kind: 'confirm_booking', offer },
      at: now.toISOString(),
    };
    expect(readDialogState(stored, now)).toMatchObject(stored);
  });

  it('keeps the further parts of a request, the placed extras and the last service', () => {
    const stored = {
      flow: 'agendar',
      criteria: {
        servicoId: 's1',
        dayChoices: ['2027-03-12', '2027-03-13'],
        more: [
          { servicoId: 's2', together: 'after' },
          { nomeAtendido: 'Pedro', together: 'beside' },
        ],
      },
      pending: {
        kind: 'confirm_booking',
        offer,
        extra: [
          {
            offer: { ...offer, hora_inicio: '15:30', hora_fim: '16:00' },
            servicoId: 's2',
            part: 0,
          },
        ],
      },
      lastServicoId: 's1',
      at: now.toISOString(),
    };
    expect(readDialogState(stored, now)).toEqual(stored);
  });
});
