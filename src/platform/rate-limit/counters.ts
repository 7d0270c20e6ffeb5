import { Redis } from 'ioredis';
import type { Logger } from 'pino';

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
  /** Where the counters live right now, for /ready and the operator. */
  status(): CounterStoreStatus;
}

export interface CounterStoreStatus {
  /** `redis` shares the counters between instances; `memory` keeps them in this instance only. */
  store: 'memory' | 'redis';
  /** Redis is configured but unreachable, so this instance counts in its own memory. */
  degraded: boolean;
  /** How often Redis became unreachable since the process started. */
  outages: number;
  /** Counter operations answered from memory because Redis was unreachable. */
  localOperations: number;
  /** When the current outage began. */
  degradedSince?: string;
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

  status(): CounterStoreStatus {
    return { store: 'memory', degraded: false, outages: 0, localOperations: 0 };
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

const PROBE_EVERY_MS = 1_000;

export interface RedisCounterOptions {
  /** How long one counter command may take before this instance counts in memory instead. */
  commandTimeoutMs: number;
  prefix?: string;
}

/**
 * Counters shared through Redis, with each instance's memory as the fallback: Redis only
 * accelerates, it is never a point of failure. While Redis is unreachable every operation
 * is answered from memory at once (no queueing, no waiting for a reconnect), so requests keep
 * their normal latency and login throttling stays on per instance. ioredis reconnects in the
 * background; once it is back the shared counters are used again. Each outage is logged once.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private readonly local = new MemoryCounterStore();
  private readonly prefix: string;
  private degradedSince: Date | undefined;
  private outages = 0;
  private localOperations = 0;
  private closing = false;
  /** While degraded on a connection that still looks open (a hung Redis), one command a second probes it. */
  private probeAt = 0;

  constructor(
    url: string,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    options: RedisCounterOptions,
  ) {
    this.prefix = options.prefix ?? 'stempel:rl:';
    this.redis = new Redis(url, {
      // A command never waits for a connection that is not there: it fails, and memory answers.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      lazyConnect: false,
    });
    this.redis.on('error', (error: Error) => this.markDown(error));
    this.redis.on('close', () => this.markDown(new Error('connection closed')));
    this.redis.on('ready', () => this.markUp());
  }

  /** Waits (bounded) for the first connection, so a fresh instance starts on the shared counters. */
  async connected(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.once('ready', onReady);
    });
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.shared(
      async () => {
        const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
        return { count, resetInMs: ttl };
      },
      () => this.local.hit(key, windowMs),
    );
  }

  peek(key: string): Promise<WindowCount> {
    return this.shared(
      async () => {
        const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
      },
      () => this.local.peek(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.redis.del(this.prefix + key);
        await this.local.reset(key);
      },
      () => this.local.reset(key),
    );
  }

  /** Fails while Redis is unreachable; /ready reports that as degraded, not as unready. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  status(): CounterStoreStatus {
    return {
      store: 'redis',
      degraded: this.degradedSince !== undefined,
      outages: this.outages,
      localOperations: this.localOperations,
      ...(this.degradedSince ? { degradedSince: this.degradedSince.toISOString() } : {}),
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.local.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async shared<T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.redis.status === 'ready' && (!this.degradedSince || Date.now() >= this.probeAt)) {
      try {
        const result = await remote();
        this.markUp();
        return result;
      } catch (error) {
        // A script error or a wrong type is a bug, not an outage: it must not hide behind memory.
        if ((error as Error).name === 'ReplyError') throw error;
        this.markDown(error as Error);
      }
    }
    this.localOperations++;
    return fallback();
  }

  private markDown(error: Error): void {
    this.probeAt = Date.now() + PROBE_EVERY_MS;
    if (this.closing || this.degradedSince) return;
    this.degradedSince = new Date();
    this.outages++;
    // Name, message and code only: ioredis tags an error that answers its AUTH with the command,
    // password included, and the log's error serializer would write every member.
    const { name, message, code } = error as Error & { code?: unknown };
    this.logger.warn(
      { error: { name, message, ...(code === undefined ? {} : { code }) }, outage: this.outages },
      'Redis is unreachable: rate-limit and login counters fall back to this instance\'s memory until it is back',
    );
  }

  private markUp(): void {
    if (!this.degradedSince) return;
    const seconds = Math.round((Date.now() - this.degradedSince.getTime()) / 1000);
    this.degradedSince = undefined;
    this.logger.info({ outage: this.outages, seconds }, 'Redis is reachable again: counters are shared between instances again');
  }
}

export function createCounterStore(
  redisUrl: string | undefined,
  logger: Pick<Logger, 'warn' | 'info'>,
  options: RedisCounterOptions = { commandTimeoutMs: 250 },
): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl, logger, options) : new MemoryCounterStore();
}
