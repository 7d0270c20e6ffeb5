import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

/**
 * Whom an export was written for: the people its requester could see when they asked (scope,
 * units). Its file is handed over only while they still see at least those people. Exports
 * asked for before keep none, and are handed over as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('exports').addColumn('written_for', t.json).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exports').dropColumn('written_for').execute();
}
