import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * The number payroll knows a person by, when it is not their personnel code: LODAS numbers people
 * 1 to 99999, while a workspace's codes (the login names) may hold letters. Unique among the
 * people on record; nobody has one yet, so the LODAS transfer goes on using the code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('employees').addColumn('payroll_number', t.text).execute();
  await db.schema
    .createIndex('employees_payroll_number')
    .on('employees')
    .column('payroll_number')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('employees_payroll_number').execute();
  await db.schema.alterTable('employees').dropColumn('payroll_number').execute();
}
