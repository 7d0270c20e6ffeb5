import { Redis } from 'ioredis';

/** A fixed-window counter: how often a key was hit in the current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit and throttling counters live: in memory for one instance,
 * in Redis when several instances must share them.
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 60_000) {
    // Expired windows are dropped periodically so idle keys do not accumulate.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }, sweepEveryMs);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

// INCR and set the expiry in one step, so a crash between the two cannot leave a key without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'stempel:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async peek(key: string): Promise<WindowCount> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createCounterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl) : new MemoryCounterStore();
}
