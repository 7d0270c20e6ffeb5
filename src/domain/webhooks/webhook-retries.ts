/**
 * When a failed delivery is tried again: the waits after the 1st, 2nd, … failed attempt. Eight
 * attempts over about 28 hours, the schedule the Standard Webhooks guidance suggests, so a
 * receiver that is down for a night still gets everything.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** A subscription whose deliveries failed for good this many times in a row is switched off. */
export const WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES = 5;

/** The wait before the next attempt after `failedAttempts` failures, or null when the delivery has failed for good. */
export function nextRetryDelayMs(failedAttempts: number, delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS): number | null {
  return failedAttempts >= 1 && failedAttempts <= delays.length ? delays[failedAttempts - 1]! : null;
}
