import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';

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

/** Applies every pending migration of a set; names sort by their timestamp prefix. */
export async function migrateToLatest(db: Kysely<unknown>, migrations: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new MigrationError(failed?.migrationName, result.error);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
