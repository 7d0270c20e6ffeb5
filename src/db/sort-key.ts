import { sql, type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { foldCase } from './case-folding.js';
import { dialectOf } from './portable.js';
import type { SQLiteDatabase } from './sqlite-driver.js';

/**
 * Lists ordered by a name follow German dictionary order (DIN 5007, variant 1): letter case and
 * accents do not count, "ä" sorts as "a", "ß" as "ss". A plain ORDER BY compared bytes on SQLite
 * and by the server's locale on PostgreSQL, so "Ärger", "Öztürk" and every lower-case name came
 * after "Zander", and a server with a de_DE locale listed otherwise than SQLite.
 *
 * `sort_key(text)` is fold_case and then the fixed table below, on both databases: a JavaScript
 * function on every SQLite connection (openSqliteFile), an IMMUTABLE SQL function with
 * translate() and replace() in each PostgreSQL tenant database (the migration of 2026-12-02).
 * The table, not Unicode normalisation, so both answer the same text for every input. The keys
 * are compared byte by byte on both (`collate "C"` on PostgreSQL), whatever the server's locale.
 * A change to the table needs a migration that makes the function again and rebuilds the indexes
 * that use it.
 */
export const SORT_KEY = 'sort_key';

/** Lower-case Latin letters with diacritics (Latin-1, Latin Extended-A/B and Additional), by their base letter. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'àáâãäåāăąǎǟǡǻȁȃȧḁạảấầẩẫậắằẳẵặ',
  b: 'ḃḅḇ',
  c: 'çćĉċčḉ',
  d: 'ďđḋḍḏḑḓ',
  e: 'èéêëēĕėęěȅȇȩḕḗḙḛḝẹẻẽếềểễệ',
  f: 'ḟ',
  g: 'ĝğġģǧǵḡ',
  h: 'ĥħȟḣḥḧḩḫẖ',
  i: 'ìíîïĩīĭįıǐȉȋḭḯỉị',
  j: 'ĵǰ',
  k: 'ķǩḱḳḵ',
  l: 'ĺļľŀłḷḹḻḽ',
  m: 'ḿṁṃ',
  n: 'ñńņňǹṅṇṉṋ',
  o: 'òóôõöøōŏőơǒǫǭǿȍȏȫȭȯȱṍṏṑṓọỏốồổỗộớờởỡợ',
  p: 'ṕṗ',
  r: 'ŕŗřȑȓṙṛṝṟ',
  s: 'śŝşšſșṡṣṥṧṩ',
  t: 'ţťŧțṫṭṯṱẗ',
  u: 'ùúûüũūŭůűųưǔǖǘǚǜȕȗṳṵṷṹṻụủứừửữự',
  v: 'ṽṿ',
  w: 'ŵẁẃẅẇẉẘ',
  x: 'ẋẍ',
  y: 'ýÿŷȳẏẙỳỵỷỹ',
  z: 'źżžẑẓẕ',
};

/** Letters that sort as two. */
const EXPANDED: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe' };

/** Combining diacritical marks (U+0300 to U+036F), dropped: an "ü" typed as "u" and a mark sorts as "u" too. */
const MARKS = Array.from({ length: 0x70 }, (_, i) => String.fromCodePoint(0x300 + i)).join('');

const LETTERS = Object.values(ACCENTED).join('');
const BASES = Object.entries(ACCENTED)
  .map(([base, letters]) => base.repeat([...letters].length))
  .join('');

const REPLACEMENTS = new Map<string, string>([
  ...[...LETTERS].map((letter, i): [string, string] => [letter, BASES[i]!]),
  ...Object.entries(EXPANDED),
  ...[...MARKS].map((mark): [string, string] => [mark, '']),
]);
const REPLACED = new RegExp(`[${[...REPLACEMENTS.keys()].join('')}]`, 'gu');

/** The table applied to a text already case-folded: what sort_key does after fold_case. */
export function withBaseLetters(folded: string): string {
  return folded.replace(REPLACED, (character) => REPLACEMENTS.get(character)!);
}

/** What sort_key answers on SQLite, and what the PostgreSQL function answers too. Null stays null. */
export function sortKey(value: unknown): string | null {
  const folded = foldCase(value);
  return folded === null ? null : withBaseLetters(folded);
}

export function registerSortKey(database: SQLiteDatabase): void {
  database.function(SORT_KEY, { deterministic: true }, sortKey);
}

/**
 * The table as PostgreSQL applies it, to a text whose characters all pass `occurs`: translate()
 * for the letters (and, when `marks`, drops the combining marks, which have no counterpart in
 * its third argument), replace() for the letters that sort as two.
 */
function translatedSql(occurs: (character: string) => boolean, marks: boolean): string {
  const letters = [...LETTERS];
  const kept = letters.map((letter, i) => ({ letter, base: BASES[i]! })).filter(({ letter }) => occurs(letter));
  let body = `translate(lower($1), '${kept.map(({ letter }) => letter).join('')}${marks ? MARKS : ''}', '${kept.map(({ base }) => base).join('')}')`;
  for (const [letter, expansion] of Object.entries(EXPANDED)) if (occurs(letter)) body = `replace(${body}, '${letter}', '${expansion}')`;
  return body;
}

/** The letters beyond ASCII of most German names, either case. */
const GERMAN_LETTERS = 'ÄÖÜäöüß';

/**
 * Makes sort_key in a PostgreSQL database; SQLite has it from its connection. translate() looks
 * each character up in its whole list, about 8 µs a name with the full table, and PostgreSQL
 * computes the key of every row an ordered index scan passes, so texts in ASCII or with German
 * letters only take a shorter way to the same key, and those in Latin-1 and Latin Extended-A a
 * shorter table. A CASE is not strict, so the function is not declared STRICT (null still gives
 * null): a strict one would not be inlined, and a call costs more than the key. The body calls
 * lower() (what fold_case is there) and no function of the public schema: pg_restore and
 * maintenance run index expressions with an empty search_path.
 */
export async function createSortKey(db: QueryExecutorProvider): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const body = [
    'case',
    'when octet_length($1) = char_length($1) then lower($1)',
    `when $1 ~ '^[\\x01-\\x7f${GERMAN_LETTERS}]*$' then ${translatedSql((letter) => GERMAN_LETTERS.includes(letter), false)}`,
    `when $1 ~ '^[\\x01-\\u017f]*$' then ${translatedSql((letter) => letter.codePointAt(0)! <= 0x17f, false)}`,
    `else ${translatedSql(() => true, true)}`,
    'end',
  ].join(' ');
  await sql`create or replace function sort_key(text) returns text language sql immutable parallel safe as ${sql.raw(`$body$select ${body}$body$`)}`.execute(db);
}

interface NameOrderTerm {
  expression: RawBuilder<unknown>;
  descending: boolean;
}

/**
 * The name columns whose sort key PostgreSQL keeps in a stored generated column beside them,
 * `<column>_sort_key` (collate "C"), by table: the migration of 2026-12-03. PostgreSQL computes
 * every ORDER BY expression of each row it reads, an index in that order or not, so a page of
 * the employee list computed sort_key some 200 times and answered a fifth slower than before the
 * dictionary order. SQLite takes the keys from the index it walks and has no such columns. A
 * change to the table of sort_key must rewrite these columns too (drop and add them again).
 */
export const STORED_SORT_KEYS: Readonly<Record<string, readonly string[]>> = {
  employees: ['last_name', 'first_name'],
  locations: ['name'],
  holiday_calendars: ['name'],
};

/** The stored key column of `column` ("table.column") on this database, if it has one. */
function storedSortKey(db: QueryExecutorProvider, column: string): string | undefined {
  if (dialectOf(db) !== 'postgres') return undefined;
  const [table, name] = column.split('.');
  return name !== undefined && STORED_SORT_KEYS[table!]?.includes(name) ? `${column}_sort_key` : undefined;
}

/**
 * The terms of the order by names: first every column's sort key, then (names equal in
 * dictionary order) every column case-folded, so a name without accents comes before one with
 * them ("Muller", "Müller"), then every column as written, lower case first ("Müller", "MÜLLER"),
 * which is how `localeCompare(…, 'de')` orders them too. Compared as bytes on both databases.
 * `sortKey` gives the key term of a column.
 */
function nameOrderTerms(db: QueryExecutorProvider, columns: readonly string[], sortKey: (column: string) => RawBuilder<unknown>): NameOrderTerm[] {
  const bytewise = dialectOf(db) === 'postgres' ? sql` collate "C"` : sql``;
  const refs = columns.map((column) => sql.ref(column));
  return [
    ...columns.map((column) => ({ expression: sortKey(column), descending: false })),
    ...refs.map((ref) => ({ expression: sql`fold_case(${ref})${bytewise}`, descending: false })),
    ...refs.map((ref) => ({ expression: sql`${ref}${bytewise}`, descending: true })),
  ];
}

/** sort_key computed from the column, compared as bytes. */
function computedSortKey(db: QueryExecutorProvider) {
  const bytewise = dialectOf(db) === 'postgres' ? sql` collate "C"` : sql``;
  return (column: string): RawBuilder<unknown> => sql`sort_key(${sql.ref(column)})${bytewise}`;
}

/**
 * Orders a query by the names in `columns` (the most significant first) in dictionary order; the
 * caller adds its id last, so pages stay stable. A column of STORED_SORT_KEYS, named with its
 * table ("employees.last_name"), is ordered by its stored key on PostgreSQL. Use with `$call`.
 */
export function byName(db: QueryExecutorProvider, ...columns: string[]) {
  const computed = computedSortKey(db);
  const terms = nameOrderTerms(db, columns, (column) => {
    const stored = storedSortKey(db, column);
    return stored === undefined ? computed(column) : sql.ref(stored);
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query, whatever its tables
  return <Query extends SelectQueryBuilder<any, any, any>>(query: Query): Query =>
    terms.reduce<SelectQueryBuilder<unknown, never, unknown>>(
      (ordered, term) => (term.descending ? ordered.orderBy(term.expression, 'desc') : ordered.orderBy(term.expression)),
      query,
    ) as Query;
}

/**
 * The columns of an index that a query ordered `byName(db, ...columns)` reads in its order, the
 * keys computed from the columns, or (`keys: 'stored'`) read from their stored key columns.
 */
export function nameIndexColumns(db: QueryExecutorProvider, columns: readonly string[], keys: 'computed' | 'stored' = 'computed'): RawBuilder<unknown> {
  const sortKey = keys === 'stored' ? (column: string) => sql.ref(`${column}_sort_key`) : computedSortKey(db);
  return sql.join(nameOrderTerms(db, columns, sortKey).map((term) => (term.descending ? sql`${term.expression} desc` : term.expression)));
}
