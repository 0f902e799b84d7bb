import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';
import { contaUi as ui } from '@secretaria/shared/messages';
import { ContaLgpdSection } from './conta-lgpd-section';
import { captureDownloads } from '@/lib/capture-downloads';

const exported = {
  exportado_em: '2027-03-09T13:00:00.000Z',
  conta: {
    id: 'u1',
    nome: 'Ana',
    email: 'ana@exemplo.com',
    email_verificado: true,
    telefone: null,
    criada_em: '2027-03-01T13:00:00.000Z',
    atualizada_em: '2027-03-01T13:00:00.000Z',
  },
  acessos: { credenciais: [], sessoes: [] },
  dados: { whatsapp_instances: [] },
};
const deleted = { excluida: true, assinaturas_canceladas: 1, instancias_removidas: 1 };
const refusal = (status: number, code: string, message: string, fields?: object) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

function stubServer(deleteReply?: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(init?.body ? `${call} ${String(init.body)}` : call);
      if (call === 'GET /api/conta/export') return Response.json(exported);
      if (call === 'POST /api/conta/excluir')
        return deleteReply ? deleteReply() : Response.json(deleted);
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderSection() {
  const onDeleted = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ContaLgpdSection onDeleted={onDeleted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onDeleted;
}

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: ui.deleteLabel }));
  return screen.getByRole('dialog', { name: ui.deleteTitle });
};
const typePassword = (senha: string) =>
  fireEvent.change(screen.getByLabelText(ui.passwordLabel), { target: { value: senha } });
const confirmButton = () => screen.getByRole('button', { name: ui.deleteConfirm });

describe("the owner's LGPD section", () => {
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

  it('downloads the whole account as a JSON file and says so', async () => {
    stubServer();
    renderSection();
    expect(screen.getByRole('region', { name: ui.sectionTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ui.exportLabel }));
    expect(await screen.findByText(ui.exported)).toBeTruthy();
    expect(clicked).toEqual(['secretaria-ia-meus-dados.json']);
  });

  it('explains what goes and keeps the delete button disabled until a password is typed', () => {
    const calls = stubServer();
    renderSection();
    const dialog = openDialog();
    expect(dialog.textContent).toContain(ui.deleteDescription);
    expect(ui.deleteDescription).toContain('não pode ser desfeita');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    typePassword('segredo123');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    typePassword('');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows a wrong password under the field and keeps the account', async () => {
    stubServer(async () =>
      refusal(403, 'FORBIDDEN', ui.passwordWrong, { senha: ui.passwordWrong }),
    );
    const onDeleted = renderSection();
    openDialog();
    typePassword('errada');
    fireEvent.click(confirmButton());
    const field = screen.getByLabelText(ui.passwordLabel);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ui.passwordWrong)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows the loading state, then says the account is gone and leaves the panel', async () => {
    let reply!: (response: Response) => void;
    const calls = stubServer(() => new Promise((resolve) => (reply = resolve)));
    const onDeleted = renderSection();
    openDialog();
    typePassword('segredo123');
    fireEvent.click(confirmButton());
    const pending = await screen.findByRole('button', { name: ui.deleting });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
    reply(Response.json(deleted));
    expect(await screen.findByText(ui.deleted)).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['POST /api/conta/excluir {"senha":"segredo123"}']);
  });

  it('keeps the dialog open and shows the message when the payment provider is down', async () => {
    stubServer(async () => refusal(503, 'UNAVAILABLE', ui.paymentsUnavailable));
    const onDeleted = renderSection();
    openDialog();
    typePassword('segredo123');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(ui.deleteError)).toBeTruthy();
    expect(screen.getByText(ui.paymentsUnavailable)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
