import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingRoot } from './landing-root';

/**
 * Build time only (vite.config.ts): the landing page's HTML, written into dist/index.html so the
 * first paint of / needs no JavaScript; main.tsx hydrates it.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <LandingRoot navigation={{ navigate: () => undefined }} />
    </StrictMode>,
  );
}
