import { reusableQuery } from '../../db/reusable-query.js';
import type { EmployeesTable, PayrollSnapshotsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

// Every booking into a month asks it (each clock-in): compiled once, only run per booking.
const closedPeriod = reusableQuery((db: TenantDb, period: string) => db.selectFrom('payroll_periods').select('period').where('period', '=', period));

/** The closed payroll month with this key (YYYY-MM), if it was closed. */
export async function findClosedPeriod(db: TenantDb, period: string) {
  return (await closedPeriod(db, period)).rows[0];
}

/**
 * What tells the month's current close from another: its event and when it was made (a close
 * without snapshot event has no id); undefined while the month is open.
 */
export async function currentCloseKey(db: TenantDb, period: string): Promise<string | undefined> {
  const row = await closeInForce(db, period);
  return row && `${row.close_id ?? ''}@${row.closed_at}`;
}

/** The earliest month closed now (YYYY-MM), if any. */
export async function earliestClosedPeriod(db: TenantDb): Promise<string | undefined> {
  const row = await db.selectFrom('payroll_periods').select('period').orderBy('period').limit(1).executeTakeFirst();
  return row?.period;
}

export type PayrollValuesRow = Pick<PayrollSnapshotsTable, 'employee_id' | 'payroll_values'> & Pick<EmployeesTable, 'code' | 'payroll_number' | 'department_id'>;

/** The people a close keeps payroll values of, in the order of their names now; people deleted since the close included. */
export async function payrollPeopleByName(db: TenantDb, closeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payroll_snapshots')
    .innerJoin('employees', 'employees.id', 'payroll_snapshots.employee_id')
    .select('payroll_snapshots.employee_id')
    .where('payroll_snapshots.close_id', '=', closeId)
    .$call(byName(db, 'employees.last_name', 'employees.first_name'))
    .orderBy('employees.id')
    .execute();
  return rows.map((row) => row.employee_id);
}

/** What a close keeps for payroll of these people (in no particular order). */
export function payrollValuesOf(db: TenantDb, closeId: string, employeeIds: readonly string[]): Promise<PayrollValuesRow[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payroll_snapshots')
    .innerJoin('employees', 'employees.id', 'payroll_snapshots.employee_id')
    .select(['payroll_snapshots.employee_id', 'payroll_snapshots.payroll_values', 'employees.code', 'employees.payroll_number', 'employees.department_id'])
    .where('payroll_snapshots.close_id', '=', closeId)
    .where('payroll_snapshots.employee_id', 'in', [...employeeIds])
    .execute();
}

/** The close of a month in force (its row in payroll_periods), if the month is closed. */
export function closeInForce(db: TenantDb, period: string) {
  return db.selectFrom('payroll_periods').select(['close_id', 'closed_at']).where('period', '=', period).executeTakeFirst();
}
