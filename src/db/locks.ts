import { sql, type QueryExecutorProvider } from 'kysely';
import { dialectOf } from './portable.js';
import { oncePerTransaction, type MaybeTransaction } from './transaction-facts.js';

type Transaction = QueryExecutorProvider & MaybeTransaction;

/**
 * Serialises writers that check-then-insert against one parent row (e.g. "no
 * overlapping compensation for this employee"). PostgreSQL needs a row lock
 * for that under READ COMMITTED; SQLite already runs one write transaction at
 * a time on its single connection, so there it is a no-op. A transaction asks once per row.
 */
export async function lockRowForUpdate(trx: Transaction, table: string, id: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await oncePerTransaction(trx, `row lock ${table} ${id}`, () => sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(trx));
}

/**
 * Holds a row against change and deletion until the transaction ends, like lockRowForUpdate, but
 * lets others' foreign-key checks on it through (`for no key update`): a write of a row that refers
 * to it (an entry of a roster) does not wait for the holder, so a holder that waits for one of
 * those writers' other locks cannot deadlock with it. SQLite runs one write transaction at a time,
 * so there it is a no-op. A transaction asks once per row.
 */
export async function lockRowForNoKeyUpdate(trx: Transaction, table: string, id: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await oncePerTransaction(trx, `no key update lock ${table} ${id}`, () => sql`select 1 from ${sql.table(table)} where id = ${id} for no key update`.execute(trx));
}

/**
 * Holds a row a write refers to until the transaction ends and answers whether it is there. A
 * deletion that takes the same lock either committed first (false here) or waits for this write
 * and then sees what refers to the row. PostgreSQL locks and looks with one `select ... for
 * update`; SQLite runs one write transaction at a time, so a look is all it needs.
 */
export async function lockRowIfPresent(trx: Transaction, table: string, id: string): Promise<boolean> {
  const forUpdate = dialectOf(trx) === 'postgres' ? sql` for update` : sql``;
  const { rows } = await sql<{ present: number }>`select 1 as present from ${sql.table(table)} where id = ${id}${forUpdate}`.execute(trx);
  return rows.length > 0;
}

/**
 * Holds a row against change and deletion until the transaction ends, beside others that hold it
 * so: for writes that only need the row to stay as it is (a booking on an active project), which
 * then do not wait for each other. An update or deletion of the row waits for them, and they for
 * it, then read what it committed. PostgreSQL takes `for share`; SQLite runs one write
 * transaction at a time on its single connection, so there it is a no-op. A transaction asks once per row.
 */
export async function lockRowForShare(trx: Transaction, table: string, id: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await oncePerTransaction(trx, `row share lock ${table} ${id}`, () => sql`select 1 from ${sql.table(table)} where id = ${id} for share`.execute(trx));
}

/**
 * A named lock held until the transaction ends: `shared` by every writer that may only
 * write while the named thing stays as it is (a booking into an open payroll month),
 * `exclusive` by the one that changes it (closing that month), so each writer commits
 * either wholly before the change or sees it. PostgreSQL takes a transaction-scoped
 * advisory lock on a hash of the name (tenants have databases of their own, so names
 * never meet across tenants); SQLite runs one write transaction at a time on its single
 * connection, so there nothing more is needed. A transaction asks once per name and mode.
 */
export async function lockName(trx: Transaction, name: string, mode: 'shared' | 'exclusive'): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await oncePerTransaction(trx, `${mode} lock ${name}`, () =>
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext(${name}))`.execute(trx)
      : sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx),
  );
}
