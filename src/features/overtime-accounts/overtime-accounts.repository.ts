import type { OvertimeBookingsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function bookingsUntil(db: TenantDb, employeeId: string, asOf: string): Promise<OvertimeBookingsTable[]> {
  return db
    .selectFrom('overtime_bookings')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '<=', asOf)
    .orderBy('date')
    .orderBy('created_at')
    .execute();
}

export async function insertBooking(db: TenantDb, row: OvertimeBookingsTable): Promise<void> {
  await db.insertInto('overtime_bookings').values(row).execute();
}
