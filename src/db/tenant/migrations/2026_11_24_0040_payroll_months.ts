import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Closing and reopening payroll months. A row in payroll_periods still means "this month is
 * closed" (clocking, the working day's flag 8192 and exports read it that way); reopening
 * removes the row. What happened to a month stays in payroll_period_events, and each close
 * keeps its own snapshot of every employee's month in payroll_snapshots.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // The close whose snapshot belongs to the month while it is closed.
  await db.schema.alterTable('payroll_periods').addColumn('close_id', t.id).execute();

  await db.schema
    .createTable('payroll_period_events')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('period', t.text, (c) => c.notNull())
    .addColumn('action', t.text, (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('by_employee_id', t.id)
    .addColumn('reason', t.text)
    .addColumn('employees', t.integer)
    .execute();
  await db.schema.createIndex('payroll_period_events_period').on('payroll_period_events').columns(['period', 'at']).execute();

  await db.schema
    .createTable('payroll_snapshots')
    .addColumn('close_id', t.id, (c) => c.notNull().references('payroll_period_events.id'))
    // No foreign key to employees on purpose: checking it would make closing wait for the row
    // locks that bookings hold while they wait for the month's lock, which closing holds.
    .addColumn('employee_id', t.id, (c) => c.notNull())
    .addColumn('period', t.text, (c) => c.notNull())
    .addColumn('target_ms', t.bigint, (c) => c.notNull())
    .addColumn('worked_ms', t.bigint, (c) => c.notNull())
    .addColumn('absence_ms', t.bigint, (c) => c.notNull())
    .addColumn('balance_ms', t.bigint, (c) => c.notNull())
    .addColumn('night_ms', t.bigint, (c) => c.notNull())
    .addColumn('night_core_ms', t.bigint, (c) => c.notNull())
    .addColumn('sunday_ms', t.bigint, (c) => c.notNull())
    .addColumn('holiday_ms', t.bigint, (c) => c.notNull())
    .addColumn('holiday_special_ms', t.bigint, (c) => c.notNull())
    .addColumn('vacation_taken_days', t.double, (c) => c.notNull())
    .addColumn('sick_days', t.double, (c) => c.notNull())
    .addColumn('overtime_balance_ms', t.bigint, (c) => c.notNull())
    .addColumn('flags', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('payroll_snapshots_pk', ['close_id', 'employee_id'])
    .execute();
  await db.schema.createIndex('payroll_snapshots_employee').on('payroll_snapshots').columns(['employee_id', 'period']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payroll_snapshots').execute();
  await db.schema.dropTable('payroll_period_events').execute();
  await db.schema.alterTable('payroll_periods').dropColumn('close_id').execute();
}
