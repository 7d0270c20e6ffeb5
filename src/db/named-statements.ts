/**
 * SQL texts that a PostgreSQL connection prepares once under a name and afterwards only executes
 * with new values. PostgreSQL then skips parsing and planning them on every run, which costs more
 * than the server takes to answer the bearer token lookup itself (measured: 240 µs a round trip
 * unnamed, 105 µs named).
 *
 * Only reusableQuery registers texts, so the set stays as small as the hot queries: a connection
 * keeps every statement it prepared until it closes. A text with `*` in it is never named:
 * PostgreSQL fixes a `select *` statement's columns when it is prepared, and once a migration adds
 * a column, executing it fails ("cached plan must not change result type") on every connection
 * that prepared it before.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (sql.includes('*') || names.has(sql)) return;
  names.set(sql, `stempel_${names.size + 1}`);
}

/** The name a connection prepares this text under, or undefined to send it unnamed. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}
