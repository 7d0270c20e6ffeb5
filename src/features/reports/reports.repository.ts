import type { EmployeesTable } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

export interface ReportFilter {
  visibility: Visibility;
  /** The first day the report covers: someone deleted is listed when their exit date is on or after it. */
  from: string;
  departmentId?: string;
}

/**
 * The people a report lists: everyone not deleted, and those deleted whose exit date (which a
 * deletion sets) is on or after the report's first day, as they were employed then; the working-time
 * report lists the same people.
 */
function reportQuery(db: TenantDb, filter: ReportFilter) {
  const onRecord = db
    .selectFrom('employees')
    .where((eb) => eb.or([eb('employees.deleted_at', 'is', null), eb('employees.exit_date', '>=', filter.from)]));
  let query = scopeToVisible(onRecord, filter.visibility);
  if (filter.departmentId) query = query.where('employees.department_id', '=', filter.departmentId);
  return query;
}

export async function countEmployees(db: TenantDb, filter: ReportFilter): Promise<number> {
  const row = await reportQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the visible employees, by name; without limit all of them (CSV). */
export function employees(db: TenantDb, filter: ReportFilter, limit?: number, offset = 0): Promise<EmployeesTable[]> {
  let query = reportQuery(db, filter).selectAll('employees').$call(byName(db, 'employees.last_name', 'employees.first_name')).orderBy('employees.id');
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  return query.execute();
}
