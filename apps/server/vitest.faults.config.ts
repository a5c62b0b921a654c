import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the server as a real child process while its database is restarted or
// it is killed. Slow and disruptive by design, so apart from `npm test`.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
