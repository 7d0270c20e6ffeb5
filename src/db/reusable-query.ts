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
 * The insert of one row with every column of the table, compiled once (a clock-in's event, a
 * change's audit row). The columns come from columnsOf, so the compiler checks them against the
 * table; a column the row leaves out is stored as null.
 */
export function reusableInsert<DB, Table extends keyof DB & string>(table: Table, columns: ReadonlyArray<keyof DB[Table] & string>) {
  const insert = reusableQuery((db: Kysely<DB>, ...values: unknown[]) =>
    db.insertInto(table).values(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as never),
  );
  return async (db: Kysely<DB>, row: DB[Table]): Promise<void> => {
    await insert(db, ...columns.map((column) => row[column] ?? null));
  };
}
