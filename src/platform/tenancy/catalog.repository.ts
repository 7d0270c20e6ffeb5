import type { Kysely } from 'kysely';
import type { CatalogDatabase, TenantsTable } from '../../db/catalog/schema.js';

type CatalogDb = Kysely<CatalogDatabase>;

export function findBySlug(db: CatalogDb, slug: string): Promise<TenantsTable | undefined> {
  return db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findByDomain(db: CatalogDb, domain: string): Promise<TenantsTable | undefined> {
  return db
    .selectFrom('tenants')
    .innerJoin('tenant_domains', 'tenant_domains.tenant_id', 'tenants.id')
    .selectAll('tenants')
    .where('tenant_domains.domain', '=', domain)
    .executeTakeFirst();
}

export function list(db: CatalogDb): Promise<TenantsTable[]> {
  return db.selectFrom('tenants').selectAll().orderBy('slug').execute();
}

/** Every domain of every tenant, by domain. */
export function allDomains(db: CatalogDb): Promise<{ domain: string; tenant_id: string }[]> {
  return db.selectFrom('tenant_domains').selectAll().orderBy('domain').execute();
}

export async function domainsOf(db: CatalogDb, tenantId: string): Promise<string[]> {
  const rows = await db.selectFrom('tenant_domains').select('domain').where('tenant_id', '=', tenantId).execute();
  return rows.map((r) => r.domain);
}

export async function insert(db: CatalogDb, row: TenantsTable): Promise<void> {
  await db.insertInto('tenants').values(row).execute();
}

export async function updateModules(db: CatalogDb, slug: string, modules: string[], updatedAt: string): Promise<void> {
  await db.updateTable('tenants').set({ modules, updated_at: updatedAt }).where('slug', '=', slug).execute();
}

export async function addDomain(db: CatalogDb, tenantId: string, domain: string, createdAt: string): Promise<void> {
  await db.insertInto('tenant_domains').values({ domain, tenant_id: tenantId, created_at: createdAt }).execute();
}

/** Answers how many rows went (0 or 1). */
export async function removeDomain(db: CatalogDb, tenantId: string, domain: string): Promise<number> {
  const result = await db.deleteFrom('tenant_domains').where('tenant_id', '=', tenantId).where('domain', '=', domain).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function remove(db: CatalogDb, slug: string): Promise<void> {
  await db.deleteFrom('tenants').where('slug', '=', slug).execute();
}
