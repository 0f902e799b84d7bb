import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { Disponibilidade } from '@secretaria/shared/disponibilidades-schemas';
import { AgendamentoFields, type AgendamentoValues } from './agendamento-fields';
import { NewAgendamentoDialog } from './new-agendamento-dialog';
import type { FreeStarts } from './start-time-picker';

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
  contato_novo: false,
  contato_nome: '',
  contato_telefone: '',
  localizacao_id: '',
  nome_atendido: '',
  hora_inicio: '',
  inicio_outro: false,
};
const offer: FreeStarts = { status: 'success', starts: ['09:00', '09:30', '10:00'], onRetry() {} };

function renderFields(
  values: AgendamentoValues,
  { horaFim = '', freeStarts = offer, onChange = () => {} } = {},
) {
  return render(
    <AgendamentoFields
      values={values}
      errors={{}}
      onChange={onChange}
      servicos={options.servicos}
      contatos={options.contatos}
      localizacoes={options.localizacoes}
      freeStarts={freeStarts}
      horaFim={horaFim}
    />,
  );
}

describe('Novo Agendamento', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Início waiting, with its hint, until a service and a contact are chosen', () => {
    renderFields({ ...empty, servico_id: 's1' });
    expect(screen.getByRole('group', { name: 'Início' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Preencha todos os campos acima primeiro')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    cleanup();
    renderFields(
      { ...empty, servico_id: 's1', contato_id: 'c1', hora_inicio: '09:00' },
      {
        horaFim: '09:45',
      },
    );
    expect(screen.getByRole('group', { name: 'Início' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Preencha todos os campos acima primeiro')).toBeNull();
    expect(screen.getByLabelText('Fim')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Fim')).toHaveProperty('value', '09:45');
    expect(screen.getByText('Calculado automaticamente')).toBeTruthy();
  });

  it("offers the engine's free starts as choices, and 'Outro horário' to type one", () => {
    const onChange = vi.fn();
    renderFields(
      { ...empty, servico_id: 's1', contato_id: 'c1', hora_inicio: '09:30' },
      { onChange },
    );
    const radios = screen.getAllByRole('radio').map((r) => r.parentElement?.textContent);
    expect(radios).toEqual(['09:00', '09:30', '10:00', 'Outro horário']);
    expect(screen.getByRole('radio', { name: '09:30' })).toHaveProperty('checked', true);
    // No browser time field (it follows the browser's language: '09:30 AM').
    expect(document.querySelector('input[type="time"]')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Início (HH:MM)' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '10:00' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hora_inicio: '10:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Outro horário' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ hora_inicio: '', inicio_outro: true }),
    );
  });

  it("types another start as 24-hour HH:MM under 'Outro horário'", () => {
    const onChange = vi.fn();
    renderFields(
      { ...empty, servico_id: 's1', contato_id: 'c1', hora_inicio: '', inicio_outro: true },
      { onChange },
    );
    const other = screen.getByRole('textbox', { name: 'Início (HH:MM)' });
    expect(other.getAttribute('type')).toBe('text');
    fireEvent.change(other, { target: { value: '1415' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hora_inicio: '14:15' }));
  });

  it('says when no start is free and when the offer could not load', () => {
    renderFields(
      { ...empty, servico_id: 's1', contato_id: 'c1' },
      { freeStarts: { ...offer, starts: [] } },
    );
    expect(
      screen.getByText('Nenhum horário livre nesta disponibilidade para este serviço.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Outro horário' })).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    renderFields(
      { ...empty, servico_id: 's1', contato_id: 'c1' },
      { freeStarts: { status: 'error', starts: [], onRetry } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows each missing field once, under its field: no summary, no toast, nothing sent', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Toaster />
        <NewAgendamentoDialog
          instanceId="i"
          profissionalId="p"
          dia={window.dia}
          disponibilidade={window}
          dayAgendamentos={[]}
          options={options}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    for (const message of [
      'Serviço é obrigatório',
      'Contato é obrigatório',
      'Horário de início é obrigatório',
    ]) {
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
    expect(screen.queryByText('Por favor, corrija os erros no formulário:')).toBeNull();
    expect(screen.queryByText('Campos incompletos')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("'Novo contato' checks the name and phone as the Contatos form does, nothing sent", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewAgendamentoDialog
          instanceId="i"
          profissionalId="p"
          dia={window.dia}
          disponibilidade={window}
          dayAgendamentos={[]}
          options={options}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Novo Agendamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Novo contato' }));
    expect(within(dialog).queryByLabelText('Contato')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Telefone do contato'), {
      target: { value: '11 9876' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Nome é obrigatório')).toHaveLength(1);
    expect(screen.getAllByText('O telefone deve ter 10 ou 11 dígitos, com DDD')).toHaveLength(1);
    expect(screen.queryByText('Contato é obrigatório')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // Back to the list: the select returns.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escolher contato existente' }));
    expect(within(dialog).getByLabelText('Contato')).toBeTruthy();
  });
});
