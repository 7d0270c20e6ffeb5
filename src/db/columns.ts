/**
 * A table's columns, each named once and in one order, for statements that name every column
 * instead of `*`: a statement compiled once for many rows of values, or one that PostgreSQL may
 * prepare by name (named-statements.ts never names a `select *`). The record must name every
 * column of the table's type and no other, so the compiler points at a list a migration left behind.
 */
export function columnsOf<Table>(columns: Record<keyof Table & string, true>): Array<keyof Table & string> {
  return Object.keys(columns) as Array<keyof Table & string>;
}
