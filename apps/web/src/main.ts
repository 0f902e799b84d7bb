import './index.css';
import { enhanceLanding } from './features/landing/enhance/enhance-landing';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');
// The built index.html carries the landing page's HTML (vite.config.ts) for every path.
const isPrerendered = container.hasAttribute('data-prerendered');

if (isPrerendered && window.location.pathname === '/') {
  // A first visit to /: no React, no router, no app. Links to other pages are page loads.
  enhanceLanding(container);
} else {
  if (isPrerendered) {
    container.replaceChildren();
    container.removeAttribute('data-prerendered');
  }
  import('./app-entry').then(
    ({ renderApp }) => renderApp(container),
    () => showLoadError(container),
  );
}

/** The app's code could not be fetched (offline, a deploy replaced it): say so, offer a reload. */
function showLoadError(root: HTMLElement) {
  const main = document.createElement('main');
  main.className = 'flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center';
  const title = document.createElement('h1');
  title.className = 'text-2xl font-semibold';
  title.textContent = 'Não foi possível carregar a página';
  const text = document.createElement('p');
  text.className = 'text-muted-foreground';
  text.textContent = 'Verifique sua conexão e tente de novo.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-md bg-primary px-4 py-2 text-primary-foreground';
  reload.textContent = 'Recarregar';
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, text, reload);
  root.replaceChildren(main);
}
