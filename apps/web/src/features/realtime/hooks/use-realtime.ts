import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  allRealtimeQueryKeys,
  queryKeysForTable,
  realtimeDebounceMs,
} from '@/lib/realtime-registry';
import { RealtimeConnection, type EventSourceLike } from '../utils/realtime-connection';

export const REALTIME_URL = '/api/realtime';

export type RealtimeStatus = {
  /** False after a failure until the stream is back (spec §4: a flag records it). */
  isLive: boolean;
  /** Reconnect now and refetch what is on screen. */
  refresh: () => void;
};

type UseRealtimeOptions = { createEventSource?: (url: string) => EventSourceLike };

/** Opens the live-update stream for the signed-in user; mount it once, in the panel layout. */
export function useRealtime({ createEventSource }: UseRealtimeOptions = {}): RealtimeStatus {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(true);
  const connectionRef = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    const invalidateKey = (queryKey: QueryKey) => {
      // A first fetch still in flight is not cancelled by invalidation (it has no data to keep),
      // so its answer may predate the change: fetch once more when it settles.
      const firstFetchInFlight = queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .some((q) => q.state.data === undefined && q.state.fetchStatus === 'fetching');
      void queryClient.invalidateQueries({ queryKey }).then(() => {
        if (firstFetchInFlight) void queryClient.invalidateQueries({ queryKey });
      });
    };
    // Debounced keys reload once changes have paused (a burst of edits is one refetch).
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const invalidate = (keys: QueryKey[]) => {
      for (const queryKey of keys) {
        const debounceMs = realtimeDebounceMs(queryKey);
        if (debounceMs <= 0) {
          invalidateKey(queryKey);
          continue;
        }
        const id = JSON.stringify(queryKey);
        clearTimeout(timers.get(id));
        timers.set(
          id,
          setTimeout(() => {
            timers.delete(id);
            invalidateKey(queryKey);
          }, debounceMs),
        );
      }
    };
    const connection = new RealtimeConnection({
      url: REALTIME_URL,
      createEventSource,
      onChange: (change) => invalidate(queryKeysForTable(change.table)),
      onLiveChange: setIsLive,
      onRecovered: () => invalidate(allRealtimeQueryKeys()),
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      connection.stop();
      connectionRef.current = null;
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [queryClient, createEventSource]);

  return useMemo(
    () => ({
      isLive,
      refresh: () => {
        connectionRef.current?.reconnectNow();
        void queryClient.invalidateQueries();
      },
    }),
    [isLive, queryClient],
  );
}

export const RealtimeContext = createContext<RealtimeStatus | null>(null);

export function useRealtimeStatus(): RealtimeStatus {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtimeStatus deve ser usado dentro de RealtimeProvider');
  return value;
}
