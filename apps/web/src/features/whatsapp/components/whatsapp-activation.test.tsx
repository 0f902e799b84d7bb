import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { QR_POLL_MS } from '@secretaria/shared/whatsapp-schemas';
import { WhatsappActivation } from './whatsapp-activation';

const instance: Instance = {
  id: 'i1',
  name: 'Clínica',
  phone_number: '11987654321',
  full_phone_number: '5511987654321',
  pais_id: 29,
  pais: { pais: 'Brasil', ddi: '55', img: '/flags/br.svg' },
  assistant_name: 'Sofia',
  knowledge_base: null,
  timezone: 'America/Sao_Paulo',
  timezone_offset: -3,
  status: 'Inativo',
  price_id: 'pro',
  subscription_renewal_date: null,
  evolution_status: 'criado',
  updated_at: '2026-11-22T12:00:00.000Z',
};

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const PHONE = 'http://127.0.0.1:9/phone/5511987654321';

/** The gateway as the server reports it; each GET takes the next state. Anything else fails. */
function stubGateway(
  states: ('CONNECTED' | 'DISCONNECTED')[],
  qr: string | null = QR,
  pairingCode: string | null = null,
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (call === 'GET /api/instances/i1/whatsapp') {
        const state = states.length > 1 ? states.shift() : states[0];
        return Response.json({
          state,
          status: 'Inativo',
          simulatorPhoneUrl: PHONE,
          gateway: 'evolution',
          meta: null,
          metaAvailable: false,
          metaTestNumbers: false,
        });
      }
      if (call === 'POST /api/instances/i1/whatsapp/qr') {
        return Response.json({ state: 'DISCONNECTED', qr, pairingCode });
      }
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderActivation(props: Partial<Parameters<typeof WhatsappActivation>[0]> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onConnectionChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <WhatsappActivation instance={instance} onConnectionChange={onConnectionChange} {...props} />
    </QueryClientProvider>,
  );
  return onConnectionChange;
}

/** A phone's screen (a coarse pointer) or a computer's. */
function stubPointer(isCoarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isCoarse && query === '(pointer: coarse)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('WhatsappActivation', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a phone, explains how to connect when the QR is on that same phone, with the pairing code', async () => {
    stubPointer(true);
    stubGateway(['DISCONNECTED'], QR, 'WZYEH1YY');
    renderActivation();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText(msg.qrOnThisPhoneTitle)).toBeTruthy();
    expect(screen.getByText(msg.qrOnThisPhoneText)).toBeTruthy();
    expect(screen.getByText('WZYE-H1YY')).toBeTruthy();
    expect(screen.getByText(msg.pairingCodeSteps)).toBeTruthy();
  });

  it('on a phone without a pairing code from the gateway, points to another screen', async () => {
    stubPointer(true);
    stubGateway(['DISCONNECTED'], QR, null);
    renderActivation();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText(msg.pairingCodeUnavailable)).toBeTruthy();
  });

  it('on a computer, shows the QR without the same-phone help', async () => {
    stubPointer(false);
    stubGateway(['DISCONNECTED'], QR, 'WZYEH1YY');
    renderActivation();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
    expect(screen.queryByText(msg.qrOnThisPhoneTitle)).toBeNull();
  });

  it('shows the QR code, polls every 5 s and switches to connected when the phone scans it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubGateway(['DISCONNECTED', 'DISCONNECTED', 'CONNECTED']);
    const onConnectionChange = renderActivation();

    fireEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
    const phoneLink = screen.getByRole('link', { name: 'Abrir o telefone simulado' });
    expect(phoneLink.getAttribute('href')).toBe(PHONE);
    expect(phoneLink.getAttribute('target')).toBe('_blank');
    expect(onConnectionChange).toHaveBeenLastCalledWith('DISCONNECTED');

    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    expect(screen.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    expect(await screen.findByText('WhatsApp conectado')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR Code do WhatsApp' })).toBeNull();
    expect(onConnectionChange).toHaveBeenLastCalledWith('CONNECTED');

    // Connected: polling stops.
    const checks = calls.filter((c) => c.startsWith('GET')).length;
    expect(checks).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS * 3));
    expect(calls.filter((c) => c.startsWith('GET')).length).toBe(checks);
  });

  it('does not poll before a QR code is on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubGateway(['DISCONNECTED']);
    renderActivation();
    await screen.findByRole('button', { name: 'Gerar QR Code' });
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS * 3));
    expect(calls).toEqual(['GET /api/instances/i1/whatsapp']);
  });

  it('says so when the server returns no QR code', async () => {
    stubGateway(['DISCONNECTED'], null);
    renderActivation();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar QR Code' }));
    expect(await screen.findByText(msg.qrNotReturned)).toBeTruthy();
  });

  it('offers no choice of gateway where the server has no official API', async () => {
    stubGateway(['DISCONNECTED']);
    renderActivation();
    await screen.findByRole('button', { name: 'Gerar QR Code' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('names the missing phone number without asking the gateway', () => {
    const calls = stubGateway(['DISCONNECTED']);
    renderActivation({ instance: { ...instance, full_phone_number: null, phone_number: null } });
    expect(screen.getByText(msg.phoneNotConfigured)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
