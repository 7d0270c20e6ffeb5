import type { Updateable } from 'kysely';
import type { EmployeesTable, ShortWorkPeriodsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Every query on short-time work periods and the people they name. `db` may be a transaction. */

/** Periods touching [from, to] (either bound optional), oldest first. */
export function periodsBetween(db: TenantDb, from?: string, to?: string): Promise<ShortWorkPeriodsTable[]> {
  let query = db.selectFrom('short_work_periods').selectAll();
  if (from) query = query.where('date_to', '>=', from);
  if (to) query = query.where('date_from', '<=', to);
  return query.orderBy('date_from').orderBy('id').execute();
}

export function find(db: TenantDb, id: string): Promise<ShortWorkPeriodsTable | undefined> {
  return db.selectFrom('short_work_periods').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The people each of the given periods names. */
export async function namedEmployees(db: TenantDb, periodIds: readonly string[]): Promise<Map<string, string[]>> {
  const byPeriod = new Map<string, string[]>();
  if (periodIds.length === 0) return byPeriod;
  const rows = await db
    .selectFrom('short_work_period_employees')
    .select(['period_id', 'employee_id'])
    .where('period_id', 'in', [...periodIds])
    .orderBy('employee_id')
    .execute();
  for (const row of rows) {
    const list = byPeriod.get(row.period_id);
    if (list) list.push(row.employee_id);
    else byPeriod.set(row.period_id, [row.employee_id]);
  }
  return byPeriod;
}

export async function insert(db: TenantDb, row: ShortWorkPeriodsTable): Promise<void> {
  await db.insertInto('short_work_periods').values(row).execute();
}

/** Changes a period as it was last changed at `readAt`; false when another change came first. */
export async function update(db: TenantDb, id: string, readAt: string, changes: Updateable<ShortWorkPeriodsTable>): Promise<boolean> {
  const result = await db.updateTable('short_work_periods').set(changes).where('id', '=', id).where('updated_at', '=', readAt).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces the people a period names (none for a department period). */
export async function replaceEmployees(db: TenantDb, periodId: string, employeeIds: readonly string[]): Promise<void> {
  await db.deleteFrom('short_work_period_employees').where('period_id', '=', periodId).execute();
  if (employeeIds.length > 0) {
    await db
      .insertInto('short_work_period_employees')
      .values(employeeIds.map((employee_id) => ({ period_id: periodId, employee_id })))
      .execute();
  }
}

/**
 * Deletes a period as it was last changed at `readAt`; false when another change came first. Its
 * people go first (they refer to it), so the caller's transaction must roll back on false.
 */
export async function remove(db: TenantDb, id: string, readAt: string): Promise<boolean> {
  await db.deleteFrom('short_work_period_employees').where('period_id', '=', id).execute();
  const result = await db.deleteFrom('short_work_periods').where('id', '=', id).where('updated_at', '=', readAt).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Who the periods apply to: the named people and the members of the covered units, former employees included (their months are history). */
export function employeesByIds(db: TenantDb, ids: readonly string[]): Promise<EmployeesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').selectAll().where('id', 'in', [...ids]).execute();
}

export function employeesInUnits(db: TenantDb, unitIds: readonly string[]): Promise<EmployeesTable[]> {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').selectAll().where('department_id', 'in', [...unitIds]).execute();
}

/** The periods that name the person, oldest first. */
export function periodsNaming(db: TenantDb, employeeId: string): Promise<ShortWorkPeriodsTable[]> {
  return db
    .selectFrom('short_work_periods')
    .selectAll('short_work_periods')
    .innerJoin('short_work_period_employees', 'short_work_period_employees.period_id', 'short_work_periods.id')
    .where('short_work_period_employees.employee_id', '=', employeeId)
    .orderBy('short_work_periods.date_from')
    .orderBy('short_work_periods.id')
    .execute();
}
