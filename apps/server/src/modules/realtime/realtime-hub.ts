import {
  REALTIME_CHANNEL,
  RealtimeChangeSchema,
  type RealtimeChange,
} from '@secretaria/shared/realtime';
import type { Database } from '@/db/database';
import type { Logger } from '@/lib/logger';

type Subscriber = (change: RealtimeChange) => void;

/**
 * One LISTEN per server process; each change goes only to the tabs of the row's owner.
 * PostgreSQL carries the notification, so a change made through any replica reaches every replica.
 */
export function createRealtimeHub(database: Database, logger: Logger) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let stopListening: (() => Promise<void>) | undefined;

  const dispatch = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      logger.warn({ payload }, 'notificação de mudança ilegível');
      return;
    }
    const change = RealtimeChangeSchema.safeParse(parsed);
    if (!change.success) return;
    for (const subscriber of subscribers.get(change.data.user_id) ?? []) subscriber(change.data);
  };

  return {
    async start() {
      stopListening = await database.listen(REALTIME_CHANNEL, dispatch);
    },
    subscribe(userId: string, subscriber: Subscriber): () => void {
      const set = subscribers.get(userId) ?? new Set();
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    get connectionCount() {
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },
    async stop() {
      await stopListening?.();
      subscribers.clear();
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
