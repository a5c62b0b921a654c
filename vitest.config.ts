import os from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every tier that needs no browser: shared unit tests, server unit and
// integration tests (PGlite always; PostgreSQL and Redis too when TEST_DATABASE_URL /
// TEST_REDIS_URL are set), web unit tests, and the tests of the repository's own lint rules.
export default defineConfig({
  test: {
    // Integration tests wait on sockets and timers as much as they compute: one worker per core
    // (Vitest's default leaves one core idle).
    globalSetup: ['tools/vitest-global-setup.ts'],
    // The local OpenID Connect provider of the sign-in tests (oidc-provider in its development
    // mode, apps/server/test/helpers/oauth-providers.ts) prints notices about its own quick-start
    // settings: true of the fixture, never of Booklane, and read by a newcomer as failures.
    onConsoleLog: (log) => (/oidc-provider (WARNING|NOTICE): /.test(log) ? false : undefined),
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism()),
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      {
        test: {
          name: 'tools',
          include: ['tools/**/*.test.js'],
          environment: 'node',
          setupFiles: ['tools/vitest-shift-clock.ts', 'tools/vitest-fast-check-seed.ts'],
          // The rule tests keep no state between files: ESLint and typescript-eslint load once per
          // worker instead of once per file.
          isolate: false,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
