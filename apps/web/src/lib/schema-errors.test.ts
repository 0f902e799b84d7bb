import { describe, expect, it } from 'vitest';
import { CreateDisponibilidadesRequestSchema } from '@secretaria/shared/disponibilidades-schemas';
import { schemaFieldErrors } from './schema-errors';

describe('schemaFieldErrors', () => {
  it("keeps the contract's first pt-BR message per field", () => {
    expect(
      schemaFieldErrors(CreateDisponibilidadesRequestSchema, {
        dias: [],
        localizacao_id: '',
        hora_inicio: '',
        hora_fim: '',
        servico_ids: [],
      }),
    ).toEqual({
      dias: 'Selecione pelo menos um dia.',
      localizacao_id: 'Preencha todos os campos obrigatórios.',
      hora_inicio: 'Preencha todos os campos obrigatórios.',
      hora_fim: 'Preencha todos os campos obrigatórios.',
      servico_ids: 'Selecione pelo menos um serviço.',
    });
  });

  it('reports a start after the end on the end field', () => {
    const errors = schemaFieldErrors(CreateDisponibilidadesRequestSchema, {
      dias: ['2030-01-02'],
      localizacao_id: '00000000-0000-4000-8000-000000000000',
      hora_inicio: '12:00',
      hora_fim: '09:00',
      servico_ids: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(errors).toEqual({
      hora_fim: 'O horário de início deve ser menor que o horário de fim.',
    });
  });
});
