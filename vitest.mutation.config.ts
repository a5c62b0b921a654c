// What StrykerJS runs for each mutant (`npm run test:mutation`, stryker.config.mjs): the 'shared'
// project of packages/shared/vitest.config.ts (its setup files, its zone), without the other
// projects and the global setup. Stryker starts Vitest at the root of its sandbox, where the shared
// config alone would look for `src/` and `../../tools/` in the wrong place.
//
// One change: each test file gets fresh modules (`isolate`). Stryker records which tests reach
// each mutant once, then runs only those; a table built once per process (the `HH:mm` labels in
// time.ts) would otherwise count as reached by the first test that built it, and by no other.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { extends: './packages/shared/vitest.config.ts', root: 'packages/shared', test: { isolate: true } },
    ],
  },
});
