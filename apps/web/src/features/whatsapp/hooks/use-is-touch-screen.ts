import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** A phone or tablet (a finger, not a mouse): where the QR may be on the phone that must read it. */
export function useIsTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
