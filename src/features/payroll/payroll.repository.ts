import { reusableQuery } from '../../db/reusable-query.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

// Every booking into a month asks it (each clock-in): compiled once, only run per booking.
const closedPeriod = reusableQuery((db: TenantDb, period: string) => db.selectFrom('payroll_periods').select('period').where('period', '=', period));

/** The closed payroll month with this key (YYYY-MM), if it was closed. */
export async function findClosedPeriod(db: TenantDb, period: string) {
  return (await closedPeriod(db, period)).rows[0];
}
