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

/** The sum of each employee's bookings up to a day. */
export async function bookedUntil(db: TenantDb, employeeIds: readonly string[], asOf: string): Promise<Map<string, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('overtime_bookings')
    .select((eb) => ['employee_id', eb.fn.sum<number | string>('amount_ms').as('booked')])
    .where('employee_id', 'in', [...employeeIds])
    .where('date', '<=', asOf)
    .groupBy('employee_id')
    .execute();
  return new Map(rows.map((r) => [r.employee_id, Number(r.booked)]));
}

/** Every booking on a person's overtime account, oldest first. */
export function bookingsOf(db: TenantDb, employeeId: string): Promise<OvertimeBookingsTable[]> {
  return db.selectFrom('overtime_bookings').selectAll().where('employee_id', '=', employeeId).orderBy('date').orderBy('created_at').execute();
}
