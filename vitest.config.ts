import { defineConfig } from 'vitest/config';

// `npm test` runs every tier that needs no browser: shared unit tests, server unit and
// integration tests (PGlite always; PostgreSQL and Redis too when TEST_DATABASE_URL /
// TEST_REDIS_URL are set), and web unit tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
