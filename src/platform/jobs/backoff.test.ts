import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.js';

const policy = { baseMs: 1_000, capMs: 60_000 };

describe('retryDelayMs', () => {
  it('doubles the ceiling with every failed attempt', () => {
    const ceiling = () => 1;
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, policy, ceiling))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(7, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(40, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(5_000, policy, () => 1)).toBe(60_000);
  });

  it('spreads the wait over the whole range up to the ceiling (full jitter)', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(2_000);
    expect(retryDelayMs(3, policy, () => 0.25)).toBe(1_000);
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(4, policy);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(8_000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });

  it('treats the first failure like the ceiling of one base wait', () => {
    expect(retryDelayMs(0, policy, () => 1)).toBe(1_000);
    expect(retryDelayMs(1, policy, () => 0.999)).toBe(999);
  });

  it('waits at least as long as the failing side asked, beyond the cap, up to a day', () => {
    expect(retryDelayMs(1, policy, () => 0, 1_500)).toBe(1_500);
    expect(retryDelayMs(5, policy, () => 1, 1_500)).toBe(16_000);
    expect(retryDelayMs(1, policy, () => 0, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(1, policy, () => 1, 3 * 86_400_000)).toBe(86_400_000);
    expect(retryDelayMs(1, policy, () => 0, -5)).toBe(0);
  });

  it('keeps out-of-range random values inside the range', () => {
    expect(retryDelayMs(2, policy, () => 7)).toBe(2_000);
    expect(retryDelayMs(2, policy, () => -1)).toBe(0);
  });
});
