import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept between a card and the one it pushes down (px). */
const GAP_PX = 2;

/**
 * Cards grow to fit their texts (never cut): on a narrow screen a card can outgrow its time and
 * reach the next one. Each card is pushed down (px, keyed by its `data-card-id`) below every
 * earlier card it shares a column with, so no card covers another's text. The cards are the
 * list's `li` children, in start order, with `data-lane` and `data-lanes` saying their columns
 * and `data-push` the push they are drawn with.
 */
export function useCardPushDown(
  listRef: RefObject<HTMLUListElement | null>,
  layoutKey: string,
): Record<string, number> {
  const [pushes, setPushes] = useState<Record<string, number>>({});

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const cards = [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-card-id]')].map(
        (li) => {
          const id = li.dataset.cardId!;
          const lane = Number(li.dataset.lane);
          const lanes = Number(li.dataset.lanes);
          return {
            id,
            from: lane / lanes,
            to: (lane + 1) / lanes,
            natural: li.offsetTop - Number(li.dataset.push ?? 0),
            height: li.offsetHeight,
          };
        },
      );
      const next: Record<string, number> = {};
      const placed: { from: number; to: number; bottom: number }[] = [];
      for (const card of cards) {
        let top = card.natural;
        for (const p of placed) {
          if (p.from < card.to && card.from < p.to) top = Math.max(top, p.bottom + GAP_PX);
        }
        if (top > card.natural) next[card.id] = top - card.natural;
        placed.push({ from: card.from, to: card.to, bottom: top + card.height });
      }
      setPushes((current) =>
        Object.keys(next).length === Object.keys(current).length &&
        Object.entries(next).every(([id, px]) => Math.abs((current[id] ?? 0) - px) < 0.5)
          ? current
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const li of list.querySelectorAll(':scope > li')) observer.observe(li);
    return () => observer.disconnect();
  }, [listRef, layoutKey]);

  return pushes;
}
