import { CompiledQuery } from 'kysely';
import type { TestContext } from '../support/harness.js';

/**
 * Records every statement (SQL and bound values) any database of this process runs while `during`
 * works. Every database is opened through portableDialect (src/db/portable.ts), whose connections
 * all share one class; its executeQuery is wrapped for the time of `during`. A test file that uses
 * it belongs in MOCKING_HTTP_TESTS (vitest.config.ts): it changes a class other files share.
 */
export async function statementRecorder(ctx: TestContext, slug: string) {
  const proto = await ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.getExecutor().provideConnection(async (connection) => Object.getPrototypeOf(connection) as { executeQuery(query: CompiledQuery): Promise<unknown> }),
  );
  const original = proto.executeQuery;
  let log: CompiledQuery[] | undefined;
  proto.executeQuery = function (this: unknown, query: CompiledQuery) {
    log?.push(query);
    return original.call(this, query);
  };
  return {
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: CompiledQuery[] }> {
      log = [];
      const statements = log;
      try {
        return { result: await work(), statements };
      } finally {
        log = undefined;
      }
    },
    restore() {
      proto.executeQuery = original;
    },
  };
}

/** SQLite's plan of one recorded statement, run with its own bound values on the tenant's database: one detail line per step. */
export async function sqlitePlan(ctx: TestContext, slug: string, query: CompiledQuery): Promise<string[]> {
  return ctx.services.tenants.withTenant(slug, async ({ db }) => {
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return result.rows.map((row) => row.detail);
  });
}
