import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';
import { statementRecorder } from '../support/statements.js';

/**
 * Closing a month computes a page of people at a time: no statement binds every employee of the
 * company, which a database allows only so many of in one (SQLite 32,766 values, PostgreSQL 65,535),
 * and a large company's month is never held in memory all at once.
 */
let ctx: TestContext;
let recorder: Awaited<ReturnType<typeof statementRecorder>>;

beforeAll(async () => {
  ctx = await createTestContext();
  recorder = await statementRecorder(ctx, (await tenantWithAdmin(ctx)).slug);
});
afterAll(async () => {
  recorder?.restore();
  await ctx?.close();
});

/** A company of `count` people employed all year, stored directly; answers how to close October. */
async function companyOf(count: number) {
  const admin = await tenantWithAdmin(ctx);
  await ctx.services.tenants.withTenant(admin.slug, async ({ db }) => {
    const { role_id } = await db.selectFrom('employees').select('role_id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, n) => ({
      id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
      code: `M${n}`,
      first_name: `Vorname${n}`,
      last_name: `Nachname${n}`,
      role_id,
      entry_date: '2026-01-01',
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < rows.length; start += 200) await db.insertInto('employees').values(rows.slice(start, start + 200) as never).execute();
  });
  return async () => {
    const { result, statements } = await recorder.during(() => ctx.request({ method: 'POST', url: '/rest/payroll-periods/2026-10/close', tenant: admin.slug, token: admin.token }));
    expect(result.statusCode, result.body).toBe(200);
    const snapshot = await ctx.request({ url: '/rest/payroll-periods/2026-10/employees?per_page=1', tenant: admin.slug, token: admin.token });
    return { people: snapshot.json().meta.total as number, widestStatement: Math.max(...statements.map((statement) => statement.parameters.length)) };
  };
}

describe('closing the month of a large company', () => {
  it('binds no more values into one statement for 500 people than for 250, and keeps everyone', async () => {
    const smaller = await (await companyOf(249))();
    const larger = await (await companyOf(499))();
    // The admin of each tenant is one of its people too.
    expect(smaller.people).toBe(250);
    expect(larger.people).toBe(500);
    expect(larger.widestStatement).toBe(smaller.widestStatement);
  }, 120_000);
});
