import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { ApiError } from '@/lib/api-client';
import { AddInstanceDialog } from './add-instance-dialog';

const countries = [
  { id: 7, iso: 'AR', pais: 'Argentina', ddi: '54', img: '/flags/ar.svg' },
  { id: 29, iso: 'BR', pais: 'Brasil', ddi: '55', img: '/flags/br.svg' },
];
const timezones = [
  { value: 'America/Sao_Paulo', text: '(UTC-03:00) Sao Paulo', offset: -180 },
  { value: 'Asia/Kolkata', text: '(UTC+05:30) Kolkata', offset: 330 },
];

/** The network: the two reference lists; anything else fails the test. */
function stubNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/ddi-flags.json') return Response.json(countries);
      if (url === '/timezones.json') return Response.json(timezones);
      throw new Error(`unexpected request ${url}`);
    }),
  );
}

function renderDialog(
  search: string,
  onCheckout = vi.fn(async () => true),
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/painel/instancias${search}`]}>
        <AddInstanceDialog onCheckout={onCheckout} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCheckout;
}

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Continuar para pagamento' }));

/** jsdom has no ResizeObserver; Radix's radio group measures its items with it. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('AddInstanceDialog', () => {
  beforeEach(() => {
    stubNetwork();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('refills the form and the plan from the draft saved before an unpaid checkout', async () => {
    localStorage.setItem(
      'pendingInstance',
      JSON.stringify({
        name: 'Clínica Centro',
        phoneNumber: '5491123456789',
        countryId: 7,
        assistantName: 'Sofia',
        timezone: 'Asia/Kolkata',
        timezone_offset: 5.5,
        fullPhoneNumber: '545491123456789',
      }),
    );
    localStorage.setItem('selectedPlan', 'ultra');
    const onCheckout = renderDialog('?newInstance=true');
    expect((screen.getByLabelText('Nome/identificação') as HTMLInputElement).value).toBe(
      'Clínica Centro',
    );
    expect((screen.getByLabelText('Número do WhatsApp') as HTMLInputElement).value).toBe(
      '5491123456789',
    );
    expect((screen.getByLabelText('Nome do atendente') as HTMLInputElement).value).toBe('Sofia');
    const country = screen.getByRole('combobox', { name: 'País' });
    await waitFor(() => expect(country.textContent).toContain('Argentina'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fuso horário' }).textContent).toContain(
        'Kolkata',
      ),
    );
    expect(screen.getByRole('radio', { name: 'Plano ULTRA' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    submit();
    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
    expect(onCheckout).toHaveBeenCalledWith(
      'ultra',
      expect.objectContaining({ name: 'Clínica Centro', countryId: 7, timezone: 'Asia/Kolkata' }),
    );
  });

  it('shows the server refusal of a nested field under that field', async () => {
    const onCheckout = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', 'O número não é válido para o país.', {
        'instance.phoneNumber': 'O número não é válido para o país.',
      });
    });
    renderDialog('?newInstance=true&plan=start', onCheckout);
    await screen.findByText('Brasil');
    fireEvent.change(screen.getByLabelText('Nome/identificação'), { target: { value: 'Loja' } });
    fireEvent.change(screen.getByLabelText('Número do WhatsApp'), {
      target: { value: '11987654321' },
    });
    fireEvent.change(screen.getByLabelText('Nome do atendente'), { target: { value: 'Ana' } });
    submit();
    const phone = screen.getByLabelText('Número do WhatsApp');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = phone.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('O número não é válido para o país.');
  });

  it('ignores a saved draft that no longer reads as one', () => {
    localStorage.setItem('pendingInstance', '{"name": 5');
    renderDialog('?newInstance=true');
    expect((screen.getByLabelText('Nome/identificação') as HTMLInputElement).value).toBe('');
  });

  it('shows the spec §5 messages for an empty form and does not start a checkout', async () => {
    const onCheckout = renderDialog('?newInstance=true');
    await screen.findByText('Brasil');
    submit();
    expect(await screen.findByText(msg.instanceCreateNameMin)).toBeTruthy();
    expect(screen.getByText(msg.phoneNumberRequired)).toBeTruthy();
    expect(screen.getByText(msg.assistantNameRequired)).toBeTruthy();
    // The section heading reads the same; the message is the one tied to the radio group.
    const plans = screen.getByRole('radiogroup', { name: 'Escolha um plano' });
    expect(plans.getAttribute('aria-invalid')).toBe('true');
    const describedBy = plans.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(msg.planRequired);
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('rejects a name over 50 characters and a number over 20 digits', async () => {
    renderDialog('?newInstance=true&plan=start');
    fireEvent.change(screen.getByLabelText('Nome/identificação'), {
      target: { value: 'x'.repeat(51) },
    });
    fireEvent.change(screen.getByLabelText('Número do WhatsApp'), {
      target: { value: '1'.repeat(21) },
    });
    submit();
    expect(await screen.findByText(msg.instanceCreateNameMax)).toBeTruthy();
    expect(screen.getByText(msg.phoneNumberMax)).toBeTruthy();
  });

  it('strips everything but digits from the number as it is typed', () => {
    renderDialog('?newInstance=true');
    const phone = screen.getByLabelText('Número do WhatsApp') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '(11) 9 8765-4321' } });
    expect(phone.value).toBe('11987654321');
  });

  it('preselects the plan of ?plan= and lists the three plans with the promo price', () => {
    renderDialog('?newInstance=true&plan=pro');
    expect(screen.getByRole('radio', { name: 'Plano PRO' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Plano START' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByText(/R\$\s27,00 nos primeiros 30 dias/)).toHaveLength(3);
    expect(screen.getByText('Até 10 profissionais')).toBeTruthy();
  });

  it('starts the checkout with the plan and the draft (Brasil and São Paulo by default)', async () => {
    let finish: (leaving: boolean) => void = () => undefined;
    const onCheckout = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderDialog('?newInstance=true', onCheckout);
    await screen.findByText('Brasil');
    fireEvent.change(screen.getByLabelText('Nome/identificação'), {
      target: { value: 'Clínica Centro' },
    });
    fireEvent.change(screen.getByLabelText('Número do WhatsApp'), {
      target: { value: '11987654321' },
    });
    fireEvent.change(screen.getByLabelText('Nome do atendente'), { target: { value: 'Sofia' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Plano ULTRA' }));
    submit();

    await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
    expect(onCheckout).toHaveBeenCalledWith('ultra', {
      name: 'Clínica Centro',
      phoneNumber: '11987654321',
      countryId: 29,
      assistantName: 'Sofia',
      timezone: 'America/Sao_Paulo',
      timezone_offset: -3,
      fullPhoneNumber: '5511987654321',
    });
    const busy = screen.getByRole('button', { name: 'Processando...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish(false);
    await screen.findByRole('button', { name: 'Continuar para pagamento' });
  });

  it('shows and submits Brasil whenever the country list arrives: before, during or after mount', async () => {
    // 50 mounts: the list already cached, answered at once, or answered 1–40 ms after the form
    // has rendered (a slow phone, a loaded server). Brasil must be shown and sent every time.
    for (let round = 0; round < 50; round += 1) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const delay = round % 5 === 0 ? -1 : (round * 7) % 41;
      if (delay < 0) queryClient.setQueryData(['reference', 'countries'], countries);
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url === '/timezones.json') return Response.json(timezones);
          if (url !== '/ddi-flags.json') throw new Error(`unexpected request ${url}`);
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          return Response.json(countries);
        }),
      );
      const onCheckout = renderDialog(
        '?newInstance=true&plan=start',
        vi.fn(async () => false),
        queryClient,
      );
      const country = screen.getByRole('combobox', { name: 'País' });
      await waitFor(() => expect(country.textContent).toContain('Brasil'));
      fireEvent.change(screen.getByLabelText('Nome/identificação'), { target: { value: 'Loja' } });
      fireEvent.change(screen.getByLabelText('Número do WhatsApp'), {
        target: { value: '11987654321' },
      });
      fireEvent.change(screen.getByLabelText('Nome do atendente'), { target: { value: 'Ana' } });
      submit();
      await waitFor(() => expect(onCheckout).toHaveBeenCalledTimes(1));
      expect(onCheckout).toHaveBeenCalledWith(
        'start',
        expect.objectContaining({ countryId: 29, fullPhoneNumber: '5511987654321' }),
      );
      expect(country.textContent).toContain('Brasil');
      cleanup();
    }
  }, 60_000);
});
