import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API — Secretária IA</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

// A file of its own, not an inline script: the Content-Security-Policy allows 'self' only.
const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`;

/** Browsable API docs from the bundled swagger-ui (no CDN). */
export function createDocsRoutes() {
  return new Hono()
    .get('/docs', (c) => c.html(page))
    .get('/docs/init.js', (c) =>
      c.body(init, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/docs/:asset', async (c) => {
      const asset = c.req.param('asset');
      const type = assets[asset];
      if (!type) return c.notFound();
      const body = await fs.readFile(path.join(swaggerDir, asset));
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
