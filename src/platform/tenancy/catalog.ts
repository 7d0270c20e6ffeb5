import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { catalogColumns, type CatalogDatabase, type TenantsTable } from '../../db/catalog/schema.js';
import { catalogMigrations } from '../../db/catalog/migrations/index.js';
import { ensureDatabase, openDatabase, ping, splitPostgresUrl, type DatabaseLocation } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import { tenantFromRow, type Tenant } from './tenant.js';

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
    const row = await this.db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row && this.toTenant(row);
  }

  async findByDomain(domain: string): Promise<Tenant | undefined> {
    const row = await this.db
      .selectFrom('tenants')
      .innerJoin('tenant_domains', 'tenant_domains.tenant_id', 'tenants.id')
      .selectAll('tenants')
      .where('tenant_domains.domain', '=', domain)
      .executeTakeFirst();
    return row && this.toTenant(row);
  }

  async list(): Promise<Array<Tenant & { domains: string[] }>> {
    const rows = await this.db.selectFrom('tenants').selectAll().orderBy('slug').execute();
    const domains = await this.db.selectFrom('tenant_domains').selectAll().orderBy('domain').execute();
    return rows.map((row) => ({
      ...this.toTenant(row),
      domains: domains.filter((d) => d.tenant_id === row.id).map((d) => d.domain),
    }));
  }

  async domainsOf(tenantId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('tenant_domains').select('domain').where('tenant_id', '=', tenantId).execute();
    return rows.map((r) => r.domain).sort();
  }

  async insert(row: TenantsTable): Promise<void> {
    await this.db.insertInto('tenants').values(row).execute();
  }

  async updateModules(slug: string, modules: string[]): Promise<void> {
    await this.db
      .updateTable('tenants')
      .set({ modules, updated_at: new Date().toISOString() })
      .where('slug', '=', slug)
      .execute();
  }

  async addDomain(tenantId: string, domain: string): Promise<void> {
    await this.db.insertInto('tenant_domains').values({ domain, tenant_id: tenantId, created_at: new Date().toISOString() }).execute();
  }

  async removeDomain(tenantId: string, domain: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('tenant_domains')
      .where('tenant_id', '=', tenantId)
      .where('domain', '=', domain)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async remove(slug: string): Promise<void> {
    await this.db.deleteFrom('tenants').where('slug', '=', slug).execute();
  }

  async ping(): Promise<void> {
    await ping(this.db as Kysely<unknown>);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
