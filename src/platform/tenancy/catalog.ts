import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { catalogColumns, type CatalogDatabase, type TenantsTable } from '../../db/catalog/schema.js';
import { catalogMigrations } from '../../db/catalog/migrations/index.js';
import { ensureDatabase, openDatabase, ping, splitPostgresUrl, type DatabaseLocation } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { tenantFromRow, type Tenant } from './tenant.js';
import * as repository from './catalog.repository.js';

/** The catalog database: which tenants exist, where their databases live, which domains point at them. */
export class Catalog {
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

  async findByDomain(domain: string): Promise<Tenant | undefined> {
    const row = await repository.findByDomain(this.db, domain);
    return row && this.toTenant(row);
  }

  async list(): Promise<Array<Tenant & { domains: string[] }>> {
    const rows = await repository.list(this.db);
    const domains = await repository.allDomains(this.db);
    return rows.map((row) => ({
      ...this.toTenant(row),
      domains: domains.filter((d) => d.tenant_id === row.id).map((d) => d.domain),
    }));
  }

  async domainsOf(tenantId: string): Promise<string[]> {
    return (await repository.domainsOf(this.db, tenantId)).sort();
  }

  async insert(row: TenantsTable): Promise<void> {
    await repository.insert(this.db, row);
  }

  async updateModules(slug: string, modules: string[]): Promise<void> {
    await repository.updateModules(this.db, slug, modules, new Date().toISOString());
  }

  async addDomain(tenantId: string, domain: string): Promise<void> {
    await repository.addDomain(this.db, tenantId, domain, new Date().toISOString());
  }

  async removeDomain(tenantId: string, domain: string): Promise<boolean> {
    return (await repository.removeDomain(this.db, tenantId, domain)) > 0;
  }

  async remove(slug: string): Promise<void> {
    await repository.remove(this.db, slug);
  }

  async ping(): Promise<void> {
    await ping(this.db as Kysely<unknown>);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
