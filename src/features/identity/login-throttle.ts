import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../platform/errors/errors.js';
import { clientNetwork } from '../../platform/rate-limit/client-network.js';
import type { CounterStore } from '../../platform/rate-limit/counters.js';

export interface LoginThrottlePolicy {
  /** Failures of one code from one client address before that pair is locked. */
  failuresPerCode: number;
  /** Failures of one code from all addresses together: far above a person's typing mistakes. */
  failuresPerCodeCeiling: number;
  /** Failures from one address over all codes (password spraying). */
  failuresPerAddress: number;
  windowMs: number;
}

/** The policy the configuration sets, for passwords at login and PINs at terminals alike. */
export function loginThrottlePolicy(
  config: Pick<Config, 'loginFailuresPerCode' | 'loginFailuresPerCodeCeiling' | 'loginFailuresPerAddress' | 'loginWindowMs'>,
): LoginThrottlePolicy {
  return {
    failuresPerCode: config.loginFailuresPerCode,
    failuresPerCodeCeiling: config.loginFailuresPerCodeCeiling,
    failuresPerAddress: config.loginFailuresPerAddress,
    windowMs: config.loginWindowMs,
  };
}

const MAX_LOCKOUT_MS = 24 * 60 * 60_000;
// A code that logged in from an address is "known" there for this long.
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60_000;

interface Key {
  key: string;
  limit: number;
  /** Whether a lock of this key also stops a code on an address it has logged in from before. */
  bindsKnownPairs: boolean;
}

/**
 * Brute-force protection for POST /login and PINs at terminals, built so that an attacker
 * cannot use it to lock people out:
 *
 * - failures are counted per code and client address; reaching the limit locks that pair,
 *   and each further lockout within a day doubles its length (15 min, 30 min, 1 h, …);
 * - a code failing from many addresses reaches a ceiling far above anyone's typos, and an
 *   address failing on many codes (spraying) is locked too; neither lock stops a code on an
 *   address it has logged in from before, so a colleague behind the same office address, or
 *   someone guessing a person's code from elsewhere, cannot lock that person out;
 * - a success resets the pair's failures and its growing lockout.
 *
 * Locks and attempts are checked before the password is, and attempts are counted before the
 * slow hash runs, so parallel guesses cannot slip past the limit.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly policy: LoginThrottlePolicy,
    /** Separates credentials that are guessed independently: passwords at login, PINs at terminals. */
    private readonly scope: 'login' | 'pin' = 'login',
  ) {}

  // An address counts by its network (an IPv6 address by its /64, see clientNetwork).
  private pairKey(tenant: string, code: string, address: string): string {
    return `${this.scope}:pair:${tenant}:${code.toLowerCase()}:${clientNetwork(address)}`;
  }

  private keys(tenant: string, code: string, address: string): Key[] {
    return [
      { key: this.pairKey(tenant, code, address), limit: this.policy.failuresPerCode, bindsKnownPairs: true },
      { key: `${this.scope}:code:${tenant}:${code.toLowerCase()}`, limit: this.policy.failuresPerCodeCeiling, bindsKnownPairs: false },
      { key: `${this.scope}:addr:${tenant}:${clientNetwork(address)}`, limit: this.policy.failuresPerAddress, bindsKnownPairs: false },
    ];
  }

  /** Throws 429 with Retry-After while the attempt is locked out. */
  async assertAllowed(tenant: string, code: string, address: string): Promise<void> {
    const known = (await this.counters.peek(`${this.pairKey(tenant, code, address)}:known`)).count > 0;
    let waitMs = 0;
    for (const { key, bindsKnownPairs } of this.keys(tenant, code, address)) {
      if (known && !bindsKnownPairs) continue;
      const lock = await this.counters.peek(`${key}:lock`);
      if (lock.count > 0) waitMs = Math.max(waitMs, lock.resetInMs);
    }
    if (waitMs === 0) {
      const pair = this.pairKey(tenant, code, address);
      const attempts = await this.counters.hit(`${pair}:attempts`, this.policy.windowMs);
      if (attempts.count > this.policy.failuresPerCode) waitMs = attempts.resetInMs;
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

  /**
   * A success resets the pair (its failures, attempts and growing lockout) and remembers the
   * pair as known. The code's ceiling and the address's count stay: either may be shared with
   * an attacker.
   */
  async recordSuccess(tenant: string, code: string, address: string): Promise<void> {
    const pair = this.pairKey(tenant, code, address);
    await Promise.all([
      this.counters.reset(`${pair}:failures`),
      this.counters.reset(`${pair}:attempts`),
      this.counters.reset(`${pair}:lockouts`),
    ]);
    await this.counters.reset(`${pair}:known`);
    await this.counters.hit(`${pair}:known`, KNOWN_PAIR_MS);
  }
}
