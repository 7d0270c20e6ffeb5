// PostgreSQL race tests that stage two requests with locks of the test's own: a connection outside
// the app's pools holds a compatible lock for a moment, so the requests meet in a fixed order.
import pg from 'pg';
import { postgresUrl } from '../../src/db/connection.js';
import type { TestContext } from './harness.js';

/** A connection of the test's own to the tenant's PostgreSQL database, outside the app's pools. */
export async function tenantClient(ctx: TestContext, slug: string): Promise<pg.Client> {
  const tenant = await ctx.services.catalog.findBySlug(slug);
  if (tenant?.database.kind !== 'postgres') throw new Error(`${slug} is not on PostgreSQL`);
  const client = new pg.Client({ connectionString: postgresUrl(tenant.database.serverUrl, tenant.database.database) });
  await client.connect();
  return client;
}

/** Waits until `count` backends of the tenant database wait for a lock (or a transaction id). */
export async function waitForLockWaiters(client: pg.Client, count: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]!.n) >= count) return;
    if (Date.now() > until) throw new Error(`fewer than ${count} waiters after ${timeoutMs} ms (${rows[0]!.n})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many deadlocks the server found in the tenant database so far (its statistics lag up to a second or so). */
export async function deadlocks(client: pg.Client, settleMs = 0): Promise<number> {
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>('select deadlocks as n from pg_stat_database where datname = current_database()');
  return Number(rows[0]!.n);
}
