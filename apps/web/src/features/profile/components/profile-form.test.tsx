import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { msg } from '@secretaria/shared/messages';
import type { Profile } from '@secretaria/shared/profile-schemas';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  id: 'u1',
  nome: 'Ana Souza',
  phone: '+5511987654321',
  email: 'ana@exemplo.com',
  updated_at: '2027-03-01T13:00:00.000Z',
};

/** A server that stores the phone as the real one does: E.164 in, E.164 out. */
function stubServer() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      if (call !== 'PATCH /api/profile') throw new Error(`unexpected request ${call}`);
      const body = JSON.parse(String(init?.body)) as { nome: string; phone: string };
      sent.push(body);
      return Response.json({ ...profile, nome: body.nome, phone: `+55${body.phone}` });
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('shows the stored E.164 phone masked and saves it back unchanged', async () => {
    const sent = stubServer();
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ProfileForm profile={profile} />
      </QueryClientProvider>,
    );
    const telefone = screen.getByLabelText(msg.phoneLabel);
    expect(telefone).toHaveProperty('value', '(11) 98765-4321');

    fireEvent.click(screen.getByRole('button', { name: msg.saveChanges }));
    await waitFor(() => expect(sent).toEqual([{ nome: 'Ana Souza', phone: '11987654321' }]));
    await waitFor(() => expect(telefone).toHaveProperty('value', '(11) 98765-4321'));
  });
});
