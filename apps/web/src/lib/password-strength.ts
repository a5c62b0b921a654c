// How hard a new password is to guess, by zxcvbn-ts (a maintained estimator) with its common
// dictionaries and keyboard layouts. Heavy (its word lists): only imported dynamically, by the
// screens that set a password (components/account/password-strength.tsx). The spec's 6-character
// minimum stays the only rule; this is advice.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed at once) to 4 (very hard to guess); `userInputs`: the name and email typed beside it. */
export function passwordScore(password: string, userInputs: string[] = []): 0 | 1 | 2 | 3 | 4 {
  return estimator.check(password, userInputs).score;
}
