import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { listOutboxEmails } from '@/modules/email/outbox.repo';

/** The local outbox (embedded mode only): JSON for tests, a page for people. */
export function createDevEmailRoutes(db: Kysely<DB>) {
  const list = async (to?: string) =>
    (await listOutboxEmails(db, to)).map((e) => ({
      id: e.id,
      to: e.to_address,
      subject: e.subject,
      text: e.text_body,
      html: e.html_body,
      link: e.link,
      created_at: new Date(e.created_at).toISOString(),
    }));

  return new Hono()
    .get('/api/dev/emails', async (c) => c.json(await list(c.req.query('to'))))
    .get('/dev/emails', async (c) => {
      const emails = await list(c.req.query('to'));
      const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });
      return c.html(
        html`<!doctype html>
          <html lang="pt-BR">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta http-equiv="refresh" content="10" />
              <title>Caixa de saída — Secretária IA</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  margin: 0 auto;
                  max-width: 860px;
                  padding: 24px;
                  color: #111;
                }
                h1 {
                  font-size: 22px;
                }
                .muted {
                  color: #555;
                  font-size: 14px;
                }
                article {
                  border: 1px solid #ddd;
                  border-radius: 8px;
                  padding: 16px;
                  margin: 16px 0;
                }
                article h2 {
                  font-size: 17px;
                  margin: 0 0 4px;
                }
                pre {
                  white-space: pre-wrap;
                  font: inherit;
                }
                a.button {
                  display: inline-block;
                  background: #047857;
                  color: #fff;
                  padding: 8px 14px;
                  border-radius: 6px;
                  text-decoration: none;
                }
              </style>
            </head>
            <body>
              <h1>Caixa de saída</h1>
              <p class="muted">
                Modo embutido: os emails não são enviados; ficam aqui. Configure SMTP_URL para
                enviá-los de verdade. Esta página se atualiza a cada 10 segundos.
              </p>
              ${
                emails.length === 0
                  ? html`<p>Nenhum email ainda.</p>`
                  : emails.map(
                      (e) =>
                        html`<article>
                          <h2>${e.subject}</h2>
                          <p class="muted">Para ${e.to} · ${when.format(new Date(e.created_at))}</p>
                          <pre>${e.text}</pre>
                          ${e.link ? html`<p><a class="button" href="${e.link}">Abrir link</a></p>` : raw('')}
                        </article>`,
                    )
              }
            </body>
          </html>`,
      );
    });
}
