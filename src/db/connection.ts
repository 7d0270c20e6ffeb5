import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { PortableValuesPlugin, type ColumnKinds } from './portable.js';
import { SQLite, type SQLiteDatabase, type SQLiteStatement } from './sqlite-driver.js';

/** Where one database lives: a SQLite file, or a database on a PostgreSQL server. */
export type DatabaseLocation =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; serverUrl: string; database: string };

export interface PoolOptions {
  max: number;
  idleTimeoutMs: number;
}

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_DATE = 1082;
const PG_INT8 = 20;

// Timestamps leave PostgreSQL as the same ISO UTC strings SQLite stores, dates as
// plain YYYY-MM-DD, and counts as numbers, so features never see a Date or a bigint string.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      const parse = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
      return (value: string) => parse(value).toISOString();
    }
    if (oid === PG_DATE) return (value: string) => value;
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function postgresUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew; preparing is a real part of a short
 * query's cost in SQLite. The same SQL text always yields the same statement,
 * and Kysely's SQLite driver runs one statement at a time, so they can be reused.
 */
function withStatementCache(database: SQLiteDatabase) {
  const statements = new Map<string, SQLiteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export interface OpenOptions {
  /**
   * The SQLite file must already be there: an existing tenant whose file went missing must not
   * silently start again as an empty database. Creating one is provisioning's job.
   */
  mustExist?: boolean;
}

export function openDatabase<DB>(
  location: DatabaseLocation,
  columns: ColumnKinds,
  pool: PoolOptions,
  options: OpenOptions = {},
): Kysely<DB> {
  if (location.kind === 'sqlite') {
    if (!options.mustExist) fs.mkdirSync(path.dirname(location.file), { recursive: true });
    const database = new SQLite(location.file, { fileMustExist: options.mustExist ?? false });
    try {
      database.pragma('busy_timeout = 5000');
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
      database.pragma('synchronous = NORMAL');
    } catch (error) {
      // A file that is not a database (or not readable) fails here; the handle must not leak.
      database.close();
      throw error;
    }
    return new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      plugins: [new PortableValuesPlugin('sqlite', columns)],
    });
  }
  const connections = new pg.Pool({
    connectionString: postgresUrl(location.serverUrl, location.database),
    max: pool.max,
    idleTimeoutMillis: pool.idleTimeoutMs,
    connectionTimeoutMillis: 5_000,
    types: pgTypes,
  });
  // An idle connection that the server drops (restart, failover, a dropped database) is removed
  // from the pool by pg itself; without a listener the 'error' event would end the process.
  connections.on('error', () => undefined);
  // The same for a connection that is checked out but idle between two queries when the server
  // goes away (pg emits on the client then, not on the pool): the next query fails and answers 503.
  connections.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: connections }),
    plugins: [new PortableValuesPlugin('postgres', columns)],
  });
}

/** Runs one statement against a server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl(serverUrl, 'postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function postgresDatabaseExists(serverUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl(serverUrl, 'postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [database]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Creates an empty database, or a copy of `template` (a database nobody is connected to). */
export async function createPostgresDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await onServer(serverUrl, `CREATE DATABASE ${quoteIdentifier(database)}${from}`);
}

export async function dropPostgresDatabase(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
}

/**
 * Creates the database behind a location if it is not there yet. A PostgreSQL
 * database may start as a copy of a template database (for example one already
 * migrated), which is much faster than building the schema statement by statement.
 */
export async function ensureDatabase(location: DatabaseLocation, postgresTemplate?: string): Promise<void> {
  if (location.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(location.file), { recursive: true });
    return;
  }
  if (!(await postgresDatabaseExists(location.serverUrl, location.database))) {
    try {
      await createPostgresDatabase(location.serverUrl, location.database, postgresTemplate);
    } catch (error) {
      // Another instance may have created it in the meantime: 42P04 once it exists, 23505 while
      // both CREATE DATABASE statements were still racing for the name.
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    }
  }
}

export async function removeDatabase(location: DatabaseLocation): Promise<void> {
  if (location.kind === 'postgres') {
    await dropPostgresDatabase(location.serverUrl, location.database);
    return;
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(location.file + suffix, { force: true });
}

export async function ping(db: Kysely<unknown>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Splits postgres://user@host:5432/name into the server and the database name. */
export function splitPostgresUrl(url: string): { serverUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'stempel';
  parsed.pathname = '/';
  return { serverUrl: parsed.toString(), database };
}
