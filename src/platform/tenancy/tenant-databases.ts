import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseLocation, type PoolOptions } from '../../db/connection.js';
import { isUpToDate } from '../../db/migrate.js';
import { migrateTenant } from './tenant-migrations.js';
import { tenantMigrations } from '../../db/tenant/migrations/index.js';
import { tenantColumns, type TenantDatabase } from '../../db/tenant/schema.js';
import { LruMap } from '../lru.js';
import type { Catalog } from './catalog.js';
import type { Tenant } from './tenant.js';

export type TenantDb = Kysely<TenantDatabase>;

/** A tenant with its open database, held for the length of one request or job. */
export interface TenantLease {
  tenant: Tenant;
  db: TenantDb;
  release(): void;
}

/**
 * A tenant's database could not be opened or migrated (missing, unreadable, corrupt, full,
 * server down). It names the tenant for the log; the cause stays out of any answer.
 */
export class TenantDatabaseError extends Error {
  constructor(
    readonly tenant: string,
    cause: unknown,
  ) {
    super(`The database of tenant ${tenant} could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'TenantDatabaseError';
  }
}

interface Entry {
  tenant: Tenant;
  db: TenantDb;
  refs: number;
  evicted: boolean;
  closed: boolean;
  checkedAt: number;
}

// An evicted handle closes a moment after its last holder let go, not at once: a caller that is
// about to take it (its open just finished, its continuation not yet run) must not get it closed.
const CLOSE_GRACE_MS = 1_000;

export interface TenantDatabasesOptions {
  capacity: number;
  ttlMs: number;
  pool: PoolOptions;
}

function sameLocation(a: DatabaseLocation, b: DatabaseLocation): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Opens tenant databases lazily and keeps at most `capacity` of them open, so
 * 10,000 tenants do not mean 10,000 file handles or pools. An evicted handle
 * closes once the last request using it has released it. A handle is brought
 * to the latest migration when it is opened, so a tenant is never served on an
 * old schema after a deploy.
 */
export class TenantDatabases {
  private readonly entries: LruMap<string, Entry>;
  private readonly opening = new Map<string, Promise<Entry | undefined>>();
  private readonly openListeners: Array<(slug: string) => void> = [];
  /** Evicted handles that are not closed yet; close() must not leave them open. */
  private readonly retiring = new Set<Entry>();
  private closed = false;

  constructor(
    private readonly catalog: Catalog,
    private readonly options: TenantDatabasesOptions,
  ) {
    this.entries = new LruMap(options.capacity, (_slug, entry) => this.retire(entry));
  }

  /** Called whenever a tenant's database is opened, e.g. to resume work a stopped process left behind. */
  onOpen(listener: (slug: string) => void): void {
    this.openListeners.push(listener);
  }

  get openCount(): number {
    return this.entries.size;
  }

  async acquire(slug: string): Promise<TenantLease | undefined> {
    if (this.closed) throw new Error('Tenant databases are closed');
    let entry = this.entries.get(slug);
    if (entry && Date.now() - entry.checkedAt >= this.options.ttlMs) entry = await this.refresh(slug, entry);
    if (!entry) entry = await this.open(slug);
    if (!entry) return undefined;
    if (entry.closed) return this.acquire(slug);
    entry.refs++;
    let released = false;
    return {
      tenant: entry.tenant,
      db: entry.db,
      release: () => {
        if (released) return;
        released = true;
        entry.refs--;
        if (entry.evicted && entry.refs === 0) this.closeLater(entry);
      },
    };
  }

  /** Runs work against one tenant's database outside a request (CLI, jobs, tests). */
  async withTenant<T>(slug: string, work: (lease: TenantLease) => Promise<T>): Promise<T> {
    const lease = await this.acquire(slug);
    if (!lease) throw new Error(`Unknown tenant: ${slug}`);
    try {
      return await work(lease);
    } finally {
      lease.release();
    }
  }

  /** Forgets the cached record of a tenant, e.g. after its modules changed. */
  invalidate(slug: string): void {
    const entry = this.entries.get(slug);
    if (entry) entry.checkedAt = 0;
  }

  /** Closes every handle, after waiting (bounded) for requests and jobs still holding a lease. */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.opening.values()]);
    const deadline = Date.now() + graceMs;
    while ([...this.entries.values(), ...this.retiring].some((entry) => entry.refs > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const all = [...this.entries.values(), ...[...this.retiring].filter((entry) => !entry.closed)];
    this.entries.clear();
    this.retiring.clear();
    await Promise.allSettled(
      all.map((entry) => {
        entry.closed = true;
        return entry.db.destroy();
      }),
    );
  }

  private retire(entry: Entry): void {
    entry.evicted = true;
    this.retiring.add(entry);
    if (entry.refs === 0) this.closeLater(entry);
  }

  private closeLater(entry: Entry): void {
    setTimeout(() => {
      if (entry.closed || entry.refs > 0) return;
      entry.closed = true;
      this.retiring.delete(entry);
      void entry.db.destroy();
    }, CLOSE_GRACE_MS).unref();
  }

  private async refresh(slug: string, entry: Entry): Promise<Entry | undefined> {
    const tenant = await this.catalog.findBySlug(slug);
    if (!tenant || tenant.id !== entry.tenant.id || !sameLocation(tenant.database, entry.tenant.database)) {
      if (this.entries.get(slug) === entry) {
        this.entries.delete(slug);
        this.retire(entry);
      }
      return undefined;
    }
    entry.tenant = tenant;
    entry.checkedAt = Date.now();
    return entry;
  }

  private open(slug: string): Promise<Entry | undefined> {
    let pending = this.opening.get(slug);
    if (!pending) {
      pending = this.openNow(slug).finally(() => this.opening.delete(slug));
      this.opening.set(slug, pending);
    }
    return pending;
  }

  private async openNow(slug: string): Promise<Entry | undefined> {
    const tenant = await this.catalog.findBySlug(slug);
    if (!tenant) return undefined;
    let db: TenantDb;
    try {
      if (tenant.database.kind === 'sqlite' && !fs.existsSync(tenant.database.file)) {
        throw Object.assign(new Error(`The database file ${tenant.database.file} does not exist`), { code: 'ENOENT' });
      }
      db = openDatabase<TenantDatabase>(tenant.database, tenantColumns, this.options.pool, { mustExist: true });
    } catch (error) {
      throw new TenantDatabaseError(slug, error);
    }
    try {
      if (!(await isUpToDate(db as Kysely<unknown>, tenantMigrations))) await migrateTenant(db);
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw new TenantDatabaseError(slug, error);
    }
    const entry: Entry = { tenant, db, refs: 0, evicted: false, closed: false, checkedAt: Date.now() };
    this.entries.set(slug, entry);
    for (const listener of this.openListeners) listener(slug);
    return entry;
  }
}
