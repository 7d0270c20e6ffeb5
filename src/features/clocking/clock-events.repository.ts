import { Temporal } from 'temporal-polyfill';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** Start of a calendar day in a zone, as a UTC instant (DST-aware). */
function dayStart(date: string, timeZone: string): string {
  return new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds).toISOString();
}

/** An employee's clock events from the start of `from` to the end of `to`, both local days in `timeZone`. */
export function clockEventsBetween(db: TenantDb, employeeId: string, from: string, to: string, timeZone: string) {
  const end = Temporal.PlainDate.from(to).add({ days: 1 }).toString();
  return db
    .selectFrom('clock_events')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>=', dayStart(from, timeZone))
    .where('occurred_at', '<', dayStart(end, timeZone))
    .orderBy('occurred_at')
    .orderBy('created_at')
    .execute();
}
