import { hash, verify, type Options } from '@node-rs/argon2';

// decisions.md section 3: argon2id, memory >= 19 MiB, t >= 2, p = 1 (the library's default
// algorithm is argon2id; a unit test pins it).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let options: Options = OPTIONS;

/**
 * The cost of the hashes this process makes from now on; null: the product's. For the integration
 * tests alone (their setup file), which make thousands of accounts in one process: a verification
 * reads the cost from the stored hash, so hashes of either cost verify, and the test that pins the
 * stored hash's cost asks for the product's. Nothing in the product calls it.
 * @internal
 */
export function setPasswordHashCostForTests(next: Pick<Options, 'memoryCost' | 'timeCost'> | null): void {
  options = next ? { ...OPTIONS, ...next } : OPTIONS;
}

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps login timing the same
// whether or not the email is registered (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('booklane-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
