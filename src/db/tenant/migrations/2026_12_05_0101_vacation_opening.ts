import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * An opening of a person's vacation account, as HR enters it when taking over accounts from a
 * previous system: the year the account starts in and the days carried into it (negative: a
 * deficit brought along). Both null: no opening; the account starts in the entry year, or in the
 * creation year for someone entered after their entry year. Existing people need nothing filled in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('employees').addColumn('vacation_opening_year', t.integer).execute();
  await db.schema.alterTable('employees').addColumn('vacation_opening_days', t.double).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('vacation_opening_days').execute();
  await db.schema.alterTable('employees').dropColumn('vacation_opening_year').execute();
}
