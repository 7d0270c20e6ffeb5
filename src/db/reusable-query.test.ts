import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { reusableQuery } from './reusable-query.js';

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

  it('refuses a query that does not bind every value', async () => {
    const shapeless = reusableQuery((d: Kysely<Db>, hash: string) => d.selectFrom('tokens').selectAll().where('id', '=', hash.length > 100 ? hash : 'a'));
    await expect(shapeless(db, 'h1')).rejects.toThrow(/value 0 is not a bound parameter/);
  });
});
