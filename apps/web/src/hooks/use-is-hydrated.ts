import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the pre-rendered landing page (and on the server), true otherwise:
 * what depends on the browser (saved theme) renders its server form first, so hydration matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
