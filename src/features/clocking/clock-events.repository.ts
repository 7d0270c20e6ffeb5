import { localDaysSpan } from '../../domain/working-time/local-time.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** An employee's clock events from the start of `from` to the end of `to`, both local days in `timeZone`. */
export function clockEventsBetween(db: TenantDb, employeeId: string, from: string, to: string, timeZone: string) {
  const days = localDaysSpan(from, to, timeZone);
  return db
    .selectFrom('clock_events')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('occurred_at', '>=', new Date(days.start).toISOString())
    .where('occurred_at', '<', new Date(days.end).toISOString())
    .orderBy('occurred_at')
    .orderBy('created_at')
    .execute();
}
