import type { ColumnKinds } from './portable.js';
import type { SQLiteDatabase, SQLiteStatement } from './sqlite-driver.js';

/** What Kysely's SQLite driver uses of a prepared statement. */
export interface KyselySqliteStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

type RowBuilder = (values: readonly unknown[]) => Record<string, unknown>;

const NO_KINDS: ColumnKinds = { booleans: new Set(), json: new Set() };

const STATEMENT_CACHE_SIZE = 500;
const ROW_BUILDER_CACHE_SIZE = 2_000;

/** One builder per column list and kinds, shared by every database, so rows of one query share one shape. */
const rowBuilders = new Map<string, RowBuilder>();

const readBoolean = (value: unknown) => (typeof value === 'number' ? value !== 0 : value);
const readJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * Turns a row of values into an object keyed by the column names, as better-sqlite3 would build
 * it (a later column of the same name wins, as in an object literal), with booleans and JSON read
 * back by column name. better-sqlite3 sets each property from C++, one runtime call per value; an
 * object literal compiled once per column list builds the same row at about a third of the cost,
 * which a page of rows with many columns feels. Reading the values back while building the row
 * spares a second pass over every row (and a plugin's turn of the promise queue per query).
 */
export function rowBuilder(columns: readonly string[], kinds: ColumnKinds = NO_KINDS): RowBuilder {
  const readers = columns.map((name) => (kinds.booleans.has(name) ? 'readBoolean' : kinds.json.has(name) ? 'readJson' : ''));
  // SQLite's names are C strings: none holds a NUL.
  const key = `${readers.join(',')}\u0000${columns.join('\u0000')}`;
  const known = rowBuilders.get(key);
  if (known) return known;
  const read = (i: number) => (readers[i] ? `${readers[i]}(values[${i}])` : `values[${i}]`);
  // `__proto__` as a literal key would set the prototype instead of a property.
  const build: RowBuilder = columns.includes('__proto__')
    ? (values) => {
        const row: Record<string, unknown> = {};
        columns.forEach((name, i) => {
          const value = readers[i] === 'readBoolean' ? readBoolean(values[i]) : readers[i] === 'readJson' ? readJson(values[i]) : values[i];
          Object.defineProperty(row, name, { value, enumerable: true, writable: true, configurable: true });
        });
        return row;
      }
    : (new Function('readBoolean', 'readJson', `return (values) => ({ ${columns.map((name, i) => `${JSON.stringify(name)}: ${read(i)}`).join(', ')} });`)(
        readBoolean,
        readJson,
      ) as RowBuilder);
  if (rowBuilders.size >= ROW_BUILDER_CACHE_SIZE) rowBuilders.delete(rowBuilders.keys().next().value as string);
  rowBuilders.set(key, build);
  return build;
}

/**
 * A reading statement that fetches its rows as arrays and builds the objects itself. If the
 * statement's columns change under it (a migration run by another process, which SQLite answers
 * by preparing the statement again), a row of another length makes it read the columns again.
 */
function readingStatement(statement: SQLiteStatement, kinds: ColumnKinds): KyselySqliteStatement {
  statement.raw(true);
  let columns = statement.columns().map((column) => column.name);
  let build = rowBuilder(columns, kinds);
  const toRow = (values: unknown[]) => {
    if (values.length !== columns.length) {
      columns = statement.columns().map((column) => column.name);
      build = rowBuilder(columns, kinds);
    }
    return build(values);
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][] as unknown[];
      for (let i = 0; i < rows.length; i++) rows[i] = toRow(rows[i] as unknown[]);
      return rows;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/** A writing statement that tells `written` when it committed (outside a transaction, or a transaction's end). */
function writingStatement(statement: SQLiteStatement, database: SQLiteDatabase, written: () => void): KyselySqliteStatement {
  return {
    reader: false,
    all: (parameters) => statement.all(parameters),
    run(parameters) {
      const result = statement.run(parameters);
      if (!database.inTransaction) written();
      return result;
    },
    iterate: (parameters) => statement.iterate(parameters),
  };
}

/**
 * The database as Kysely's SQLite dialect sees it. Kysely prepares every statement anew;
 * preparing is a real part of a short query's cost in SQLite. The same SQL text always yields
 * the same statement, and Kysely's SQLite driver runs one statement at a time, so they are
 * kept and reused (the oldest go beyond STATEMENT_CACHE_SIZE). Their rows come with booleans and
 * JSON already read back by column name (`kinds`). `written` hears of each committed write.
 */
export function kyselySqliteDatabase(database: SQLiteDatabase, kinds: ColumnKinds = NO_KINDS, written?: () => void) {
  const statements = new Map<string, KyselySqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): KyselySqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = database.prepare(sql);
        statement = prepared.reader ? readingStatement(prepared, kinds) : written ? writingStatement(prepared, database, written) : prepared;
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
