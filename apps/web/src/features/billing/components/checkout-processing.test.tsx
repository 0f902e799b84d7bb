import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { CheckoutProcessing } from './checkout-processing';

type Reply = { status: number; body: unknown };

/** The network: POST /api/billing/checkout/complete answers `reply`; anything else fails. */
function stubComplete(reply: Reply) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/billing/checkout/complete' || init?.method !== 'POST') {
      throw new Error(`unexpected request ${init?.method} ${url}`);
    }
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(sessionId: string) {
  const onInstanceCreated = vi.fn(async () => undefined);
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/painel/instancias?success=true&session_id=${sessionId}`]}>
        <Routes>
          <Route
            path="/painel/instancias"
            element={
              <CheckoutProcessing sessionId={sessionId} onInstanceCreated={onInstanceCreated} />
            }
          />
          <Route path="/auth" element={<p>tela de login</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </StrictMode>,
  );
  return onInstanceCreated;
}

const created = {
  instanceId: 'i1',
  subscription_id: 'sub_1',
  evolution_status: 'criado',
  alreadyExisted: false,
  existing: false,
};

describe('CheckoutProcessing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('completes the session once under StrictMode, clears the local draft and plan, and says so', async () => {
    localStorage.setItem('pendingInstance', '{"name":"Clínica"}');
    localStorage.setItem('selectedPlan', 'pro');
    const fetchMock = stubComplete({ status: 201, body: created });
    const onInstanceCreated = renderAt('cs_once');

    expect(await screen.findByText(msg.subscriptionSuccessTitle)).toBeTruthy();
    expect(screen.getByText(msg.subscriptionSuccessText)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      session_id: 'cs_once',
    });
    expect(onInstanceCreated).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('pendingInstance')).toBeNull();
    expect(localStorage.getItem('selectedPlan')).toBeNull();
  });

  it('still asks the server when no local draft exists, and names the missing data on 404', async () => {
    const fetchMock = stubComplete({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } },
    });
    const onInstanceCreated = renderAt('cs_unknown');
    expect(await screen.findByText(msg.processingErrorTitle)).toBeTruthy();
    expect(screen.getByText(msg.pendingInstanceMissing)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onInstanceCreated).not.toHaveBeenCalled();
  });

  it('sends a signed-out user to /auth', async () => {
    stubComplete({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: msg.notAuthenticated } },
    });
    renderAt('cs_signed_out');
    expect(await screen.findByText('tela de login')).toBeTruthy();
    expect(screen.getByText(msg.authErrorTitle)).toBeTruthy();
  });

  it("shows the server's message when the payment is not confirmed yet and keeps the draft", async () => {
    localStorage.setItem('pendingInstance', '{"name":"Clínica"}');
    stubComplete({
      status: 409,
      body: { error: { code: 'CONFLICT', message: msg.paymentNotConfirmed } },
    });
    renderAt('cs_unpaid');
    expect(await screen.findByText(msg.paymentErrorTitle)).toBeTruthy();
    expect(screen.getByText(msg.paymentNotConfirmed)).toBeTruthy();
    expect(localStorage.getItem('pendingInstance')).not.toBeNull();
  });
});
