import type { Updateable } from 'kysely';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import { escapeLike, likeEscaped } from '../../db/like.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export interface EmployeeFilters {
  department_id?: string;
  location_id?: string;
  search?: string;
}

function listQuery(db: TenantDb, filters: EmployeeFilters, visibility: Visibility) {
  let query = scopeToVisible(db.selectFrom('employees').where('employees.deleted_at', 'is', null), visibility);
  if (filters.department_id) query = query.where('employees.department_id', '=', filters.department_id);
  if (filters.location_id) query = query.where('employees.location_id', '=', filters.location_id);
  if (filters.search) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        likeEscaped('employees.first_name', pattern, { lower: true }),
        likeEscaped('employees.last_name', pattern, { lower: true }),
        likeEscaped('employees.code', pattern, { lower: true }),
      ]),
    );
  }
  return query;
}

export async function count(db: TenantDb, filters: EmployeeFilters, visibility: Visibility): Promise<number> {
  const row = await listQuery(db, filters, visibility)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function page(db: TenantDb, filters: EmployeeFilters, visibility: Visibility, limit: number, offset: number) {
  return listQuery(db, filters, visibility)
    .selectAll('employees')
    .orderBy('employees.last_name')
    .orderBy('employees.first_name')
    .orderBy('employees.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findActive(db: TenantDb, id: string) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function codeTaken(db: TenantDb, code: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function badgeTaken(db: TenantDb, badge: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('badge', '=', badge);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: TenantDb, row: EmployeesTable): Promise<void> {
  await db.insertInto('employees').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Updateable<EmployeesTable>): Promise<void> {
  await db.updateTable('employees').set(changes).where('id', '=', id).execute();
}

/** Marks the person deleted (frees the badge) and drops their NFC tags; run inside the caller's transaction. */
export async function softDelete(trx: TenantDb, id: string): Promise<void> {
  const now = new Date().toISOString();
  await trx.updateTable('employees').set({ deleted_at: now, updated_at: now, badge: null }).where('id', '=', id).execute();
  await trx.deleteFrom('nfc_tags').where('employee_id', '=', id).execute();
}

export async function departmentExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function locationExists(db: TenantDb, id: string): Promise<boolean> {
  return (await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The permissions of a role that must exist (a person's own role). */
export function rolePermissionsOrThrow(db: TenantDb, roleId: string): Promise<{ permissions: string[] }> {
  return db.selectFrom('roles').select('permissions').where('id', '=', roleId).executeTakeFirstOrThrow();
}

/** The permissions of a role, or undefined for an unknown role. */
export function rolePermissions(db: TenantDb, roleId: string): Promise<{ permissions: string[] } | undefined> {
  return db.selectFrom('roles').select('permissions').where('id', '=', roleId).executeTakeFirst();
}

/** The schedule model each of the given people has on a date; the employee resource shows today's. */
export async function scheduleModelsOn(db: TenantDb, employeeIds: readonly string[], date: string): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('employee_schedule_models')
    .select(['employee_id', 'schedule_model_id'])
    .where('employee_id', 'in', [...new Set(employeeIds)])
    .where('valid_from', '<=', date)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', date)]))
    .execute();
  return new Map(rows.map((row) => [row.employee_id, row.schedule_model_id]));
}

/** Changes a person who is not erased yet; answers whether this call changed them (two erasures race). */
export async function updateUnlessErased(db: TenantDb, id: string, changes: Updateable<EmployeesTable>): Promise<boolean> {
  const result = await db.updateTable('employees').set(changes).where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An employee whatever their state: current, former, soft-deleted or erased. */
export function findOnRecord(db: TenantDb, id: string) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}
