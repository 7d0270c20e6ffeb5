import type { EmployeesTable } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

/**
 * The facts a working day is computed from, read for many employees at once:
 * a fixed number of queries for any page of employees and any range.
 */

export async function locationZones(db: TenantDb, locationIds: readonly string[]): Promise<Map<string, string>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db.selectFrom('locations').select(['id', 'timezone']).where('id', 'in', [...locationIds]).execute();
  return new Map(rows.map((r) => [r.id, r.timezone]));
}

export function clockFacts(db: TenantDb, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clock_events')
    .select(['id', 'employee_id', 'type', 'occurred_at', 'corrected', 'project_id', 'source', 'created_at'])
    .where('employee_id', 'in', [...employeeIds])
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .orderBy('employee_id')
    .orderBy('occurred_at')
    .orderBy('created_at')
    .execute();
}

/** Approved absences of the employees touching the range, with what their type says about the day. */
export function approvedAbsences(db: TenantDb, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('absences')
    .innerJoin('absence_types', 'absence_types.id', 'absences.type_id')
    .select([
      'absences.id',
      'absences.employee_id',
      'absences.start_date',
      'absences.end_date',
      'absences.half_day_start',
      'absences.half_day_end',
      'absence_types.category',
      'absence_types.credits_time',
    ])
    .where('absences.employee_id', 'in', [...employeeIds])
    .where('absences.status', '=', 'approved')
    .where('absences.start_date', '<=', to)
    .where('absences.end_date', '>=', from)
    .orderBy('absences.start_date')
    .execute();
}

export async function closedPeriods(db: TenantDb, from: string, to: string): Promise<Set<string>> {
  const rows = await db.selectFrom('payroll_periods').select('period').where('period', '>=', from).where('period', '<=', to).execute();
  return new Set(rows.map((r) => r.period));
}

export interface ReportFilter {
  visibility: Visibility;
  /** The range's first day: someone deleted is listed when their exit date is on or after it. */
  from: string;
  departmentId?: string;
  locationId?: string;
}

/**
 * The people a report over a range lists: everyone not deleted, and those deleted whose exit date
 * (which a deletion sets) lies in or after the range, as they were employed in it: their working
 * time has to stay producible (MiLoG §17 (1), ArbZG §16 (2)).
 */
function reportQuery(db: TenantDb, filter: ReportFilter) {
  const onRecord = db
    .selectFrom('employees')
    .where((eb) => eb.or([eb('employees.deleted_at', 'is', null), eb('employees.exit_date', '>=', filter.from)]));
  let query = scopeToVisible(onRecord, filter.visibility);
  if (filter.departmentId) query = query.where('employees.department_id', '=', filter.departmentId);
  if (filter.locationId) query = query.where('employees.location_id', '=', filter.locationId);
  return query;
}

export async function countReportEmployees(db: TenantDb, filter: ReportFilter): Promise<number> {
  const row = await reportQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The ids of the people the report lists, in its order. */
export async function reportEmployeeIds(db: TenantDb, filter: ReportFilter): Promise<string[]> {
  const rows = await reportQuery(db, filter).select('employees.id').$call(byName(db, 'employees.last_name', 'employees.first_name')).orderBy('employees.id').execute();
  return rows.map((row) => row.id);
}

/** These people (deleted ones included), in no particular order. */
export function employeesByIds(db: TenantDb, ids: readonly string[]): Promise<EmployeesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').selectAll().where('id', 'in', [...ids]).execute();
}

export function reportEmployees(db: TenantDb, filter: ReportFilter, limit: number, offset: number): Promise<EmployeesTable[]> {
  return reportQuery(db, filter)
    .selectAll('employees')
    .$call(byName(db, 'employees.last_name', 'employees.first_name'))
    .orderBy('employees.id')
    .limit(limit)
    .offset(offset)
    .execute();
}
