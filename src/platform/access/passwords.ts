import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;

export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must not be greater than ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  if (secret.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
