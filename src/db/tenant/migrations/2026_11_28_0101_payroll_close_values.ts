import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

// A month's transfer to payroll is written from what its close kept: the wage values and the
// worked time per cost centre as they stood when the month was closed. Closes made before have
// none (null); their month is closed again to be transferred.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('payroll_snapshots').addColumn('payroll_values', t.json).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payroll_snapshots').dropColumn('payroll_values').execute();
}
