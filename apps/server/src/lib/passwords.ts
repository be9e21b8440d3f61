import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes,
 * 1 lane. The parameters travel inside the PHC string, so raising them later keeps old hashes valid.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The `password_hash` of an invited account whose holder has not chosen a password yet (decision
 * 062): no verification accepts it; the invitation link (or a reset link) sets the real one.
 */
export const NO_PASSWORD_YET_HASH = '!invited';

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification, so that an unknown username answers as slowly as a
 * wrong password (no user enumeration by timing).
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
