import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // A fixed model keeps one target per ISO weekday (day_1_ms = Monday ... day_7_ms = Sunday);
  // a flexible model leaves them null and only has its weekly target.
  let models = db.schema
    .createTable('schedule_models')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('weekly_target_ms', t.integer, (c) => c.notNull());
  for (const weekday of WEEKDAYS) models = models.addColumn(`day_${weekday}_ms`, t.integer);
  await models
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedule_models_name').on('schedule_models').unique().expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('employee_schedule_models')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('schedule_model_id', t.id, (c) => c.notNull().references('schedule_models.id'))
    .addColumn('valid_from', t.date, (c) => c.notNull())
    .addColumn('valid_to', t.date)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('employee_schedule_models_start', ['employee_id', 'valid_from'])
    .execute();
  await db.schema.createIndex('employee_schedule_models_model').on('employee_schedule_models').column('schedule_model_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('employee_schedule_models').execute();
  await db.schema.dropTable('schedule_models').execute();
}
