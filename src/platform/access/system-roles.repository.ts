import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../db/tenant/schema.js';

// Typed against the schema, not the tenant registry: tenant opening runs this reconciliation.
type TenantDb = Kysely<TenantDatabase>;

/** The system roles' current permissions and what the code's list has given them so far. */

export function systemRoles(db: TenantDb) {
  return db.selectFrom('roles').select(['id', 'system_key', 'permissions']).where('system_key', 'is not', null).execute();
}

export function grants(db: TenantDb) {
  return db.selectFrom('system_role_grants').select(['role_id', 'permission']).execute();
}

export async function recordGrants(db: TenantDb, roleId: string, permissions: readonly string[], at: string): Promise<void> {
  await db
    .insertInto('system_role_grants')
    .values(permissions.map((permission) => ({ role_id: roleId, permission, granted_at: at })))
    .onConflict((conflict) => conflict.columns(['role_id', 'permission']).doNothing())
    .execute();
}

export async function setPermissions(db: TenantDb, roleId: string, permissions: string[], at: string): Promise<void> {
  await db.updateTable('roles').set({ permissions, updated_at: at }).where('id', '=', roleId).execute();
}
