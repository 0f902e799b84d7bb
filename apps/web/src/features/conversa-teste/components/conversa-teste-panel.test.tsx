import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Mensagem } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import type { ConversaTeste } from '@secretaria/shared/conversa-teste-schemas';
import { ConversaTestePanel } from './conversa-teste-panel';

const PATH = '/api/instances/i1/teste';

const message = (n: number, autor: 'cliente' | 'atendente', texto: string): Mensagem => ({
  id: `m${n}`,
  conversa_id: 'c1',
  direction: autor === 'cliente' ? 'in' : 'out',
  autor,
  tipo: 'texto',
  texto,
  send_status: autor === 'cliente' ? null : 'enviada',
  delivery_status: null,
  delivery_error: null,
  created_at: '2026-11-24T18:46:00.000Z',
});

/**
 * The server's side of the test chat, in memory: a POST stores the message and leaves the chat
 * answering; the next GET after that finds `reply` stored. Any other request fails the test.
 */
function stubServer(initial: Partial<ConversaTeste> = {}, reply = 'Agendar *Corte* amanhã?') {
  const calls: { call: string; body?: unknown }[] = [];
  let chat: ConversaTeste = {
    conversa_id: null,
    estado: null,
    respondendo: false,
    atendente_ligada: true,
    agendamentos: 0,
    mensagens: [],
    ...initial,
  };
  let answerOnNextGet = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(init.body as string) : undefined;
      calls.push({ call, body });
      if (call === `GET ${PATH}`) {
        const current = chat;
        if (answerOnNextGet) {
          answerOnNextGet = false;
          chat = {
            ...chat,
            respondendo: false,
            mensagens: [...chat.mensagens, message(chat.mensagens.length + 1, 'atendente', reply)],
          };
        }
        return Response.json(current);
      }
      if (call === `POST ${PATH}/mensagens`) {
        const texto = (body as { texto: string }).texto;
        chat = {
          ...chat,
          conversa_id: 'c1',
          estado: 'ativo',
          respondendo: true,
          mensagens: [...chat.mensagens, message(chat.mensagens.length + 1, 'cliente', texto)],
        };
        answerOnNextGet = true;
        return Response.json({ id: 'm', conversa_id: 'c1' }, { status: 201 });
      }
      if (call === `DELETE ${PATH}`) {
        const deleted = { agendamentos: chat.agendamentos, mensagens: chat.mensagens.length };
        chat = { ...chat, conversa_id: null, estado: null, agendamentos: 0, mensagens: [] };
        return Response.json(deleted);
      }
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderPanel(onDataDeleted?: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConversaTestePanel
        instanceId="i1"
        timeZone="America/Sao_Paulo"
        onDataDeleted={onDataDeleted}
      />
    </QueryClientProvider>,
  );
}

const composer = () => screen.getByRole('textbox', { name: msg.conversaTesteComposerLabel });
const log = () => screen.getByRole('log', { name: msg.conversaTesteMessagesLabel });

describe('TestChatPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts empty, says bookings are real, and refuses an empty message without a request', async () => {
    const calls = stubServer();
    renderPanel();
    expect(await screen.findByText(msg.conversaTesteEmpty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: msg.conversaTesteTitle })).toBeTruthy();
    expect(screen.getByText(msg.conversaTesteRealBookings)).toBeTruthy();
    expect(screen.queryByText(msg.conversaTesteAttendantOff)).toBeNull();
    expect(
      (screen.getByRole('button', { name: msg.conversaTesteDelete }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.change(composer(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: msg.conversaTesteSend }));
    expect(screen.getByRole('alert').textContent).toBe(msg.conversaTesteMessageRequired);
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.call)).toEqual([`GET ${PATH}`]);
  });

  it('sends as the test customer, shows the attendant typing, then its reply with WhatsApp bold', async () => {
    const calls = stubServer();
    renderPanel();
    await screen.findByText(msg.conversaTesteEmpty);
    fireEvent.change(composer(), { target: { value: 'quero um corte amanhã' } });
    fireEvent.submit(composer().closest('form') as HTMLFormElement);

    expect(await screen.findByText(msg.conversaTesteTyping)).toBeTruthy();
    expect((composer() as HTMLInputElement).value).toBe('');
    expect(calls.find((c) => c.call === `POST ${PATH}/mensagens`)?.body).toEqual({
      texto: 'quero um corte amanhã',
    });
    const mine = within(log()).getByText('quero um corte amanhã').closest('li');
    expect(mine?.textContent).toContain(`${msg.conversaTesteFromYou}:`);

    // The chat is read again while the reply is due (the poll), until it arrives.
    const bold = await within(log()).findByText('Corte', {}, { timeout: 3000 });
    expect(bold.tagName).toBe('STRONG');
    expect(bold.closest('li')?.textContent).toContain(`${msg.conversaTesteFromAttendant}:`);
    await waitFor(() => expect(screen.queryByText(msg.conversaTesteTyping)).toBeNull());
  });

  it('says when the attendant is off for customers and when the chat was handed to the owner', async () => {
    stubServer({
      atendente_ligada: false,
      conversa_id: 'c1',
      estado: 'aguardando_dono',
      mensagens: [message(1, 'cliente', 'quero falar com alguém')],
    });
    renderPanel();
    expect(await screen.findByText(msg.conversaTesteAttendantOff)).toBeTruthy();
    expect(screen.getByText(msg.conversaTesteHandoff)).toBeTruthy();
  });

  it("asks before 'Apagar dados de teste', says what goes, and deletes only when confirmed", async () => {
    const calls = stubServer({
      conversa_id: 'c1',
      estado: 'ativo',
      agendamentos: 1,
      mensagens: [message(1, 'cliente', 'sim'), message(2, 'atendente', '✅ Agendado!')],
    });
    const onDataDeleted = vi.fn();
    renderPanel(onDataDeleted);
    await screen.findByText('✅ Agendado!');
    fireEvent.click(screen.getByRole('button', { name: msg.conversaTesteDelete }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(msg.conversaTesteDeleteText(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.call === `DELETE ${PATH}`)).toBe(false);
    expect(onDataDeleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: msg.conversaTesteDelete }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: msg.conversaTesteDelete }));
    expect(await screen.findByText(msg.conversaTesteEmpty)).toBeTruthy();
    expect(calls.filter((c) => c.call === `DELETE ${PATH}`)).toHaveLength(1);
    // The page refreshes the Agenda the test appointments were on.
    expect(onDataDeleted).toHaveBeenCalledTimes(1);
  });
});
