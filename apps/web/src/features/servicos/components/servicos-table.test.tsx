import { describe, expect, it } from 'vitest';
import type { Servico } from '@secretaria/shared/servicos-schemas';
import { instanceColumn } from './servicos-table';

const servico = (whatsapp_instance_id: string | null): Servico => ({
  id: 's1',
  nome: 'Corte',
  descricao: null,
  preco: null,
  whatsapp_instance_id,
  updated_at: '2026-11-22T12:00:00.000Z',
});
const instances = [
  { id: 'i1', label: 'Barbearia do Zé' },
  { id: 'i2', label: '+55 (11) 98765-4321' },
];

describe('the Instância column of the services table (spec §2)', () => {
  it("says 'Não vinculado' for a service without an instance", () => {
    expect(instanceColumn(servico(null), instances)).toBe('Não vinculado');
  });

  it("says 'Instância não encontrada' for an instance the owner does not have", () => {
    expect(instanceColumn(servico('sumiu'), instances)).toBe('Instância não encontrada');
  });

  it('shows the instance name, or its phone number when it has no name', () => {
    expect(instanceColumn(servico('i1'), instances)).toBe('Barbearia do Zé');
    expect(instanceColumn(servico('i2'), instances)).toBe('+55 (11) 98765-4321');
  });
});
