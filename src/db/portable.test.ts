import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type DatabaseConnection, type Driver } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './connection.js';
import { portableDialect } from './portable.js';

type Step = 'connect' | 'statement' | 'begin' | 'commit';

/** A driver whose one step fails with the given code; every other step succeeds. */
function failingDriver(failing: Step, code: string): Driver {
  const fail = (step: Step) => {
    if (step === failing) throw Object.assign(new Error(`${step} failed with ${code}`), { code });
  };
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      fail('statement');
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  return {
    init: async () => undefined,
    acquireConnection: async () => {
      fail('connect');
      return connection;
    },
    beginTransaction: async () => fail('begin'),
    commitTransaction: async () => fail('commit'),
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
}

function databaseFailing(failing: Step, code: string, movedAway?: () => void) {
  const dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => failingDriver(failing, code),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
  return new Kysely<{ jobs: { id: string } }>({ dialect: portableDialect(dialect, 'postgres', movedAway ? { movedAway } : {}) });
}

const work = (db: ReturnType<typeof databaseFailing>) => db.transaction().execute((trx) => trx.selectFrom('jobs').selectAll().execute());

describe('the portable driver', () => {
  const steps: Step[] = ['connect', 'statement', 'begin', 'commit'];

  it.each(steps.flatMap((step) => ['57P01', '25006', '3D000'].map((code) => [step, code] as const)))(
    'tells movedAway when the %s fails with %s, and passes the failure on',
    async (step, code) => {
      const movedAway = vi.fn();
      await expect(work(databaseFailing(step, code, movedAway))).rejects.toMatchObject({ code });
      expect(movedAway).toHaveBeenCalledOnce();
    },
  );

  it.each(steps.flatMap((step) => ['ECONNREFUSED', '23505', '40001'].map((code) => [step, code] as const)))(
    'does not tell it when the %s fails with %s, which a move does not cause',
    async (step, code) => {
      const movedAway = vi.fn();
      await expect(work(databaseFailing(step, code, movedAway))).rejects.toMatchObject({ code });
      expect(movedAway).not.toHaveBeenCalled();
    },
  );

  it('passes the failure on as it is without a listener', async () => {
    await expect(work(databaseFailing('statement', '25006'))).rejects.toMatchObject({ code: '25006' });
  });
});

describe('a transaction SQLite rolled back itself', () => {
  it('fails with the error that made SQLite roll it back, not with the ROLLBACK that finds nothing to undo', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-portable-'));
    const db = openDatabase<{ notes: { id: number; text: string } }>({ kind: 'sqlite', file: path.join(dir, 'full.db') }, { booleans: new Set(), json: new Set() }, { max: 1, idleTimeoutMs: 1_000 });
    try {
      await sql`create table notes (id integer primary key, text text not null)`.execute(db);
      // A database that may not grow by more than a few pages is full, as a full disk is: SQLite
      // answers SQLITE_FULL and rolls the transaction back itself.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 3}`).execute(db);
      const filling = db.transaction().execute(async (trx) => {
        for (let i = 0; i < 100; i++) await trx.insertInto('notes').values({ id: i, text: 'x'.repeat(3_000) }).execute();
      });
      await expect(filling).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      // Nothing of it stayed, and the database takes the next transaction.
      await db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 1_000, text: 'small' }).execute());
      expect(await db.selectFrom('notes').select('id').execute()).toEqual([{ id: 1_000 }]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
