import { useContatos } from '@/features/contatos/api/contatos';
import { useLocalizacoes } from '@/features/localizacoes/api/localizacoes';
import { useProfissionalServicos } from '@/features/profissionais/api/profissional-servicos';
import type { NewAgendamentoOptions } from '../components/new-agendamento-dialog';

/** What 'Novo Agendamento' offers for one professional: services, contacts, locations, times. */
export function useBookingOptions(
  instanceId: string,
  profissionalId: string,
): NewAgendamentoOptions {
  const contatos = useContatos(instanceId);
  const localizacoes = useLocalizacoes(instanceId);
  const tempos = useProfissionalServicos(profissionalId);
  return {
    // Only services the professional performs: the server refuses the others.
    servicos: (tempos.data ?? []).map(({ servico }) => ({ id: servico.id, nome: servico.nome })),
    contatos: (contatos.data ?? []).map(({ id, nome, telefone }) => ({ id, nome, telefone })),
    localizacoes: (localizacoes.data ?? []).map(({ id, nome }) => ({ id, nome })),
    tempos: Object.fromEntries(
      (tempos.data ?? []).map((link) => [link.servico_id, link.tempo_execucao]),
    ),
  };
}
