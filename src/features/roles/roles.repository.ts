import type { RolesTable } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

export function list(db: TenantDb): Promise<RolesTable[]> {
  return db.selectFrom('roles').selectAll().$call(byName(db, 'name')).orderBy('id').execute();
}

export function find(db: TenantDb, id: string): Promise<RolesTable | undefined> {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another role (other than `exceptId`) already has this name. */
export async function nameTaken(db: TenantDb, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('roles').select('id').where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insert(db: TenantDb, row: RolesTable): Promise<void> {
  await db.insertInto('roles').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Partial<RolesTable>): Promise<void> {
  await db.updateTable('roles').set(changes).where('id', '=', id).execute();
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/** Current employees per role, of those the caller may see (as GET /employees lists them). */
export async function currentHoldersByRole(db: TenantDb, visibility: Visibility): Promise<Map<string, number>> {
  const rows = await scopeToVisible(db.selectFrom('employees').where('employees.deleted_at', 'is', null), visibility)
    .select(['employees.role_id', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('employees.role_id')
    .execute();
  return new Map(rows.map((r) => [r.role_id, Number(r.total)]));
}

/** Every role's permissions. */
export function permissionsByRole(db: TenantDb): Promise<Array<Pick<RolesTable, 'id' | 'permissions'>>> {
  return db.selectFrom('roles').select(['id', 'permissions']).execute();
}

/** Current and former (soft-deleted) employees holding the role. */
export async function allHolders(db: TenantDb, id: string): Promise<number> {
  const { total } = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('role_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(total);
}
