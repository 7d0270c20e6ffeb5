import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { reusableQuery } from './reusable-query.js';

interface Db {
  events: { id: number; employee: string; at: string };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-sqlite-compiler-'));
let db: Kysely<Db>;

beforeAll(async () => {
  db = openDatabase<Db>({ kind: 'sqlite', file: path.join(dir, 'test.db') }, { booleans: new Set(), json: new Set() }, { max: 1, idleTimeoutMs: 1_000 });
  await sql`create table events (id integer primary key, employee text not null, at text not null)`.execute(db);
  await db
    .insertInto('events')
    .values(Array.from({ length: 10 }, (_, i) => ({ id: i + 1, employee: i % 2 === 0 ? 'a' : 'b', at: `2026-11-26T0${i}:00:00Z` })))
    .execute();
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('the SQLite query compiler', () => {
  it('writes a whole-number limit into the SQL and binds the offset, and the pages are those asked for', async () => {
    const page = (limit: number, offset: number) => db.selectFrom('events').select('id').orderBy('id').limit(limit).offset(offset);
    const compiled = page(3, 6).compile();
    expect(compiled.sql).toBe('select "id" from "events" order by "id" limit 3 offset ?');
    expect(compiled.parameters).toEqual([6]);
    // Every page of one size is one statement.
    expect(page(3, 9).compile().sql).toBe(compiled.sql);
    expect(ids(await page(3, 0).execute())).toEqual([1, 2, 3]);
    expect(ids(await page(3, 6).execute())).toEqual([7, 8, 9]);
    expect(ids(await page(5, 8).execute())).toEqual([9, 10]);
    expect(ids(await page(0, 0).execute())).toEqual([]);
  });

  it('writes them in subqueries and both sides of a union, beside bound values', async () => {
    const around = (employee: string, at: string) =>
      db
        .selectFrom(db.selectFrom('events').select('id').where('employee', '=', employee).where('at', '<=', at).orderBy('at', 'desc').limit(1).as('previous'))
        .selectAll()
        .unionAll(db.selectFrom(db.selectFrom('events').select('id').where('employee', '=', employee).where('at', '>', at).orderBy('at').limit(1).as('next')).selectAll());
    const compiled = around('a', '2026-11-26T04:30:00Z').compile();
    expect(compiled.sql).toContain('order by "at" desc limit 1)');
    expect(compiled.sql).toContain('order by "at" limit 1)');
    expect(compiled.parameters).toEqual(['a', '2026-11-26T04:30:00Z', 'a', '2026-11-26T04:30:00Z']);
    expect(ids(await around('a', '2026-11-26T04:30:00Z').execute())).toEqual([5, 7]);
    expect(ids(await around('b', '2026-11-26T04:30:00Z').execute())).toEqual([4, 6]);
  });

  it('keeps any other limit bound: a fraction, a negative number, an expression, a value of a reusable query', async () => {
    expect(db.selectFrom('events').select('id').limit(2.5).compile().parameters).toEqual([2.5]);
    expect(db.selectFrom('events').select('id').limit(-1).offset(9).compile().sql).toBe('select "id" from "events" limit ? offset ?');
    expect(db.selectFrom('events').select('id').limit(sql<number>`1 + 1`).compile().sql).toBe('select "id" from "events" limit 1 + 1');
    const first = reusableQuery((d: Kysely<Db>, employee: string, count: number) => d.selectFrom('events').select('id').where('employee', '=', employee).orderBy('id').limit(count));
    expect(ids((await first(db, 'a', 2)).rows)).toEqual([1, 3]);
    expect(ids((await first(db, 'b', 3)).rows)).toEqual([2, 4, 6]);
  });

  it('writes a bigint limit too, within the safe range', () => {
    expect(db.selectFrom('events').select('id').limit(BigInt(4)).compile().sql).toBe('select "id" from "events" limit 4');
    expect(db.selectFrom('events').select('id').limit(2n ** 60n).compile().parameters).toEqual([2n ** 60n]);
  });
});
