import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 12:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('answers undefined for anything else', () => {
    for (const header of [undefined, null, '', ' ', '-5', 'soon', 'NaN']) expect(retryAfterMs(header, now), String(header)).toBeUndefined();
  });
});
