import type { ReactNode } from 'react';
import { RealtimeContext, useRealtime } from '../hooks/use-realtime';

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const status = useRealtime();
  return <RealtimeContext.Provider value={status}>{children}</RealtimeContext.Provider>;
}
