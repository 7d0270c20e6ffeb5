import path from 'node:path';
import type { Kysely } from 'kysely';
import { assertWritableFolders, type Config } from '../../config.js';
import { catalogColumns, type CatalogDatabase, type CustomDomainsTable, type TenantsTable } from '../../db/catalog/schema.js';
import { catalogMigrations } from '../../db/catalog/migrations/index.js';
import { ensureDatabase, openDatabase, ping, splitPostgresUrl, type DatabaseLocation } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { tenantFromRow, type Tenant } from './tenant.js';
import { newVerificationToken } from './domain-names.js';
import { uuidv7 } from '../ids.js';
import * as repository from './catalog.repository.js';

/** What changed in the catalog: a tenant's record, or which tenant a custom domain serves. */
export interface CatalogChange {
  slug?: string;
  domain?: string;
}

export type CatalogChangeListener = (change: CatalogChange) => void | Promise<void>;

/** The catalog database: which tenants exist, where their databases live, which domains point at them. */
export class Catalog {
  private readonly listeners: CatalogChangeListener[] = [];

  private constructor(
    readonly db: Kysely<CatalogDatabase>,
    readonly location: DatabaseLocation,
    private readonly dataDir: string,
    private readonly defaultServer: string | undefined,
  ) {}

  static location(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseLocation {
    if (config.databaseUrl) return { kind: 'postgres', ...splitPostgresUrl(config.databaseUrl) };
    return { kind: 'sqlite', file: path.join(config.dataDir, 'catalog.db') };
  }

  /** Opens the catalog, creating and migrating it when needed. */
  static async open(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgPoolMax' | 'pgIdleTimeoutMs'>): Promise<Catalog> {
    const location = Catalog.location(config);
    // The SQLite catalog lies in the data directory: one that cannot be made or written is named by its setting, not by mkdir's EEXIST.
    if (location.kind === 'sqlite') await assertWritableFolders([['STEMPEL_DATA_DIR', config.dataDir]]);
    await ensureDatabase(location);
    const db = openDatabase<CatalogDatabase>(location, catalogColumns, {
      max: Math.max(config.pgPoolMax, 5),
      idleTimeoutMs: config.pgIdleTimeoutMs,
    });
    try {
      await migrateToLatest(db as Kysely<unknown>, catalogMigrations);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    const defaultServer = location.kind === 'postgres' ? location.serverUrl : undefined;
    return new Catalog(db, location, config.dataDir, defaultServer);
  }

  /**
   * Called after every change this process makes to the catalog, so caches here and (through
   * Redis) in the other instances forget the old record at once instead of when it expires.
   */
  onChange(listener: CatalogChangeListener): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners; a listener that fails (Redis away) leaves the change to the cache lifetime. */
  async announce(change: CatalogChange): Promise<void> {
    await Promise.allSettled(this.listeners.map(async (listener) => listener(change)));
  }

  /** The PostgreSQL server new tenants are created on, or undefined for embedded SQLite. */
  get defaultPostgresServer(): string | undefined {
    return this.defaultServer;
  }

  /** A prefix that keeps tenant database names of different catalogs on one server apart. */
  get tenantDatabasePrefix(): string {
    return this.location.kind === 'postgres' ? `${this.location.database}_` : '';
  }

  get dataDirectory(): string {
    return this.dataDir;
  }

  private toTenant(row: TenantsTable): Tenant {
    return tenantFromRow(row, this.dataDir, this.defaultServer);
  }

  async findBySlug(slug: string): Promise<Tenant | undefined> {
    const row = await repository.findBySlug(this.db, slug);
    return row && this.toTenant(row);
  }

  /**
   * The tenant whose record names this database, on whichever server: tenant database names are
   * made from the slug, so another tenant's record naming it means the database is that tenant's.
   */
  async findSlugByDatabase(kind: 'sqlite' | 'postgres', databaseName: string): Promise<string | undefined> {
    return repository.findSlugByDatabase(this.db, kind, databaseName);
  }

  /** The tenant a verified custom domain serves. */
  async findByDomain(domain: string): Promise<Tenant | undefined> {
    const row = await repository.findByDomain(this.db, domain);
    return row && this.toTenant(row);
  }

  /** Every tenant with the custom domains that serve it (verified ones). */
  async list(): Promise<Array<Tenant & { domains: string[] }>> {
    const rows = await repository.list(this.db);
    const domains = await repository.allVerifiedDomains(this.db);
    return rows.map((row) => ({
      ...this.toTenant(row),
      domains: domains.filter((d) => d.tenant_id === row.id).map((d) => d.domain),
    }));
  }

  /** A tenant's custom domains, pending ones too, by name. */
  async domainsOf(tenantId: string): Promise<CustomDomainsTable[]> {
    return repository.domainsOf(this.db, tenantId);
  }

  /** The verified claim of a custom domain, whichever tenant holds it. Pending claims of others do not keep a domain from anyone. */
  async findVerifiedDomain(domain: string): Promise<CustomDomainsTable | undefined> {
    return repository.findVerifiedDomain(this.db, domain);
  }

  /** The tenant's own claim of a custom domain, pending or verified. */
  async domainClaimOf(tenantId: string, domain: string): Promise<CustomDomainsTable | undefined> {
    return repository.findClaim(this.db, tenantId, domain);
  }

  async customDomainOf(tenantId: string, id: string): Promise<CustomDomainsTable | undefined> {
    return repository.findDomainOfTenant(this.db, tenantId, id);
  }

  async insert(row: TenantsTable): Promise<void> {
    await repository.insert(this.db, row);
    // A restored tenant comes back under the id it had: an instance still holding it must look again.
    await this.announce({ slug: row.slug });
  }

  async updateModules(slug: string, modules: string[]): Promise<void> {
    await repository.updateModules(this.db, slug, modules, new Date().toISOString());
    await this.announce({ slug });
  }

  /** The name a tenant is listed and shown with. */
  async rename(slug: string, name: string): Promise<void> {
    await repository.rename(this.db, slug, name, new Date().toISOString());
    await this.announce({ slug });
  }

  /** Marks a tenant as being moved to another server (its requests answer 503), or as served again (null). */
  async setMovingTo(slug: string, target: string | null): Promise<void> {
    await repository.setMovingTo(this.db, slug, target, new Date().toISOString());
    await this.announce({ slug });
  }

  /**
   * Marks a tenant as being moved to `target`; false when a move of it is already marked, so two
   * moves of one tenant never run at once.
   */
  async startMove(slug: string, target: string): Promise<boolean> {
    const started = await repository.startMove(this.db, slug, target, new Date().toISOString());
    if (started) await this.announce({ slug });
    return started;
  }

  /** The server a move of the tenant is copying it to; null when none is under way. */
  async movingTo(slug: string): Promise<string | null> {
    return (await repository.movingTo(this.db, slug)) ?? null;
  }

  /**
   * Points a tenant at its copy on another server and ends its move. The default server is kept
   * as null, so the tenant follows STEMPEL_DATABASE_URL as tenants created there do.
   */
  async switchServer(slug: string, serverUrl: string, databaseName: string): Promise<void> {
    const server = serverUrl === this.defaultServer ? null : serverUrl;
    await repository.switchServer(this.db, slug, server, databaseName, new Date().toISOString());
    await this.announce({ slug });
  }

  /** Adds a domain an operator vouches for (CLI, restore): verified at once. */
  async addDomain(tenantId: string, domain: string): Promise<void> {
    const now = new Date().toISOString();
    await this.insertCustomDomain({
      id: uuidv7(),
      domain,
      tenant_id: tenantId,
      status: 'verified',
      verification_token: newVerificationToken(),
      verified_at: now,
      created_at: now,
    });
  }

  /** A unique violation means the tenant claimed the domain already, or (verified) another tenant holds it. */
  async insertCustomDomain(row: CustomDomainsTable): Promise<void> {
    await repository.insertDomain(this.db, row);
    if (row.status === 'verified') await this.announce({ domain: row.domain });
  }

  async markDomainVerified(domain: Pick<CustomDomainsTable, 'id' | 'domain'>, verifiedAt: string): Promise<void> {
    await repository.markDomainVerified(this.db, domain.id, verifiedAt);
    await this.announce({ domain: domain.domain });
  }

  async removeDomain(tenantId: string, domain: string): Promise<boolean> {
    const removed = (await repository.removeDomain(this.db, tenantId, domain)) > 0;
    if (removed) await this.announce({ domain });
    return removed;
  }

  async remove(slug: string): Promise<void> {
    const domains = await this.domainsOf((await repository.findBySlug(this.db, slug))?.id ?? '');
    await repository.remove(this.db, slug);
    await this.announce({ slug });
    for (const { domain } of domains) await this.announce({ domain });
  }

  async ping(): Promise<void> {
    await ping(this.db as Kysely<unknown>);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
