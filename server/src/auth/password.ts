import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, unusable under isolatedModules; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with explicit parameters (OWASP's 19 MiB, 2 passes, 1 lane) so that hashes do not
 * change if the library's defaults do. The parameters are stored in each hash, so raising them
 * later only affects new hashes.
 */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown account) it still verifies
 * against a dummy so both cases take the same time and an attacker cannot probe for accounts.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('peilian-dummy-password-for-timing');
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return storedHash !== undefined && matches;
  } catch {
    return false;
  }
}
