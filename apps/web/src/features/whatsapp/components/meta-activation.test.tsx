import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { WhatsappActivation } from './whatsapp-activation';

const instance: Instance = {
  id: 'i1',
  name: 'Clínica',
  phone_number: '11987654321',
  full_phone_number: '+5511987654321',
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

const TEST = {
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  accessToken: 'EAAG-token-de-teste-0001',
};
const evolutionState = {
  state: 'DISCONNECTED',
  status: 'Inativo',
  simulatorPhoneUrl: null,
  gateway: 'evolution',
  meta: null,
  metaAvailable: true,
  metaTestNumbers: true,
};
const metaState = {
  ...evolutionState,
  state: 'CONNECTED',
  status: 'Ativo',
  gateway: 'meta',
  meta: {
    phoneNumberId: TEST.phoneNumberId,
    wabaId: TEST.wabaId,
    displayPhoneNumber: '+55 11 98765-4321',
    verifiedName: 'Negócio de teste',
    numberStatus: 'CONNECTED',
    problem: null,
  },
};

/** The server: GET state, the dev test number, and PUT answered by `put`. */
function stubServer(put: (body: unknown) => Response) {
  const calls: Array<{ call: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call, body });
      if (call === 'GET /api/instances/i1/whatsapp') return Response.json(evolutionState);
      if (call === 'POST /api/dev/instances/i1/meta-test-number')
        return Response.json(TEST, { status: 201 });
      if (call === 'PUT /api/instances/i1/whatsapp/meta') return put(body);
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return calls;
}

function renderActivation() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WhatsappActivation instance={instance} />
    </QueryClientProvider>,
  );
}

async function chooseMeta() {
  renderActivation();
  const group = await screen.findByRole('radiogroup');
  fireEvent.click(
    within(group).getByRole('radio', {
      name: new RegExp(msg.gatewayMeta.replace(/[()]/g, '\\$&')),
    }),
  );
  return screen.findByRole('form', { name: msg.gatewayMeta });
}

describe('the official API in the Ativação tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the QR code as the choice until the owner picks the official API', async () => {
    stubServer(() => Response.json(metaState));
    renderActivation();
    expect(await screen.findByRole('button', { name: msg.qrGenerate })).toBeTruthy();
    expect(
      screen
        .getByRole('radio', { name: new RegExp(msg.gatewayEvolution.replace(/[()]/g, '\\$&')) })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('checks the three fields in pt-BR before asking the server', async () => {
    const calls = stubServer(() => Response.json(metaState));
    const form = await chooseMeta();
    fireEvent.click(within(form).getByRole('button', { name: msg.metaConnect }));
    expect(await screen.findByText(msg.metaPhoneNumberIdRequired)).toBeTruthy();
    expect(screen.getByText(msg.metaWabaIdRequired)).toBeTruthy();
    expect(screen.getByText(msg.metaAccessTokenRequired)).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('PUT'))).toBe(false);
    expect(screen.getByLabelText(msg.metaAccessTokenLabel).getAttribute('type')).toBe('password');
  });

  it('fills the simulator’s test number and connects, then shows the line as Meta reports it', async () => {
    const calls = stubServer(() => Response.json(metaState));
    const form = await chooseMeta();
    fireEvent.click(within(form).getByRole('button', { name: msg.metaUseTestNumber }));
    await vi.waitFor(() =>
      expect((screen.getByLabelText(msg.metaPhoneNumberIdLabel) as HTMLInputElement).value).toBe(
        TEST.phoneNumberId,
      ),
    );
    fireEvent.click(within(form).getByRole('button', { name: msg.metaConnect }));
    expect(await screen.findByText(msg.metaConnectedTitle)).toBeTruthy();
    expect(screen.getByText(TEST.wabaId)).toBeTruthy();
    expect(calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual(TEST);
  });

  it('shows Meta’s refusal at the field it names, and other failures above the button', async () => {
    let answer = Response.json(
      {
        error: {
          code: 'VALIDATION',
          message: msg.metaTokenRejected,
          fields: { accessToken: msg.metaTokenRejected },
        },
      },
      { status: 400 },
    );
    stubServer(() => answer);
    const form = await chooseMeta();
    fireEvent.change(screen.getByLabelText(msg.metaPhoneNumberIdLabel), {
      target: { value: TEST.phoneNumberId },
    });
    fireEvent.change(screen.getByLabelText(msg.metaWabaIdLabel), {
      target: { value: TEST.wabaId },
    });
    fireEvent.change(screen.getByLabelText(msg.metaAccessTokenLabel), {
      target: { value: 'EAAG-um-token-expirado-000' },
    });
    fireEvent.click(within(form).getByRole('button', { name: msg.metaConnect }));
    const tokenField = screen.getByLabelText(msg.metaAccessTokenLabel);
    await vi.waitFor(() => expect(tokenField.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(msg.metaTokenRejected)).toBeTruthy();

    answer = Response.json(
      { error: { code: 'UNAVAILABLE', message: msg.metaUnavailable } },
      { status: 503 },
    );
    fireEvent.click(within(form).getByRole('button', { name: msg.metaConnect }));
    expect((await screen.findByRole('alert')).textContent).toContain(msg.metaUnavailable);
  });
});
