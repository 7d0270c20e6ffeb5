import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLite, type SQLiteDatabase } from './sqlite-driver.js';
import { kyselySqliteDatabase, rowBuilder } from './sqlite-statements.js';

let database: SQLiteDatabase;

beforeEach(() => {
  database = new SQLite(':memory:');
  database.exec(`
    create table people (id text primary key, name text not null, age integer, photo blob, score real);
    insert into people values ('a', 'Jana', 34, x'0102', 1.5), ('b', 'Timo', null, null, null);
  `);
});

afterEach(() => database.close());

/** Rows as better-sqlite3 builds them itself. */
const objectRows = (sql: string, parameters: unknown[] = []) => database.prepare(sql).all(parameters);

describe('kyselySqliteDatabase', () => {
  it('answers the rows better-sqlite3 answers, for every kind of value, with the same keys in the same order', () => {
    const db = kyselySqliteDatabase(database);
    for (const sql of [
      'select * from people order by id',
      'select id, name as "the name", age + 1 as next_age from people where id = ?',
      // Two columns of one name: the later wins, as in better-sqlite3.
      'select id, name, age as name from people order by id',
      'select count(*) as total from people',
      'select * from people where id = ?',
    ]) {
      const parameters = sql.includes('?') ? ['a'] : [];
      const rows = db.prepare(sql).all(parameters);
      expect(rows, sql).toEqual(objectRows(sql, parameters));
      expect(rows.map((row) => Object.keys(row as object)), sql).toEqual(objectRows(sql, parameters).map((row) => Object.keys(row as object)));
    }
  });

  it('keeps a column named __proto__ as a property, not as the prototype', () => {
    const [row] = kyselySqliteDatabase(database).prepare('select id as "__proto__" from people where id = ?').all(['a']) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('a');
  });

  it('prepares each SQL text once', () => {
    const db = kyselySqliteDatabase(database);
    expect(db.prepare('select * from people')).toBe(db.prepare('select * from people'));
    expect(db.prepare('select * from people')).not.toBe(db.prepare('select id from people'));
  });

  it('iterates rows as objects', () => {
    const rows = [...kyselySqliteDatabase(database).prepare('select id, name from people order by id').iterate([])];
    expect(rows).toEqual([
      { id: 'a', name: 'Jana' },
      { id: 'b', name: 'Timo' },
    ]);
  });

  it('runs changes and reports them', () => {
    const db = kyselySqliteDatabase(database);
    const insert = db.prepare('insert into people (id, name) values (?, ?)');
    expect(insert.reader).toBe(false);
    expect(insert.run(['c', 'Lea']).changes).toBe(1);
    expect(db.prepare('select name from people where id = ?').all(['c'])).toEqual([{ name: 'Lea' }]);
  });

  it('reads booleans and JSON back by column name, in every row and however the statement is run', () => {
    database.exec(`create table settings (id text primary key, active integer, data text, note text);
      insert into settings values ('x', 1, '{"days":[1,2]}', '{"not":"json column"}'), ('y', 0, null, null), ('z', null, '[]', 'plain');`);
    const db = kyselySqliteDatabase(database, { booleans: new Set(['active']), json: new Set(['data']) });
    const expected = [
      { id: 'x', active: true, data: { days: [1, 2] }, note: '{"not":"json column"}' },
      { id: 'y', active: false, data: null, note: null },
      { id: 'z', active: null, data: [], note: 'plain' },
    ];
    expect(db.prepare('select * from settings order by id').all([])).toEqual(expected);
    expect([...db.prepare('select * from settings order by id').iterate([])]).toEqual(expected);
    expect(db.prepare('insert into settings values (?, ?, ?, ?) returning active, data').all(['w', 1, '"text"', null])).toEqual([{ active: true, data: 'text' }]);
    // The names decide, not the table: an alias is read as what it is called.
    expect(db.prepare('select data as note, note as data from settings where id = ?').all(['x'])).toEqual([
      { note: '{"days":[1,2]}', data: { not: 'json column' } },
    ]);
    // Without kinds, values stay as SQLite stores them.
    expect(kyselySqliteDatabase(database).prepare('select active, data from settings where id = ?').all(['x'])).toEqual([{ active: 1, data: '{"days":[1,2]}' }]);
  });

  it('follows a kept statement whose table gains or loses a column under it', () => {
    const db = kyselySqliteDatabase(database);
    const everyone = 'select * from people order by id';
    expect(Object.keys(db.prepare(everyone).all([])[0] as object)).toEqual(['id', 'name', 'age', 'photo', 'score']);
    // Another connection migrates the file; SQLite prepares the kept statement again on its next run.
    database.exec(`alter table people add column email text; update people set email = 'jana@example.com' where id = 'a'`);
    expect(db.prepare(everyone).all([])).toEqual(objectRows(everyone));
    expect((db.prepare(everyone).all([])[0] as { email: string }).email).toBe('jana@example.com');
    database.exec('alter table people drop column photo');
    expect(db.prepare(everyone).all([])).toEqual(objectRows(everyone));
  });
});

describe('rowBuilder', () => {
  it('builds one function per column list and names values by position', () => {
    expect(rowBuilder(['a', 'b'])).toBe(rowBuilder(['a', 'b']));
    expect(rowBuilder(['a', 'b'])(['x', null])).toEqual({ a: 'x', b: null });
    // Names that are not identifiers are plain keys.
    expect(rowBuilder(['"quoted"', 'with space', '0'])([1, 2, 3])).toEqual({ '"quoted"': 1, 'with space': 2, '0': 3 });
  });

  it('builds one function per column list and kinds, and reads each column as its kind says', () => {
    const first = rowBuilder(['a', 'b'], { booleans: new Set(['a']), json: new Set() });
    const second = rowBuilder(['a', 'b'], { booleans: new Set(['b']), json: new Set() });
    expect(first).not.toBe(second);
    expect(first).toBe(rowBuilder(['a', 'b'], { booleans: new Set(['a']), json: new Set() }));
    expect(first([1, 1])).toEqual({ a: true, b: 1 });
    expect(second([1, 1])).toEqual({ a: 1, b: true });
    const withJson = rowBuilder(['__proto__', 'flag', 'data'], { booleans: new Set(['flag']), json: new Set(['data', '__proto__']) });
    const row = withJson(['{"a":1}', 0, '{"b":2}']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual(Object.defineProperty({ flag: false, data: { b: 2 } }, '__proto__', { value: { a: 1 }, enumerable: true, writable: true, configurable: true }));
    expect(() => withJson(['{', 0, null])).toThrow(SyntaxError);
  });
});
