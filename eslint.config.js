// One linter for the whole repo. Besides the usual rules it enforces the import boundaries of
// docs/ARCHITECTURE.md: shared is pure, the web never reaches into the server, web features do
// not import each other, and only repositories and db/ touch the database on the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import webLayers from './tools/eslint-web-layers.js';
import testClock from './tools/eslint-test-clock.js';
import serverLayers from './tools/eslint-server-layers.js';

const dbPackages = ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
      '.tmp/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'apps/server/build.mjs',
      'bench/**',
      'apps/server/bench/**',
      'packages/shared/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@booklane/server', '@booklane/web', '**/apps/**'],
              message: 'shared must not depend on the apps.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'fastify', ...dbPackages],
              message: 'shared holds pure rules only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'web-layers': webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@booklane/server', '**/apps/server/**'],
              message: 'The web talks to the server over HTTP only.',
            },
            { group: ['node:*', 'fastify', ...dbPackages], message: 'Not available in the browser.' },
            {
              group: ['@booklane/shared/openapi'],
              message: 'The OpenAPI document is built by the server; the web reads @booklane/shared/api.',
            },
          ],
        },
      ],
      'web-layers/layers': 'error',
    },
  },
  {
    files: ['apps/server/src/**'],
    plugins: { 'server-layers': serverLayers },
    rules: { 'server-layers/layers': 'error' },
  },
  {
    files: ['apps/server/src/**'],
    // The demo seed writes its made-up people and businesses directly.
    ignores: ['apps/server/src/db/**', 'apps/server/src/demo/**', 'apps/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: dbPackages, message: 'Only repositories and db/ touch the database.' },
            {
              group: ['@booklane/web', '**/apps/web/**', 'react'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A literal date only means something against a pinned clock (tools/eslint-test-clock.js).
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'apps/server/faults/**', 'e2e/**'],
    plugins: { 'test-clock': testClock },
    rules: { 'test-clock/no-dates-with-real-clock': 'error' },
  },
);
