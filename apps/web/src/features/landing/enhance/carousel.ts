/**
 * The landing page's carousels without React (the page is pre-rendered HTML; this script is all
 * a first visit runs). The markup (how-it-works-section.tsx, testimonials-section.tsx) carries:
 * - `data-carousel` with `data-interval` (ms) on the element whose hover or focus holds it still;
 * - `data-carousel-item` selectors (their `data-current` value goes into aria-current when active,
 *   their `data-status` into the `data-carousel-status` text);
 * - `data-carousel-pane` panes, only the active one shown;
 * - optional `data-carousel-previous` / `-next` buttons, `data-carousel-live` (the region polite
 *   only while still), `data-carousel-progress` bars inside the items;
 * - `data-carousel-toggle`, hidden until this script shows it (no control when nothing moves),
 *   with `data-label-pause` / `data-label-resume`.
 * Rules (spec §1; WCAG 2.2.2): it advances every interval; it stands still while the pointer is
 * over it or focus is inside it (focusing the toggle does not count), after pause, and always
 * when the visitor prefers reduced motion. Choosing an item restarts the interval.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function enhanceCarousel(root: HTMLElement): () => void {
  const interval = Number(root.dataset.interval) || 5000;
  const items = [...root.querySelectorAll<HTMLElement>('[data-carousel-item]')];
  const panes = [...root.querySelectorAll<HTMLElement>('[data-carousel-pane]')];
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  const live = root.querySelector<HTMLElement>('[data-carousel-live]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const count = Math.max(items.length, panes.length);
  const motion = window.matchMedia(REDUCED_MOTION);
  let index = Math.max(
    0,
    items.findIndex((item) => item.hasAttribute('aria-current')),
  );
  let hovered = false;
  let focusWithin = false;
  let stopped = false;
  let timer: number | undefined;

  const isRotating = () => !motion.matches && !stopped && !hovered && !focusWithin && count > 1;

  function render() {
    const rotating = isRotating();
    items.forEach((item, i) => {
      const active = i === index;
      if (active) item.setAttribute('aria-current', item.dataset.current ?? 'true');
      else item.removeAttribute('aria-current');
      const bar = item.querySelector<HTMLElement>('[data-carousel-progress]');
      if (bar) bar.hidden = !(active && rotating);
    });
    panes.forEach((pane, i) => (pane.hidden = i !== index));
    const text = items[index]?.dataset.status;
    if (status && text !== undefined) status.textContent = text;
    live?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (toggle) {
      toggle.hidden = motion.matches || count < 2;
      toggle.toggleAttribute('data-stopped', stopped);
      const label = (stopped ? toggle.dataset.labelResume : toggle.dataset.labelPause) ?? '';
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
  }

  function schedule() {
    window.clearTimeout(timer);
    timer = isRotating() ? window.setTimeout(() => select(index + 1), interval) : undefined;
  }

  /** Restarts the active progress bar's animation, so it tracks the new interval. */
  function restartProgress() {
    const bar = items[index]?.querySelector<HTMLElement>('[data-carousel-progress]');
    if (!bar) return;
    bar.style.animationName = 'none';
    void bar.offsetWidth;
    bar.style.animationName = '';
  }

  function select(next: number) {
    index = ((next % count) + count) % count;
    render();
    restartProgress();
    schedule();
  }

  function update() {
    render();
    schedule();
  }

  const isControl = (node: EventTarget | null) =>
    node instanceof Element && node.hasAttribute('data-carousel-toggle');

  const listeners: [EventTarget, string, EventListener][] = [
    [root, 'mouseenter', () => ((hovered = true), update())],
    [root, 'mouseleave', () => ((hovered = false), update())],
    [
      root,
      'focusin',
      (event) => {
        if (!isControl(event.target)) {
          focusWithin = true;
          update();
        }
      },
    ],
    [
      root,
      'focusout',
      (event) => {
        const next = (event as FocusEvent).relatedTarget;
        if (!(next instanceof Node) || !root.contains(next) || isControl(next)) {
          focusWithin = false;
          update();
        }
      },
    ],
    [
      root,
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const item = target?.closest<HTMLElement>('[data-carousel-item]');
        if (item && items.includes(item)) return select(items.indexOf(item));
        if (target?.closest('[data-carousel-previous]')) return select(index - 1);
        if (target?.closest('[data-carousel-next]')) return select(index + 1);
        if (target?.closest('[data-carousel-toggle]')) {
          stopped = !stopped;
          update();
        }
      },
    ],
    [motion, 'change', () => update()],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  update();

  return () => {
    window.clearTimeout(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
