import type { ExpressionBuilder } from 'kysely';
import type { EmployeesTable, PayrollPeriodEventsTable, PayrollPeriodsTable, PayrollSnapshotsTable, TenantDatabase } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

/** Every query of month closing. `db` may be a transaction. */

export function closedPeriodsBetween(db: TenantDb, from: string, to: string): Promise<PayrollPeriodsTable[]> {
  return db.selectFrom('payroll_periods').selectAll().where('period', '>=', from).where('period', '<=', to).execute();
}

/** The latest closed month after `period`, if any. */
export async function latestClosedAfter(db: TenantDb, period: string): Promise<string | undefined> {
  const row = await db.selectFrom('payroll_periods').select('period').where('period', '>', period).orderBy('period', 'desc').limit(1).executeTakeFirst();
  return row?.period;
}

export function eventsBetween(db: TenantDb, from: string, to: string): Promise<PayrollPeriodEventsTable[]> {
  return db
    .selectFrom('payroll_period_events')
    .selectAll()
    .where('period', '>=', from)
    .where('period', '<=', to)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function insertClosed(db: TenantDb, row: PayrollPeriodsTable): Promise<void> {
  await db.insertInto('payroll_periods').values(row).execute();
}

export async function deleteClosed(db: TenantDb, period: string): Promise<void> {
  await db.deleteFrom('payroll_periods').where('period', '=', period).execute();
}

export async function insertEvent(db: TenantDb, row: PayrollPeriodEventsTable): Promise<void> {
  await db.insertInto('payroll_period_events').values(row).execute();
}

// 18 values a row: 500 rows stay well inside both databases' limits on bound parameters.
const SNAPSHOT_CHUNK = 500;

export async function insertSnapshots(db: TenantDb, rows: readonly PayrollSnapshotsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += SNAPSHOT_CHUNK) {
    await db.insertInto('payroll_snapshots').values(rows.slice(start, start + SNAPSHOT_CHUNK)).execute();
  }
}

/**
 * Everyone employed on some day of the month (the payroll's people), those deleted since included:
 * the hours they worked before leaving are paid with the month (MiLoG §20), and their exit date
 * (which a deletion sets) ends their days as anyone's who left. The same rule as the working-time
 * report's: a deleted record counts by its exit date only.
 */
export function employedBetween(db: TenantDb, first: string, last: string): Promise<EmployeesTable[]> {
  return db
    .selectFrom('employees')
    .selectAll()
    .where((eb) => employedIn(eb, first, last))
    .orderBy('id')
    .execute();
}

function employedIn(eb: ExpressionBuilder<TenantDatabase, 'employees'>, first: string, last: string) {
  return eb.and([
    eb.or([eb('entry_date', 'is', null), eb('entry_date', '<=', last)]),
    eb.or([eb('exit_date', '>=', first), eb.and([eb('exit_date', 'is', null), eb('deleted_at', 'is', null)])]),
  ]);
}

/**
 * People not employed in the month with clock events in it all the same (a trial day HR booked
 * before the entry date, a handover day after the exit date): their hours are paid with the month,
 * as their overtime account counts them. `from` and `to` are instants around the month, wide
 * enough for any zone; whose day an event is the working day decides.
 */
export function bookedOutsideEmploymentBetween(db: TenantDb, first: string, last: string, from: string, to: string): Promise<EmployeesTable[]> {
  return db
    .selectFrom('employees')
    .selectAll()
    .where((eb) => eb.not(employedIn(eb, first, last)))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('clock_events')
          .select('clock_events.id')
          .whereRef('clock_events.employee_id', '=', 'employees.id')
          .where('clock_events.occurred_at', '>=', from)
          .where('clock_events.occurred_at', '<', to),
      ),
    )
    .orderBy('id')
    .execute();
}

/** The number of people a close kept, once its snapshots are written. */
export async function setClosedCount(db: TenantDb, closeId: string, employees: number): Promise<void> {
  await db.updateTable('payroll_period_events').set({ employees }).where('id', '=', closeId).execute();
}

function snapshotQuery(db: TenantDb, closeId: string, visibility: Visibility) {
  const visible = scopeToVisible(db.selectFrom('employees'), visibility).select('employees.id');
  return db
    .selectFrom('payroll_snapshots')
    .innerJoin('employees', 'employees.id', 'payroll_snapshots.employee_id')
    .where('payroll_snapshots.close_id', '=', closeId)
    .where('payroll_snapshots.employee_id', 'in', visible);
}

export async function countSnapshots(db: TenantDb, closeId: string, visibility: Visibility): Promise<number> {
  const row = await snapshotQuery(db, closeId, visibility).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export type SnapshotRow = PayrollSnapshotsTable & Pick<EmployeesTable, 'code' | 'first_name' | 'last_name'>;

export function snapshots(db: TenantDb, closeId: string, visibility: Visibility, limit: number, offset: number): Promise<SnapshotRow[]> {
  return snapshotQuery(db, closeId, visibility)
    .selectAll('payroll_snapshots')
    .select(['employees.code', 'employees.first_name', 'employees.last_name'])
    .$call(byName(db, 'employees.last_name', 'employees.first_name'))
    .orderBy('employees.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A person's rows in the snapshots of the months that are closed now, oldest first. */
export function currentSnapshotsOf(db: TenantDb, employeeId: string): Promise<SnapshotRow[]> {
  return db
    .selectFrom('payroll_snapshots')
    .innerJoin('payroll_periods', 'payroll_periods.close_id', 'payroll_snapshots.close_id')
    .innerJoin('employees', 'employees.id', 'payroll_snapshots.employee_id')
    .selectAll('payroll_snapshots')
    .select(['employees.code', 'employees.first_name', 'employees.last_name'])
    .where('payroll_snapshots.employee_id', '=', employeeId)
    .orderBy('payroll_snapshots.period')
    .execute();
}
