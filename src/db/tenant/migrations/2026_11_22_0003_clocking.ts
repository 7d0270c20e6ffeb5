import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // A location's geofence for clocking from phones (module geo_clock).
  await db.schema.alterTable('locations').addColumn('latitude', t.double).execute();
  await db.schema.alterTable('locations').addColumn('longitude', t.double).execute();
  await db.schema.alterTable('locations').addColumn('radius_m', t.integer).execute();

  await db.schema
    .createTable('terminals')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('location_id', t.id, (c) => c.references('locations.id'))
    .addColumn('code_hash', t.text, (c) => c.notNull().unique())
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('nfc_tags')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('uid', t.text, (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nfc_tags_employee').on('nfc_tags').column('employee_id').execute();

  await db.schema
    .createTable('clock_events')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('timezone', t.text, (c) => c.notNull())
    .addColumn('source', t.text, (c) => c.notNull())
    .addColumn('terminal_id', t.id, (c) => c.references('terminals.id'))
    .addColumn('device', t.text)
    .addColumn('latitude', t.double)
    .addColumn('longitude', t.double)
    .addColumn('accuracy_m', t.double)
    .addColumn('event_id', t.text, (c) => c.unique())
    .addColumn('reply', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clock_events_employee_time').on('clock_events').columns(['employee_id', 'occurred_at']).execute();

  // Months closed for payroll; the payroll feature manages them, clocking respects them.
  await db.schema
    .createTable('payroll_periods')
    .addColumn('period', t.text, (c) => c.primaryKey())
    .addColumn('closed_at', t.timestamp, (c) => c.notNull())
    .addColumn('closed_by', t.id)
    .execute();

  await db.schema
    .createTable('push_tokens')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('access_token_id', t.id, (c) => c.notNull().references('access_tokens.id').onDelete('cascade'))
    .addColumn('token', t.text, (c) => c.notNull().unique())
    .addColumn('platform', t.text, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_tokens_employee').on('push_tokens').column('employee_id').execute();
  await db.schema.createIndex('push_tokens_access_token').on('push_tokens').column('access_token_id').execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('body', t.text, (c) => c.notNull())
    .addColumn('push_data', t.json, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['push_outbox', 'push_tokens', 'payroll_periods', 'clock_events', 'nfc_tags', 'terminals']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['radius_m', 'longitude', 'latitude']) await db.schema.alterTable('locations').dropColumn(column).execute();
}
