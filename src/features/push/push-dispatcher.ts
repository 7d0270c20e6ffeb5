import type { FastifyBaseLogger } from 'fastify';
import type { PushOutboxTable } from '../../db/tenant/schema.js';
import type { TenantDatabases, TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { PushDeliveryError, type PushMessage, type PushProvider } from './push-provider.js';

export interface PushDispatcherOptions {
  /** How often tenants with pending pushes are looked at. */
  pollMs: number;
  maxAttempts: number;
  /** Pushes handled per tenant and round. */
  batch: number;
  /** How long a claimed push is reserved for the instance that claimed it. */
  claimMs: number;
}

/** Exponential backoff: 2 s, 4 s, 8 s, … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60_000);
}

type Outcome = { status: 'sent' } | { status: 'retry'; error: string; afterMs?: number } | { status: 'failed'; error: string };

/**
 * Delivers queued pushes through the configured provider, with retries. Each
 * tenant's outbox is worked when something was queued there and, for retries
 * and what a stopped process left behind, on every round while it has
 * pending rows. A push is claimed by moving its next attempt into the future
 * first, so several instances never deliver the same row twice.
 */
export class PushDispatcher {
  private readonly active = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly tenants: TenantDatabases,
    private readonly provider: PushProvider,
    private readonly options: PushDispatcherOptions,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>,
  ) {
    this.timer = setInterval(() => void this.drainAll(), options.pollMs);
    this.timer.unref();
  }

  /** Something was queued for this tenant: work its outbox soon. */
  notify(slug: string): void {
    this.active.add(slug);
    queueMicrotask(() => void this.drain(slug));
  }

  /** Works every tenant known to have pending pushes; the ones found empty are forgotten. */
  drainAll(): Promise<void> {
    return Promise.all([...this.active].map((slug) => this.drain(slug))).then(() => undefined);
  }

  /** Delivers what is due in one tenant's outbox now; resolves when done (also used by tests and operators). */
  drain(slug: string): Promise<void> {
    this.running = this.running.then(() => this.drainNow(slug)).catch((error: unknown) => {
      this.log.error({ err: error, tenant: slug }, 'push delivery round failed');
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async drainNow(slug: string): Promise<void> {
    if (this.closed) return;
    const lease = await this.tenants.acquire(slug);
    if (!lease) {
      this.active.delete(slug);
      return;
    }
    try {
      const db = lease.db;
      const now = new Date().toISOString();
      const due = await db
        .selectFrom('push_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(this.options.batch)
        .execute();
      for (const push of due) {
        if (await this.claim(db, push)) await this.deliver(db, push);
      }
      const left = await db.selectFrom('push_outbox').select('id').where('status', '=', 'pending').limit(1).executeTakeFirst();
      if (!left) this.active.delete(slug);
    } finally {
      lease.release();
    }
  }

  private async claim(db: TenantDb, push: PushOutboxTable): Promise<boolean> {
    const result = await db
      .updateTable('push_outbox')
      .set({ next_attempt_at: new Date(Date.now() + this.options.claimMs).toISOString() })
      .where('id', '=', push.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', push.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async deliver(db: TenantDb, push: PushOutboxTable): Promise<void> {
    const devices = await db.selectFrom('push_tokens').select(['id', 'token', 'platform']).where('employee_id', '=', push.employee_id).execute();
    const outcome = devices.length === 0 ? { status: 'failed' as const, error: 'no device registered' } : await this.sendToDevices(db, push, devices);
    const attempts = push.attempts + 1;
    if (outcome.status === 'retry' && attempts < this.options.maxAttempts) {
      await db
        .updateTable('push_outbox')
        .set({
          attempts,
          last_error: outcome.error,
          next_attempt_at: new Date(Date.now() + (outcome.afterMs ?? retryDelayMs(attempts))).toISOString(),
        })
        .where('id', '=', push.id)
        .execute();
      return;
    }
    await db
      .updateTable('push_outbox')
      .set({
        attempts,
        status: outcome.status === 'sent' ? 'sent' : 'failed',
        last_error: outcome.status === 'sent' ? null : outcome.error,
        sent_at: outcome.status === 'sent' ? new Date().toISOString() : null,
      })
      .where('id', '=', push.id)
      .execute();
    if (outcome.status !== 'sent') this.log.warn({ push: push.id, error: outcome.error }, 'push not delivered');
  }

  /** Sent when at least one device accepted it; retried when none did and a device may accept it later. */
  private async sendToDevices(
    db: TenantDb,
    push: PushOutboxTable,
    devices: Array<{ id: string; token: string; platform: string }>,
  ): Promise<Outcome> {
    let retry: Outcome | undefined;
    let lastError = 'not delivered';
    let delivered = false;
    for (const device of devices) {
      const message: PushMessage = {
        token: device.token,
        platform: device.platform as PushMessage['platform'],
        title: push.title,
        body: push.body,
        data: { ...push.push_data, push_id: push.id },
      };
      try {
        await this.provider.send(message);
        delivered = true;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        if (error instanceof PushDeliveryError && error.tokenInvalid) {
          await db.deleteFrom('push_tokens').where('id', '=', device.id).execute();
        } else if (!(error instanceof PushDeliveryError) || error.retryable) {
          retry = { status: 'retry', error: lastError, afterMs: error instanceof PushDeliveryError ? error.retryAfterMs : undefined };
        }
      }
    }
    if (delivered) return { status: 'sent' };
    return retry ?? { status: 'failed', error: lastError };
  }
}
