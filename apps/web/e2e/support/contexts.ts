import type { Browser } from '@playwright/test';

/** A browser context at 390 px with touch ('phone') or 1280 px ('desktop'), in a saved theme. */
export async function contextFor(
  browser: Browser,
  size: 'phone' | 'desktop',
  theme: 'light' | 'dark',
) {
  const context = await browser.newContext(
    size === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context;
}
