import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { msg } from '@secretaria/shared/messages';
import { ApiError, api, errorMessage } from './api-client';

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = stubFetch(async () => json({ id: '1', nome: 'Ana' }));
    const result = await api.patch(
      '/api/profile',
      { nome: 'Ana' },
      {
        schema: z.object({ id: z.string(), nome: z.string() }),
      },
    );

    expect(result).toEqual({ id: '1', nome: 'Ana' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile');
    expect(init).toMatchObject({
      method: 'PATCH',
      credentials: 'same-origin',
      body: '{"nome":"Ana"}',
    });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    stubFetch(async () =>
      json(
        { error: { code: 'VALIDATION', message: 'Nome é obrigatório', fields: { nome: 'x' } } },
        400,
      ),
    );
    const error = await api.post('/api/x', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Nome é obrigatório',
      fields: { nome: 'x' },
    });
  });

  it('reports a network failure with the pt-BR network message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/profile')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: msg.networkError,
    });
  });

  it('reports a 5xx without an envelope as a server error', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/profile')).rejects.toMatchObject({
      status: 502,
      message: msg.serverError,
    });
  });

  it('refuses a reply that does not match the expected shape', async () => {
    stubFetch(async () => json({ unexpected: true }));
    await expect(
      api.get('/api/profile', { schema: z.object({ id: z.string() }) }),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('accepts a JSON null (no session)', async () => {
    stubFetch(async () => json(null));
    await expect(api.get('/api/auth/get-session')).resolves.toBeNull();
  });

  it('errorMessage falls back when the error carries no message', () => {
    expect(errorMessage(new Error(''), 'padrão')).toBe('padrão');
    expect(errorMessage('texto', 'padrão')).toBe('padrão');
    expect(errorMessage(new ApiError(400, 'X', 'do servidor'), 'padrão')).toBe('do servidor');
  });
});
