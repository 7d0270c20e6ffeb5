import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * The yearly vacation entitlement by year: a change of a person's `vacation_days_per_year` or of
 * the tenant default applies from the year it is made in, and every earlier year keeps the value
 * it had. A row holds from `from_year` until the next row's year (`from_year` 0: every year before
 * the first change). Without rows the value never changed and the current one (the employee
 * column, the absence settings) holds for every year, so existing tenants need nothing filled in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // The person's own value by year; null: the tenant default of that year.
  await db.schema
    .createTable('employee_vacation_entitlements')
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('from_year', t.integer, (c) => c.notNull())
    .addColumn('vacation_days_per_year', t.double)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_vacation_entitlements_pk', ['employee_id', 'from_year'])
    .execute();
  // The tenant default by year.
  await db.schema
    .createTable('vacation_entitlement_defaults')
    .addColumn('from_year', t.integer, (c) => c.primaryKey())
    .addColumn('vacation_days_per_year', t.double, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vacation_entitlement_defaults').execute();
  await db.schema.dropTable('employee_vacation_entitlements').execute();
}
