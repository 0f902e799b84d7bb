import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Put on the play/pause button: focusing it does not count as "focus inside". */
export const ROTATION_CONTROL_ATTR = 'data-rotation-control';

/**
 * An index that advances every `intervalMs`, for carousels. It stands still while the pointer is
 * over the carousel or focus is inside it, after the user pressed pause, and always when the user
 * prefers reduced motion. Choosing an item restarts the interval.
 */
export function useAutoRotation(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = !prefersReducedMotion && !isStopped && !isHovered && !isFocusWithin;

  useEffect(() => {
    if (!isRotating || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, count, intervalMs, index]);

  const select = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  const containerProps = {
    onMouseEnter: () => setIsHovered(true),
    onMouseLeave: () => setIsHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!(event.target as HTMLElement).hasAttribute(ROTATION_CONTROL_ATTR)) {
        setIsFocusWithin(true);
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as HTMLElement | null;
      if (
        !next ||
        !event.currentTarget.contains(next) ||
        next.hasAttribute(ROTATION_CONTROL_ATTR)
      ) {
        setIsFocusWithin(false);
      }
    },
  };

  return {
    index,
    select,
    next: () => select(index + 1),
    previous: () => select(index - 1),
    isRotating,
    isStopped,
    toggleStopped: () => setIsStopped((s) => !s),
    /** No rotation control is offered when nothing ever moves. */
    canRotate: !prefersReducedMotion && count > 1,
    containerProps,
  };
}
