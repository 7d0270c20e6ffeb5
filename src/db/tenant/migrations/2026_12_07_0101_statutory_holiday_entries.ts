import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Whether a holiday entry is a statutory public holiday or a company's own day off (Betriebsruhe,
 * Rosenmontag in a Cologne office). Both take the day's target; only a statutory one earns the
 * holiday surcharge (§3b EStG) and counts for Sunday and holiday work (§§9-11 ArbZG). Every
 * existing entry keeps the meaning it had: statutory.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('holiday_entries').addColumn('statutory', t.boolean, (c) => c.notNull().defaultTo(true)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('holiday_entries').dropColumn('statutory').execute();
}
