import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBearer } from '../../src/features/identity/identity.repository.js';
import { hashToken } from '../../src/features/identity/tokens.js';
import { findActiveByCodeHash } from '../../src/features/terminals/terminals.repository.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, testEnv, type TestContext } from '../support/harness.js';

// What a connection has prepared is visible only to that connection, so each look runs in one
// transaction, which keeps one connection for its whole length.
async function preparedAfter(ctx: TestContext, slug: string, token: string, work?: (trx: TenantDb) => Promise<void>) {
  return ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.transaction().execute(async (trx) => {
      await work?.(trx);
      const now = new Date().toISOString();
      const first = await findBearer(trx, hashToken(token), now);
      const second = await findBearer(trx, hashToken(token), now);
      await findActiveByCodeHash(trx, 'no such terminal');
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where not from_sql`.execute(trx);
      return { first, second, statements: rows.map((row) => row.statement) };
    }),
  );
}

describe.runIf(dialect === 'postgres')('named statements on PostgreSQL', () => {
  let ctx: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [ctx, off] = await Promise.all([createTestContext(), createTestContext(testEnv({ STEMPEL_PG_NAMED_STATEMENTS: 'off' }))]);
  });
  afterAll(async () => {
    await Promise.all([ctx?.close(), off?.close()]);
  });

  it('prepares the bearer lookup once per connection and answers with it as before', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(ctx);
    const { first, second, statements } = await preparedAfter(ctx, slug, token);
    expect(first).toMatchObject({ employee_id: adminId });
    expect(second).toEqual(first);
    const bearer = statements.filter((text) => text.includes('"access_tokens"'));
    expect(bearer).toHaveLength(1);
    // A `select *` is never named: a column added later would break it on every connection.
    expect(statements.some((text) => text.includes('"terminals"'))).toBe(false);
  });

  it('keeps working when a migration adds a column to a table the statement reads', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(ctx);
    const { first, second } = await preparedAfter(ctx, slug, token, async (trx) => {
      await findBearer(trx, hashToken(token), new Date().toISOString());
      await findActiveByCodeHash(trx, 'no such terminal');
      await sql`alter table terminals add column added_later text`.execute(trx);
      await sql`alter table employees add column added_later text`.execute(trx);
      await sql`alter table access_tokens add column added_later text`.execute(trx);
    });
    expect(first).toMatchObject({ employee_id: adminId });
    expect(second).toEqual(first);
  });

  it('sends every statement unnamed when STEMPEL_PG_NAMED_STATEMENTS is off', async () => {
    const { slug, token, adminId } = await tenantWithAdmin(off);
    const { first, statements } = await preparedAfter(off, slug, token);
    expect(first).toMatchObject({ employee_id: adminId });
    expect(statements).toEqual([]);
  });
});
