import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceCarousel } from './carousel';

/** The markup the landing's sections render, reduced to what the script reads. */
function carouselMarkup(count = 3) {
  const root = document.createElement('div');
  root.dataset.interval = '1000';
  root.innerHTML = `
    <ul>${Array.from({ length: count }, (_, i) => `<li><button data-carousel-item data-current="step" data-status="Passo ${i + 1}"${i === 0 ? ' aria-current="step"' : ''}><span data-carousel-progress hidden></span></button></li>`).join('')}</ul>
    <div data-carousel-live aria-live="polite">${Array.from({ length: count }, (_, i) => `<p data-carousel-pane${i ? ' hidden' : ''}>slide ${i + 1}</p>`).join('')}</div>
    <p data-carousel-status>Passo 1</p>
    <button data-carousel-previous>prev</button><button data-carousel-next>next</button>
    <button data-carousel-toggle hidden data-label-pause="Pausar" data-label-resume="Retomar">t</button>`;
  document.body.append(root);
  return root;
}

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const activeIndex = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-carousel-item]')].findIndex((item) =>
    item.hasAttribute('aria-current'),
  );
const visiblePanes = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-carousel-pane]')]
    .filter((pane) => !pane.hidden)
    .map((pane) => pane.textContent);
const toggle = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('[data-carousel-toggle]')!;

describe('enhanceCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('advances every interval, wrapping, with one pane shown and the status and live region kept true', () => {
    stubReducedMotion(false);
    const root = carouselMarkup();
    enhanceCarousel(root);
    expect(toggle(root).hidden).toBe(false);
    expect(root.querySelector('[data-carousel-live]')!.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(999);
    expect(activeIndex(root)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(activeIndex(root)).toBe(1);
    expect(visiblePanes(root)).toEqual(['slide 2']);
    expect(root.querySelector('[data-carousel-status]')!.textContent).toBe('Passo 2');
    expect(root.querySelectorAll('[data-carousel-item]')[1]!.getAttribute('aria-current')).toBe(
      'step',
    );
    vi.advanceTimersByTime(2000);
    expect(activeIndex(root)).toBe(0);
  });

  it('stands still while hovered, while focus is inside and after pause; the toggle does not hold it', () => {
    stubReducedMotion(false);
    const root = carouselMarkup();
    enhanceCarousel(root);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(5000);
    expect(activeIndex(root)).toBe(0);
    expect(root.querySelector('[data-carousel-live]')!.getAttribute('aria-live')).toBe('polite');
    root.dispatchEvent(new MouseEvent('mouseleave'));

    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.focus();
    vi.advanceTimersByTime(5000);
    expect(activeIndex(root)).toBe(0);
    toggle(root).focus();
    vi.advanceTimersByTime(1000);
    expect(activeIndex(root)).toBe(1);

    toggle(root).click();
    expect(toggle(root).getAttribute('aria-label')).toBe('Retomar');
    vi.advanceTimersByTime(5000);
    expect(activeIndex(root)).toBe(1);
    toggle(root).click();
    expect(toggle(root).getAttribute('aria-label')).toBe('Pausar');
    vi.advanceTimersByTime(1000);
    expect(activeIndex(root)).toBe(2);
  });

  it('selects by item, previous and next, and a choice restarts the interval', () => {
    stubReducedMotion(false);
    const root = carouselMarkup();
    enhanceCarousel(root);
    vi.advanceTimersByTime(600);
    root.querySelectorAll<HTMLButtonElement>('[data-carousel-item]')[2]!.click();
    root.dispatchEvent(new MouseEvent('mouseleave'));
    expect(activeIndex(root)).toBe(2);
    vi.advanceTimersByTime(600);
    expect(activeIndex(root)).toBe(2);
    root.querySelector<HTMLButtonElement>('[data-carousel-previous]')!.click();
    expect(activeIndex(root)).toBe(1);
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(activeIndex(root)).toBe(0);
  });

  it('never moves and offers no toggle when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    const root = carouselMarkup();
    enhanceCarousel(root);
    vi.advanceTimersByTime(10_000);
    expect(activeIndex(root)).toBe(0);
    expect(toggle(root).hidden).toBe(true);
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(visiblePanes(root)).toEqual(['slide 2']);
  });

  it('stops its timer and listeners when undone', () => {
    stubReducedMotion(false);
    const root = carouselMarkup();
    const undo = enhanceCarousel(root);
    undo();
    vi.advanceTimersByTime(5000);
    root.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(activeIndex(root)).toBe(0);
  });
});
