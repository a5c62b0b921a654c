// Mutation testing of the shared domain rules (`npm run test:mutation`, docs/testing/mutation.md):
// StrykerJS changes one thing at a time in packages/shared/src/domain (a `<` into `<=`, a text
// into "", a branch removed) and runs the tests that cover it; a change no test notices survives.
// Not part of .ci/run: it takes minutes.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['packages/shared/src/domain/**/*.ts', '!**/*.test.ts', '!**/index.ts'],
  // Only the tests that reach a mutant run for it.
  coverageAnalysis: 'perTest',
  // The machine has two cores, and people work on it: one Vitest worker per Stryker process.
  concurrency: 2,
  // A mutant that loops for ever is stopped by Stryker's hit count at once; these limits are for
  // the slow ones. The property tests run hundreds of cases and the machine is shared: a mutant
  // may take twice its tests' time plus 10 s before it counts as a timeout (detected).
  timeoutMS: 10_000,
  timeoutFactor: 2,
  // The sandbox needs the shared package, its setup files in tools/ and the root configs only.
  ignorePatterns: ['/apps', '/e2e', '/docs', '/bench', '/scripts', '/reports', '/data', '/coverage', '/.tmp'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `npm run test:mutation -- --incremental` reruns only mutants whose code or tests changed.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Below 80 % the command fails (issue 29: the bar for the domain rules).
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
};
