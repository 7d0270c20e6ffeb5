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

/** What can give a person's days a balance before their entry date or creation: the earliest of each, per employee. */
export interface FirstFacts {
  /** The earliest clock event (timestamp). */
  clocked?: string;
  /** The first day of the earliest approved absence. */
  absent?: string;
  /** The first day of the earliest schedule model assignment. */
  scheduled?: string;
}

/** The earliest clock event, approved absence and schedule model assignment of each employee. */
export async function firstFacts(db: TenantDb, employeeIds: readonly string[]): Promise<Map<string, FirstFacts>> {
  const result = new Map<string, FirstFacts>();
  if (employeeIds.length === 0) return result;
  const ids = [...employeeIds];
  const [clocked, absent, scheduled] = await Promise.all([
    db
      .selectFrom('clock_events')
      .select(['employee_id', (eb) => eb.fn.min<string>('occurred_at').as('first')])
      .where('employee_id', 'in', ids)
      .groupBy('employee_id')
      .execute(),
    db
      .selectFrom('absences')
      .select(['employee_id', (eb) => eb.fn.min<string>('start_date').as('first')])
      .where('employee_id', 'in', ids)
      .where('status', '=', 'approved')
      .groupBy('employee_id')
      .execute(),
    db
      .selectFrom('employee_schedule_models')
      .select(['employee_id', (eb) => eb.fn.min<string>('valid_from').as('first')])
      .where('employee_id', 'in', ids)
      .groupBy('employee_id')
      .execute(),
  ]);
  const of = (id: string) => {
    let facts = result.get(id);
    if (!facts) result.set(id, (facts = {}));
    return facts;
  };
  for (const row of clocked) of(row.employee_id).clocked = row.first;
  for (const row of absent) of(row.employee_id).absent = row.first;
  for (const row of scheduled) of(row.employee_id).scheduled = row.first;
  return result;
}
