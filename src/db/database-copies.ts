import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { createPostgresDatabase, dropPostgresDatabase, openDatabase, postgresUrl, removeDatabase, type DatabaseLocation } from './connection.js';
import { SQLite } from './sqlite-driver.js';
import { tenantColumns } from './tenant/schema.js';

/**
 * Copies of a whole tenant database, for backups and for moving a tenant between PostgreSQL
 * servers: SQLite copies itself with VACUUM INTO, PostgreSQL with pg_dump and pg_restore.
 */

const execute = promisify(execFile);

/**
 * What a PostgreSQL tool gets to reach a database: the URL without its password (given as
 * `user:password@` or as a `password` parameter), which goes in PGPASSWORD instead. A command
 * line can be read by every user of the machine (`ps`), and a failed command's error repeats it.
 */
export function toolConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.searchParams.get('password') ?? (parsed.password === '' ? undefined : decodeURIComponent(parsed.password));
  if (password === undefined) return { url, env: process.env };
  parsed.password = '';
  parsed.searchParams.delete('password');
  return { url: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/** Runs pg_dump or pg_restore on a database; a failure reports what the tool said, never its command line. */
async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string, signal?: AbortSignal): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  try {
    await execute(tool, [...args, `--dbname=${url}`], { signal, env });
  } catch (error) {
    if (signal?.aborted) throw signal.reason as Error;
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${tool} failed: ${stderr || (error as { code?: unknown }).code || 'unknown error'}`);
  }
}

/** Dumps a PostgreSQL database into `file` (pg_dump's custom format) from one snapshot, while the server keeps serving. */
export function dumpPostgresDatabase(serverUrl: string, database: string, file: string, signal?: AbortSignal): Promise<void> {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--file', file], postgresUrl(serverUrl, database), signal);
}

/** Restores a dump into an existing, empty database; the first error stops it. */
export function restorePostgresDump(file: string, serverUrl: string, database: string, signal?: AbortSignal): Promise<void> {
  return runTool('pg_restore', ['--no-owner', '--exit-on-error', file], postgresUrl(serverUrl, database), signal);
}

/** A consistent copy of a tenant database in `target` (a file), taken while others keep writing to it. */
export async function copyTenantDatabase(location: DatabaseLocation, target: string): Promise<void> {
  if (location.kind === 'postgres') return dumpPostgresDatabase(location.serverUrl, location.database, target);
  // VACUUM INTO writes a consistent copy from one read transaction.
  const db = openDatabase<unknown>(location, tenantColumns, { max: 1, idleTimeoutMs: 1_000 }, { mustExist: true });
  try {
    await sql`vacuum into ${target}`.execute(db as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
}

/** SQLite's quick_check of a copied file: a damaged copy is refused here, not when its tenant is first served. */
function checkSqliteCopy(file: string, source: string): void {
  let problem: string;
  try {
    const database = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      problem = database.pragma('quick_check', { simple: true }) as string;
    } finally {
      database.close();
    }
  } catch (error) {
    // A file cut short or not a database at all is refused on the first read, before any check.
    problem = (error as Error).message;
  }
  if (problem !== 'ok') throw new Error(`The copy ${source} is damaged: ${problem}`);
}

/**
 * Brings a copy made by `copyTenantDatabase` back as a new database at `location`; an existing
 * one is never overwritten. A damaged copy leaves nothing behind, so the tenant can be restored
 * once the file is fixed.
 */
export async function restoreTenantDatabase(source: string, location: DatabaseLocation): Promise<void> {
  if (location.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(location.file), { recursive: true });
    fs.copyFileSync(source, location.file, fs.constants.COPYFILE_EXCL);
    try {
      checkSqliteCopy(location.file, source);
    } catch (error) {
      await removeDatabase(location);
      throw error;
    }
    return;
  }
  await createPostgresDatabase(location.serverUrl, location.database);
  try {
    await restorePostgresDump(source, location.serverUrl, location.database);
  } catch (error) {
    // The database this call created holds part of a dump (a damaged file).
    await dropPostgresDatabase(location.serverUrl, location.database).catch(() => undefined);
    throw error;
  }
}
