import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('mood_answers')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id').onDelete('cascade'))
    // The department when the answer was given, so summaries of a past week do not move with later transfers.
    .addColumn('department_id', t.id, (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('day', t.date, (c) => c.notNull())
    .addColumn('score', t.integer, (c) => c.notNull())
    .addColumn('comment', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // One answer per person and local day: of two concurrent posts, the second fails here.
  await db.schema.createIndex('mood_answers_employee_day').on('mood_answers').columns(['employee_id', 'day']).unique().execute();
  await db.schema.createIndex('mood_answers_day').on('mood_answers').columns(['day', 'department_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mood_answers').execute();
}
