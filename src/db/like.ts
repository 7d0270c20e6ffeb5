import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column LIKE pattern ESCAPE '\'`: PostgreSQL treats backslash as the escape character by
 * default, SQLite only with an explicit ESCAPE clause, so the clause is always written.
 *
 * Plain LIKE ignores the case of ASCII letters on SQLite and of none on PostgreSQL; where that
 * matters, ask for `ignoreCase` (every letter, on both) or compare exactly (`startsWith`). With
 * `ignoreCase` both sides go through fold_case (src/db/case-folding.ts), the pattern too, in the
 * database: SQLite's lower() folds ASCII letters only ("Öztürk" never met "öztürk"), and a
 * pattern folded in the database is folded whichever value a reusable query binds.
 */
export function likeEscaped(column: RawBuilder<unknown> | string, pattern: string, options: { ignoreCase?: boolean } = {}): RawBuilder<boolean> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  if (options.ignoreCase) return sql<boolean>`fold_case(${target}) like fold_case(${pattern}) escape '\\'`;
  return sql<boolean>`${target} like ${pattern} escape '\\'`;
}

/**
 * Whether the column's text begins with `prefix`, letter case and all, on both databases (a LIKE
 * prefix ignores ASCII case on SQLite). The length counts code points, as substr does in either.
 */
export function startsWith(column: string, prefix: string): RawBuilder<boolean> {
  return sql<boolean>`substr(${sql.ref(column)}, 1, ${[...prefix].length}) = ${prefix}`;
}

/**
 * Whether a JSON column (jsonb on PostgreSQL, text on SQLite) holds the string `value` anywhere.
 * Read as text, both write a string value as `"<value>"`, so the value in quotes is found in
 * either; the same text in another member matches too, which the caller allows for.
 */
export function jsonTextHolds(column: string, value: string): RawBuilder<boolean> {
  return likeEscaped(sql`cast(${sql.ref(column)} as text)`, `%${escapeLike(JSON.stringify(value))}%`);
}
