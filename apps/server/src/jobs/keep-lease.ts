/**
 * Keeps a lease while slow work runs (docs/decisions/032, 046): `renew` is called every `everyMs`
 * and says whether anything is still held; once nothing is, the beats end (`onLost`). A renewal
 * that fails (a lost connection) is tried again at the next beat: the lease has time left.
 * Returns the stop.
 */
export function keepLease(options: {
  renew: () => Promise<boolean>;
  everyMs: number;
  onError: (error: unknown) => void;
  onLost?: () => void;
}): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const beat = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      options.renew().then(
        (held) => (held ? beat() : options.onLost?.()),
        (error: unknown) => {
          options.onError(error);
          beat();
        },
      );
    }, options.everyMs);
  };
  beat();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
