import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditRequestsTable } from '../../db/tenant/schema.js';
import type { TenantDatabases, TenantDb } from '../tenancy/tenant-databases.js';
import * as repository from './audit.repository.js';
import { storageFaultOf } from '../../db/errors.js';
import type { StorageFaults } from '../errors/storage-faults.js';

/** An audit row before it is written; the tenant id is filled in from the tenant the row is written to. */
export type PendingAuditRecord = Omit<AuditRequestsTable, 'tenant_id'>;

export interface AuditLogOptions {
  flushIntervalMs: number;
  maxBatch: number;
  retentionDays: number;
}

const PURGE_EVERY_MS = 60 * 60_000;
/** Records held per tenant while its database cannot be written; beyond that the oldest are dropped. */
const MAX_BUFFERED_PER_TENANT = 10_000;

/**
 * The request audit log, written off the request path: records are buffered
 * per tenant and inserted in batches every `flushIntervalMs`, so a crash can
 * lose at most that fraction of a second of audit rows and never a business
 * write. A buffered record can already be read (see `pending`). Rows older
 * than the retention are purged at most once an hour per tenant.
 */
export class AuditLog {
  readonly hostname = os.hostname();
  private readonly buffers = new Map<string, PendingAuditRecord[]>();
  /** Records taken from the buffer whose insert has not committed yet: still readable through `pending`. */
  private readonly writing = new Map<string, PendingAuditRecord[]>();
  private readonly lastPurge = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly tenants: TenantDatabases,
    private readonly options: AuditLogOptions,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    /** A full or broken disk is reported once per window there, not on every flush. */
    private readonly faults?: StorageFaults,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs);
    this.timer.unref();
  }

  record(slug: string, record: PendingAuditRecord): void {
    const buffer = this.buffers.get(slug);
    if (buffer) buffer.push(record);
    else this.buffers.set(slug, [record]);
    if ((buffer?.length ?? 1) >= this.options.maxBatch) void this.flush(slug);
  }

  /** A record still waiting in the buffer, so it is readable right after its response was sent. */
  pending(slug: string, correlationId: string): PendingAuditRecord | undefined {
    const waiting = (records: PendingAuditRecord[] | undefined) => records?.find((r) => r.correlation_id === correlationId);
    return waiting(this.buffers.get(slug)) ?? waiting(this.writing.get(slug));
  }

  /** Writes what is buffered (for one tenant, or all); flushes run one after another. */
  flush(slug?: string): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBuffers(slug));
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeBuffers(only?: string): Promise<void> {
    const slugs = only ? [only] : [...this.buffers.keys()];
    for (const slug of slugs) {
      const rows = this.buffers.get(slug);
      if (!rows?.length) continue;
      this.buffers.delete(slug);
      this.writing.set(slug, rows);
      try {
        const lease = await this.tenants.acquire(slug);
        if (!lease) continue; // a host that named no existing tenant: nothing to attach the rows to
        try {
          const withTenant = rows.map((row) => ({ ...row, tenant_id: lease.tenant.id }));
          await repository.insertAll(lease.db, withTenant);
          await this.purgeIfDue(slug, lease.db);
        } finally {
          lease.release();
        }
      } catch (error) {
        // Keep them for the next round (the database may be briefly out of reach), within a bound.
        const waiting = [...rows, ...(this.buffers.get(slug) ?? [])];
        const kept = waiting.slice(-MAX_BUFFERED_PER_TENANT);
        this.buffers.set(slug, kept);
        const fault = storageFaultOf(error);
        if (fault && this.faults) this.faults.report(slug, fault, error);
        else this.log.error({ err: error, tenant: slug, rows: rows.length, dropped: waiting.length - kept.length }, 'could not write audit records; retrying');
      } finally {
        this.writing.delete(slug);
      }
    }
  }

  private async purgeIfDue(slug: string, db: TenantDb): Promise<void> {
    const last = this.lastPurge.get(slug) ?? 0;
    if (Date.now() - last < PURGE_EVERY_MS) return;
    this.lastPurge.set(slug, Date.now());
    await this.purge(db);
  }

  /** Deletes records older than the retention period; returns how many. */
  async purge(db: TenantDb, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.options.retentionDays * 86_400_000).toISOString();
    return repository.removeOlderThan(db, cutoff);
  }
}
