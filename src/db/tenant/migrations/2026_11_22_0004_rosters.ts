import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('shifts')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('abbreviation', t.text, (c) => c.notNull())
    .addColumn('color', t.text, (c) => c.notNull())
    .addColumn('start_time', t.text, (c) => c.notNull())
    .addColumn('end_time', t.text, (c) => c.notNull())
    .addColumn('break_minutes', t.integer, (c) => c.notNull())
    .addColumn('schedule_model_id', t.text)
    .addColumn('work_area_id', t.text)
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('fairness_weight', t.integer, (c) => c.notNull())
    .addColumn('deleted_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rosters')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('period_start', t.date, (c) => c.notNull())
    .addColumn('period_end', t.date, (c) => c.notNull())
    .addColumn('unit_id', t.id, (c) => c.references('departments.id'))
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('created_by', t.id)
    .addColumn('notes', t.text)
    .addColumn('budget_cents', t.bigint)
    .addColumn('published_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roster_series')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('roster_id', t.id, (c) => c.notNull().references('rosters.id').onDelete('cascade'))
    .addColumn('rule', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roster_entries')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('roster_id', t.id, (c) => c.notNull().references('rosters.id').onDelete('cascade'))
    .addColumn('employee_id', t.id, (c) => c.references('employees.id'))
    .addColumn('date', t.date, (c) => c.notNull())
    .addColumn('shift_id', t.id, (c) => c.references('shifts.id'))
    .addColumn('start_time', t.text, (c) => c.notNull())
    .addColumn('end_time', t.text, (c) => c.notNull())
    .addColumn('break_minutes', t.integer, (c) => c.notNull())
    .addColumn('effective_start', t.timestamp, (c) => c.notNull())
    .addColumn('effective_end', t.timestamp, (c) => c.notNull())
    .addColumn('timezone', t.text, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('work_area_id', t.text)
    .addColumn('status', t.integer, (c) => c.notNull())
    .addColumn('generated', t.boolean, (c) => c.notNull())
    .addColumn('series_id', t.id, (c) => c.references('roster_series.id').onDelete('set null'))
    .addColumn('source_unit_id', t.id, (c) => c.references('departments.id'))
    .addColumn('published_at', t.timestamp)
    .addColumn('acknowledged_at', t.timestamp)
    .addColumn('warnings', t.json)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roster_entries_roster_date').on('roster_entries').columns(['roster_id', 'date']).execute();
  await db.schema.createIndex('roster_entries_employee_start').on('roster_entries').columns(['employee_id', 'effective_start']).execute();

  await db.schema
    .createTable('roster_entry_applications')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('entry_id', t.id, (c) => c.notNull().references('roster_entries.id').onDelete('cascade'))
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('roster_entry_applications_once', ['entry_id', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['roster_entry_applications', 'roster_entries', 'roster_series', 'rosters', 'shifts']) {
    await db.schema.dropTable(table).execute();
  }
}
