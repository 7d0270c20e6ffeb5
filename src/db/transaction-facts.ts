/** A database handle that knows whether it is a transaction (every Kysely instance does). */
export interface MaybeTransaction {
  readonly isTransaction: boolean;
}

// Per transaction object: what it has already established, by key. A WeakMap, so a finished
// transaction takes its facts with it.
const factsOf = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Establishes a fact once per transaction: a lock it holds until it ends, or a state such a lock
 * keeps as it is (a payroll month that cannot be closed while the booking's shared lock is held).
 * Work that books many things in one transaction (the demo books a person's weeks in one) asks
 * once instead of once per booking. Outside a transaction every call does the work; a failed
 * attempt is not remembered. Nothing here rolls back to a savepoint, which would release the
 * locks taken after it while their facts stayed.
 */
export function oncePerTransaction<T>(db: MaybeTransaction, key: string, work: () => Promise<T>): Promise<T> {
  if (!db.isTransaction) return work();
  let facts = factsOf.get(db);
  if (!facts) {
    facts = new Map();
    factsOf.set(db, facts);
  }
  const known = facts.get(key) as Promise<T> | undefined;
  if (known) return known;
  const established = work();
  facts.set(key, established);
  established.catch(() => {
    if (facts.get(key) === established) facts.delete(key);
  });
  return established;
}

/** Forgets a fact the transaction itself is about to change (closing the month it checked open). */
export function forgetInTransaction(db: MaybeTransaction, key: string): void {
  factsOf.get(db)?.delete(key);
}
