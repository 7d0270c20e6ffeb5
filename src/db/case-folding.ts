import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './portable.js';
import type { SQLiteDatabase } from './sqlite-driver.js';

/**
 * Names and numbers unique "ignoring case" (schedule models, projects, cost centres) are compared
 * by `fold_case(text)`, on both databases. SQLite's own lower() folds ASCII letters only, so
 * "ÄRZTE-1" and "ärzte-1" passed as two numbers there while PostgreSQL (with a UTF-8 ctype, see
 * docs/deployment.md) refused the second. SQLite gets the function on every connection
 * (openSqliteFile), PostgreSQL in each tenant database as lower() (the migration of 2026-12-01).
 */
export const FOLD_CASE = 'fold_case';

// The two letters JavaScript's toLowerCase does not fold to one code point by itself: "İ" (to two
// code points) and "Σ" (by its context).
const ODD_CAPITALS = /[İΣ]/g;

/**
 * What fold_case answers on SQLite: each code point lower-cased on its own, to one code point, as
 * PostgreSQL's lower() maps characters (towlower): no final sigma told by its context ("Σ" is "σ"
 * at the end of a word too) and "İ" is "i", where JavaScript's toLowerCase gives "ς" and "i̇".
 * Both databases then take the same names apart. Null stays null.
 */
export function foldCase(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  // The whole text at once, those two mapped first: searches fold every stored audit body, and a
  // loop per character took about five times as long.
  return text.replace(ODD_CAPITALS, (capital) => (capital === 'İ' ? 'i' : 'σ')).toLowerCase();
}

export function registerFoldCase(database: SQLiteDatabase): void {
  database.function(FOLD_CASE, { deterministic: true }, foldCase);
}

/** A column's case-folded text, for a comparison with `foldedValue`. */
export function foldedColumn(column: string): RawBuilder<string> {
  return sql<string>`fold_case(${sql.ref(column)})`;
}

/** A value case-folded by the database, as the column it is compared with. */
export function foldedValue(value: string): RawBuilder<string> {
  return sql<string>`fold_case(${value})`;
}

/** Makes fold_case in a PostgreSQL database; SQLite has it from its connection. */
export async function createFoldCase(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create or replace function fold_case(text) returns text language sql immutable strict parallel safe as 'select lower($1)'`.execute(db);
}
