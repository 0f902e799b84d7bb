import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { REALTIME_RETRY_AFTER_ERROR_MS } from '@secretaria/shared/realtime';
import { registerRealtimeDebounce, registerRealtimeQueryKeys } from '@/lib/realtime-registry';
import type { EventSourceLike } from '../utils/realtime-connection';
import { useRealtime } from './use-realtime';

class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data = '') {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
}

describe('useRealtime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderRealtime() {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const sources: FakeEventSource[] = [];
    const createEventSource = () => {
      const source = new FakeEventSource();
      sources.push(source);
      return source;
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useRealtime({ createEventSource }), { wrapper });
    return { hook, sources, invalidate, queryClient };
  }

  it('invalidates the query keys registered for the changed table only', () => {
    registerRealtimeQueryKeys('profiles', [['profile']]);
    registerRealtimeQueryKeys('servicos', [['servicos']]);
    const { sources, invalidate } = renderRealtime();
    act(() => {
      sources[0]?.emit(
        'change',
        JSON.stringify({ table: 'profiles', op: 'UPDATE', id: '1', user_id: 'u' }),
      );
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
  });

  it('reloads a debounced key once, 500 ms after the last change of a burst', () => {
    registerRealtimeQueryKeys('agendamentos', [['agenda']]);
    registerRealtimeDebounce(['agenda'], 500);
    const { sources, invalidate } = renderRealtime();
    const change = JSON.stringify({ table: 'agendamentos', op: 'INSERT', id: '1', user_id: 'u' });
    act(() => sources[0]?.emit('change', change));
    act(() => vi.advanceTimersByTime(400));
    act(() => sources[0]?.emit('change', change));
    act(() => vi.advanceTimersByTime(400));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['agenda'] });
  });

  it('fetches again a list whose first fetch was in flight when the change arrived', async () => {
    vi.useRealTimers();
    registerRealtimeQueryKeys('contatos', [['contatos']]);
    const { sources, queryClient } = renderRealtime();
    let version = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['contatos'],
      queryFn: async () => {
        const seen = version; // what the database held when the query ran
        calls += 1;
        if (calls === 1) await gate;
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(calls).toBe(1));
    version = 1;
    act(() => {
      sources[0]?.emit(
        'change',
        JSON.stringify({ table: 'contatos', op: 'INSERT', id: '1', user_id: 'u' }),
      );
    });
    release();
    await vi.waitFor(() => expect(queryClient.getQueryData(['contatos'])).toBe(1));
    unsubscribe();
  });

  it('flags the outage and recovers after the retry delay', () => {
    const { hook, sources } = renderRealtime();
    expect(hook.result.current.isLive).toBe(true);
    act(() => sources[0]?.onerror?.(new Event('error')));
    expect(hook.result.current.isLive).toBe(false);
    act(() => vi.advanceTimersByTime(REALTIME_RETRY_AFTER_ERROR_MS));
    expect(sources).toHaveLength(2);
    act(() => sources[1]?.emit('ready', '{}'));
    expect(hook.result.current.isLive).toBe(true);
  });
});
