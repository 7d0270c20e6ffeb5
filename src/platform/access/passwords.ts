import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2ID = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The cheapest argon2id the library accepts, for the test suite only (as Rails' min_cost): a run
 * hashes and verifies over two thousand passwords, each 15 ms of CPU at full strength, and what
 * the tests check is that secrets are hashed and verified, not how slowly. A hash records its own
 * parameters, so verifying works whichever way it was made.
 */
const CHEAPEST_ARGON2ID = { algorithm: 2 as const, memoryCost: 8, timeCost: 1, parallelism: 1 };

let parameters = ARGON2ID;

/** Called by the test harness in its own process; the server and the CLI never call it. Answers the previous setting. */
export function hashCheaplyInThisProcess(cheaply = true): boolean {
  const before = parameters === CHEAPEST_ARGON2ID;
  parameters = cheaply ? CHEAPEST_ARGON2ID : ARGON2ID;
  return before;
}

export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 256;

export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must not be greater than ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, parameters);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  if (secret.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
