import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Mensagem } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { MensagemList } from './mensagem-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const TZ = 'America/Sao_Paulo';
const m = (id: string, autor: Mensagem['autor'], texto: string, at: string): Mensagem => ({
  id,
  conversa_id: 'c1',
  direction: autor === 'cliente' ? 'in' : 'out',
  autor,
  tipo: 'texto',
  texto,
  send_status: autor === 'cliente' || autor === 'sistema' ? null : 'enviada',
  delivery_status: null,
  delivery_error: null,
  created_at: at,
});

/** Two pages, newest first: the newest page says where the older one starts. */
const pages: Record<string, { items: Mensagem[]; nextCursor: string | null }> = {
  '': {
    items: [
      m('4', 'dono', 'Pode sim, te espero.', '2026-03-10T13:05:00Z'),
      { ...m('3', 'cliente', 'Posso ir hoje?', '2026-03-10T13:00:00Z'), tipo: 'audio' },
    ],
    nextCursor: '3',
  },
  '3': {
    items: [
      m('2', 'lembrete', 'Lembrete: amanhã às 10:00.', '2026-03-09T12:00:00Z'),
      m('1', 'sistema', 'Conversa iniciada.', '2026-03-08T12:00:00Z'),
    ],
    nextCursor: null,
  },
};

function renderList() {
  // Days far from today: their separators are dates, not 'Hoje' or 'Ontem'.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const before = new URL(url, 'http://x').searchParams.get('before') ?? '';
      return Response.json(pages[before]);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MensagemList conversaId="c1" timeZone={TZ} />
    </QueryClientProvider>,
  );
  return requests;
}

describe('MensagemList', () => {
  it("shows the newest page oldest first, then older history with 'Carregar mais'", async () => {
    const requests = renderList();
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(2));
    expect(
      within(log)
        .getAllByRole('article')
        .map((a) => a.dataset.autor),
    ).toEqual(['cliente', 'dono']);
    expect(within(log).getByRole('article', { name: 'Você, 10:05' })).toBeTruthy();
    expect(within(log).getByText('Enviada')).toBeTruthy();
    // A voice note shows its transcript, labelled as such.
    const voice = within(log).getByRole('article', { name: 'Cliente, 10:00' });
    expect(voice.textContent).toContain('🎤 Áudio · transcrição');
    expect(voice.textContent).toContain('Posso ir hoje?');
    expect(within(log).getAllByText('🎤 Áudio · transcrição')).toHaveLength(1);

    fireEvent.click(within(log).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(4));
    expect(requests.at(-1)).toBe('/api/conversas/c1/mensagens?before=3');
    expect(
      within(log)
        .getAllByRole('article')
        .map((a) => a.dataset.autor),
    ).toEqual(['sistema', 'lembrete', 'cliente', 'dono']);
    // One separator per day, in the instance's zone; no more history to load.
    expect(
      within(log)
        .getAllByRole('separator')
        .map((s) => s.textContent),
    ).toEqual(['08/03/2026', '09/03/2026', '10/03/2026']);
    expect(within(log).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it("offers 'Tentar de novo' on a failed message only, and puts it back in the queue", async () => {
    const failed: Mensagem = {
      ...m('9', 'lembrete', 'Lembrete: amanhã às 10:00.', '2026-03-10T13:00:00Z'),
      send_status: 'falhou',
    };
    const calls: Array<{ url: string; method: string }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method });
        if (method === 'POST') return Response.json({ ...failed, send_status: 'pendente' });
        return Response.json({
          items: [failed, m('8', 'atendente', 'Oi!', '2026-03-10T12:59:00Z')],
          nextCursor: null,
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MensagemList conversaId="c1" timeZone={TZ} />
      </QueryClientProvider>,
    );
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(2));
    const buttons = within(log).getAllByRole('button', { name: 'Tentar de novo' });
    expect(buttons).toHaveLength(1);
    expect(within(log).getByText('Falhou')).toBeTruthy();
    fireEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/conversas/c1/mensagens/9/reenviar',
        method: 'POST',
      }),
    );
  });

  it('shows what WhatsApp reports of each sent message, and why one was not delivered', async () => {
    const out = (
      id: string,
      delivery: Mensagem['delivery_status'],
      error: string | null = null,
    ) => ({
      ...m(id, 'atendente', `Resposta ${id}`, `2026-03-10T13:0${id}:00Z`),
      delivery_status: delivery,
      delivery_error: error,
    });
    const motivo = msg.conversas.entregaFalhou.janela;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          items: [
            out('5', 'falhou', motivo),
            out('4', 'lido'),
            out('3', 'entregue'),
            out('2', 'enviado'),
            { ...out('1', null), send_status: 'pendente' },
          ],
          nextCursor: null,
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MensagemList conversaId="c1" timeZone={TZ} />
      </QueryClientProvider>,
    );
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(5));
    expect(
      within(log)
        .getAllByTestId('envio')
        .map((e) => e.textContent),
    ).toEqual(['Enviando', 'Enviado', 'Entregue', 'Lido', 'Falhou']);
    const failed = within(log).getByRole('article', { name: 'Atendente, 10:05' });
    expect(failed.textContent).toContain(motivo);
    // A delivery WhatsApp refused is not sent again from here: it would fail the same way.
    expect(within(log).queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });
});
