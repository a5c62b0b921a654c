// Property tests (fast-check) run from one fixed seed, so a run is repeatable and a red CI run is
// red again on a laptop: `FC_SEED=<n> npm test` replays another. `npm run test:explore` looks for
// new counterexamples with a fresh seed and prints it (tools/explore-properties.mjs).
import fc from 'fast-check';

/** The seed of every run unless FC_SEED says otherwise. */
export const DEFAULT_SEED = 20_261_125;

const seed = Number(process.env.FC_SEED ?? DEFAULT_SEED);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED is not a whole number: ${process.env.FC_SEED}`);
// Under StrykerJS (`npm run test:mutation`) a failing property only has to fail: shrinking the
// counterexample to a readable one would cost seconds for every mutant it kills.
const mutationRun = process.env.STRYKER_MUTATOR_WORKER !== undefined;
fc.configureGlobal({ seed, ...(mutationRun ? { endOnFailure: true } : {}) });
