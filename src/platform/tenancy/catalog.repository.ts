import type { Kysely } from 'kysely';
import type { CatalogDatabase, CustomDomainsTable, TenantsTable } from '../../db/catalog/schema.js';

type CatalogDb = Kysely<CatalogDatabase>;

export function findBySlug(db: CatalogDb, slug: string): Promise<TenantsTable | undefined> {
  return db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The slug of a tenant whose record names this database (by kind and stored name), if any. */
export async function findSlugByDatabase(db: CatalogDb, kind: 'sqlite' | 'postgres', databaseName: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select('slug')
    .where('database_kind', '=', kind)
    .where('database_name', '=', databaseName)
    .orderBy('slug')
    .executeTakeFirst();
  return row?.slug;
}

/** The tenant a verified custom domain serves; a pending domain serves nobody. */
export function findByDomain(db: CatalogDb, domain: string): Promise<TenantsTable | undefined> {
  return db
    .selectFrom('tenants')
    .innerJoin('custom_domains', 'custom_domains.tenant_id', 'tenants.id')
    .selectAll('tenants')
    .where('custom_domains.domain', '=', domain)
    .where('custom_domains.status', '=', 'verified')
    .executeTakeFirst();
}

export function list(db: CatalogDb): Promise<TenantsTable[]> {
  return db.selectFrom('tenants').selectAll().orderBy('slug').execute();
}

/** Every verified domain of every tenant, by domain. */
export function allVerifiedDomains(db: CatalogDb): Promise<{ domain: string; tenant_id: string }[]> {
  return db.selectFrom('custom_domains').select(['domain', 'tenant_id']).where('status', '=', 'verified').orderBy('domain').execute();
}

/** A tenant's domains, pending ones too, by domain. */
export function domainsOf(db: CatalogDb, tenantId: string): Promise<CustomDomainsTable[]> {
  return db.selectFrom('custom_domains').selectAll().where('tenant_id', '=', tenantId).orderBy('domain').execute();
}

/** The verified claim of a domain, whichever tenant holds it; there is at most one. */
export function findVerifiedDomain(db: CatalogDb, domain: string): Promise<CustomDomainsTable | undefined> {
  return db.selectFrom('custom_domains').selectAll().where('domain', '=', domain).where('status', '=', 'verified').executeTakeFirst();
}

/** The tenant's own claim of a domain, pending or verified. */
export function findClaim(db: CatalogDb, tenantId: string, domain: string): Promise<CustomDomainsTable | undefined> {
  return db.selectFrom('custom_domains').selectAll().where('tenant_id', '=', tenantId).where('domain', '=', domain).executeTakeFirst();
}

export function findDomainOfTenant(db: CatalogDb, tenantId: string, id: string): Promise<CustomDomainsTable | undefined> {
  return db.selectFrom('custom_domains').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function insert(db: CatalogDb, row: TenantsTable): Promise<void> {
  await db.insertInto('tenants').values(row).execute();
}

export async function updateModules(db: CatalogDb, slug: string, modules: string[], updatedAt: string): Promise<void> {
  await db.updateTable('tenants').set({ modules, updated_at: updatedAt }).where('slug', '=', slug).execute();
}

export async function rename(db: CatalogDb, slug: string, name: string, updatedAt: string): Promise<void> {
  await db.updateTable('tenants').set({ name, updated_at: updatedAt }).where('slug', '=', slug).execute();
}

export async function insertDomain(db: CatalogDb, row: CustomDomainsTable): Promise<void> {
  await db.insertInto('custom_domains').values(row).execute();
}

export async function markDomainVerified(db: CatalogDb, id: string, verifiedAt: string): Promise<void> {
  await db.updateTable('custom_domains').set({ status: 'verified', verified_at: verifiedAt }).where('id', '=', id).execute();
}

/** Answers how many rows went (0 or 1). */
export async function removeDomain(db: CatalogDb, tenantId: string, domain: string): Promise<number> {
  const result = await db.deleteFrom('custom_domains').where('tenant_id', '=', tenantId).where('domain', '=', domain).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function remove(db: CatalogDb, slug: string): Promise<void> {
  await db.deleteFrom('tenants').where('slug', '=', slug).execute();
}

/** Marks a tenant as being moved to `target` (a server URL), or as served again (null). */
export async function setMovingTo(db: CatalogDb, slug: string, target: string | null, updatedAt: string): Promise<void> {
  await db.updateTable('tenants').set({ moving_to: target, updated_at: updatedAt }).where('slug', '=', slug).execute();
}

/** Marks a tenant as being moved unless a move of it is already under way; answers whether it did. */
export async function startMove(db: CatalogDb, slug: string, target: string, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({ moving_to: target, updated_at: updatedAt })
    .where('slug', '=', slug)
    .where('moving_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function movingTo(db: CatalogDb, slug: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('tenants').select('moving_to').where('slug', '=', slug).executeTakeFirst();
  return row?.moving_to;
}

/** Points a tenant at its database on another server and ends its move, in one statement. */
export async function switchServer(db: CatalogDb, slug: string, server: string | null, databaseName: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ database_server: server, database_name: databaseName, moving_to: null, updated_at: updatedAt })
    .where('slug', '=', slug)
    .execute();
}
