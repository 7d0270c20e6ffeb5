import { describe, expect, it } from 'vitest';
import { SENT_LATE_AFTER_MS, sentLate } from './sent-late.js';

const at = Date.parse('2026-11-02T08:00:00Z');

describe('a booking sent late', () => {
  it.each([
    ['mobile', 0, false],
    ['mobile', SENT_LATE_AFTER_MS, false],
    ['mobile', SENT_LATE_AFTER_MS + 1, true],
    ['mobile', 26 * 3_600_000, true],
    ['terminal', 26 * 3_600_000, false],
    ['web', 26 * 3_600_000, false],
    ['correction', 26 * 3_600_000, false],
    // A phone's clock a little ahead of the server's: received "before" its time.
    ['mobile', -90_000, false],
  ])('from %s received %i ms after its time: %s', (source, delay, late) => {
    expect(sentLate({ source, occurredAt: at, receivedAt: at + delay })).toBe(late);
  });
});
