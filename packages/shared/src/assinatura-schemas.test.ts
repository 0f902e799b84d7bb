import { describe, expect, it } from 'vitest';
import {
  ChangePlanRequestSchema,
  DeleteInstanceQuerySchema,
  assinaturaUi,
  professionalsFit,
} from './assinatura-schemas';

describe('professionalsFit', () => {
  it('lets a plan through when the professionals fit, at the limit included', () => {
    expect(professionalsFit('start', 5)).toEqual({
      allowed: true,
      max: 5,
      message: assinaturaUi.professionalsOk(5, 5),
    });
  });
  it('says how many to remove, and that none is removed automatically', () => {
    const fit = professionalsFit('start', 7);
    expect(fit.allowed).toBe(false);
    expect(fit.message).toBe(
      'O Plano START permite até 5 profissionais e esta instância tem 7. Remova 2 profissionais antes de mudar para este plano: nenhum profissional é removido automaticamente.',
    );
    expect(professionalsFit('pro', 11).message).toContain('Remova 1 profissional antes');
  });
});

describe('subscription request schemas', () => {
  it('refuses an unknown plan and a missing data choice in pt-BR', () => {
    const plan = ChangePlanRequestSchema.safeParse({ plano: 'gold' });
    expect(plan.success).toBe(false);
    expect(plan.error?.issues[0]?.message).toBe('Escolha um plano');
    const dados = DeleteInstanceQuerySchema.safeParse({});
    expect(dados.error?.issues[0]?.message).toBe(assinaturaUi.dadosRequired);
  });
});
