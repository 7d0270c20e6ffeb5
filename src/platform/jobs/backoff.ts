export interface BackoffPolicy {
  /** Ceiling of the wait before the second attempt; it doubles with every further attempt. */
  baseMs: number;
  /** No wait is longer than this, however many attempts failed. */
  capMs: number;
}

/**
 * The longest pause a failing side may ask for (its Retry-After) that is honoured as asked; a
 * longer one, or a date far ahead, is taken as this. A payroll program down for an hour's
 * maintenance is asked again after the hour, not after the backoff's cap.
 */
export const MAX_REQUESTED_PAUSE_MS = 24 * 60 * 60_000;

/**
 * Wait before the next attempt after `attempts` failed ones: exponential backoff with full
 * jitter, a random wait between 0 and min(cap, base * 2^(attempts-1)). The randomness spreads
 * retries of many jobs that failed together (a provider outage) instead of sending them back
 * in one wave. `requestedMs` is a pause the failing side asked for (e.g. Retry-After); it is a
 * lower bound, up to `MAX_REQUESTED_PAUSE_MS`.
 */
export function retryDelayMs(attempts: number, policy: BackoffPolicy, random: () => number = Math.random, requestedMs = 0): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(exponent, 52));
  const jittered = Math.floor(Math.min(Math.max(random(), 0), 1) * ceiling);
  return Math.max(jittered, Math.min(Math.max(requestedMs, 0), MAX_REQUESTED_PAUSE_MS));
}
