import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockName } from '../../src/db/locks.js';
import { oncePerTransaction } from '../../src/db/transaction-facts.js';
import { SavepointRollbackError, withinSavepoint } from '../../src/db/transactions.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

/** withinSavepoint (src/db/transactions.ts): a part of a transaction undone alone, on SQLite and PostgreSQL. */
let ctx: TestContext;
let slug: string;
let table = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

/** A table of its own per test, and what it holds once `work`'s transaction has ended (committed or not). */
async function probe(work: (trx: TenantDb, insert: (db: TenantDb, id: string) => Promise<unknown>) => Promise<unknown>) {
  const name = `savepoint_probe_${++table}`;
  return ctx.services.tenants.withTenant(slug, async ({ db }) => {
    await sql`create table ${sql.table(name)} (id text primary key)`.execute(db);
    const insert = (on: TenantDb, id: string) => sql`insert into ${sql.table(name)} (id) values (${id})`.execute(on);
    const outcome: { value?: unknown; error?: unknown } = await db
      .transaction()
      .execute((trx) => work(trx, insert))
      .then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(name)} order by id`.execute(db);
    return { ...outcome, ids: rows.map((row) => row.id) };
  });
}

class Refused extends Error {}

describe(`withinSavepoint on ${dialect}`, () => {
  it('keeps what the work wrote when it succeeds, and answers its result', async () => {
    const { value, ids } = await probe(async (trx, insert) => {
      await insert(trx, 'a');
      const answer = await withinSavepoint(trx, async (inner) => {
        await insert(inner, 'b');
        return 42;
      });
      await insert(trx, 'c');
      return answer;
    });
    expect({ value, ids }).toEqual({ value: 42, ids: ['a', 'b', 'c'] });
  });

  it('undoes all the work wrote when it throws, passes the error on, and the transaction goes on', async () => {
    const { value, ids } = await probe(async (trx, insert) => {
      await insert(trx, 'a');
      const caught = await withinSavepoint(trx, async (inner) => {
        await insert(inner, 'b');
        await insert(inner, 'c');
        throw new Refused('no');
      }).catch((error: unknown) => error);
      expect(caught).toBeInstanceOf(Refused);
      await insert(trx, 'd');
      return 'committed';
    });
    expect({ value, ids }).toEqual({ value: 'committed', ids: ['a', 'd'] });
  });

  it('recovers from a statement the database refused (on PostgreSQL it aborts the transaction otherwise)', async () => {
    const { ids } = await probe(async (trx, insert) => {
      await insert(trx, 'a');
      const caught = await withinSavepoint(trx, async (inner) => {
        await insert(inner, 'b');
        await insert(inner, 'a');
      }).catch((error: unknown) => error);
      expect(caught).toBeInstanceOf(Error);
      await insert(trx, 'c');
    });
    expect(ids).toEqual(['a', 'c']);
  });

  it('nests: an inner savepoint undone keeps the outer one’s writes, an outer one undone takes the inner one’s along', async () => {
    const { ids } = await probe(async (trx, insert) => {
      await withinSavepoint(trx, async (outer) => {
        await insert(outer, 'a');
        await withinSavepoint(outer, async (inner) => {
          await insert(inner, 'b');
          throw new Refused('inner');
        }).catch(() => undefined);
        await withinSavepoint(outer, (inner) => insert(inner, 'c'));
      });
      await withinSavepoint(trx, async (outer) => {
        await insert(outer, 'd');
        await withinSavepoint(outer, (inner) => insert(inner, 'e'));
        throw new Refused('outer');
      }).catch(() => undefined);
      await withinSavepoint(trx, (outer) => insert(outer, 'f'));
    });
    expect(ids).toEqual(['a', 'c', 'f']);
  });

  it('rolls the whole transaction back when the error is not caught', async () => {
    const { error, ids } = await probe(async (trx, insert) => {
      await insert(trx, 'a');
      await withinSavepoint(trx, async (inner) => {
        await insert(inner, 'b');
        throw new Refused('all');
      });
    });
    expect(error).toBeInstanceOf(Refused);
    expect(ids).toEqual([]);
  });

  it('forgets with the savepoint what the work established once per transaction (a lock it released)', async () => {
    let asked = 0;
    const fact = (db: TenantDb) =>
      oncePerTransaction(db, 'savepoint probe fact', async () => {
        asked++;
        await lockName(db, 'savepoint probe', 'shared');
      });
    await probe(async (trx) => {
      await withinSavepoint(trx, async (inner) => {
        await fact(inner);
        await fact(inner);
        throw new Refused('undone');
      }).catch(() => undefined);
      expect(asked).toBe(1);
      // Undone with the savepoint (PostgreSQL released the lock): established again.
      await fact(trx);
      expect(asked).toBe(2);
    });
  });

  it('refuses to run outside a transaction, and two savepoints of one handle side by side', async () => {
    await ctx.services.tenants.withTenant(slug, async ({ db }) => {
      await expect(withinSavepoint(db, async () => 1)).rejects.toThrow(/inside a transaction/);
      await db.transaction().execute(async (trx) => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const first = withinSavepoint(trx, () => held);
        await expect(withinSavepoint(trx, async () => 1)).rejects.toThrow(/one after another/);
        release();
        await first;
        expect(await withinSavepoint(trx, async () => 2)).toBe(2);
      });
    });
  });

  it('stops the transaction when rolling back to the savepoint fails, with the work’s error as the cause', async () => {
    const { error } = await probe(async (trx) => {
      await withinSavepoint(trx, async (inner) => {
        // Released by hand: the rollback to it finds no such savepoint.
        await sql`release savepoint stempel_savepoint_1`.execute(inner);
        throw new Refused('work');
      });
    });
    expect(error).toBeInstanceOf(SavepointRollbackError);
    expect((error as Error).cause).toBeInstanceOf(Refused);
  });
});
