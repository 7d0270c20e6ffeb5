import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** The active employees holding these personnel numbers: an import matches its rows by them. */
export function employeesByCode(db: TenantDb, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['id', 'code', 'department_id', 'first_name', 'last_name', 'entry_date', 'weekly_target_ms', 'vacation_days_per_year', 'cost_center_id'])
    .where('code', 'in', [...codes])
    .where('deleted_at', 'is', null)
    .execute();
}
