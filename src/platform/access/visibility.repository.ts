import type { TenantDb } from '../tenancy/tenant-databases.js';

/** The organisation tree as id -> parent links. */
export function unitTree(db: TenantDb): Promise<{ id: string; parent_id: string | null }[]> {
  return db.selectFrom('departments').select(['id', 'parent_id']).execute();
}
