import { describe, expect, it } from 'vitest';
import { nextSetupStep } from './next-setup-step';

const none = {
  servicos: 0,
  profissionais: 0,
  profissionaisComServico: 0,
  profissionaisComDisponibilidade: 0,
};

describe('nextSetupStep', () => {
  it('leads through services, professionals, links and availability, then is done', () => {
    expect(nextSetupStep(none)).toBe('servicos');
    expect(nextSetupStep({ ...none, servicos: 2 })).toBe('profissionais');
    expect(nextSetupStep({ ...none, servicos: 2, profissionais: 1 })).toBe('vinculos');
    expect(
      nextSetupStep({ ...none, servicos: 2, profissionais: 1, profissionaisComServico: 1 }),
    ).toBe('disponibilidade');
    expect(
      nextSetupStep({
        servicos: 2,
        profissionais: 1,
        profissionaisComServico: 1,
        profissionaisComDisponibilidade: 1,
      }),
    ).toBeNull();
  });

  it('asks for services first even when professionals exist', () => {
    expect(nextSetupStep({ ...none, profissionais: 3 })).toBe('servicos');
  });
});
