import { TooManyRequestsError } from '../../platform/errors/errors.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';

export interface LoginThrottlePolicy {
  failuresPerCode: number;
  failuresPerAddress: number;
  windowMs: number;
}

const MAX_LOCKOUT_MS = 24 * 60 * 60_000;

/**
 * Brute-force protection for POST /login. Failures are counted per tenant+code
 * and per tenant+client address; reaching the limit locks that key, and each
 * further lockout within a day doubles its length (15 min, 30 min, 1 h, …).
 * A locked key is refused before the password is checked.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly policy: LoginThrottlePolicy,
    /** Separates credentials that are guessed independently: passwords at login, PINs at terminals. */
    private readonly scope: 'login' | 'pin' = 'login',
  ) {}

  private keys(tenant: string, code: string, address: string) {
    return [
      { key: `${this.scope}:code:${tenant}:${code.toLowerCase()}`, limit: this.policy.failuresPerCode },
      { key: `${this.scope}:addr:${tenant}:${address}`, limit: this.policy.failuresPerAddress },
    ];
  }

  /** Throws 429 with Retry-After while the code or the address is locked out. */
  async assertAllowed(tenant: string, code: string, address: string): Promise<void> {
    let waitMs = 0;
    for (const { key } of this.keys(tenant, code, address)) {
      const lock = await this.counters.peek(`${key}:lock`);
      if (lock.count > 0) waitMs = Math.max(waitMs, lock.resetInMs);
    }
    // Attempts are counted before the password is checked, so requests sent in parallel cannot
    // all slip past the limit while the slow hash runs; a success clears the count.
    if (waitMs === 0) {
      const [byCode] = this.keys(tenant, code, address);
      const attempts = await this.counters.hit(`${byCode!.key}:attempts`, this.policy.windowMs);
      if (attempts.count > byCode!.limit) waitMs = attempts.resetInMs;
    }
    if (waitMs > 0) {
      throw TooManyRequestsError.after(
        waitMs,
        this.scope === 'pin' ? 'Too many wrong PINs. Please wait before trying again.' : 'Too many failed login attempts. Please wait before trying again.',
      );
    }
  }

  async recordFailure(tenant: string, code: string, address: string): Promise<void> {
    for (const { key, limit } of this.keys(tenant, code, address)) {
      const failures = await this.counters.hit(`${key}:failures`, this.policy.windowMs);
      if (failures.count < limit) continue;
      const lockouts = await this.counters.hit(`${key}:lockouts`, MAX_LOCKOUT_MS);
      const lockMs = Math.min(this.policy.windowMs * 2 ** (lockouts.count - 1), MAX_LOCKOUT_MS);
      await this.counters.reset(`${key}:lock`);
      await this.counters.hit(`${key}:lock`, lockMs);
      await this.counters.reset(`${key}:failures`);
    }
  }

  /** A successful login clears the code's failures (not the address's, which may be shared by an attacker). */
  async recordSuccess(tenant: string, code: string, address: string): Promise<void> {
    const [byCode] = this.keys(tenant, code, address);
    await this.counters.reset(`${byCode!.key}:failures`);
    await this.counters.reset(`${byCode!.key}:attempts`);
  }
}
