// `npm run test:explore`: the property tests with a fresh random seed, to find counterexamples the
// fixed seed of `npm test` does not reach. Prints the seed first: a failure replays with
// `FC_SEED=<seed> npm test`. Not part of CI (a new seed may find a new bug on any day).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';

const seed = process.env.FC_SEED ?? String(crypto.randomInt(1, 2 ** 31 - 1));
console.warn(`Exploring with FC_SEED=${seed}`);
const files = [
  'packages/shared/src/domain/availability.test.ts',
  'packages/shared/src/domain/calendar.test.ts',
  'packages/shared/src/domain/slots.test.ts',
  'packages/shared/src/domain/time.test.ts',
  'apps/server/test/hostile-generated.test.ts',
];
const run = spawnSync('npx', ['vitest', 'run', ...files], {
  stdio: 'inherit',
  env: { ...process.env, FC_SEED: seed },
});
if (run.status !== 0)
  console.warn(`\nA property failed with FC_SEED=${seed}: replay it with FC_SEED=${seed} npm test`);
process.exit(run.status ?? 1);
