import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAgendamento } from './create-agendamento';

const input = {
  data_agendamento: '2030-01-02',
  hora_inicio: '09:00',
  servico_id: '00000000-0000-4000-8000-000000000001',
  contato_id: '00000000-0000-4000-8000-000000000002',
};

describe('createAgendamento', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives up with the spec time-out message when the server does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    await expect(createAgendamento('p', input, 20)).rejects.toThrow(
      'A operação demorou muito. Tente novamente.',
    );
  });

  it("passes the server's refusal through", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'CONFLICT', message: 'Já existe um agendamento neste horário' },
            }),
            { status: 409 },
          ),
      ),
    );
    await expect(createAgendamento('p', input)).rejects.toThrow(
      'Já existe um agendamento neste horário',
    );
  });
});
