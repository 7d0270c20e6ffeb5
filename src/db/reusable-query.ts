import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { nameStatement } from './named-statements.js';
import { dialectOf, type DialectName } from './portable.js';

interface Plan {
  compiled: CompiledQuery;
  /** For each parameter, the index of the value that fills it, or -1 for a constant of the query itself. */
  slots: number[];
}

/**
 * A query built and compiled once per dialect and then run with new values. Meant for the few
 * queries on a hot request path (the bearer token lookup, a terminal clock-in's statements):
 * building and compiling a query with Kysely costs more than SQLite takes to answer it.
 *
 * Every value must reach the SQL as a bound parameter of its own, never change its shape (an
 * `in` list, `is null`) nor be written into the text or into another value; the first
 * compilation checks that each value was bound as it is. Values may be of any type the driver
 * takes (the driver converts booleans and JSON as for any query). The SQL must not depend on
 * which database of a dialect runs it: no plugin may rewrite the query. On PostgreSQL each
 * connection prepares it once under a name (named-statements.ts).
 */
export function reusableQuery<DB, Values extends readonly unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<QueryResult<Row>> {
  const plans = new Map<DialectName, Plan>();
  const planFor = (db: Kysely<DB>, count: number): Plan => {
    const dialect = dialectOf(db);
    const known = plans.get(dialect);
    if (known) return known;
    const markers = Array.from({ length: count }, (_, i) => `\u0000reusable value ${i}\u0000`);
    const compiled = build(db, ...(markers as unknown as Values)).compile();
    const slots = compiled.parameters.map((parameter) => markers.indexOf(parameter as string));
    const unbound = markers.findIndex((_, i) => !slots.includes(i));
    if (unbound !== -1) throw new Error(`reusableQuery: value ${unbound} is not a bound parameter of the query`);
    // A value written into the text or into another value would keep the first call's value.
    const derived = [compiled.sql, ...compiled.parameters.filter((_, i) => slots[i] === -1)].some(
      (part) => typeof part === 'string' && part.includes('\u0000reusable value '),
    );
    if (derived) throw new Error('reusableQuery: a value is written into the query or into another value instead of being bound as it is');
    const plan = { compiled, slots };
    if (dialect === 'postgres') nameStatement(compiled.sql);
    plans.set(dialect, plan);
    return plan;
  };
  return async (db, ...values) => {
    const { compiled, slots } = planFor(db, values.length);
    return db.executeQuery<Row>({
      ...compiled,
      queryId: createQueryId(),
      parameters: slots.map((slot, i) => (slot === -1 ? compiled.parameters[i] : values[slot])),
    });
  };
}

/**
 * Reusable queries of one kind whose SQL follows a few settings besides their values: which
 * filters a list has, how many ids an `in` list holds, a page size written into the SQL. Each
 * shape is one reusableQuery, named by a key the caller derives from exactly what `build`
 * depends on; `build` is called once per shape, with stand-ins for the values, which it must
 * bind in the order the values come. At most `maxShapes` are kept, the least recently used going
 * first.
 */
export function reusableQueriesByShape<DB, Row>(maxShapes = 200) {
  const queries = new Map<string, (db: Kysely<DB>, ...values: unknown[]) => Promise<QueryResult<Row>>>();
  return (
    db: Kysely<DB>,
    shape: string,
    values: readonly unknown[],
    build: (db: Kysely<DB>, values: readonly unknown[]) => Compilable<Row>,
  ): Promise<QueryResult<Row>> => {
    let query = queries.get(shape);
    if (query) queries.delete(shape);
    else {
      query = reusableQuery((within: Kysely<DB>, ...standIns: unknown[]) => build(within, standIns));
      if (queries.size >= maxShapes) queries.delete(queries.keys().next().value as string);
    }
    queries.set(shape, query);
    return query(db, ...values);
  };
}

/**
 * The insert of one row with every column of the table, compiled once (a clock-in's event, a
 * change's audit row). The columns come from columnsOf, so the compiler checks them against the
 * table; a column the row leaves out is stored as null.
 */
export function reusableInsert<DB, Table extends keyof DB & string>(table: Table, columns: ReadonlyArray<keyof DB[Table] & string>) {
  const insert = reusableBatchInsert<DB, Table>(table, columns, [1]);
  return (db: Kysely<DB>, row: DB[Table]): Promise<void> => insert(db, [row]);
}

/**
 * Inserts many rows with every column of the table in statements of a few fixed sizes, each
 * compiled once: at sizes 100, 25, 5 and 1, a batch of 237 rows is two statements of 100, one of
 * 25, two of 5 and two of 1. Building a statement of a hundred rows with Kysely costs more than
 * SQLite takes to store them. `shared` holds the values of columns every row has alike (the rows
 * leave them out); a column neither names is stored as null.
 */
export function reusableBatchInsert<DB, Table extends keyof DB & string>(
  table: Table,
  columns: ReadonlyArray<keyof DB[Table] & string>,
  sizes: readonly number[],
) {
  if (sizes.at(-1) !== 1 || sizes.some((size, i) => !Number.isInteger(size) || (i > 0 && size >= sizes[i - 1]!))) {
    throw new Error('reusableBatchInsert: the sizes must be whole numbers, largest first, and end with 1');
  }
  const statements = sizes.map((size) => ({
    size,
    insert: reusableQuery((db: Kysely<DB>, ...values: unknown[]) =>
      db.insertInto(table).values(
        Array.from({ length: size }, (_, row) => Object.fromEntries(columns.map((column, i) => [column, values[row * columns.length + i]]))) as never,
      ),
    ),
  }));
  return async (db: Kysely<DB>, rows: ReadonlyArray<Partial<DB[Table]>>, shared: Partial<DB[Table]> = {}): Promise<void> => {
    const fromShared = columns.map((column) => Object.hasOwn(shared, column));
    let at = 0;
    for (const { size, insert } of statements) {
      for (; rows.length - at >= size; at += size) {
        const values: unknown[] = [];
        for (let row = at; row < at + size; row++) {
          columns.forEach((column, i) => values.push((fromShared[i] ? shared[column] : rows[row]![column]) ?? null));
        }
        await insert(db, ...values);
      }
    }
  };
}
