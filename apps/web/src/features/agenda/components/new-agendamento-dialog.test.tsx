import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { AgendamentoFields, type AgendamentoValues } from './agendamento-fields';
import { NewAgendamentoDialog } from './new-agendamento-dialog';

const window: Disponibilidade = {
  id: '00000000-0000-4000-8000-0000000000aa',
  profissional_id: 'p',
  localizacao_id: '00000000-0000-4000-8000-0000000000bb',
  localizacao_nome: 'Centro',
  dia: '2030-01-02',
  hora_inicio: '09:00',
  hora_fim: '12:00',
  servico_ids: ['s1'],
};
const options = {
  servicos: [{ id: 's1', nome: 'Corte de cabelo' }],
  contatos: [{ id: 'c1', nome: 'Maria Souza', telefone: '11987654321' }],
  localizacoes: [{ id: window.localizacao_id, nome: 'Centro' }],
  tempos: { s1: 45 },
};
const empty: AgendamentoValues = {
  servico_id: '',
  contato_id: '',
  localizacao_id: '',
  nome_atendido: '',
  hora_inicio: '09:00',
};

function renderFields(values: AgendamentoValues, horaFim = '') {
  return render(
    <AgendamentoFields
      values={values}
      errors={{}}
      onChange={() => {}}
      servicos={options.servicos}
      contatos={options.contatos}
      localizacoes={options.localizacoes}
      horaFim={horaFim}
    />,
  );
}

describe('Novo Agendamento', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Início disabled, with its hint, until a service and a contact are chosen', () => {
    renderFields({ ...empty, servico_id: 's1' });
    expect(screen.getByLabelText('Início')).toHaveProperty('disabled', true);
    expect(screen.getByText('Preencha todos os campos acima primeiro')).toBeTruthy();
    cleanup();
    renderFields({ ...empty, servico_id: 's1', contato_id: 'c1' }, '09:45');
    expect(screen.getByLabelText('Início')).toHaveProperty('disabled', false);
    expect(screen.queryByText('Preencha todos os campos acima primeiro')).toBeNull();
    expect(screen.getByLabelText('Fim')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Fim')).toHaveProperty('value', '09:45');
    expect(screen.getByText('Calculado automaticamente')).toBeTruthy();
  });

  it('lists the missing fields under the summary header and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewAgendamentoDialog
          profissionalId="p"
          dia={window.dia}
          window={window}
          dayAgendamentos={[]}
          options={options}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const summary = within(dialog).getByRole('alert');
    expect(within(summary).getByText('Por favor, corrija os erros no formulário:')).toBeTruthy();
    expect(within(summary).getByText('Serviço é obrigatório')).toBeTruthy();
    expect(within(summary).getByText('Contato é obrigatório')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
