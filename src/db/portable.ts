import {
  PostgresAdapter,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryExecutorProvider,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { mayHaveMovedAway } from './errors.js';
import { SqliteLiteralLimitCompiler } from './sqlite-compiler.js';

/**
 * The one place where SQLite and PostgreSQL differ in the values they store.
 *
 * Features always hand JS values to Kysely and always get JS values back:
 * booleans stay booleans, JSON columns hold objects, timestamps are ISO strings
 * in UTC. PostgreSQL does most of this natively (see the pg type parsers in
 * connection.ts); SQLite needs booleans stored as 0/1 and JSON as text, so the
 * driver below converts them on the way in, and SQLite's statements read them back
 * by column name as they build each row (sqlite-statements.ts).
 */
export interface ColumnKinds {
  booleans: ReadonlySet<string>;
  json: ReadonlySet<string>;
}

export type DialectName = 'sqlite' | 'postgres';

function toDriverValue(value: unknown, dialect: DialectName): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

function toDriverQuery(query: CompiledQuery, dialect: DialectName): CompiledQuery {
  if (query.parameters.length === 0) return query;
  return { ...query, parameters: query.parameters.map((value) => toDriverValue(value, dialect)) };
}

/** What a database tells about itself: its writes once they are committed, failures a move explains. */
export interface DatabaseListeners {
  /** Rows were added to `jobs`, due now, and are committed: a job runner can claim them now. */
  jobsQueued?: () => void;
  /**
   * A connection or statement failed as one does on a database moved to another server under its
   * pool (`mayHaveMovedAway`), whoever ran it: a request, the audit log's writer, a job.
   */
  movedAway?: () => void;
}

/** The work's failure passed on, told to `movedAway` first when a move explains it. */
function watched<T>(work: Promise<T>, movedAway: (() => void) | undefined): Promise<T> {
  if (!movedAway) return work;
  return work.catch((error: unknown) => {
    if (mayHaveMovedAway(error)) movedAway();
    throw error;
  });
}

interface InsertNode {
  kind?: string;
  into?: { table?: { identifier?: { name?: string } } };
  columns?: ReadonlyArray<{ column?: { name?: string } }>;
}

/**
 * Whether a statement adds rows to the jobs table (enqueueJob's insert) that are due already. A
 * job queued for later (tomorrow's retention run) needs no runner now. enqueueJob binds every
 * column of a row, so the values of `run_at` are found by its place among the columns; an insert
 * that does not show them so counts as due.
 */
function queuesDueJobs(query: CompiledQuery): boolean {
  const node = query.query as InsertNode | undefined;
  if (node?.kind !== 'InsertQueryNode' || node.into?.table?.identifier?.name !== 'jobs') return false;
  const columns = node.columns?.map((column) => column.column?.name) ?? [];
  const at = columns.indexOf('run_at');
  const { parameters } = query;
  if (at === -1 || parameters.length === 0 || parameters.length % columns.length !== 0) return true;
  const now = new Date().toISOString();
  for (let row = 0; row < parameters.length; row += columns.length) {
    const runAt = parameters[row + at];
    if (typeof runAt !== 'string' || runAt <= now) return true;
  }
  return false;
}

/** A connection as Kysely holds it from acquiring to releasing: the driver's own, and what its work queued. */
class PortableConnection implements DatabaseConnection {
  inTransaction = false;
  queuedJobs = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly dialect: DialectName,
    private readonly movedAway: (() => void) | undefined,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (queuesDueJobs(query)) this.queuedJobs = true;
    return watched(this.inner.executeQuery(toDriverQuery(query, this.dialect)), this.movedAway);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(toDriverQuery(query, this.dialect), chunkSize);
  }
}

/**
 * Converts every bound value on its way to the driver. Values reach the driver only as the
 * compiled query's parameters, so this is done there, once per query, rather than by rewriting
 * each query's operation tree (which cost as much as running the query on SQLite). It also tells
 * the listeners when queued jobs are committed: right after the commit of the transaction that
 * queued them (never on a rollback), or after the statement itself outside a transaction. The
 * job runner is woken then, wherever deep in a service the job was queued, and not before its
 * rows can be seen. And it tells them when a connection, a statement, a begin or a commit fails
 * as on a database that was moved away.
 */
class PortableDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly dialect: DialectName,
    private readonly listeners: DatabaseListeners,
    private readonly inTransaction: (() => boolean) | undefined,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const { movedAway } = this.listeners;
    return new PortableConnection(await watched(this.driver.acquireConnection(), movedAway), this.dialect, movedAway);
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return connection instanceof PortableConnection ? connection.inner : connection;
  }

  private committed(connection: DatabaseConnection): void {
    if (!(connection instanceof PortableConnection) || !connection.queuedJobs) return;
    connection.queuedJobs = false;
    this.listeners.jobsQueued?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Work of this connection before the transaction was committed on its own.
    this.committed(connection);
    await watched(this.driver.beginTransaction(this.unwrap(connection), settings), this.listeners.movedAway);
    if (connection instanceof PortableConnection) connection.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await watched(this.driver.commitTransaction(this.unwrap(connection)), this.listeners.movedAway);
    if (connection instanceof PortableConnection) connection.inTransaction = false;
    this.committed(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof PortableConnection) {
      connection.inTransaction = false;
      connection.queuedJobs = false;
    }
    // SQLite rolls a transaction back itself after some failures (a full disk, an I/O error, no
    // memory left). A ROLLBACK then fails with "no transaction is active", and that error would
    // take the place of the one that says what went wrong (a full disk answers 503).
    if (this.inTransaction?.() === false) return;
    return this.driver.rollbackTransaction(this.unwrap(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    if (!this.driver.savepoint) throw new Error('This driver has no savepoints');
    return this.driver.savepoint(this.unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]): Promise<void> {
    if (!this.driver.rollbackToSavepoint) throw new Error('This driver has no savepoints');
    return this.driver.rollbackToSavepoint(this.unwrap(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]): Promise<void> {
    if (!this.driver.releaseSavepoint) throw new Error('This driver has no savepoints');
    return this.driver.releaseSavepoint(this.unwrap(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A statement outside a transaction commits on its own.
    if (connection instanceof PortableConnection && !connection.inTransaction) this.committed(connection);
    return this.driver.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/**
 * The dialect with its driver converting values on the way in and telling the listeners (see
 * PortableDriver). `inTransaction` says whether the database still holds a transaction open (SQLite,
 * whose one connection is the database's).
 */
export function portableDialect(dialect: Dialect, name: DialectName, listeners: DatabaseListeners = {}, inTransaction?: () => boolean): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new PortableDriver(dialect.createDriver(), name, listeners, inTransaction),
    createQueryCompiler: () => (name === 'sqlite' ? new SqliteLiteralLimitCompiler() : dialect.createQueryCompiler()),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column types for migrations, so one migration runs on both dialects. */
export function columnTypes<DB>(db: Kysely<DB>) {
  const postgres = dialectOf(db) === 'postgres';
  return {
    id: 'text',
    text: 'text',
    timestamp: postgres ? 'timestamptz' : 'text',
    date: postgres ? 'date' : 'text',
    boolean: postgres ? 'boolean' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    integer: 'integer',
    bigint: 'bigint',
    double: postgres ? 'double precision' : 'real',
  } as const;
}
