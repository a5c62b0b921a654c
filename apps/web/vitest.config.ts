import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['../../tools/vitest-shift-clock.ts', '../../tools/vitest-fast-check-seed.ts'],
    isolate: false,
    // Visitors' browsers are rarely on UTC: one pinned zone with an offset and summer time.
    env: { TZ: 'America/New_York' },
  },
});
