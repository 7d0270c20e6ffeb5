import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverPackage } from './sqlite-driver.js';

describe('the SQLite driver for this Node.js', () => {
  it('is better-sqlite3 12 on Node 20 and the Node-API build from Node 22 on', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(sqliteDriverPackage).toBe(major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('opens a database and survives statements being collected', () => {
    const database = new SQLite(':memory:');
    for (let i = 0; i < 2_000; i++) database.prepare(`select ${i} as n`).get();
    expect(database.prepare('select 41 + 1 as n').get()).toEqual({ n: 42 });
    database.close();
  });
});
