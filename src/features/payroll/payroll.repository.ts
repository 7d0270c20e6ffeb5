import { reusableQuery } from '../../db/reusable-query.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

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
  const row = await db.selectFrom('payroll_periods').select(['close_id', 'closed_at']).where('period', '=', period).executeTakeFirst();
  return row && `${row.close_id ?? ''}@${row.closed_at}`;
}

/** The earliest month closed now (YYYY-MM), if any. */
export async function earliestClosedPeriod(db: TenantDb): Promise<string | undefined> {
  const row = await db.selectFrom('payroll_periods').select('period').orderBy('period').limit(1).executeTakeFirst();
  return row?.period;
}
