import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['../../tools/vitest-shift-clock.ts', '../../tools/vitest-fast-check-seed.ts'],
    isolate: false,
    // Property tests run hundreds of generated cases: room for a busy machine.
    testTimeout: 30_000,
    // Pure rules take the zone as an argument: run them away from UTC, so one that reads the
    // machine's zone by mistake fails here rather than in a visitor's browser.
    env: { TZ: 'America/New_York' },
  },
});
