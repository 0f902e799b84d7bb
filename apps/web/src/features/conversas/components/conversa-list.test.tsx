import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ConversaResumo } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { ConversaList } from './conversa-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const conversa: ConversaResumo = {
  id: 'c1',
  whatsapp_instance_id: 'i1',
  contato: { id: 'k1', nome: 'Carla Mendes', telefone: '5511956411445' },
  estado: 'ativo',
  paused_until: null,
  unread_count: 0,
  last_message_at: '2026-03-10T13:00:00Z',
  last_message_preview: 'Tenho estes horários para *Corte de cabelo*:',
  nao_cliente: false,
};

describe('ConversaList', () => {
  it("shows a preview's WhatsApp formatting as the chat does, without its asterisks", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/instances/i1/conversas?'))
          return Response.json({ items: [conversa], nextCursor: null });
        throw new Error(`unexpected request ${url}`);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ConversaList
            instanceId="i1"
            timeZone="America/Sao_Paulo"
            selectedId={null}
            filtro="todas"
            onFiltroChange={() => undefined}
            counts={undefined}
            emptyState={null}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: msg.conversas.listLabel });
    expect(list.textContent).toContain('Tenho estes horários para Corte de cabelo:');
    expect(list.textContent).not.toContain('*');
    expect(list.querySelector('strong')?.textContent).toBe('Corte de cabelo');
  });
});
