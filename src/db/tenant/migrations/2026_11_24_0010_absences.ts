import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

// The system absence types, one per category; fixed ids so every tenant names them alike.
const SYSTEM_TYPES = [
  ['00000000-0000-7000-8000-0000000000a1', 'Urlaub', 'vacation', true, true, true],
  ['00000000-0000-7000-8000-0000000000a2', 'Krankheit', 'sick', true, false, false],
  ['00000000-0000-7000-8000-0000000000a3', 'Sonderurlaub', 'special_leave', true, true, false],
  ['00000000-0000-7000-8000-0000000000a4', 'Fortbildung', 'training', true, true, false],
  ['00000000-0000-7000-8000-0000000000a5', 'Freizeitausgleich', 'time_off_in_lieu', false, true, false],
  ['00000000-0000-7000-8000-0000000000a6', 'Unbezahlter Urlaub', 'unpaid', false, true, false],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const now = new Date().toISOString();
  await db.schema
    .createTable('absence_types')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('category', t.text, (c) => c.notNull())
    .addColumn('credits_time', t.boolean, (c) => c.notNull())
    .addColumn('needs_approval', t.boolean, (c) => c.notNull())
    .addColumn('counts_against_entitlement', t.boolean, (c) => c.notNull())
    .addColumn('is_system', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('absence_types_name').on('absence_types').column('name').unique().execute();
  const bool = (value: boolean) => (t.boolean === 'boolean' ? value : value ? 1 : 0);
  await db
    .insertInto('absence_types')
    .values(
      SYSTEM_TYPES.map(([id, name, category, credits, approval, counts]) => ({
        id,
        name,
        category,
        credits_time: bool(credits),
        needs_approval: bool(approval),
        counts_against_entitlement: bool(counts),
        is_system: bool(true),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable('absences')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('type_id', t.id, (c) => c.notNull().references('absence_types.id'))
    .addColumn('start_date', t.date, (c) => c.notNull())
    .addColumn('end_date', t.date, (c) => c.notNull())
    .addColumn('half_day_start', t.boolean, (c) => c.notNull())
    .addColumn('half_day_end', t.boolean, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('allow_negative', t.boolean, (c) => c.notNull())
    .addColumn('requested_by', t.id, (c) => c.notNull())
    .addColumn('decided_by', t.id)
    .addColumn('decided_at', t.timestamp)
    .addColumn('decision_reason', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('absences_employee_dates').on('absences').columns(['employee_id', 'start_date', 'end_date']).execute();
  await db.schema.createIndex('absences_status').on('absences').columns(['status', 'start_date']).execute();

  // Per-person yearly entitlement; null takes the tenant's default.
  await db.schema.alterTable('employees').addColumn('vacation_days_per_year', t.double).execute();

  // One row: the tenant's absence settings.
  await db.schema
    .createTable('absence_settings')
    .addColumn('id', t.text, (c) => c.primaryKey())
    .addColumn('vacation_days_per_year', t.double, (c) => c.notNull())
    .addColumn('eau_threshold_days', t.integer, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.insertInto('absence_settings').values({ id: 'tenant', vacation_days_per_year: 30, eau_threshold_days: 3, updated_at: now }).execute();

  // The eAU retrieval of a sick absence (module eau).
  await db.schema
    .createTable('eau_requests')
    .addColumn('absence_id', t.id, (c) => c.primaryKey().references('absences.id'))
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('provider', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('certificate_from', t.date)
    .addColumn('certificate_to', t.date)
    .addColumn('first_certificate', t.boolean)
    .addColumn('diagnosed_on', t.date)
    .addColumn('last_error', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('eau_requests').execute();
  await db.schema.dropTable('absence_settings').execute();
  await db.schema.alterTable('employees').dropColumn('vacation_days_per_year').execute();
  await db.schema.dropTable('absences').execute();
  await db.schema.dropTable('absence_types').execute();
}
