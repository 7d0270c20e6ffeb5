import { sql, type Kysely, type QueryExecutorProvider, type Transaction } from 'kysely';
import type { MaybeTransaction } from './transaction-facts.js';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (an import creating many
 * people in one), else a new one. Kysely cannot nest transactions: a caller that must be able to
 * undo the part it joins wraps it in `withinSavepoint`.
 */
export function withinTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DB>) => work(trx));
}

/** Per savepoint handle: how deep it is nested, and whether a savepoint of it is open now. */
const levels = new WeakMap<object, { depth: number; open: boolean }>();

/** Thrown when undoing a savepoint failed: the transaction is in no known state and cannot go on. */
export class SavepointRollbackError extends Error {
  constructor(name: string, rollbackFailure: unknown, cause: unknown) {
    const reason = rollbackFailure instanceof Error ? rollbackFailure.message : String(rollbackFailure);
    super(`Rolling back to savepoint ${name} failed (${reason}); the transaction cannot go on.`, { cause });
  }
}

/**
 * Runs `work` inside a savepoint of the transaction `trx`, on both SQLite and PostgreSQL: when it
 * succeeds the savepoint is released and its writes become the transaction's; when it throws,
 * everything it wrote is rolled back to the savepoint and the error is passed on, so the caller may
 * catch it and go on with the transaction as it was before (an import skipping a refused row).
 *
 * `work` gets a handle of its own on the same transaction: what it establishes once per
 * transaction (`oncePerTransaction`: locks, which PostgreSQL releases with the rollback to the
 * savepoint, and states checked under them) is remembered for that handle only, so nothing is
 * taken for established after a rollback that undid it. After a release the outer handle
 * establishes such facts again where it needs them (taking a lock it holds costs a statement).
 * Work that forgets a fact of the outer handle's (closing a payroll month) does not belong in a
 * savepoint. Savepoints of one handle run one after another, never side by side (they share the
 * one connection); nested ones take the next level's name.
 *
 * A rollback to the savepoint that fails (SQLite rolls the whole transaction back itself after a
 * full disk) throws SavepointRollbackError with the work's error as its cause: nothing can go on then.
 */
export async function withinSavepoint<H extends QueryExecutorProvider & MaybeTransaction, T>(trx: H, work: (savepoint: H) => Promise<T>): Promise<T> {
  if (!trx.isTransaction) throw new Error('withinSavepoint must run inside a transaction.');
  const level = levels.get(trx) ?? { depth: 0, open: false };
  if (level.open) throw new Error('A savepoint of this transaction handle is open already; savepoints run one after another.');
  const name = `stempel_savepoint_${level.depth + 1}`;
  // A copy of the handle on the same transaction and connection (see above).
  const inner = (trx as unknown as Kysely<unknown>).withTables<Record<never, never>>() as unknown as H;
  levels.set(inner, { depth: level.depth + 1, open: false });
  level.open = true;
  levels.set(trx, level);
  try {
    await sql`savepoint ${sql.id(name)}`.execute(trx);
    let result: T;
    try {
      result = await work(inner);
    } catch (error) {
      try {
        await sql`rollback to savepoint ${sql.id(name)}`.execute(trx);
        await sql`release savepoint ${sql.id(name)}`.execute(trx);
      } catch (rollbackFailure) {
        throw new SavepointRollbackError(name, rollbackFailure, error);
      }
      throw error;
    }
    await sql`release savepoint ${sql.id(name)}`.execute(trx);
    return result;
  } finally {
    level.open = false;
  }
}
