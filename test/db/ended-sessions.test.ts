import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayHaveMovedAway } from '../../src/db/errors.js';
import { endSessions } from '../../src/db/server-admin.js';
import { toAppError } from '../../src/platform/errors/error-handler.js';
import { ServiceUnavailableError } from '../../src/platform/errors/errors.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

// `stempel tenant move` ends every session on the tenant's database. A request whose transaction
// holds a connection between two statements then finds it gone only with its next statement,
// which pg fails with "Client has encountered a connection error and is not queryable": no code,
// no cause. Taken as it is, that answered 500 instead of the 503 a move promises.
describe.runIf(dialect === 'postgres')('a session the server ends while a request holds its connection', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('fails the next statement with what ended the session: 503, and recognised as a move', async () => {
    const tenant = await ctx.createTenant();
    if (tenant.database.kind !== 'postgres') throw new Error('a PostgreSQL tenant was expected');
    const { serverUrl, database } = tenant.database;
    const failure = await ctx.services.tenants
      .withTenant(tenant.slug, ({ db }) =>
        db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          expect(await endSessions(serverUrl, database)).toBeGreaterThan(0);
          // The server process has exited; its last words reach the client's socket right after.
          await new Promise((resolve) => setTimeout(resolve, 100));
          await sql`select 1`.execute(trx);
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/not queryable/);
    expect(toAppError(failure)).toBeInstanceOf(ServiceUnavailableError);
    expect(mayHaveMovedAway(failure)).toBe(true);

    // The pool dropped the dead connection: the tenant answers again at once.
    const answered = await ctx.services.tenants.withTenant(tenant.slug, ({ db }) => sql<{ one: number }>`select 1 as one`.execute(db));
    expect(answered.rows).toEqual([{ one: 1 }]);
  });
});
