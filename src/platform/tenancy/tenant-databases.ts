import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase, postgresUrl, withPostgresClient, type DatabaseLocation, type PoolOptions } from '../../db/connection.js';
import { ConnectionBudget, derivedBudget } from '../../db/connection-budget.js';
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

/**
 * The tenant is being moved to another database server (`stempel tenant move`): nothing of it is
 * served, so no write can land in the database being copied. Clients get 503 with Retry-After.
 */
export class TenantMovingError extends Error {
  constructor(readonly tenant: string) {
    super(`Tenant ${tenant} is being moved to another database server`);
    this.name = 'TenantMovingError';
  }
}

interface Entry {
  tenant: Tenant;
  db: TenantDb;
  refs: number;
  evicted: boolean;
  closed: boolean;
  /** When the record must be read from the catalog again (0: at the next use). */
  staleAt: number;
  /** Counts the changes heard of, so a catalog read that began before one cannot hide it. */
  changes: number;
  /** SQLite: the file the handle opened (device and inode), see `sameFile`. */
  file?: string;
}

// An evicted handle closes a moment after its last holder let go, not at once: a caller that is
// about to take it (its open just finished, its continuation not yet run) must not get it closed.
const CLOSE_GRACE_MS = 1_000;
// A tenant's record announced as changed is read again this long after, when no use of the tenant
// has read it meanwhile: a tenant deleted or moved away must not keep its database open until
// someone asks for its slug again.
const UNUSED_RECHECK_MS = 100;

// While a tenant is marked as moving, and after its database failed the way a move makes it fail,
// its record is read again this soon rather than after the cache lifetime: an instance that missed
// the announcement of the move's end (Redis away, or the announcement timed out) serves the tenant
// from its new server a moment later instead of answering 503 or failing until the record expires.
const RECHECK_MS = 1_000;

export interface TenantDatabasesOptions {
  capacity: number;
  ttlMs: number;
  pool: PoolOptions;
  /** How the connections to each PostgreSQL server are shared between the tenant pools. */
  budget?: ConnectionBudgetSettings;
}

export interface ConnectionBudgetSettings {
  /** Connections per server; undefined derives it from the server's max_connections. */
  connections: number | undefined;
  reserve: number;
  instances: number;
  queueTimeoutMs: number;
}

/** A server as the budget knows it: host and port, never credentials. */
function serverKey(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

async function maxConnectionsOf(serverUrl: string): Promise<number> {
  return withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    const result = await client.query<{ max_connections: string }>('show max_connections');
    return Number(result.rows[0]!.max_connections);
  });
}

function sameLocation(a: DatabaseLocation, b: DatabaseLocation): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Which file lies at a path now (device and inode); undefined when none does. */
function fileAt(location: DatabaseLocation): string | undefined {
  if (location.kind !== 'sqlite') return undefined;
  try {
    const stat = fs.statSync(location.file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether a SQLite handle still has the file at its tenant's path open. A tenant deleted and
 * restored from a backup comes back with the same id at the same path, but in a new file: the
 * handle would go on reading, and writing into, the deleted one.
 */
function sameFile(entry: Entry): boolean {
  return entry.file === undefined || fileAt(entry.tenant.database) === entry.file;
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
  /** Tenants being opened whose record changed meanwhile. */
  private readonly changedWhileOpening = new Set<string>();
  private readonly openListeners: Array<(opened: { slug: string; tenant: Tenant; db: TenantDb }) => Promise<void>> = [];
  private readonly jobsQueuedListeners: Array<(slug: string) => void> = [];
  /** Evicted handles that are not closed yet; close() must not leave them open. */
  private readonly retiring = new Set<Entry>();
  private readonly budgets = new Map<string, Promise<ConnectionBudget>>();
  private readonly settledBudgets = new Map<string, ConnectionBudget>();
  private closed = false;

  constructor(
    private readonly catalog: Catalog,
    private readonly options: TenantDatabasesOptions,
  ) {
    this.entries = new LruMap(options.capacity, (_slug, entry) => this.retire(entry));
  }

  /**
   * Called whenever a tenant's database is opened, e.g. to resume work a stopped process left
   * behind. The opening waits for it: its queries use the connection the opening has open.
   * A listener handles its own failures; a rejection is ignored.
   */
  onOpen(listener: (opened: { slug: string; tenant: Tenant; db: TenantDb }) => Promise<void>): void {
    this.openListeners.push(listener);
  }

  /**
   * Called whenever a transaction (or a statement of its own) that queued jobs due now in a
   * tenant's database has committed, wherever the jobs were queued: a job runner can claim them now.
   */
  onJobsQueued(listener: (slug: string) => void): void {
    this.jobsQueuedListeners.push(listener);
  }

  private jobsQueued(slug: string): void {
    for (const listener of this.jobsQueuedListeners) listener(slug);
  }

  get openCount(): number {
    return this.entries.size;
  }

  /** Handles evicted from the cache and not closed yet: still held by a request or job, or in their close grace. */
  get closingCount(): number {
    return this.retiring.size;
  }

  /** The connection budget of every PostgreSQL server in use, by host and port. */
  async budgetStats(): Promise<Record<string, ConnectionBudget['stats']>> {
    await Promise.allSettled(this.budgets.values());
    return Object.fromEntries([...this.settledBudgets].map(([server, budget]) => [server, budget.stats]));
  }

  async acquire(slug: string): Promise<TenantLease | undefined> {
    if (this.closed) throw new Error('Tenant databases are closed');
    let entry = this.entries.get(slug);
    if (entry && Date.now() >= entry.staleAt) entry = await this.refresh(slug, entry);
    if (!entry) entry = await this.open(slug);
    if (!entry) return undefined;
    if (entry.closed) return this.acquire(slug);
    if (entry.tenant.moving) throw new TenantMovingError(slug);
    return this.lease(entry);
  }

  private lease(entry: Entry): TenantLease {
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
        else if (entry.refs === 0) this.offerIdlePool(entry);
      },
    };
  }

  /**
   * A lease on a tenant whose database is open right now, without opening it and without
   * counting as use in the cache (for background polls); undefined when it is not open.
   */
  acquireIfOpen(slug: string): TenantLease | undefined {
    if (this.closed) return undefined;
    const entry = this.entries.peek(slug);
    if (!entry || entry.closed || entry.evicted || entry.tenant.moving) return undefined;
    return this.lease(entry);
  }

  /**
   * Whether the tenant's database server has no connection to spare right now (PostgreSQL, all
   * of this instance's budget taken or requests waiting for it). Never for SQLite.
   */
  crowded(slug: string): boolean {
    const database = this.entries.peek(slug)?.tenant.database;
    if (database?.kind !== 'postgres') return false;
    return this.settledBudgets.get(serverKey(database.serverUrl))?.crowded ?? false;
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

  /** Forgets the cached record of a tenant, e.g. after its modules changed (read again at its next use, or soon: UNUSED_RECHECK_MS). */
  invalidate(slug: string): void {
    const entry = this.entries.peek(slug);
    if (entry) {
      this.forget(entry);
      this.recheckIfUnused(slug, entry);
    }
    if (this.opening.has(slug)) this.changedWhileOpening.add(slug);
  }

  /** Forgets every cached record; each tenant's next use reads it from the catalog again. */
  invalidateAll(): void {
    for (const entry of this.entries.values()) this.forget(entry);
    for (const slug of this.opening.keys()) this.changedWhileOpening.add(slug);
  }

  /**
   * The tenant's database failed as it does under a move (its sessions ended, read-only while it
   * is copied, dropped after; the database itself tells, see `movedAway`): its record is read
   * again within a second, since this instance may have missed the announcement that it moved.
   */
  recheckSoon(slug: string): void {
    const entry = this.entries.peek(slug);
    if (!entry) return;
    entry.changes++;
    // As if the record had been trusted for a second only when it was read.
    entry.staleAt -= Math.max(0, this.freshnessOf(entry.tenant) - RECHECK_MS);
  }

  /** Reads a forgotten record again a moment later, unless a use of the tenant has done so meanwhile. */
  private recheckIfUnused(slug: string, entry: Entry): void {
    setTimeout(() => {
      if (this.closed || entry.closed || entry.staleAt !== 0 || this.entries.peek(slug) !== entry) return;
      void this.refresh(slug, entry).catch(() => undefined);
    }, UNUSED_RECHECK_MS).unref();
  }

  private forget(entry: Entry): void {
    entry.changes++;
    entry.staleAt = 0;
  }

  private freshnessOf(tenant: Tenant): number {
    return tenant.moving ? Math.min(this.options.ttlMs, RECHECK_MS) : this.options.ttlMs;
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
    const changes = entry.changes;
    const tenant = await this.catalog.findBySlug(slug);
    // A change was heard of while the catalog answered: what it answered may be older than the
    // change (or than another request's read), so it is not kept and the next use reads again.
    if (entry.changes !== changes) return entry;
    if (!tenant || tenant.id !== entry.tenant.id || !sameLocation(tenant.database, entry.tenant.database) || !sameFile(entry)) {
      if (this.entries.peek(slug) === entry) {
        this.entries.delete(slug);
        this.retire(entry);
      }
      return undefined;
    }
    entry.tenant = tenant;
    entry.staleAt = Date.now() + this.freshnessOf(tenant);
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
    this.changedWhileOpening.delete(slug);
    const tenant = await this.catalog.findBySlug(slug);
    if (!tenant) return undefined;
    // Opening (and migrating) a database that is being copied is exactly what a move must not meet.
    if (tenant.moving) throw new TenantMovingError(slug);
    // Looked at before opening: a file replaced in between leaves a handle that is reopened, never one kept.
    const file = fileAt(tenant.database);
    let db: TenantDb;
    try {
      if (tenant.database.kind === 'sqlite' && file === undefined) {
        throw Object.assign(new Error(`The database file ${tenant.database.file} does not exist`), { code: 'ENOENT' });
      }
      const budget = tenant.database.kind === 'postgres' && this.options.budget ? await this.budgetFor(tenant.database.serverUrl) : undefined;
      db = openDatabase<TenantDatabase>(tenant.database, tenantColumns, this.options.pool, {
        mustExist: true,
        ...(budget ? { budget: { budget, owner: slug } } : {}),
        listeners: {
          jobsQueued: () => this.jobsQueued(slug),
          // This instance may have missed the announcement that the tenant moved.
          ...(tenant.database.kind === 'postgres' ? { movedAway: () => this.recheckSoon(slug) } : {}),
        },
      });
    } catch (error) {
      throw new TenantDatabaseError(slug, error);
    }
    try {
      if (!(await isUpToDate(db as Kysely<unknown>, tenantMigrations))) await migrateTenant(db);
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw new TenantDatabaseError(slug, error);
    }
    const entry: Entry = {
      tenant,
      db,
      refs: 0,
      evicted: false,
      closed: false,
      // A change heard of while the database opened may be newer than the record read first.
      staleAt: this.changedWhileOpening.delete(slug) ? 0 : Date.now() + this.freshnessOf(tenant),
      changes: 0,
      file,
    };
    this.entries.set(slug, entry);
    for (const listener of this.openListeners) await listener({ slug, tenant, db }).catch(() => undefined);
    return entry;
  }

  private budgetFor(serverUrl: string): Promise<ConnectionBudget> {
    const server = serverKey(serverUrl);
    let budget = this.budgets.get(server);
    if (!budget) {
      const settings = this.options.budget!;
      budget = (async () => {
        const limit = settings.connections ?? derivedBudget(await maxConnectionsOf(serverUrl), settings.reserve, settings.instances);
        const created = new ConnectionBudget({
          server,
          limit,
          queueTimeoutMs: settings.queueTimeoutMs,
          reclaim: () => this.closeIdlePool(server),
        });
        this.settledBudgets.set(server, created);
        return created;
      })();
      // A server that could not be asked is asked again by the next tenant that opens.
      budget.catch(() => this.budgets.delete(server));
      this.budgets.set(server, budget);
    }
    return budget;
  }

  /** A pool nobody holds any more gives its connections up at once when others wait for one. */
  private offerIdlePool(entry: Entry): void {
    if (entry.tenant.database.kind !== 'postgres') return;
    const server = serverKey(entry.tenant.database.serverUrl);
    if ((this.settledBudgets.get(server)?.stats.waiting ?? 0) > 0) this.closeIdlePool(server);
  }

  /**
   * Makes room in a full budget: closes the connections of the least recently used tenant on
   * `server` that no request or job holds. The tenant stays open in the cache; its next query
   * connects again. Evicting it instead would make its next request open, check and announce the
   * database again (migrations, job and retention looks), which under many tenants costs more
   * connections than it frees.
   */
  private closeIdlePool(server: string): boolean {
    const budget = this.settledBudgets.get(server);
    if (!budget) return false;
    // A handle evicted from the cache that nobody holds any more goes first: its connections wait
    // only for its close grace, and a request waiting now would give up meanwhile.
    for (const entry of this.retiring) {
      if (entry.refs > 0 || entry.closed || entry.tenant.database.kind !== 'postgres' || serverKey(entry.tenant.database.serverUrl) !== server) continue;
      if (budget.closeIdleOf(entry.tenant.slug)) return true;
    }
    for (const [slug, entry] of this.entries.entries()) {
      if (entry.refs > 0 || entry.closed || entry.tenant.database.kind !== 'postgres') continue;
      if (budget.heldBy(slug) === 0 || serverKey(entry.tenant.database.serverUrl) !== server) continue;
      if (budget.closeIdleOf(slug)) return true;
    }
    return false;
  }
}
