import { hash, verify } from '@node-rs/argon2';

// decisions.md section 3: argon2id, memory >= 19 MiB, t >= 2, p = 1 (the library's default
// algorithm is argon2id; a unit test pins it).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

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
