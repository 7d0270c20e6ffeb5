import type { Kysely } from 'kysely';

// Clock events are read in the order they count in: per employee by time, then by when they were
// booked (two at the same instant). With the booking time in the index that order comes from the
// index itself, and the month report of a page no longer sorts thousands of rows. It serves every
// query the old (employee_id, occurred_at) index served.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('clock_events_employee_time_booked').on('clock_events').columns(['employee_id', 'occurred_at', 'created_at']).execute();
  await db.schema.dropIndex('clock_events_employee_time').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('clock_events_employee_time').on('clock_events').columns(['employee_id', 'occurred_at']).execute();
  await db.schema.dropIndex('clock_events_employee_time_booked').execute();
}
