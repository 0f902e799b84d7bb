import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ConversaDetalhe } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { ConversaView } from './conversa-view';

const t = msg.conversas;
const conversa = (contato: ConversaDetalhe['contato']): ConversaDetalhe => ({
  id: 'c1',
  whatsapp_instance_id: 'i1',
  contato,
  estado: 'ativo',
  paused_until: null,
  unread_count: 0,
  last_message_at: null,
  last_message_preview: null,
  nao_cliente: false,
  agendamentos: [],
});

/** GET of the chat and of its (empty) messages; anything else fails the test. */
function renderView(detail: ConversaDetalhe) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      if (call === 'GET /api/conversas/c1') return Response.json(detail);
      if (call === 'GET /api/conversas/c1/mensagens')
        return Response.json({ items: [], nextCursor: null });
      throw new Error(`unexpected request ${call}`);
    }),
  );
  const given: Array<{ id: string; nome: string }> = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConversaView
          conversaId="c1"
          instanceId="i1"
          timeZone="America/Sao_Paulo"
          backTo="?instancia=i1"
          contatoActions={(contato) => {
            given.push(contato);
            return <button type="button">Ações de {contato.nome}</button>;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return given;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConversaView', () => {
  it("offers the page's contact actions in the contact panel, for the chat's contact", async () => {
    const given = renderView(conversa({ id: 'ct1', nome: 'Maria', telefone: '5511999990000' }));
    const panel = await screen.findByRole('region', { name: t.contactData });
    expect(within(panel).getByRole('button', { name: 'Ações de Maria' })).toBeTruthy();
    expect(given.at(-1)).toMatchObject({ id: 'ct1', nome: 'Maria' });
    // The panel sits beside the upcoming appointments, not in the chat's header.
    expect(screen.getByRole('heading', { name: t.upcoming })).toBeTruthy();
  });

  it('has no contact panel for a chat without a contact (the owner’s own number)', async () => {
    const given = renderView(conversa(null));
    expect(await screen.findByRole('heading', { name: t.upcoming })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.contactData })).toBeNull();
    expect(given).toEqual([]);
  });

  it("shows 'Não é cliente' in the header of a non-customer's chat and offers 'É cliente'", async () => {
    renderView({
      ...conversa({ id: 'ct1', nome: 'Belezamax', telefone: '5511999990000' }),
      nao_cliente: true,
    });
    const header = await screen.findByRole('region', { name: 'Belezamax' });
    expect(within(header).getByText(t.naoCliente, { selector: 'span' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: t.isCliente })).toBeTruthy();
    expect(within(header).getByText(t.naoClienteHint, { selector: 'p' })).toBeTruthy();
  });

  it("a customer's chat has no badge and offers to mark it 'Não é cliente'", async () => {
    renderView(conversa({ id: 'ct1', nome: 'Maria', telefone: '5511999990000' }));
    const header = await screen.findByRole('region', { name: 'Maria' });
    expect(within(header).queryByText(t.naoCliente, { selector: 'span' })).toBeNull();
    expect(within(header).getByRole('button', { name: t.markNaoCliente })).toBeTruthy();
  });
});

describe("the IA switch's label says its state (issue 25)", () => {
  it.each([
    ['ativo', true, t.iaSwitchOn],
    ['pausado', false, t.iaSwitchOff],
    ['aguardando_dono', false, t.iaSwitchOff],
  ] as const)('%s: switch %s, labelled %s', async (estado, checked, label) => {
    renderView({ ...conversa({ id: 'ct1', nome: 'Maria', telefone: '5511999990000' }), estado });
    const sw = await screen.findByRole('switch', { name: label });
    expect(sw.getAttribute('aria-checked')).toBe(String(checked));
    // Off is never labelled as on, whatever the badge beside it says.
    expect(screen.queryByRole('switch', { name: checked ? t.iaSwitchOff : t.iaSwitchOn })).toBe(
      null,
    );
  });
});
