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

/**
 * Passwords found first in every guessing list, of eight characters or more (shorter ones are
 * refused by their length anyway), compared in small letters.
 */
const WELL_KNOWN_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'passwort', 'passwort1', 'passwort12', 'passwort123',
  'iloveyou', 'sunshine', 'princess', 'football', 'fussball', 'baseball', 'starwars', 'superman',
  'welcome1', 'willkommen', 'letmein1', 'trustno1', 'changeme', 'abcd1234', '1q2w3e4r', '1qaz2wsx',
  'qwerty123', 'qwertz123', 'hallo123', 'master123', 'admin123', 'administrator', 'geheim123', 'schalke04',
]);

/** Rows of characters people type in order: digits, the alphabet, and the rows of German and English keyboards. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertzuiopü', 'qwertyuiop', 'asdfghjklöä', 'asdfghjkl', 'yxcvbnm', 'zxcvbnm'];

/** A text made of one character repeated, or of a stretch of a row typed in order, forwards or backwards. */
function typedInOrder(text: string): boolean {
  if (/^(.)\1*$/u.test(text)) return true;
  const backwards = [...text].reverse().join('');
  return RUNS.some((run) => run.includes(text) || run.includes(backwards));
}

/**
 * Why a password cannot be used, or undefined. Besides its length, it must not be the person's own
 * personnel code (their login name), a well-known password, or one character or a row of the
 * keyboard typed in order (NIST SP 800-63B 5.1.1.2: refuse what attackers try first).
 */
export function passwordProblem(password: string, code?: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must not be greater than ${MAX_PASSWORD_LENGTH} characters.`;
  const folded = password.normalize('NFC').trim().toLowerCase();
  if (code !== undefined && folded === code.normalize('NFC').trim().toLowerCase()) return 'The password must not be the personnel code.';
  if (WELL_KNOWN_PASSWORDS.has(folded) || typedInOrder(folded)) return 'The password is too easy to guess; choose another.';
  return undefined;
}

/** Why a terminal PIN cannot be used, or undefined: one digit repeated (0000) or digits in order (1234, 9876) are tried first. */
export function pinProblem(pin: string): string | undefined {
  return typedInOrder(pin) ? 'The PIN is too easy to guess; choose another.' : undefined;
}

/**
 * Hashes a password or PIN in Unicode's composed form (NFC): "ö" typed as one code point or as
 * "o" and a combining diaeresis (as some keyboards and password managers send it) is one password.
 */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret.normalize('NFC'), parameters);
}

/** Whether the secret matches the hash, in composed form, or as typed (a hash made before secrets were composed). */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  if (secret.length > MAX_PASSWORD_LENGTH) return false;
  const composed = secret.normalize('NFC');
  return (await verifies(storedHash, composed)) || (composed !== secret && (await verifies(storedHash, secret)));
}

async function verifies(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
