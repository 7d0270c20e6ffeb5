import { sql, type Kysely } from 'kysely';
import { dialectOf } from './portable.js';

// One key for every migration of a database; advisory locks are scoped to the database they are taken in.
const ADVISORY_KEY = 'stempel:migrate';
const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const SQLITE_LOCK_WAIT_MS = 120_000;

/** The work done under the lock; `inTransaction` says it already runs inside one (SQLite), so it must not begin its own. */
export type LockedWork<T> = (locked: Kysely<unknown>, inTransaction: boolean) => Promise<T>;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs migrations of one database while no other process or connection migrates it, so any
 * number of CLI commands and server instances can start at once on a fresh installation.
 *
 * PostgreSQL: a session advisory lock on one connection, which does all the work; the server
 * releases it if the process dies. SQLite: the work runs in one BEGIN IMMEDIATE transaction,
 * SQLite's write lock on the file, which also makes a migration all-or-nothing if the process
 * is killed halfway. The lock is awaited without blocking the event loop.
 */
export async function withMigrationLock<T>(db: Kysely<unknown>, work: LockedWork<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(hashtext(${ADVISORY_KEY}))`.execute(conn);
      try {
        return await work(conn, false);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${ADVISORY_KEY}))`.execute(conn);
      }
    });
  }
  return db.connection().execute(async (conn) => {
    // A busy file would otherwise block this whole process inside SQLite's busy handler.
    await sql.raw('pragma busy_timeout = 0').execute(conn);
    try {
      const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
      for (;;) {
        try {
          await sql.raw('begin immediate').execute(conn);
          break;
        } catch (error) {
          if (!isBusy(error) || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    } finally {
      await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(conn);
    }
    try {
      const result = await work(conn, true);
      await sql.raw('commit').execute(conn);
      return result;
    } catch (error) {
      await sql.raw('rollback').execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
