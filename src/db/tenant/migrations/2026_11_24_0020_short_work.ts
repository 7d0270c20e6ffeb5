import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // A period covers a department (and its sub-units) or a list of people, never both. The
  // department is not a foreign key: a deleted unit leaves the period as history, covering nobody.
  await db.schema
    .createTable('short_work_periods')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('department_id', t.id)
    .addColumn('date_from', t.date, (c) => c.notNull())
    .addColumn('date_to', t.date, (c) => c.notNull())
    .addColumn('reduction_percent', t.integer, (c) => c.notNull())
    .addColumn('note', t.text)
    .addColumn('created_by', t.id)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('short_work_periods_dates').on('short_work_periods').columns(['date_from', 'date_to']).execute();

  await db.schema
    .createTable('short_work_period_employees')
    .addColumn('period_id', t.id, (c) => c.notNull().references('short_work_periods.id'))
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addPrimaryKeyConstraint('short_work_period_employees_pk', ['period_id', 'employee_id'])
    .execute();
  await db.schema.createIndex('short_work_period_employees_employee').on('short_work_period_employees').column('employee_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('short_work_period_employees').execute();
  await db.schema.dropTable('short_work_periods').execute();
}
