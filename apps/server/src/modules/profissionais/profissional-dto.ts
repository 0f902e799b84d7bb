import type { Profissional, ProfissionalServico } from '@secretaria/shared/profissionais-schemas';

export function toProfissionalDto(row: {
  id: string;
  nome: string;
  especialidade: string;
  apelidos: string[];
  whatsapp_instance_id: string | null;
  created_at: Date;
}): Profissional {
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

export function toLinkDto(row: {
  id: string;
  profissional_id: string;
  servico_id: string;
  tempo_execucao: number;
  servico_nome: string;
}): ProfissionalServico {
  return {
    id: row.id,
    profissional_id: row.profissional_id,
    servico_id: row.servico_id,
    tempo_execucao: row.tempo_execucao,
    servico: { id: row.servico_id, nome: row.servico_nome },
  };
}
