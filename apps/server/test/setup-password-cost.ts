// Integration tests make thousands of accounts: their passwords are hashed at the smallest
// argon2id cost in the test processes (about 1 ms instead of 20), the same algorithm and format.
// The product's cost is pinned by its own test (auth.test.ts "stores passwords as argon2id
// hashes"), which asks for it; servers started as processes (e2e, faults, cluster) use it always.
import { setPasswordHashCostForTests } from '../src/modules/users/password';

/** The smallest cost argon2id takes here that still looks like a real hash. */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 } as const;

setPasswordHashCostForTests(TEST_PASSWORD_COST);
