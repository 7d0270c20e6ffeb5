import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../db/migrate.js';
import { tenantMigrations } from '../../db/tenant/migrations/index.js';
import { PERMISSIONS } from '../access/permissions.js';
import { SYSTEM_ROLES } from '../access/system-roles.js';
import type { TenantDatabase } from '../../db/tenant/schema.js';
import * as roles from '../access/system-roles.repository.js';

type TenantDb = Kysely<TenantDatabase>;

/**
 * Brings a tenant database to the code's state: pending migrations, then the system roles'
 * permissions. Every place that migrates a tenant (creation, opening, `stempel migrate`) goes
 * through here, so a permission added to the code reaches every existing tenant.
 */
export async function migrateTenant(db: TenantDb): Promise<string[]> {
  return migrateToLatest(db as Kysely<unknown>, tenantMigrations, async (locked, inTransaction) => {
    const tenantDb = locked as unknown as TenantDb;
    if (inTransaction) await reconcileWithin(tenantDb);
    else await reconcileSystemRoles(tenantDb);
  });
}

/**
 * Gives each system role what the code's list holds and the role was never given
 * (system_role_grants remembers what was), and keeps Workspace Admin at every permission.
 * What an administrator removed from a system role stays removed; custom roles are not touched.
 * Idempotent, and two reads when nothing changed. Returns how many roles were changed.
 */
export async function reconcileSystemRoles(db: TenantDb): Promise<number> {
  return db.transaction().execute(reconcileWithin);
}

async function reconcileWithin(trx: TenantDb): Promise<number> {
  const rows = await roles.systemRoles(trx);
  const given = new Set((await roles.grants(trx)).map((g) => `${g.role_id} ${g.permission}`));
  const now = new Date().toISOString();
  let changed = 0;
  for (const role of SYSTEM_ROLES) {
    const row = rows.find((r) => r.id === role.id);
    if (!row) continue;
    const fresh = role.permissions.filter((permission) => !given.has(`${role.id} ${permission}`));
    if (fresh.length) await roles.recordGrants(trx, role.id, fresh, now);
    const target = role.key === 'workspace_admin' ? [...PERMISSIONS] : [...row.permissions, ...fresh];
    const next = [...new Set(target)].sort();
    if (next.join() === [...row.permissions].sort().join()) continue;
    await roles.setPermissions(trx, role.id, next, now);
    changed++;
  }
  return changed;
}
