import type { DepartmentsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

export function list(db: TenantDb): Promise<DepartmentsTable[]> {
  return db.selectFrom('departments').selectAll().$call(byName(db, 'name')).orderBy('id').execute();
}

export function find(db: TenantDb, id: string): Promise<DepartmentsTable | undefined> {
  return db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The whole tree as id -> parent links. */
export function tree(db: TenantDb): Promise<Pick<DepartmentsTable, 'id' | 'parent_id'>[]> {
  return db.selectFrom('departments').select(['id', 'parent_id']).execute();
}

export async function insert(db: TenantDb, row: DepartmentsTable): Promise<void> {
  await db.insertInto('departments').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Partial<Omit<DepartmentsTable, 'id' | 'created_at'>>): Promise<void> {
  await db.updateTable('departments').set(changes).where('id', '=', id).execute();
}

/** What still hangs on a unit: a sub-unit, a current employee, a roster, a short-work period naming it. */
export async function dependents(
  db: TenantDb,
  id: string,
): Promise<{ child: boolean; member: boolean; roster: boolean; shortWork: boolean }> {
  const [child, member, roster, shortWork] = await Promise.all([
    db.selectFrom('departments').select('id').where('parent_id', '=', id).executeTakeFirst(),
    db.selectFrom('employees').select('id').where('department_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),
    db.selectFrom('rosters').select('id').where('unit_id', '=', id).executeTakeFirst(),
    db.selectFrom('short_work_periods').select('id').where('department_id', '=', id).executeTakeFirst(),
  ]);
  return { child: Boolean(child), member: Boolean(member), roster: Boolean(roster), shortWork: Boolean(shortWork) };
}

/**
 * Deletes the unit inside the caller's transaction, once no current member, sub-unit, roster or
 * short-time work period names it (the caller's to refuse first). Its
 * former (deleted) people and the shifts lent from it go to its parent unit (none at the top), so
 * whoever saw them through the tree still does.
 */
export async function remove(trx: TenantDb, id: string): Promise<void> {
  const { parent_id: parent } = await trx.selectFrom('departments').select('parent_id').where('id', '=', id).executeTakeFirstOrThrow();
  await trx.updateTable('employees').set({ department_id: parent }).where('department_id', '=', id).where('deleted_at', 'is not', null).execute();
  await trx.updateTable('roster_entries').set({ source_unit_id: parent }).where('source_unit_id', '=', id).execute();
  await trx.deleteFrom('departments').where('id', '=', id).execute();
}
