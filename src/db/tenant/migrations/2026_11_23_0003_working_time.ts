import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // Set on events added or changed by a correction, so the working day can carry flag 128.
  await db.schema
    .alterTable('clock_events')
    .addColumn('corrected', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();

  // Every correction of a clock event; a deleted event survives only here, with its last state.
  await db.schema
    .createTable('clock_event_history')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('clock_event_id', t.id, (c) => c.notNull())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('action', t.text, (c) => c.notNull())
    .addColumn('before', t.json)
    .addColumn('after', t.json)
    .addColumn('reason', t.text, (c) => c.notNull())
    .addColumn('corrected_by', t.id)
    .addColumn('corrected_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clock_event_history_event').on('clock_event_history').columns(['clock_event_id', 'corrected_at']).execute();
  await db.schema.createIndex('clock_event_history_employee').on('clock_event_history').column('employee_id').execute();

  await db.schema
    .createTable('correction_requests')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('requested_by', t.id, (c) => c.notNull())
    .addColumn('action', t.text, (c) => c.notNull())
    .addColumn('clock_event_id', t.id)
    .addColumn('type', t.text)
    .addColumn('occurred_at', t.timestamp)
    .addColumn('reason', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('decided_by', t.id)
    .addColumn('decided_at', t.timestamp)
    .addColumn('decision_reason', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('correction_requests_status').on('correction_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('correction_requests_employee').on('correction_requests').column('employee_id').execute();

  // Payouts and adjustments of an overtime account; the rest of its balance is computed from the days.
  await db.schema
    .createTable('overtime_bookings')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('amount_ms', t.bigint, (c) => c.notNull())
    .addColumn('date', t.date, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('created_by', t.id)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('overtime_bookings_employee').on('overtime_bookings').columns(['employee_id', 'date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('overtime_bookings').execute();
  await db.schema.dropTable('correction_requests').execute();
  await db.schema.dropTable('clock_event_history').execute();
  await db.schema.alterTable('clock_events').dropColumn('corrected').execute();
}
