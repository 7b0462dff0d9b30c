import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id and its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches an argon2 hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of no real password, verified against when a username is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
/** Spends the time a real verification takes, and fails. */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hash('meridian-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
}
