import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../../platform/errors/errors.js';
import { MemoryCounterStore } from '../../platform/rate-limit/counters.js';
import { LoginThrottle, type LoginThrottlePolicy } from './login-throttle.js';

const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const POLICY: LoginThrottlePolicy = { failuresPerCode: 3, failuresPerCodeCeiling: 10, failuresPerAddress: 5, windowMs: WINDOW_MS };

const TENANT = 'acme';
const ADDRESS = '203.0.113.7';

let store: MemoryCounterStore;

function throttle(policy: Partial<LoginThrottlePolicy> = {}): LoginThrottle {
  return new LoginThrottle(store, { ...POLICY, ...policy });
}

async function fail(t: LoginThrottle, times: number, code = 'E-100', address = ADDRESS, tenant = TENANT): Promise<void> {
  for (let i = 0; i < times; i++) await t.recordFailure(tenant, code, address);
}

/** The 429 assertAllowed throws, or undefined when it lets the attempt through. */
async function refusal(t: LoginThrottle, code = 'E-100', address = ADDRESS, tenant = TENANT): Promise<TooManyRequestsError | undefined> {
  try {
    await t.assertAllowed(tenant, code, address);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(TooManyRequestsError);
    return error as TooManyRequestsError;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-29T06:00:00Z'));
  store = new MemoryCounterStore();
});

afterEach(async () => {
  await store.close();
  vi.useRealTimers();
});

describe('LoginThrottle', () => {
  it('lets a fresh code and address through', async () => {
    await expect(throttle().assertAllowed(TENANT, 'E-100', ADDRESS)).resolves.toBeUndefined();
  });

  it('lets attempts through below the code limit', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode - 1);
    expect(await refusal(t)).toBeUndefined();
  });

  it('locks the code once failuresPerCode failures are reached', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    const error = await refusal(t);
    expect(error).toBeDefined();
    expect(error!.status).toBe(429);
    expect(error!.code).toBe('too_many_requests');
    expect(error!.message).toBe('Too many failed login attempts. Please wait before trying again.');
  });

  it('asks to retry after about windowMs / 1000 seconds', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    const error = (await refusal(t))!;
    expect(error.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    expect(error.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(error.meta).toEqual({ retry_after: WINDOW_MS / 1000 });
  });

  it('counts the wait down as time passes and rounds partial seconds up', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    vi.advanceTimersByTime(60_000);
    expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000 - 60);
    vi.advanceTimersByTime(500);
    expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000 - 60);
  });

  it('says at least one second just before the lock ends', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    vi.advanceTimersByTime(WINDOW_MS - 1);
    expect((await refusal(t))!.retryAfterSeconds).toBe(1);
  });

  it('lifts the lock once it has run out', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(await refusal(t)).toBeUndefined();
  });

  it('treats codes case-insensitively', async () => {
    const t = throttle();
    await t.recordFailure(TENANT, 'e-100', ADDRESS);
    await t.recordFailure(TENANT, 'E-100', ADDRESS);
    await t.recordFailure(TENANT, 'E-100'.toLowerCase(), ADDRESS);
    expect(await refusal(t, 'E-100')).toBeDefined();
    expect(await refusal(t, 'e-100')).toBeDefined();
  });

  it('counts failures per tenant', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode, 'E-100', ADDRESS, 'acme');
    expect(await refusal(t, 'E-100', ADDRESS, 'acme')).toBeDefined();
    expect(await refusal(t, 'E-100', ADDRESS, 'globex')).toBeUndefined();
  });

  it('locks the code only on the address that failed: nobody locks a person out from elsewhere', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode);
    expect(await refusal(t, 'E-100', ADDRESS)).toBeDefined();
    expect(await refusal(t, 'E-100', '198.51.100.1')).toBeUndefined();
  });

  describe('the per-code ceiling', () => {
    it('locks a code failing from many addresses, except where it has logged in before', async () => {
      const t = throttle({ failuresPerAddress: 100 });
      await t.recordSuccess(TENANT, 'E-100', ADDRESS);
      for (let i = 0; i < POLICY.failuresPerCodeCeiling; i++) await fail(t, 1, 'E-100', `198.51.100.${i}`);
      expect(await refusal(t, 'E-100', '192.0.2.55')).toBeDefined();
      expect(await refusal(t, 'E-100', ADDRESS)).toBeUndefined();
      expect(await refusal(t, 'E-200', '192.0.2.55')).toBeUndefined();
    });

    it('stays below the ceiling for a person’s ordinary mistakes', async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode - 1, 'E-100', ADDRESS);
      await fail(t, POLICY.failuresPerCode - 1, 'E-100', '198.51.100.1');
      expect(await refusal(t, 'E-100', '192.0.2.55')).toBeUndefined();
    });
  });

  describe('per address', () => {
    it('does not lock a different code on the same address by the code limit', async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode, 'E-100');
      expect(await refusal(t, 'E-100')).toBeDefined();
      expect(await refusal(t, 'E-200')).toBeUndefined();
    });

    it('locks every code on the address once the address limit is reached', async () => {
      const t = throttle();
      await fail(t, 3, 'E-100'); // code E-100 locked; address at 3 of 5
      await fail(t, 1, 'E-200'); // address at 4
      expect(await refusal(t, 'E-200')).toBeUndefined();
      await fail(t, 1, 'E-200'); // address at 5: locked
      expect(await refusal(t, 'E-200')).toBeDefined();
      expect(await refusal(t, 'E-300')).toBeDefined();
      expect((await refusal(t, 'E-300'))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    });

    it('does not stop a code that has logged in from the address before', async () => {
      const t = throttle();
      await t.recordSuccess(TENANT, 'E-900', ADDRESS);
      await fail(t, 3, 'E-100');
      await fail(t, 2, 'E-200'); // the address is locked for unknown codes
      expect(await refusal(t, 'E-300')).toBeDefined();
      expect(await refusal(t, 'E-900')).toBeUndefined();
    });

    it('leaves other addresses alone', async () => {
      const t = throttle({ failuresPerCode: 100 });
      await fail(t, POLICY.failuresPerAddress, 'E-100', ADDRESS);
      expect(await refusal(t, 'E-100', ADDRESS)).toBeDefined();
      expect(await refusal(t, 'E-100', '198.51.100.1')).toBeUndefined();
    });

    it('reports the longer of the code and address locks', async () => {
      const t = throttle();
      await fail(t, 3, 'E-100');
      vi.advanceTimersByTime(60_000);
      await fail(t, 2, 'E-200'); // the address lock starts a minute later
      expect((await refusal(t, 'E-100'))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    });
  });

  describe('recordSuccess', () => {
    it("clears the code's failures", async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode - 1);
      await t.recordSuccess(TENANT, 'E-100', ADDRESS);
      await fail(t, POLICY.failuresPerCode - 1);
      expect(await refusal(t)).toBeUndefined();
      await fail(t, 1);
      expect(await refusal(t)).toBeDefined();
    });

    it('clears them whatever the case of the code', async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode - 1, 'E-100');
      await t.recordSuccess(TENANT, 'e-100', ADDRESS);
      await fail(t, 1, 'E-100');
      expect(await refusal(t)).toBeUndefined();
    });

    it("does not clear the address's failures", async () => {
      const t = throttle({ failuresPerCode: 100 });
      await fail(t, POLICY.failuresPerAddress - 1, 'E-100');
      await t.recordSuccess(TENANT, 'E-100', ADDRESS);
      await fail(t, 1, 'E-200');
      expect(await refusal(t, 'E-300')).toBeDefined();
    });

    it('starts the growing lockout over for the pair', async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode);
      vi.advanceTimersByTime(WINDOW_MS);
      await t.recordSuccess(TENANT, 'E-100', ADDRESS);
      await fail(t, POLICY.failuresPerCode);
      expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    });

    it('does not lift an existing lock', async () => {
      const t = throttle();
      await fail(t, POLICY.failuresPerCode);
      await t.recordSuccess(TENANT, 'E-100', ADDRESS);
      expect(await refusal(t)).toBeDefined();
    });
  });

  it('forgets failures older than the window', async () => {
    const t = throttle();
    await fail(t, POLICY.failuresPerCode - 1);
    vi.advanceTimersByTime(WINDOW_MS);
    await fail(t, POLICY.failuresPerCode - 1);
    expect(await refusal(t)).toBeUndefined();
  });

  describe('growing lockouts', () => {
    it('doubles the second lockout', async () => {
      const t = throttle({ failuresPerAddress: 1000 });
      await fail(t, POLICY.failuresPerCode);
      expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);

      vi.advanceTimersByTime(WINDOW_MS + 1);
      expect(await refusal(t)).toBeUndefined();
      await fail(t, POLICY.failuresPerCode - 1);
      expect(await refusal(t)).toBeUndefined();
      await fail(t, 1);
      expect((await refusal(t))!.retryAfterSeconds).toBe((2 * WINDOW_MS) / 1000);

      vi.advanceTimersByTime(WINDOW_MS);
      expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
      vi.advanceTimersByTime(WINDOW_MS);
      expect(await refusal(t)).toBeUndefined();
    });

    it('doubles again for the third and fourth lockouts', async () => {
      const t = throttle({ failuresPerAddress: 1000 });
      const lengths: number[] = [];
      for (let round = 0; round < 4; round++) {
        await fail(t, POLICY.failuresPerCode);
        const error = (await refusal(t))!;
        lengths.push(error.retryAfterSeconds);
        vi.advanceTimersByTime(error.retryAfterSeconds * 1000);
      }
      expect(lengths).toEqual([900, 1800, 3600, 7200]);
    });

    it('never locks for longer than a day', async () => {
      const windowMs = 13 * 60 * 60_000;
      const t = throttle({ failuresPerAddress: 1000, windowMs });
      await fail(t, POLICY.failuresPerCode);
      expect((await refusal(t))!.retryAfterSeconds).toBe(windowMs / 1000);
      vi.advanceTimersByTime(windowMs);
      await fail(t, POLICY.failuresPerCode);
      // Doubling would give 26 h; the cap is 24 h.
      expect((await refusal(t))!.retryAfterSeconds).toBe(DAY_MS / 1000);
    });

    it('starts over at one window once the day of lockouts has passed', async () => {
      const t = throttle({ failuresPerAddress: 1000 });
      await fail(t, POLICY.failuresPerCode);
      vi.advanceTimersByTime(DAY_MS);
      await fail(t, POLICY.failuresPerCode);
      expect((await refusal(t))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
    });

    it('grows the address lockout the same way', async () => {
      const t = throttle({ failuresPerCode: 1000 });
      await fail(t, POLICY.failuresPerAddress, 'E-1');
      expect((await refusal(t, 'E-2'))!.retryAfterSeconds).toBe(WINDOW_MS / 1000);
      vi.advanceTimersByTime(WINDOW_MS);
      expect(await refusal(t, 'E-2')).toBeUndefined();
      await fail(t, POLICY.failuresPerAddress, 'E-3');
      expect((await refusal(t, 'E-2'))!.retryAfterSeconds).toBe((2 * WINDOW_MS) / 1000);
    });
  });
});
