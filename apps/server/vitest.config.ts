import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: [
      '../../tools/vitest-shift-clock.ts',
      '../../tools/vitest-fast-check-seed.ts',
      'test/setup-password-cost.ts',
    ],
    // Every test file starts from databases migrated once here (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // One zone for every run, so no result depends on the machine's.
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
