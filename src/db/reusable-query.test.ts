import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { columnsOf } from './columns.js';
import { reusableBatchInsert, reusableInsert, reusableQueriesByShape, reusableQuery } from './reusable-query.js';

interface Db {
  tokens: { id: string; hash: string; revoked_at: string | null; scopes: string[]; active: boolean };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-reusable-'));
let db: Kysely<Db>;

beforeAll(async () => {
  db = openDatabase<Db>({ kind: 'sqlite', file: path.join(dir, 'test.db') }, { booleans: new Set(['active']), json: new Set(['scopes']) }, { max: 1, idleTimeoutMs: 1_000 });
  await sql`create table tokens (id text primary key, hash text not null, revoked_at text, scopes text not null, active integer not null)`.execute(db);
  await db
    .insertInto('tokens')
    .values([
      { id: 'a', hash: 'h1', revoked_at: null, scopes: ['read'], active: true },
      { id: 'b', hash: 'h2', revoked_at: '2026-01-01', scopes: ['write'], active: false },
      { id: 'c', hash: 'h3', revoked_at: null, scopes: [], active: false },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('reusableQuery', () => {
  const live = reusableQuery((d: Kysely<Db>, hash: string, minId: string) =>
    d.selectFrom('tokens').selectAll().where('hash', '=', hash).where('revoked_at', 'is', null).where('id', '>=', minId).where('active', 'in', [true, false]),
  );

  it('runs with the values of each call, with the constants of the query kept and results converted', async () => {
    expect((await live(db, 'h1', 'a')).rows).toEqual([{ id: 'a', hash: 'h1', revoked_at: null, scopes: ['read'], active: true }]);
    expect((await live(db, 'h2', 'a')).rows).toEqual([]);
    expect((await live(db, 'h3', 'a')).rows).toEqual([{ id: 'c', hash: 'h3', revoked_at: null, scopes: [], active: false }]);
    expect((await live(db, 'h3', 'd')).rows).toEqual([]);
  });

  it('binds values of any type, converted for the database as a built query converts them', async () => {
    const insert = reusableQuery((d: Kysely<Db>, id: string, hash: string, revokedAt: string | null, scopes: string[], active: boolean) =>
      d.insertInto('tokens').values({ id, hash, revoked_at: revokedAt, scopes, active }),
    );
    await insert(db, 'd', 'hash of d', null, ['read', 'write'], true);
    await insert(db, 'e', 'hash of e', '2026-02-01', [], false);
    const rows = await db.selectFrom('tokens').selectAll().where('id', 'in', ['d', 'e']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'd', hash: 'hash of d', revoked_at: null, scopes: ['read', 'write'], active: true },
      { id: 'e', hash: 'hash of e', revoked_at: '2026-02-01', scopes: [], active: false },
    ]);
  });

  it('inserts a whole row with every column named once, a column left out as null', async () => {
    const insert = reusableInsert<Db, 'tokens'>('tokens', columnsOf<Db['tokens']>({ id: true, hash: true, revoked_at: true, scopes: true, active: true }));
    await insert(db, { id: 'f', hash: 'hash of f', revoked_at: '2026-03-01', scopes: ['read'], active: true });
    await insert(db, { id: 'g', hash: 'hash of g', scopes: [], active: false } as unknown as Db['tokens']);
    const rows = await db.selectFrom('tokens').selectAll().where('id', 'in', ['f', 'g']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'f', hash: 'hash of f', revoked_at: '2026-03-01', scopes: ['read'], active: true },
      { id: 'g', hash: 'hash of g', revoked_at: null, scopes: [], active: false },
    ]);
  });

  it('refuses a query that does not bind every value', async () => {
    const shapeless = reusableQuery((d: Kysely<Db>, hash: string) => d.selectFrom('tokens').selectAll().where('id', '=', hash.length > 100 ? hash : 'a'));
    await expect(shapeless(db, 'h1')).rejects.toThrow(/value 0 is not a bound parameter/);
  });

  it('refuses a query that writes a value into its text or into another value', async () => {
    const inText = reusableQuery((d: Kysely<Db>, id: string) => d.selectFrom('tokens').selectAll().where('id', '=', id).where(sql.lit(id), '=', sql.lit(id)));
    await expect(inText(db, 'a')).rejects.toThrow(/written into the query/);
    const inValue = reusableQuery((d: Kysely<Db>, id: string) => d.selectFrom('tokens').selectAll().where('id', '=', id).where('hash', '=', `hash of ${id}`));
    await expect(inValue(db, 'a')).rejects.toThrow(/written into the query/);
  });
});

describe('reusableBatchInsert', () => {
  const columns = columnsOf<Db['tokens']>({ id: true, hash: true, revoked_at: true, scopes: true, active: true });
  const insert = reusableBatchInsert<Db, 'tokens'>('tokens', columns, [10, 3, 1]);
  /** The database, counting the statements run through it. */
  const counting = () => {
    const counter = { statements: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.statements += 1;
        return args.result;
      },
    };
    return { db: db.withPlugin(plugin), counter };
  };
  const batch = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${String(i).padStart(2, '0')}`, scopes: [`s${i}`], active: i % 2 === 0 }));

  it('stores every row in statements of the given sizes, with the shared values and nulls for what is left out', async () => {
    for (const [count, statements] of [[0, 0], [1, 1], [3, 1], [9, 3], [27, 5], [33, 4]] as const) {
      const { db: counted, counter } = counting();
      await insert(counted, batch(`n${count}`, count), { hash: `batch of ${count}` });
      expect(counter.statements, `${count} rows`).toBe(statements);
      const rows = await db.selectFrom('tokens').selectAll().where('hash', '=', `batch of ${count}`).orderBy('id').execute();
      expect(rows, `${count} rows`).toEqual(batch(`n${count}`, count).map((row) => ({ ...row, hash: `batch of ${count}`, revoked_at: null })));
    }
  });

  it('takes a shared value over a row\'s own', async () => {
    await insert(db, [{ id: 'shared-1', hash: 'own', scopes: [], active: true }], { hash: 'shared' });
    expect((await db.selectFrom('tokens').select('hash').where('id', '=', 'shared-1').executeTakeFirstOrThrow()).hash).toBe('shared');
  });

  it('refuses sizes that do not fall or do not end with 1', () => {
    for (const sizes of [[], [10, 3], [3, 10, 1], [10, 10, 1], [2.5, 1]]) {
      expect(() => reusableBatchInsert<Db, 'tokens'>('tokens', columns, sizes), JSON.stringify(sizes)).toThrow(/largest first, and end with 1/);
    }
  });
});

describe('reusableQueriesByShape', () => {
  it('builds each shape once, runs it with each call\'s values, and keeps at most the given number of shapes', async () => {
    const byIds = reusableQueriesByShape<Db, { id: string }>(2);
    const built: string[] = [];
    const ids = (given: readonly string[]) =>
      byIds(db, `${given.length} ids`, given, (within, standIns) => {
        built.push(`${standIns.length} ids`);
        return within.selectFrom('tokens').select('id').where('id', 'in', standIns as string[]).orderBy('id');
      });
    const found = async (given: readonly string[]) => (await ids(given)).rows.map((row) => row.id);
    expect(await found(['a'])).toEqual(['a']);
    expect(await found(['b'])).toEqual(['b']);
    expect(await found(['a', 'c'])).toEqual(['a', 'c']);
    expect(await found(['b', 'x'])).toEqual(['b']);
    expect(built).toEqual(['1 ids', '2 ids']);
    // A third shape evicts the one used least recently (one id); using it again builds it again.
    expect(await found(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(await found(['a', 'b'])).toEqual(['a', 'b']);
    expect(await found(['c'])).toEqual(['c']);
    expect(built).toEqual(['1 ids', '2 ids', '3 ids', '1 ids']);
  });
});
