import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { buildTimezoneList } from '@secretaria/shared/timezones';
import type { DB } from '@/db/schema';
import { listPaises } from './reference.repo';

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/** Static lists of spec §7: the dial-code list with bundled flags and the time-zone list. */
export function createReferenceRoutes(db: Kysely<DB>) {
  let paisesCache: Awaited<ReturnType<typeof listPaises>> | undefined;
  return new Hono()
    .get('/ddi-flags.json', async (c) => {
      paisesCache ??= await listPaises(db);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(paisesCache);
    })
    .get('/timezones.json', (c) => {
      // Offsets follow daylight saving time, so the list is computed for the current instant.
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(buildTimezoneList(new Date()));
    })
    .get('/flags/:file{[a-z]{2}(-[a-z]+)?\\.svg}', async (c) => {
      try {
        const svg = await fs.readFile(path.join(flagsDir, c.req.param('file')));
        c.header('Content-Type', 'image/svg+xml');
        c.header('Cache-Control', 'public, max-age=604800, immutable');
        return c.body(new Uint8Array(svg));
      } catch {
        return c.notFound();
      }
    });
}
