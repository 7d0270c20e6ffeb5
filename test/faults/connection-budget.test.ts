import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUrl, withPostgresClient } from '../../src/db/connection.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

/**
 * Many tenants sharing one PostgreSQL server through a budget far smaller than their number:
 * three connections for twelve tenants. Requests spread over all of them succeed by waiting
 * for a slot and by closing idle pools; the server never sees more than the budget; and a
 * request that finds every connection busy for longer than it may wait answers 503.
 */
const runs = dialect === 'postgres';
const BUDGET = 3;
let ctx: TestContext;
let tenants: Array<{ slug: string; token: string }>;

async function connectionsTo(databases: string[]): Promise<number> {
  const serverUrl = new URL(ctx.config.databaseUrl!);
  return withPostgresClient(postgresUrl(serverUrl.toString(), 'postgres'), async (client) => {
    const result = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = any($1)', [databases]);
    return Number(result.rows[0]!.n);
  });
}

function databasesOf(slugs: string[]): Promise<string[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const tenant = await ctx.services.catalog.findBySlug(slug);
      if (tenant?.database.kind !== 'postgres') throw new Error(`${slug} is not on PostgreSQL`);
      return tenant.database.database;
    }),
  );
}

beforeAll(async () => {
  if (!runs) return;
  ctx = await createTestContext({ STEMPEL_PG_CONNECTIONS: String(BUDGET), STEMPEL_PG_POOL_MAX: '2', STEMPEL_PG_QUEUE_TIMEOUT_MS: '4000' });
  tenants = [];
  for (let i = 0; i < 12; i++) tenants.push(await tenantWithAdmin(ctx));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
}, 60_000);

describe.runIf(runs)('a connection budget per PostgreSQL server', () => {
  it('serves logins and reads spread over more tenants than connections without an error', async () => {
    const databases = await databasesOf(tenants.map((t) => t.slug));
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await connectionsTo(databases));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // Eight clients at a time, as a load balancer in front of a busy instance would send them.
    const work: Array<() => Promise<{ statusCode: number }>> = [];
    for (let round = 0; round < 4; round++) {
      for (const { slug, token } of tenants) {
        work.push(() => ctx.request({ method: 'POST', url: '/rest/login', tenant: slug, body: { code: 'admin', password: ADMIN_PASSWORD } }));
        work.push(() => ctx.request({ url: '/rest/employees', tenant: slug, token }));
      }
    }
    const responses: Array<{ statusCode: number }> = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = work.shift(); next; next = work.shift()) responses.push(await next());
      }),
    );
    sampling = false;
    await sampler;
    expect(responses.map((r) => r.statusCode).filter((status) => status !== 200)).toEqual([]);
    expect(peak).toBeLessThanOrEqual(BUDGET);
    // Background work of the opened tenants (the retention run being queued, jobs) may still be
    // waiting for a slot; it never gets more than the budget either.
    const stats = await ctx.services.tenants.budgetStats();
    expect(Object.values(stats)).toEqual([expect.objectContaining({ limit: BUDGET })]);
    expect(Object.values(stats)[0]!.inUse).toBeLessThanOrEqual(BUDGET);
    expect(await connectionsTo(databases)).toBeLessThanOrEqual(BUDGET);
  });

  it('closes an idle connection of a tenant in the middle of a request when another tenant waits', async () => {
    const [busy, second, third] = tenants.slice(9);
    // The busy tenant's pool opens both its connections ...
    await ctx.services.tenants.withTenant(busy!.slug, ({ db }) =>
      Promise.all([0, 1].map(() => db.transaction().execute((trx) => sql`select pg_sleep(0.05)`.execute(trx)))),
    );
    // ... then keeps one of them working, and so does a second tenant: the budget is full, and
    // no pool that nobody holds is left to close.
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let working = 0;
    const holding = [busy!, second!].map((t) =>
      ctx.services.tenants.withTenant(t.slug, ({ db }) =>
        db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          working++;
          await held;
        }),
      ),
    );
    try {
      await vi.waitFor(() => expect(working).toBe(2), { timeout: 10_000, interval: 20 });
      // A third tenant gets the busy tenant's idle connection's slot without waiting out the queue.
      const started = performance.now();
      const response = await ctx.request({ url: '/rest/employees', tenant: third!.slug, token: third!.token });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      finish();
      await Promise.all(holding);
    }
  });

  it('answers 503 with Retry-After when every connection stays busy longer than a request may wait, and recovers', async () => {
    const [first, second, third, waiter] = tenants;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // Three transactions in three other tenants hold the whole budget open. Their tenants' pools
    // may still keep idle connections from the test before; those are closed to make room.
    let holders = 0;
    const holding = [first!, second!, third!].map((t) =>
      ctx.services.tenants.withTenant(t.slug, ({ db }) =>
        db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          holders++;
          await held;
        }),
      ),
    );
    await vi.waitFor(() => expect(holders).toBe(3), { timeout: 10_000, interval: 20 });
    const started = performance.now();
    const response = await ctx.request({ url: '/rest/employees', tenant: waiter!.slug, token: waiter!.token });
    expectEnvelope(response, 503, 'service_unavailable');
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).not.toMatch(/budget|127\.0\.0\.1|5432/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3_900);

    finish();
    await Promise.all(holding);
    expect((await ctx.request({ url: '/rest/employees', tenant: waiter!.slug, token: waiter!.token })).statusCode).toBe(200);
  });
});

describe.runIf(runs)('readiness', () => {
  it('shows the connection budget of each PostgreSQL server in use', async () => {
    const response = await ctx.request({ url: '/ready', host: 'localhost' });
    expect(response.statusCode).toBe(200);
    const connections = response.json().connections as Record<string, { limit: number; in_use: number; waiting: number; exhausted: number }>;
    expect(Object.values(connections)).toEqual([{ limit: BUDGET, in_use: expect.any(Number), waiting: expect.any(Number), exhausted: expect.any(Number) }]);
    const [budget] = Object.values(connections);
    expect(budget!.in_use).toBeLessThanOrEqual(BUDGET);
    // The previous test made at least one request give up waiting.
    expect(budget!.exhausted).toBeGreaterThanOrEqual(1);
  });
});
