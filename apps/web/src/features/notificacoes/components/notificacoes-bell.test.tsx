import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import type { Notificacao, NotificacoesPage } from '@secretaria/shared/notificacoes-schemas';
import { NotificacoesBell } from './notificacoes-bell';

const t = msg.notificacoes;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (id: string, texto: string, extra: Partial<Notificacao> = {}): Notificacao => ({
  id,
  whatsapp_instance_id: 'i1',
  kind: 'pedido_humano',
  texto,
  conversa_id: 'c1',
  agendamento: null,
  read_at: null,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...extra,
});

/** The server, as fetch sees it: the page it holds now and the requests it got. */
function stubServer(initial: NotificacoesPage) {
  const state = { page: initial, posts: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/notificacoes' && (init?.method ?? 'GET') === 'GET')
        return Response.json(state.page);
      if (init?.method === 'POST' && url.startsWith('/api/notificacoes/')) {
        state.posts.push(url);
        const marcadas = state.page.nao_lidas;
        state.page = {
          ...state.page,
          nao_lidas: 0,
          items: state.page.items.map((n) => ({ ...n, read_at: new Date().toISOString() })),
        };
        return Response.json({ marcadas, nao_lidas: 0 });
      }
      throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
    }),
  );
  return state;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificacoesBell instances={[{ id: 'i1', label: 'Barbearia' }]} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('NotificacoesBell', () => {
  it('counts the unread notices, lists them newest first and clears with Marcar todas como lidas', async () => {
    const server = stubServer({
      items: [
        notice('n2', 'Carla pediu para falar com você'),
        notice('n1', 'A atendente agendou Corte', { read_at: '2026-03-10T12:00:00Z' }),
      ],
      nextCursor: null,
      nao_lidas: 1,
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: t.bellLabel(1) });
    expect(bell.textContent).toBe('1');

    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: t.title });
    const items = within(within(dialog).getByRole('list', { name: t.listLabel })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Carla pediu para falar com você'),
      expect.stringContaining('A atendente agendou Corte'),
    ]);
    expect(items[0]?.textContent).toContain('há 5 minutos');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/painel/conversas?instancia=i1&conversa=c1',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: t.markAllRead }));
    await screen.findByRole('button', { name: t.bellLabel(0) });
    expect(server.posts).toEqual(['/api/notificacoes/lidas']);
    expect(screen.getByRole('button', { name: t.bellLabel(0) }).textContent).toBe('');
    expect(within(dialog).getByRole('button', { name: t.markAllRead })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says so when there is no notice yet', async () => {
    stubServer({ items: [], nextCursor: null, nao_lidas: 0 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: t.bellLabel(0) }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('toasts a notice that arrives while the panel is open, and not the ones already there', async () => {
    const server = stubServer({
      items: [notice('n1', 'Aviso antigo')],
      nextCursor: null,
      nao_lidas: 1,
    });
    const queryClient = renderBell();
    await screen.findByRole('button', { name: t.bellLabel(1) });
    server.page = {
      items: [notice('n2', 'Bruno cancelou o horário de amanhã'), ...server.page.items],
      nextCursor: null,
      nao_lidas: 2,
    };
    await act(() => queryClient.invalidateQueries());
    await screen.findByRole('button', { name: t.bellLabel(2) });
    await waitFor(() =>
      expect(screen.getByText('Bruno cancelou o horário de amanhã')).toBeTruthy(),
    );
    expect(screen.queryByText('Aviso antigo')).toBeNull();
  });
});
