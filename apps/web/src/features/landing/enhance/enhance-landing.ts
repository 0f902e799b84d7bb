import { enhanceCarousel } from './carousel';
import { enhanceMenu } from './menu';
import { enhanceThemeButton } from './theme-button';

/**
 * Makes the landing page's markup interactive: its carousels, the sections menu and the theme
 * button. The same code serves the pre-rendered first visit (main.ts, no React) and the page
 * rendered by the app's router (routes/landing.tsx). Returns the undo.
 */
export function enhanceLanding(root: ParentNode): () => void {
  const undo = [
    ...[...root.querySelectorAll<HTMLElement>('[data-carousel]')].map(enhanceCarousel),
    ...[...root.querySelectorAll<HTMLButtonElement>('[data-menu-button]')].map(enhanceMenu),
    ...[...root.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')].map(enhanceThemeButton),
  ];
  for (const year of root.querySelectorAll('[data-current-year]')) {
    year.textContent = String(new Date().getFullYear());
  }
  return () => undo.forEach((fn) => fn());
}
