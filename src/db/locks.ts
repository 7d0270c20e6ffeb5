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

/**
 * A named lock held until the transaction ends: `shared` by every writer that may only
 * write while the named thing stays as it is (a booking into an open payroll month),
 * `exclusive` by the one that changes it (closing that month), so each writer commits
 * either wholly before the change or sees it. PostgreSQL takes a transaction-scoped
 * advisory lock on a hash of the name (tenants have databases of their own, so names
 * never meet across tenants); SQLite runs one write transaction at a time on its single
 * connection, so there nothing more is needed.
 */
export async function lockName(trx: QueryExecutorProvider, name: string, mode: 'shared' | 'exclusive'): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  if (mode === 'shared') await sql`select pg_advisory_xact_lock_shared(hashtext(${name}))`.execute(trx);
  else await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
