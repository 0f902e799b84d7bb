import { avisoDayPhrase, type AvisoValues } from '@secretaria/shared/aviso-templates';
import { todayIn } from '@secretaria/shared/zoned-time';
import { enderecoLine, firstName } from '@/modules/attendant/engine/format';

/** What a reminder or notice says about its appointment (avisos.repo findAvisoSubject). */
export type AvisoSubjectFields = {
  contato_nome: string;
  nome_atendido: string | null;
  servico_nome: string;
  profissional_nome: string;
  data_agendamento: string;
  hora_inicio: string;
  timezone: string;
  local_nome: string | null;
  local_logradouro: string | null;
  local_numero: string | null;
  local_bairro: string | null;
  local_cidade: string | null;
  local_estado: string | null;
  local_cep: string | null;
};

/** The variables' values for one appointment at `now`. */
export function avisoValues(s: AvisoSubjectFields, now: Date): AvisoValues {
  const hasAddress = s.local_logradouro !== null && s.local_numero !== null;
  return {
    nome: firstName(s.nome_atendido ?? s.contato_nome) ?? '',
    servico: s.servico_nome,
    profissional: s.profissional_nome,
    data: avisoDayPhrase(s.data_agendamento, todayIn(s.timezone, now)),
    hora: s.hora_inicio.slice(0, 5),
    local: s.local_nome ?? '',
    endereco: hasAddress
      ? enderecoLine({
          logradouro: s.local_logradouro ?? '',
          numero: s.local_numero ?? '',
          bairro: s.local_bairro ?? '',
          cidade: s.local_cidade ?? '',
          estado: s.local_estado ?? '',
          cep: s.local_cep ?? '',
        })
      : '',
  };
}
