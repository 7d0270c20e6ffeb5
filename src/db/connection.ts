import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { portableDialect, type ColumnKinds, type DatabaseListeners } from './portable.js';
import { SQLite, type SQLiteDatabase } from './sqlite-driver.js';
import { checkpointElsewhere, checkpointThread } from './sqlite-checkpoints.js';
import { kyselySqliteDatabase } from './sqlite-statements.js';
import { registerFoldCase } from './case-folding.js';
import { registerSortKey } from './sort-key.js';
import type { ConnectionBudget } from './connection-budget.js';
import { statementName } from './named-statements.js';

/** Where one database lives: a SQLite file, or a database on a PostgreSQL server. */
export type DatabaseLocation =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; serverUrl: string; database: string };

export interface PoolOptions {
  max: number;
  idleTimeoutMs: number;
  /** PostgreSQL: prepare the hot queries once per connection (STEMPEL_PG_NAMED_STATEMENTS); tenant pools serving requests turn it on. */
  namedStatements?: boolean;
}

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_DATE = 1082;
const PG_INT8 = 20;

// A timestamptz as PostgreSQL writes it in a session whose time zone is UTC (the usual server
// default): `2026-11-26 01:40:18.363633+00`.
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO UTC form of a timestamp as PostgreSQL writes it, milliseconds truncated as a Date
 * truncates them. A UTC text is rewritten without building a Date (about a tenth of the cost:
 * a location list carries 120 timestamps); any other one goes through pg's own parser.
 */
export function isoTimestamp(text: string, parse: (value: string) => Date): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (utc === null) return parse(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

// Timestamps leave PostgreSQL as the same ISO UTC strings SQLite stores, dates as
// plain YYYY-MM-DD, and counts as numbers, so features never see a Date or a bigint string.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      const parse = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
      // A timestamp without zone has no `+00` to recognise: always pg's parser.
      return oid === PG_TIMESTAMPTZ ? (value: string) => isoTimestamp(value, parse) : (value: string) => parse(value).toISOString();
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

export interface OpenOptions {
  /**
   * The SQLite file must already be there: an existing tenant whose file went missing must not
   * silently start again as an empty database. Creating one is provisioning's job.
   */
  mustExist?: boolean;
  /** PostgreSQL: every connection of the pool takes a slot of this server-wide budget first. */
  budget?: { budget: ConnectionBudget; owner: string };
  /** Told about committed writes that others wait for (queued jobs), and failures a move explains. */
  listeners?: DatabaseListeners;
}

/**
 * The pg client of every pool. With a budget it holds a slot of it from before it connects until
 * its connection ends, however it ends (closed by the pool when idle, by the server, or on error).
 * With named statements it sends the texts reusableQuery registered as prepared statements, which
 * the connection parses once (named-statements.ts). A statement sent after the connection ended
 * fails with what ended it as its cause.
 */
function clientClass(budgeted: OpenOptions['budget'], named: boolean): typeof pg.Client {
  return class StempelClient extends pg.Client {
    /** What ended this client's connection, once something did (the server ended the session, the socket closed). */
    private endedBy: Error | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A connection checked out but idle between two queries when the server ends it (a tenant
      // move ends its sessions, a restart) emits here, on the client, not on the pool; unheard,
      // the error would end the process.
      this.on('error', (error: Error) => {
        this.endedBy ??= error;
      });
      // Kysely runs every statement as query(text, values); everything else passes through as is.
      const query = this.query.bind(this) as (...params: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const [text, values, callback] = args;
        const name = named && typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
        const result = name ? query({ name, text, values }, callback) : query(...args);
        const endedBy = this.endedBy;
        // pg fails a query sent after the connection ended with "not queryable", which does not say
        // why: with the cause attached, a session ended by a move answers 503 and is recognised as one.
        if (endedBy === undefined || !(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (error instanceof Error && error.cause === undefined && error !== endedBy) error.cause = endedBy;
          throw error;
        });
      }) as pg.Client['query'];
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
      if (!budgeted) return callback ? super.connect(callback) : super.connect();
      const connecting = (async () => {
        const slot = await budgeted.budget.acquire(budgeted.owner);
        this.once('end', () => slot.release());
        try {
          await super.connect();
        } catch (error) {
          slot.release();
          throw error;
        }
        return this as pg.Client;
      })();
      if (!callback) return connecting;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      connecting.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }
  };
}

const WAL_SWITCH_WAIT_MS = 5_000;
const WAL_SWITCH_PAUSE_MS = 20;

/**
 * Switches a file to the write-ahead log. On a fresh file that another process is opening at the
 * same moment (CLI commands and a server started together), SQLite may answer SQLITE_BUSY at once
 * instead of waiting its busy timeout; the switch is tried again for as long as that timeout.
 * Opening is synchronous, so the pauses block; they occur only while a new file is contended.
 */
function enterWriteAheadLog(database: SQLiteDatabase): void {
  const giveUpAt = Date.now() + WAL_SWITCH_WAIT_MS;
  for (;;) {
    try {
      database.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || Date.now() >= giveUpAt) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_SWITCH_PAUSE_MS);
    }
  }
}

/**
 * A SQLite file as every Stempel database opens it: waiting on locks, with a write-ahead log,
 * foreign keys enforced and NORMAL sync. Opening is where SQLite first reads the schema.
 */
export function openSqliteFile(file: string, fileMustExist: boolean): SQLiteDatabase {
  const database = new SQLite(file, { fileMustExist });
  try {
    database.pragma('busy_timeout = 5000');
    enterWriteAheadLog(database);
    database.pragma('foreign_keys = ON');
    database.pragma('synchronous = NORMAL');
    // Indexes read them (unique names and numbers, the employee list's order), so every
    // connection must have them.
    registerFoldCase(database);
    registerSortKey(database);
  } catch (error) {
    // A file that is not a database (or not readable) fails here; the handle must not leak.
    database.close();
    throw error;
  }
  return database;
}

export function openDatabase<DB>(
  location: DatabaseLocation,
  columns: ColumnKinds,
  pool: PoolOptions,
  options: OpenOptions = {},
): Kysely<DB> {
  if (location.kind === 'sqlite') {
    if (!options.mustExist) fs.mkdirSync(path.dirname(location.file), { recursive: true });
    const database = openSqliteFile(location.file, options.mustExist ?? false);
    return new Kysely<DB>({
      dialect: portableDialect(
        new SqliteDialect({ database: kyselySqliteDatabase(database, columns, checkpointElsewhere(database)) }),
        'sqlite',
        options.listeners,
        () => database.inTransaction,
      ),
    });
  }
  const connections = new pg.Pool({
    connectionString: postgresUrl(location.serverUrl, location.database),
    max: pool.max,
    idleTimeoutMillis: pool.idleTimeoutMs,
    // The wait for a budget slot has its own bound; the connect timeout counts only after it.
    connectionTimeoutMillis: 5_000 + (options.budget?.budget.queueTimeoutMs ?? 0),
    types: pgTypes,
    Client: clientClass(options.budget, pool.namedStatements ?? false),
  });
  // An idle connection that the server drops (restart, failover, a dropped database) is removed
  // from the pool by pg itself; without a listener the 'error' event would end the process.
  connections.on('error', () => undefined);
  const budget = options.budget?.budget;
  if (budget) {
    // Idle connections are given up when others wait: all of a pool nobody holds (TenantDatabases),
    // one at a time of a pool that is still held and has more than one (the budget asks here).
    // Taken from the pool and released as broken, a connection is closed and removed by pg. A
    // checkout leaves the idle list only on a later tick, so the ones being taken are counted:
    // asking twice in one tick must not check out more than are idle, which would open new
    // connections instead.
    let closing = 0;
    const closeIdle = (count: number, keep: number): number => {
      const spare = Math.min(connections.idleCount, connections.totalCount - keep) - closing;
      const taking = connections.ending ? 0 : Math.max(0, Math.min(count, spare));
      for (let i = 0; i < taking; i++) {
        closing++;
        connections.connect().then(
          (client) => {
            closing--;
            client.release(true);
          },
          () => {
            closing--;
          },
        );
      }
      return taking;
    };
    // While others wait for a slot (or none is free), a tenant that already has a connection
    // queues for it instead of taking a second slot: pg binds a query to the connection opened
    // for it, so a second connection would keep the query waiting in the budget's queue even
    // when the tenant's own connection is free a millisecond later. pg reads `max` on each check.
    Object.defineProperty(connections.options, 'max', {
      get: () => (budget.crowded ? 1 : pool.max),
      configurable: true,
    });
    const withdraw = budget.offerIdle(options.budget!.owner, {
      // A held pool keeps one connection: its request needs it again for its next query, and
      // closing it would only make that query open a new one, at the cost of a server process.
      closeOne: () => closeIdle(1, 1) > 0,
      closeAll: () => closeIdle(Number.POSITIVE_INFINITY, 0),
    });
    const end = connections.end.bind(connections);
    connections.end = (() => {
      withdraw();
      return end();
    }) as typeof connections.end;
  }
  return new Kysely<DB>({
    dialect: portableDialect(new PostgresDialect({ pool: connections }), 'postgres', options.listeners),
  });
}

/**
 * One short connection of its own, ended however the work ends. A server that goes away between
 * two queries (restart, pg_terminate_backend) makes pg emit 'error' on the client; the work's
 * pending or next query fails with it, so the event itself must not end the process.
 */
export async function withPostgresClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement against a server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  await withPostgresClient(postgresUrl(serverUrl, 'postgres'), (client) => client.query(statement));
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function postgresDatabaseExists(serverUrl: string, database: string): Promise<boolean> {
  return withPostgresClient(postgresUrl(serverUrl, 'postgres'), async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [database]);
    return result.rowCount === 1;
  });
}

/**
 * The longest database name PostgreSQL keeps, in bytes (NAMEDATALEN - 1). A longer one is cut
 * without a word in CREATE DATABASE, in a lookup of pg_database and in the database a connection
 * asks for, so two names that differ only after it would be one database.
 */
export const POSTGRES_NAME_LIMIT = 63;

/** Creating or dropping a longer name would create or drop the database of the cut name, which may be another's: refused instead. */
function ownName(database: string): string {
  if (Buffer.byteLength(database) > POSTGRES_NAME_LIMIT) {
    const cut = Buffer.from(database).subarray(0, POSTGRES_NAME_LIMIT).toString();
    throw new Error(`The database name "${database}" is longer than the ${POSTGRES_NAME_LIMIT} bytes PostgreSQL keeps; it would stand for "${cut}"`);
  }
  return database;
}

/** Creates an empty database, or a copy of `template` (a database nobody is connected to). */
export async function createPostgresDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await onServer(serverUrl, `CREATE DATABASE ${quoteIdentifier(ownName(database))}${from}`);
}

export async function dropPostgresDatabase(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(ownName(database))} WITH (FORCE)`);
}

/**
 * Creates the database behind a location if it is not there yet. A PostgreSQL
 * database may start as a copy of a template database (for example one already
 * migrated), which is much faster than building the schema statement by statement.
 */
export async function ensureDatabase(location: DatabaseLocation, postgresTemplate?: string): Promise<void> {
  if (location.kind === 'postgres' && (await postgresDatabaseExists(location.serverUrl, location.database))) return;
  await createDatabase(location, postgresTemplate);
}

/** Creates the database behind a location that the caller found missing; one created meanwhile by another process is taken as it is. */
export async function createDatabase(location: DatabaseLocation, postgresTemplate?: string): Promise<void> {
  if (location.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(location.file), { recursive: true });
    return;
  }
  try {
    await createPostgresDatabase(location.serverUrl, location.database, postgresTemplate);
  } catch (error) {
    // Another instance may have created it in the meantime: 42P04 once it exists, 23505 while
    // both CREATE DATABASE statements were still racing for the name.
    const code = (error as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw error;
  }
}

export async function removeDatabase(location: DatabaseLocation): Promise<void> {
  if (location.kind === 'postgres') {
    await dropPostgresDatabase(location.serverUrl, location.database);
    return;
  }
  // A checkpoint thread that still has the file open would, closing it last, remove a log of that name.
  await checkpointThread.settled(location.file);
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
