import { useEffect, useState } from 'react';
import { localToInstant } from '@secretaria/shared/zoned-time';

/** setTimeout's longest wait; a later start is looked at again after it. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether the appointment's local start, in the instance's zone, has passed by the browser's
 * clock; turns true at that moment. The web has no server clock (GET /api/dev/clock exists in
 * embedded mode only), so the server checks again when 'Concluir' or 'Faltou' is sent.
 */
export function useHasStarted(dia: string, horaInicio: string, timeZone: string): boolean {
  const startMs = localToInstant(dia, horaInicio, timeZone).getTime();
  const [now, setNow] = useState(() => Date.now());
  const started = now >= startMs;
  useEffect(() => {
    if (started) return;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(startMs - Date.now(), 0) + 50, MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [started, startMs, now]);
  return started;
}
