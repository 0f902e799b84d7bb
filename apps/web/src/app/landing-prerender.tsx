import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './routes/landing';

/**
 * Build time only (vite.config.ts): the landing page's HTML, written into dist/index.html. A
 * first visit to / runs no React: main.ts makes this markup interactive with plain DOM code
 * (features/landing/enhance). Its links are ordinary page loads.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
