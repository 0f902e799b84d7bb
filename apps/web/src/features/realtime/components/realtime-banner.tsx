import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRealtimeStatus } from '../hooks/use-realtime';

export const REALTIME_UNAVAILABLE = 'Atualizações em tempo real indisponíveis';

export function RealtimeBanner() {
  const { isLive, refresh } = useRealtimeStatus();
  if (isLive) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-2.5 text-sm"
    >
      <span className="flex items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
        {REALTIME_UNAVAILABLE}
      </span>
      <Button variant="outline" size="sm" onClick={refresh}>
        <RefreshCw aria-hidden="true" />
        Atualizar
      </Button>
    </div>
  );
}
