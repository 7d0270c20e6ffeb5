import { sql, type QueryExecutorProvider } from 'kysely';
import { dialectOf } from './portable.js';

/**
 * Serialises writers that check-then-insert against one parent row (e.g. "no
 * overlapping compensation for this employee"). PostgreSQL needs a row lock
 * for that under READ COMMITTED; SQLite already runs one write transaction at
 * a time on its single connection, so there it is a no-op.
 */
export async function lockRowForUpdate(trx: QueryExecutorProvider, table: string, id: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
