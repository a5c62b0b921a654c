// Said once per run, before any test: what makes this run repeatable.
import { DEFAULT_SEED } from './vitest-fast-check-seed';

export default function setup() {
  const seed = process.env.FC_SEED ?? String(DEFAULT_SEED);
  const shifted = process.env.BOOKLANE_TEST_NOW;
  console.warn(
    `Property tests: fast-check seed ${seed} (FC_SEED to replay another).` +
      (shifted ? ` Real clock shifted to ${shifted} (BOOKLANE_TEST_NOW).` : ''),
  );
}
