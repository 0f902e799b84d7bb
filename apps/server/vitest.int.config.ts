import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** API integration tests against a real database: PGlite, or PostgreSQL when TEST_DB_KIND=postgres. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  root: import.meta.dirname,
  test: {
    name: `integration-${process.env.TEST_DB_KIND ?? 'pglite'}-${process.env.TZ ?? 'local'}`,
    include: ['src/**/*.int.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/zod-openapi-first.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
