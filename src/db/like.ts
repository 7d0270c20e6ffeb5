import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column LIKE pattern ESCAPE '\'`: PostgreSQL treats backslash as the escape
 * character by default, SQLite only with an explicit ESCAPE clause, so the
 * clause is always written.
 */
export function likeEscaped(column: RawBuilder<unknown> | string, pattern: string, options: { lower?: boolean } = {}): RawBuilder<boolean> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  const left = options.lower ? sql`lower(${target})` : target;
  return sql<boolean>`${left} like ${pattern} escape '\\'`;
}

/**
 * Whether a JSON column (jsonb on PostgreSQL, text on SQLite) holds the string `value` anywhere.
 * Read as text, both write a string value as `"<value>"`, so the value in quotes is found in
 * either; the same text in another member matches too, which the caller allows for.
 */
export function jsonTextHolds(column: string, value: string): RawBuilder<boolean> {
  return likeEscaped(sql`cast(${sql.ref(column)} as text)`, `%${escapeLike(JSON.stringify(value))}%`);
}
