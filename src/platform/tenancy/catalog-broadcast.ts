import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { CatalogChange } from './catalog.js';

const CHANNEL = 'stempel:catalog';

export interface CatalogBroadcastOptions {
  /** How long announcing one change may take before the other instances are left to their cache lifetime. */
  publishTimeoutMs: number;
}

/**
 * Catalog changes told to every instance through Redis publish/subscribe, so a module switched
 * off, a domain removed or a tenant moved takes effect everywhere at once rather than when each
 * instance's cached record expires (STEMPEL_TENANT_CACHE_TTL_MS). Redis only accelerates: while
 * it is away, changes still arrive within the cache lifetime; an instance that was cut off from
 * Redis forgets every cached record when it is back, since it may have missed announcements.
 */
export class CatalogBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private wasConnected = false;
  private closing = false;

  constructor(
    url: string,
    private readonly logger: Pick<Logger, 'warn' | 'debug'>,
    private readonly received: (change: CatalogChange | 'everything') => void,
    private readonly options: CatalogBroadcastOptions = { publishTimeoutMs: 1_000 },
  ) {
    const settings = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    };
    this.publisher = new Redis(url, { ...settings, commandTimeout: options.publishTimeoutMs });
    // The subscriber has no command timeout: it waits for messages as long as the process lives.
    // and its SUBSCRIBE waits for the first connection (ioredis subscribes again after a reconnect).
    this.subscriber = new Redis(url, { ...settings, enableOfflineQueue: true, maxRetriesPerRequest: null });
    // Outages are logged by the counter store; here they only mean slower propagation.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('ready', () => {
      if (this.wasConnected) this.received('everything');
      this.wasConnected = true;
    });
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    this.subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  /** Waits (bounded) until both connections are up, so a short-lived CLI command's announcement is not lost. */
  async connected(timeoutMs: number): Promise<boolean> {
    const ready = (redis: Redis) =>
      redis.status === 'ready'
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve(true);
            });
          });
    const [publisher, subscriber] = await Promise.all([ready(this.publisher), ready(this.subscriber)]);
    return publisher && subscriber;
  }

  /** Whether announcements reach the other instances right now. */
  get live(): boolean {
    return this.publisher.status === 'ready' && this.subscriber.status === 'ready';
  }

  /** Tells the other instances; answers how many processes received it (0 when Redis is away). */
  async publish(change: CatalogChange): Promise<number> {
    try {
      return await this.publisher.publish(CHANNEL, JSON.stringify(change));
    } catch (error) {
      this.logger.warn({ err: error, change }, 'catalog change not announced through Redis; other instances see it within the cache lifetime');
      return 0;
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    // Nothing waits to be sent, and a QUIT queued for a Redis that is away would wait for it.
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private receive(message: string): void {
    if (this.closing) return;
    let change: CatalogChange;
    try {
      const parsed = JSON.parse(message) as Record<string, unknown>;
      change = {
        ...(typeof parsed.slug === 'string' ? { slug: parsed.slug } : {}),
        ...(typeof parsed.domain === 'string' ? { domain: parsed.domain } : {}),
      };
    } catch {
      this.logger.debug({ message }, 'ignored a malformed catalog announcement');
      return;
    }
    this.received(change);
  }
}
