import type { EmployeesTable } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

export interface ReportFilter {
  visibility: Visibility;
  departmentId?: string;
}

function reportQuery(db: TenantDb, filter: ReportFilter) {
  let query = scopeToVisible(db.selectFrom('employees').where('employees.deleted_at', 'is', null), filter.visibility);
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
