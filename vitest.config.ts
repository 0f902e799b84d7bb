import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests only (fast, no database). Integration tests run through scripts/test-integration.mjs,
 * once per database back end and time zone.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/server/src') } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
