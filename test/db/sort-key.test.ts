import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byName, sortKey, STORED_SORT_KEYS, withBaseLetters } from '../../src/db/sort-key.js';
import type { TenantDatabase } from '../../src/db/tenant/schema.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

/**
 * sort_key answers the same text on both databases (on SQLite it is the JavaScript function, on
 * PostgreSQL a SQL function with the same table), lists ordered byName come out alike whatever
 * the column's collation, and the employee page reads its order from its index. On PostgreSQL the
 * keys of the listed names are stored beside them, so a list computes none per row.
 */
let ctx: TestContext;
let slug: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const inTenant = <T>(work: (db: Kysely<TenantDatabase>) => Promise<T>) => ctx.services.tenants.withTenant(slug, ({ db }) => work(db));

const NAMES = ['Adler', 'MÜLLER', 'Müller', 'Muller', 'Mueller', 'Núñez', 'Weiß', 'Weiss', 'Zander', 'van der Berg', 'Ärger', 'Öztürk', 'Ab c', 'Abb', 'Ærø', 'Œuvre', 'STRAẞE', 'Ștefan', 'Nguyễn', 'ΟΔΟΣ', 'İzmir'];

describe(`[${dialect}] sort_key`, () => {
  it('answers what the JavaScript function answers, for names and every code point of the Basic Multilingual Plane', async () => {
    // "Müller" decomposed, as a letter and a combining mark, too.
    const texts = [...NAMES, 'Mu\u0308ller'];
    // Not U+0000 (PostgreSQL text cannot hold it) nor the surrogates.
    for (let code = 1; code <= 0xffff; code++) if (code < 0xd800 || code > 0xdfff) texts.push(String.fromCodePoint(code));
    const answers = await inTenant(async (db) => {
      const rows: Array<{ key: string; folded: string }> = [];
      for (let i = 0; i < texts.length; i += 5_000) {
        const chunk = JSON.stringify(texts.slice(i, i + 5_000));
        const query =
          dialect === 'postgres'
            ? sql<{ key: string; folded: string }>`select sort_key(t) as key, fold_case(t) as folded from json_array_elements_text(${chunk}::json) with ordinality as u(t, n) order by n`
            : sql<{ key: string; folded: string }>`select sort_key(value) as key, fold_case(value) as folded from json_each(${chunk}) order by key + 0`;
        rows.push(...(await query.execute(db)).rows);
      }
      return rows;
    });
    // The table after the database's own fold_case, for every code point.
    expect(texts.filter((_, i) => answers[i]!.key !== withBaseLetters(answers[i]!.folded))).toEqual([]);
    // And the same keys as JavaScript in the blocks names are written in: Latin, Greek, Cyrillic,
    // the marks, punctuation.
    // (Letters newer than the server's Unicode tables, such as U+A7CB of Unicode 16, are lower-cased
    // by JavaScript only; fold_case has that difference already.)
    const inNameBlocks = (code: number) => code <= 0x052f || (code >= 0x1e00 && code <= 0x1eff) || (code >= 0x2000 && code <= 0x206f);
    const written = (text: string) => [...text].every((character) => inNameBlocks(character.codePointAt(0)!));
    expect(texts.filter((text, i) => written(text) && answers[i]!.key !== sortKey(text))).toEqual([]);
    expect(await inTenant(async (db) => (await sql<{ key: string | null }>`select sort_key(null) as key`.execute(db)).rows[0]!.key)).toBeNull();
  });

  it('orders the same whatever the collation of the column, a German one too', async () => {
    const expected = [...NAMES].sort((a, b) => a.localeCompare(b, 'de'));
    const collations = [''];
    if (dialect === 'postgres') {
      const icu = await inTenant(async (db) => (await sql<{ name: string }>`select collname as name from pg_collation where collname = 'de-DE-x-icu'`.execute(db)).rows);
      collations.push(...icu.map((row) => ` collate "${row.name}"`));
    }
    for (const collation of collations) {
      const listed = await inTenant((db) =>
        db.transaction().execute(async (trx) => {
          await sql`create temporary table listed (id integer primary key, name text${sql.raw(collation)} not null)`.execute(trx);
          try {
            for (const [i, name] of NAMES.entries()) await sql`insert into listed (id, name) values (${i}, ${name})`.execute(trx);
            const rows = await (trx as unknown as Kysely<{ listed: { id: number; name: string } }>).selectFrom('listed').select('name').$call(byName(trx, 'name')).orderBy('id').execute();
            return rows.map((row) => row.name);
          } finally {
            await sql`drop table listed`.execute(trx);
          }
        }),
      );
      // "Ab c" before "Abb": the space counts, as in localeCompare.
      expect(listed, collation || 'default collation').toEqual(expected);
    }
  });

  it('lets the employee page walk its index in the order of names', async () => {
    for (const last_name of ['Zander', 'Ärger', 'müller']) await createEmployee(ctx, slug, token, { last_name });
    const plan = await inTenant((db) =>
      db.transaction().execute(async (trx) => {
        const page = trx
          .selectFrom('employees')
          .selectAll('employees')
          .where('employees.deleted_at', 'is', null)
          .$call(byName(trx, 'employees.last_name', 'employees.first_name'))
          .orderBy('employees.id')
          .limit(25)
          .offset(0)
          .compile();
        if (dialect === 'sqlite') {
          const rows = await trx.executeQuery<{ detail: string }>({ ...page, sql: `explain query plan ${page.sql}` });
          return rows.rows.map((row) => row.detail).join('\n');
        }
        // A table this small is read whole and sorted; without sorting the planner shows whether the index serves.
        await sql`set local enable_sort = off`.execute(trx);
        const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...page, sql: `explain ${page.sql}` });
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      }),
    );
    expect(plan).toContain('employees_name_order');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
  it.skipIf(dialect !== 'postgres')('keeps the keys of names stored beside them on PostgreSQL, and the lists by name compute none', async () => {
    const person = await createEmployee(ctx, slug, token, { last_name: 'Öztürk', first_name: 'Ædith' });
    const renamed = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: slug, token, body: { last_name: 'Ñúñez' } });
    expect(renamed.statusCode).toBe(200);
    const location = await ctx.request({ method: 'POST', url: '/rest/locations', tenant: slug, token, body: { name: 'Straße Ärger', country: 'DE', timezone: 'Europe/Berlin' } });
    expect(location.statusCode).toBe(201);
    const stale = await inTenant(async (db) => {
      const rows: string[] = [];
      for (const [table, columns] of Object.entries(STORED_SORT_KEYS)) {
        for (const column of columns) {
          const differing = await sql<{ name: string }>`select ${sql.ref(column)} as name from ${sql.table(table)} where ${sql.ref(`${column}_sort_key`)} is distinct from sort_key(${sql.ref(column)})`.execute(db);
          rows.push(...differing.rows.map((row) => `${table}.${column}: ${row.name}`));
        }
      }
      const keys = await sql<{ last: string; first: string }>`select last_name_sort_key as last, first_name_sort_key as first from employees where id = ${person.id}`.execute(db);
      return { rows, keys: keys.rows[0] };
    });
    expect(stale.rows).toEqual([]);
    expect(stale.keys).toEqual({ last: 'nunez', first: 'aedith' });

    const plans = await inTenant((db) =>
      Promise.all(
        [
          db.selectFrom('employees').selectAll('employees').$call(byName(db, 'employees.last_name', 'employees.first_name')).orderBy('employees.id').limit(25),
          db.selectFrom('locations').selectAll('locations').$call(byName(db, 'locations.name')).orderBy('locations.id'),
          db.selectFrom('holiday_calendars').selectAll('holiday_calendars').$call(byName(db, 'holiday_calendars.name')).orderBy('holiday_calendars.id'),
        ].map(async (query) => {
          const compiled = query.compile();
          const rows = await db.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain verbose ${compiled.sql}` });
          return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
        }),
      ),
    );
    // sort_key is inlined: its translate() would show in the rows' output had the key been computed.
    for (const plan of plans) expect(plan).not.toContain('translate(');
  });
});
