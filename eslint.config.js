import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of STYLE.md §1: shared ← server, shared ← web; web never imports server. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const SERVER_NOT_WEB = {
  group: ['react', 'react-dom', '@secretaria/web*', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.tmp-*/**',
      '**/dist.old-*/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      {
        group: [
          'react',
          'react-*',
          'hono',
          'hono/*',
          'kysely',
          'pg',
          'better-auth',
          'better-auth/*',
          'stripe',
        ],
        message: 'packages/shared is pure: no React, Hono, Kysely or SDKs.',
      },
      {
        group: ['@secretaria/server*', '@secretaria/web*', '**/apps/**'],
        message: 'shared must not import the apps.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([SERVER_NOT_WEB]),
  },
  {
    // The gateway port (issue 26): Evolution's client, payloads and field names stay in its
    // adapter; the attendant, reminders and Conversas speak modules/messaging's own types. The
    // composition root (app.ts), the adapters and the tests may name a gateway.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/adapters/**',
      'apps/server/src/app.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/test/**',
    ],
    rules: {
      ...restrict([
        SERVER_NOT_WEB,
        {
          group: ['@/adapters/evolution/*', '**/adapters/evolution/*'],
          message:
            'Only the Evolution adapter knows Evolution: use the gateway port (modules/messaging).',
        },
      ]),
      'id-denylist': ['error', 'remoteJid', 'fromMe', 'pushName', 'EvolutionClient'],
    },
  },
  {
    // Queries live in repositories (issue 26): a service or a job calls a named function, so
    // what touches a table is found in the *.repo.ts files. The database's own code (migrations,
    // the pool), the tests and the chaos scene are exempt.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repo.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries live in a *.repo.ts file: call a named repository function.',
        },
      ],
    },
  },
  {
    // The attendant's engine reads top-down (issue 26): run-turn → flows → tools, context and
    // readers; no file imports one that imports it back, types included.
    files: ['apps/server/src/modules/attendant/engine/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...restrict([
        {
          group: [
            '@secretaria/server*',
            '**/apps/server/**',
            'kysely',
            'pg',
            'hono',
            'hono/*',
            'better-auth',
            'better-auth/*',
            '@secretaria/simulators*',
          ],
          message: 'The web app talks to the server over HTTP only.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/e2e/**/*.ts', 'apps/web/playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
