import { describe, expect, it } from 'vitest';
import { renderAviso } from '@secretaria/shared/aviso-templates';
import { avisoValues, type AvisoSubjectFields } from './aviso-values';

const subject: AvisoSubjectFields = {
  contato_nome: 'Maria Souza',
  nome_atendido: null,
  servico_nome: 'Corte',
  profissional_nome: 'Rafael',
  data_agendamento: '2026-11-28',
  hora_inicio: '14:00:00',
  timezone: 'America/Sao_Paulo',
  local_nome: 'Unidade Centro',
  local_logradouro: 'Rua das Flores',
  local_numero: '123',
  local_bairro: 'Centro',
  local_cidade: 'São Paulo',
  local_estado: 'SP',
  local_cep: '01001000',
};

describe('avisoValues', () => {
  it("fills '{endereço}' as '{endereco}' and says 'amanhã' in the instance's zone", () => {
    // 23:30 on the 27th in São Paulo is already the 28th in UTC: the appointment is tomorrow.
    const now = new Date('2026-11-28T02:30:00Z');
    const text = renderAviso(
      '{nome}, {serviço} {data} às {hora}: {endereço}.',
      avisoValues(subject, now),
    );
    expect(text).toMatch(/^Maria, Corte amanhã \(28\/11\) às 14:00: Rua das Flores, 123/);
    expect(text).toBe(
      renderAviso('{nome}, {servico} {data} às {hora}: {endereco}.', avisoValues(subject, now)),
    );
  });
});
