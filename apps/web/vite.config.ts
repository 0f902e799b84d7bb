import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';
const proxied = ['/api', '/dev', '/webhooks', '/timezones.json', '/ddi-flags.json', '/flags'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
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
        // React and the router change less often than the app: their own chunk stays cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
