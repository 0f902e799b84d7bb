import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';
import { lgpdUi as ui } from '@secretaria/shared/messages';
import { ContatoLgpdActions } from './contato-lgpd-actions';
import { captureDownloads } from '@/lib/capture-downloads';

const exported = {
  exportado_em: '2027-03-09T13:00:00.000Z',
  contato: {
    id: 'c1',
    nome: 'Maria',
    telefone: '11999990000',
    whatsapp_instance_id: 'i1',
    instancia: 'Barbearia',
    opted_out_at: null,
    created_at: '2027-03-01T13:00:00.000Z',
    updated_at: '2027-03-01T13:00:00.000Z',
  },
  agendamentos: [],
  conversas: [],
  avisos: [],
  notificacoes: [],
};
const erased = {
  id: 'c1',
  mensagens_apagadas: 3,
  conversas_apagadas: 1,
  agendamentos_anonimizados: 1,
  agendamentos_cancelados: 0,
  avisos_removidos: 0,
  notificacoes_removidas: 0,
};

function stubServer(eraseReply?: Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(init?.body ? `${call} ${String(init.body)}` : call);
      if (call === 'GET /api/contatos/c1/export') return Response.json(exported);
      if (call === 'POST /api/contatos/c1/apagar') return eraseReply ?? Response.json(erased);
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderActions(onErased?: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContatoLgpdActions
        instanceId="i1"
        contato={{ id: 'c1', nome: 'Maria' }}
        onErased={onErased}
      />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the contact LGPD actions', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = captureDownloads();
  });
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the export as a JSON file and says so', async () => {
    stubServer();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: ui.exportContatoOf('Maria') }));
    expect(await screen.findByText(ui.exported)).toBeTruthy();
    // 'contato-<nome>-<dia>.json', not the contact's id (issue 25).
    expect(clicked).toEqual(['contato-maria-2027-03-09.json']);
  });

  it('erases only after the confirmation that explains what goes', async () => {
    const calls = stubServer();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: ui.eraseContatoOf('Maria') }));
    expect(screen.getByRole('alertdialog', { name: ui.eraseTitle })).toBeTruthy();
    expect(screen.getByText(ui.eraseDescription('Maria'))).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: ui.eraseConfirm }));
    expect(await screen.findByText(ui.erased)).toBeTruthy();
    expect(calls).toEqual(['POST /api/contatos/c1/apagar {"confirmar":true}']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open and shows the server message when the erase fails', async () => {
    stubServer(
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'Registro não encontrado.' } },
        { status: 404 },
      ),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: ui.eraseContatoOf('Maria') }));
    fireEvent.click(screen.getByRole('button', { name: ui.eraseConfirm }));
    expect(await screen.findByText(ui.eraseError)).toBeTruthy();
    expect(screen.getByText('Registro não encontrado.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('tells the page once the contact is erased, and not when the erase is cancelled or fails', async () => {
    const onErased = vi.fn();
    stubServer(
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'Registro não encontrado.' } },
        { status: 404 },
      ),
    );
    renderActions(onErased);
    fireEvent.click(screen.getByRole('button', { name: ui.eraseContatoOf('Maria') }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: ui.eraseContatoOf('Maria') }));
    fireEvent.click(screen.getByRole('button', { name: ui.eraseConfirm }));
    expect(await screen.findByText(ui.eraseError)).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
    cleanup();

    stubServer();
    renderActions(onErased);
    fireEvent.click(screen.getByRole('button', { name: ui.eraseContatoOf('Maria') }));
    fireEvent.click(screen.getByRole('button', { name: ui.eraseConfirm }));
    expect(await screen.findByText(ui.erased)).toBeTruthy();
    expect(onErased).toHaveBeenCalledTimes(1);
  });
});
