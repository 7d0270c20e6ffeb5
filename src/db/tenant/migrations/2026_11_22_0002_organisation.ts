import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('locations')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('phone', t.text)
    .addColumn('address', t.text)
    .addColumn('address_additional', t.text)
    .addColumn('city', t.text)
    .addColumn('postal_code', t.text)
    .addColumn('state_region', t.text)
    .addColumn('country', t.text)
    .addColumn('timezone', t.text, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('employees_location_id').on('employees').column('location_id').execute();

  await db.schema
    .createTable('holiday_calendars')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('source_key', t.text, (c) => c.unique())
    .addColumn('is_system', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('holiday_entries')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('calendar_id', t.id, (c) => c.notNull().references('holiday_calendars.id').onDelete('cascade'))
    .addColumn('date', t.date, (c) => c.notNull())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('half_day', t.boolean, (c) => c.notNull())
    .addUniqueConstraint('holiday_entries_calendar_date', ['calendar_id', 'date'])
    .execute();
  // Which years a system calendar has been generated for, so a year is generated once.
  await db.schema
    .createTable('holiday_calendar_years')
    .addColumn('calendar_id', t.id, (c) => c.notNull().references('holiday_calendars.id').onDelete('cascade'))
    .addColumn('year', t.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('holiday_calendar_years_pk', ['calendar_id', 'year'])
    .execute();
  await db.schema
    .createTable('location_holiday_calendars')
    .addColumn('location_id', t.id, (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('calendar_id', t.id, (c) => c.notNull().references('holiday_calendars.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('location_holiday_calendars_pk', ['location_id', 'calendar_id'])
    .execute();
  await db.schema
    .createIndex('location_holiday_calendars_calendar')
    .on('location_holiday_calendars')
    .column('calendar_id')
    .execute();

  await db.schema
    .createTable('compensations')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('type', t.text, (c) => c.notNull())
    .addColumn('amount_cents', t.bigint, (c) => c.notNull())
    .addColumn('currency', t.text, (c) => c.notNull())
    .addColumn('valid_from', t.date, (c) => c.notNull())
    .addColumn('valid_to', t.date)
    .addColumn('note', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('compensations_employee_type').on('compensations').columns(['employee_id', 'type']).execute();

  await db.schema
    .createTable('audit_requests')
    .addColumn('correlation_id', t.id, (c) => c.primaryKey())
    .addColumn('tenant_id', t.id, (c) => c.notNull())
    .addColumn('user_id', t.id)
    .addColumn('client_ip', t.text, (c) => c.notNull())
    .addColumn('method', t.text, (c) => c.notNull())
    .addColumn('uri', t.text, (c) => c.notNull())
    .addColumn('request_headers', t.text, (c) => c.notNull())
    .addColumn('payload', t.text, (c) => c.notNull())
    .addColumn('response_headers', t.text, (c) => c.notNull())
    .addColumn('response_body', t.text, (c) => c.notNull())
    .addColumn('status_code', t.integer, (c) => c.notNull())
    .addColumn('duration_ms', t.integer, (c) => c.notNull())
    .addColumn('timestamp', t.timestamp, (c) => c.notNull())
    .addColumn('hostname', t.text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_requests_timestamp').on('audit_requests').column('timestamp').execute();
  await db.schema.createIndex('audit_requests_user').on('audit_requests').columns(['user_id', 'timestamp']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_requests',
    'compensations',
    'location_holiday_calendars',
    'holiday_calendar_years',
    'holiday_entries',
    'holiday_calendars',
    'locations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('employees_location_id').execute();
}
