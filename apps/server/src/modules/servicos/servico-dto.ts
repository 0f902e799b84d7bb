import type { Servico } from '@secretaria/shared/servicos-schemas';

export function toServicoDto(row: {
  id: string;
  nome: string;
  descricao: string | null;
  preco: number | null;
  whatsapp_instance_id: string | null;
  updated_at: Date;
}): Servico {
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}
