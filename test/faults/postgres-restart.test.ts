import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { PostgresCluster, waitFor } from '../support/processes.js';

/**
 * PostgreSQL stopped and started again under a running instance: a cluster of the test's own
 * (max_connections 100), never the shared server. Requests answer 503 quickly while it is down
 * and succeed again once it is back, without restarting Stempel.
 */
const runs = dialect === 'postgres' && PostgresCluster.available();
let cluster: PostgresCluster;
let ctx: TestContext;

beforeAll(async () => {
  if (!runs) return;
  cluster = await PostgresCluster.create(100);
  ctx = await createTestContext({ STEMPEL_DATABASE_URL: `${cluster.url}stempel`, STEMPEL_PG_TEMPLATE: '' });
}, 120_000);
afterAll(async () => {
  await ctx?.close().catch(() => undefined);
  cluster?.remove();
}, 60_000);

describe.runIf(runs)('PostgreSQL stopped and started again', () => {
  it('answers 503 with Retry-After while it is down and recovers without a restart', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    expect((await ctx.request({ url: '/rest/', tenant: slug, token })).statusCode).toBe(200);

    cluster.stop();
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await ctx.request({ url: '/rest/', tenant: slug, token });
      expectEnvelope(response, 503, 'service_unavailable');
      expect(response.headers['retry-after']).toBeDefined();
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expectEnvelope(await ctx.request({ url: '/ready', host: 'localhost' }), 503, 'service_unavailable');

    cluster.start();
    await waitFor(async () => (await ctx.request({ url: '/rest/', tenant: slug, token })).statusCode === 200, 15_000, 'the tenant to answer again');
    expect((await ctx.request({ url: '/ready', host: 'localhost' })).statusCode).toBe(200);
    const write = await ctx.request({ method: 'POST', url: '/rest/departments', tenant: slug, token, body: { name: 'After the restart' } });
    expect(write.statusCode, write.body).toBe(201);
  }, 120_000);
});
