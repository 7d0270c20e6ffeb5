import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';
import { waitFor } from '../support/processes.js';

/**
 * While anyone waits for a connection, the instance makes room (docs/deployment.md, "The
 * connection budget"). A tenant evicted from the handle cache that no request uses keeps its idle
 * connection through the close grace; a waiting request takes it at once instead of giving up.
 * Budget of two connections, a cache of one tenant: while tenant b is in the middle of a long
 * request, tenant c's request gets the connection of a (evicted, unused).
 */
const runs = dialect === 'postgres';
let ctx: TestContext;

beforeAll(async () => {
  if (!runs) return;
  ctx = await createTestContext({
    STEMPEL_PG_CONNECTIONS: '2',
    STEMPEL_PG_POOL_MAX: '1',
    STEMPEL_PG_QUEUE_TIMEOUT_MS: '500',
    STEMPEL_TENANT_CACHE_SIZE: '1',
    STEMPEL_AUDIT_FLUSH_MS: '60000',
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
}, 120_000);

async function budget(): Promise<{ in_use: number; exhausted: number }> {
  const ready = await ctx.request({ url: '/ready', host: 'localhost' });
  expect(ready.statusCode, ready.body).toBe(200);
  const servers = Object.values(ready.json().connections as Record<string, { in_use: number; exhausted: number }>);
  return { in_use: servers.reduce((sum, s) => sum + s.in_use, 0), exhausted: servers.reduce((sum, s) => sum + s.exhausted, 0) };
}

describe.runIf(runs)('a tenant evicted from the handle cache while the connection budget is full', () => {
  it('gives its idle connection up to a tenant that waits for one, so no wait gives up', async () => {
    const a = await tenantWithAdmin(ctx);
    const b = await tenantWithAdmin(ctx);
    const c = await tenantWithAdmin(ctx);
    // Everything set up has let go: no pool holds a connection, no evicted handle waits to close.
    await waitFor(async () => (await budget()).in_use === 0 && ctx.services.tenants.closingCount === 0, 20_000, 'idle pools to close');

    const first = await ctx.request({ url: '/rest/', tenant: a.slug, token: a.token });
    expect(first.statusCode, first.body).toBe(200);
    await ctx.services.audit.flush();
    expect(await budget()).toEqual({ in_use: 1, exhausted: 0 });

    // Tenant b's long request (an export, a month close) holds its database; opening it evicted a,
    // which no request uses and whose pool keeps its idle connection.
    const longRequest = await ctx.services.tenants.acquire(b.slug);
    try {
      await sql`select 1`.execute(longRequest!.db);
      expect(ctx.services.tenants.acquireIfOpen(a.slug)).toBeUndefined();
      expect((await budget()).in_use).toBe(2);

      const third = await ctx.request({ url: '/rest/', tenant: c.slug, token: c.token });
      expect({ status: third.statusCode, exhausted: (await budget()).exhausted }).toEqual({ status: 200, exhausted: 0 });
    } finally {
      longRequest?.release();
    }
  }, 60_000);
});
