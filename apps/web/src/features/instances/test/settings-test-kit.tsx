import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';

type Body = Record<string, unknown>;

/**
 * One settings endpoint as the server: GET answers the stored settings; PATCH records the body,
 * answers `reply(body)` when it gives an answer, else stores `merge(current, body)` (the body
 * merged in by default) and answers it. Any other request fails the test.
 */
export function stubSettingsServer<S extends object>(
  path: string,
  initial: S,
  options: {
    reply?: (body: Body) => Response | undefined;
    merge?: (current: S, body: Body) => S;
  } = {},
) {
  const { reply, merge = (current, body) => ({ ...current, ...body }) } = options;
  const patches: Body[] = [];
  let current = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      if (call === `GET ${path}`) return Response.json(current);
      if (call === `PATCH ${path}`) {
        const body = JSON.parse(String(init?.body)) as Body;
        patches.push(body);
        const answer = reply?.(body);
        if (answer) return answer;
        current = merge(current, body);
        return Response.json(current);
      }
      throw new Error(`unexpected request ${call}`);
    }),
  );
  return {
    patches,
    /** A change made elsewhere (another tab) to the stored settings. */
    storeElsewhere: (change: Partial<S>) => {
      current = { ...current, ...change };
    },
  };
}

/** `ui` with a fresh query client (no retries) and the toaster; returns the client. */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** jsdom has no ResizeObserver; Radix's switch and radio group measure themselves with it. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Each test starts with Radix's needs stubbed and leaves nothing behind: sonner keeps its toasts
 * in module state, so one test's toast must not show in the next.
 */
export function setUpSettingsTests() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
  });
}
