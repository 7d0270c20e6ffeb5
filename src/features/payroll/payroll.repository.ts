import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** The closed payroll month with this key (YYYY-MM), if it was closed. */
export function findClosedPeriod(db: TenantDb, period: string) {
  return db.selectFrom('payroll_periods').select('period').where('period', '=', period).executeTakeFirst();
}
