import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { withMigrationLock, type LockedWork } from './migration-lock.js';

export type MigrationSet = Record<string, Migration>;

export class MigrationError extends Error {
  constructor(
    readonly migration: string | undefined,
    cause: unknown,
  ) {
    super(`Migration ${migration ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MigrationError';
  }
}

/**
 * Whether the newest migration of the set is recorded as applied: one cheap
 * query, so opening an up-to-date database does not run the migrator at all.
 */
export async function isUpToDate(db: Kysely<unknown>, migrations: MigrationSet): Promise<boolean> {
  const newest = Object.keys(migrations).sort().at(-1);
  if (!newest) return true;
  try {
    const row = await sql<{ name: string }>`select name from kysely_migration where name = ${newest}`.execute(db);
    return row.rows.length === 1;
  } catch {
    return false; // no migration table yet
  }
}

/** Whether any migration was ever recorded in this database. */
export async function hasAppliedMigrations(db: Kysely<unknown>): Promise<boolean> {
  try {
    const row = await sql<{ name: string }>`select name from kysely_migration limit 1`.execute(db);
    return row.rows.length > 0;
  } catch {
    return false; // no migration table yet
  }
}

/** Kysely's own bookkeeping of migrations: the first tables a migration run creates. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Whether a database holds no table but those a migration run begins with: nothing anybody stored. */
export async function holdsNothing(db: Kysely<unknown>): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.every((table) => MIGRATION_TABLES.has(table.name));
}

/** Whether a table holds no row at all. */
export async function tableIsEmpty(db: Kysely<unknown>, table: string): Promise<boolean> {
  const row = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
  return row.rows.length === 0;
}

/**
 * Applies every pending migration of a set (names sort by their timestamp prefix) under the
 * database's migration lock, then `andThen` under the same lock (e.g. data that must follow
 * the code). Concurrent callers wait; the later ones find nothing left to do.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: MigrationSet,
  andThen?: LockedWork<void>,
): Promise<string[]> {
  return withMigrationLock(db, async (locked, inTransaction) => {
    const migrator = new Migrator({ db: locked, provider: { getMigrations: async () => migrations } });
    const result: MigrationResultSet = await migrator.migrateToLatest();
    if (result.error) {
      const failed = result.results?.find((r) => r.status === 'Error');
      throw new MigrationError(failed?.migrationName, result.error);
    }
    await andThen?.(locked, inTransaction);
    return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}
