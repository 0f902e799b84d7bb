import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import {
  META_PRICING_URL,
  type WhatsappTemplate,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import { WhatsappTemplatesSection } from './whatsapp-templates-section';

const line = (over: Partial<WhatsappTemplate> & Pick<WhatsappTemplate, 'purpose'>) =>
  ({
    name: null,
    body: 'Olá, {{nome}}! Seu horário é {{data}} às {{hora}}.',
    quickReplies: [],
    state: 'nao_enviado',
    metaStatus: null,
    rejectedReason: null,
    outdated: false,
    problem: null,
    canSubmit: true,
    syncedAt: null,
    ...over,
  }) satisfies WhatsappTemplate;

const notSent: WhatsappTemplatesResponse = {
  templates: [
    line({ purpose: 'lembrete', quickReplies: ['Confirmar', 'Remarcar', 'Cancelar'] }),
    line({ purpose: 'confirmacao' }),
    line({ purpose: 'cancelamento' }),
    line({ purpose: 'remarcacao' }),
  ],
  month: '2026-03',
  sentThisMonth: 0,
  syncProblem: null,
};

const reviewed: WhatsappTemplatesResponse = {
  ...notSent,
  sentThisMonth: 1234,
  templates: [
    line({
      purpose: 'lembrete',
      name: 'secretaria_lembrete_3f2a9c1b',
      quickReplies: ['Confirmar', 'Remarcar', 'Cancelar'],
      state: 'aprovado',
      metaStatus: 'APPROVED',
      canSubmit: false,
      syncedAt: '2026-03-10T13:00:00.000Z',
    }),
    line({
      purpose: 'confirmacao',
      name: 'secretaria_confirmacao_3f2a9c1b',
      state: 'em_analise',
      metaStatus: 'PENDING',
      canSubmit: false,
    }),
    line({
      purpose: 'cancelamento',
      name: 'secretaria_cancelamento_3f2a9c1b',
      state: 'rejeitado',
      metaStatus: 'REJECTED',
      rejectedReason: ui.rejectedReasons.PROMOTIONAL,
    }),
    line({
      purpose: 'remarcacao',
      body: '{{nome}}, remarcado.',
      problem: ui.startsWithVariable,
      canSubmit: false,
    }),
  ],
};

const PATH = '/api/instances/i1/whatsapp/templates';

/** The server: GET answers `get`, the POSTs answer `post`; every call is recorded. */
function stubServer(
  get: () => Response,
  post: (call: string, body: unknown) => Response = () => Response.json(reviewed),
) {
  const calls: Array<{ call: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call, body });
      if (call === `GET ${PATH}`) return get();
      if (call === `POST ${PATH}` || call === `POST ${PATH}/sync`) return post(call, body);
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WhatsappTemplatesSection instanceId="i1" />
    </QueryClientProvider>,
  );
}

const item = (purpose: keyof typeof ui.purposes) =>
  screen.getByRole('listitem', { name: ui.purposes[purpose] });

describe("the 'Modelos de mensagem' section", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each purpose with its status, the text with its variables and the reminder buttons', async () => {
    stubServer(() => Response.json(reviewed));
    renderSection();
    expect(screen.getByText(ui.loading)).toBeTruthy();
    await screen.findByRole('list', { name: ui.title });

    const lembrete = item('lembrete');
    expect(within(lembrete).getByText(ui.states.aprovado)).toBeTruthy();
    const body = within(lembrete).getByLabelText(ui.bodyLabel(ui.purposes.lembrete));
    expect(body.textContent).toBe('Olá, {nome}! Seu horário é {data} às {hora}.');
    expect(within(lembrete).getByText('Remarcar')).toBeTruthy();
    expect(within(lembrete).queryByRole('button')).toBeNull();

    expect(within(item('confirmacao')).getByText(ui.states.em_analise)).toBeTruthy();
    const cancel = item('cancelamento');
    expect(within(cancel).getByText(ui.states.rejeitado)).toBeTruthy();
    expect(within(cancel).getByText(ui.rejectedReasons.PROMOTIONAL)).toBeTruthy();
    expect(
      within(cancel).getByRole('button', { name: ui.submitOne(ui.purposes.cancelamento) }),
    ).toBeTruthy();
    const remarcacao = item('remarcacao');
    expect(within(remarcacao).getByText(ui.states.nao_enviado)).toBeTruthy();
    expect(within(remarcacao).getByText(ui.startsWithVariable)).toBeTruthy();
    expect(within(remarcacao).queryByRole('button')).toBeNull();

    expect(screen.getByText(ui.monthCount(1234))).toBeTruthy();
    expect(screen.getByText(ui.monthCount(1234)).textContent).toContain('1.234');
    const link = screen.getByRole('link', { name: ui.pricingLink });
    expect(link.getAttribute('href')).toBe(META_PRICING_URL);
    expect(link.getAttribute('rel')).toContain('noopener');
    // One is missing (rejected): 'send all' is offered.
    expect(screen.getByRole('button', { name: ui.submitAll })).toBeTruthy();
  });

  it('sends all missing templates, or one purpose, and shows what Meta answered', async () => {
    const calls = stubServer(() => Response.json(notSent));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: ui.submitAll }));
    expect(await within(item('lembrete')).findByText(ui.states.aprovado)).toBeTruthy();
    expect(calls.filter((c) => c.call === `POST ${PATH}`).map((c) => c.body)).toEqual([{}]);

    fireEvent.click(screen.getByRole('button', { name: ui.submitOne(ui.purposes.cancelamento) }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.call === `POST ${PATH}`).map((c) => c.body)).toEqual([
        {},
        { purpose: 'cancelamento' },
      ]),
    );
  });

  it("offers a new version of a changed text by itself, not with 'send all'", async () => {
    stubServer(() =>
      Response.json({
        ...reviewed,
        templates: reviewed.templates.map((t) =>
          t.purpose === 'lembrete'
            ? { ...t, outdated: true, canSubmit: true }
            : { ...t, canSubmit: false, state: 'aprovado' as const, rejectedReason: null },
        ),
      }),
    );
    renderSection();
    const lembrete = await screen.findByRole('listitem', { name: ui.purposes.lembrete });
    expect(within(lembrete).getByText(ui.outdated)).toBeTruthy();
    expect(
      within(lembrete).getByRole('button', { name: ui.submitNewVersion(ui.purposes.lembrete) }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: ui.submitAll })).toBeNull();
  });

  it("refreshes the statuses with 'Atualizar status'", async () => {
    const calls = stubServer(() => Response.json(notSent));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: ui.refresh }));
    expect(await within(item('lembrete')).findByText(ui.states.aprovado)).toBeTruthy();
    expect(calls.map((c) => c.call)).toContain(`POST ${PATH}/sync`);
  });

  it("says when Meta could not be asked, and shows the read's error with a retry", async () => {
    stubServer(() => Response.json({ ...reviewed, syncProblem: ui.syncProblem }));
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain(ui.syncProblem);
    cleanup();

    let attempts = 0;
    stubServer(() => {
      attempts += 1;
      return attempts === 1
        ? Response.json({ error: { code: 'CONFLICT', message: ui.notMeta } }, { status: 409 })
        : Response.json(notSent);
    });
    renderSection();
    expect(await screen.findByText(ui.notMeta)).toBeTruthy();
    expect(screen.getByText(ui.loadError)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.retry }));
    expect(await screen.findByRole('list', { name: ui.title })).toBeTruthy();
  });
});
