import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (an import creating many
 * people in one), else a new one. Kysely cannot nest transactions.
 */
export function withinTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<DB>) => work(trx));
}
