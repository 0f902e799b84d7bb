import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppNavigation } from '@/components/navigation/navigation-context';
import { LandingRoot } from './app/landing-root';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
const isLanding = window.location.pathname === '/';
// The built index.html carries the landing page's HTML (vite.config.ts); other paths drop it.
const isPrerendered = container.hasAttribute('data-prerendered');
if (isPrerendered && !isLanding) {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
}
let root: Root;

// The router, the session, forms and the panel are one dynamic import away: a first visit to the
// landing page downloads only React and the page itself (checked by e2e/public-bundle.spec.ts).
const loadApp = () => import('./app/app');

function renderApp() {
  loadApp().then(
    ({ App }) =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    () => root.render(<LoadError />),
  );
}

function LoadError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Não foi possível carregar a página</h1>
      <p className="text-muted-foreground">Verifique sua conexão e tente de novo.</p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        Recarregar
      </button>
    </main>
  );
}

/** Landing page → any other page: load the app, then hand the root over to its router. */
const landingNavigation: AppNavigation = {
  prefetch: () => void loadApp(),
  navigate: (to) => {
    loadApp().then(
      ({ App }) => {
        window.history.pushState(null, '', to);
        window.scrollTo(0, 0);
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      },
      () => window.location.assign(to),
    );
  },
};

const landing = (
  <StrictMode>
    <LandingRoot navigation={landingNavigation} />
  </StrictMode>
);
if (isLanding && isPrerendered) {
  root = hydrateRoot(container, landing);
} else {
  root = createRoot(container);
  if (isLanding) root.render(landing);
  else renderApp();
}
