import { useSyncExternalStore } from 'react';

/**
 * A finger or a narrow screen: the same query as the `touch` variant of index.css (keep the two
 * in step), for what CSS alone cannot switch, such as a control that is a button or plain text.
 */
export const TOUCH_LAYOUT_QUERY = '(pointer: coarse), (width < 40rem)';

/** Whether the media query matches, following changes (e.g. rotating a phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
