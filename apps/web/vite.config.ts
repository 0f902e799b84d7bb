import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * Writes the landing page's HTML into dist/index.html, so that / paints before any JavaScript
 * runs (main.ts makes it interactive without React; other paths hide and drop it, see
 * public/theme-init.js).
 */
function prerenderLanding(): Plugin {
  const emptyRoot = '<div id="root"></div>';
  let outDir = '';
  return {
    name: 'secretaria:prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const { module } = await runnerImport<{ renderLandingHtml: () => string }>(
        path.resolve(import.meta.dirname, 'src/app/landing-prerender.tsx'),
        { configFile: false, root: import.meta.dirname, resolve: { alias }, logLevel: 'warn' },
      );
      const file = path.join(outDir, 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      if (!html.includes(emptyRoot)) throw new Error(`${emptyRoot} não encontrado em ${file}`);
      const landing = module.renderLandingHtml();
      fs.writeFileSync(
        file,
        html
          .replace(emptyRoot, `<div id="root" data-prerendered>${landing}</div>`)
          // The page is already painted by the HTML and CSS: the scripts must not compete with
          // them for the first bytes of a slow connection. The entry imports React itself.
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
      );
    },
  };
}

const backend = 'http://localhost:3000';
const proxied = ['/api', '/dev', '/webhooks', '/timezones.json', '/ddi-flags.json', '/flags'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), prerenderLanding()],
  resolve: { alias },
  server: {
    port: 5173,
    // better-auth checks the Origin of cookie requests against PUBLIC_URL: present the backend's.
    proxy: Object.fromEntries(
      proxied.map((prefix) => [
        prefix,
        {
          target: backend,
          configure: (proxy: {
            on: (
              event: 'proxyReq',
              cb: (req: { setHeader: (k: string, v: string) => void }) => void,
            ) => void;
          }) => {
            proxy.on('proxyReq', (req) => req.setHeader('origin', backend));
          },
        },
      ]),
    ),
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks that stay cached across deploys. React alone is what the
        // landing page needs (e2e/public-bundle.spec.ts holds it to the budget); the router and
        // the session layer (query cache, toasts, forms, zod) are only fetched by the other pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
});
