import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { startServer } from '../../src/server.js';

const TOKEN = 'metrics-token-for-the-test';
let ctx: TestContext;
let withoutToken: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_METRICS_TOKEN: TOKEN });
  withoutToken = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await withoutToken?.close();
});

function scrape(token?: string) {
  return ctx.request({ url: '/metrics', host: 'localhost', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The value of one sample line, e.g. `name{a="b"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('needs the configured token, and does not exist without one', async () => {
    expectEnvelope(await scrape(), 401, 'unauthenticated');
    expectEnvelope(await scrape('metrics-token-for-the-tesT'), 401, 'unauthenticated');
    expectEnvelope(await withoutToken.request({ url: '/metrics', host: 'localhost', headers: { authorization: `Bearer ${TOKEN}` } }), 404, 'not_found');
    // The scheme in any letter case, as the API takes it (RFC 9110 §11.1).
    expect((await ctx.request({ url: '/metrics', host: 'localhost', headers: { authorization: `bearer ${TOKEN}` } })).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, and shows open tenants and the process', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    for (let i = 0; i < 3; i++) expect((await ctx.request({ url: '/rest/employees', tenant: slug, token })).statusCode).toBe(200);
    const employee = (await ctx.request({ url: '/rest/employees', tenant: slug, token })).json().data[0].id as string;
    await ctx.request({ url: `/rest/employees/${employee}`, tenant: slug, token });
    await ctx.request({ url: '/rest/employees', tenant: slug });

    const response = await scrape(TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'stempel_http_request_duration_seconds_count{method="GET",route="/rest/employees",status_code="200"}')).toBe(4);
    expect(sample(text, 'stempel_http_request_duration_seconds_count{method="GET",route="/rest/employees",status_code="401"}')).toBe(1);
    // Ids in the path do not make series of their own.
    expect(sample(text, 'stempel_http_request_duration_seconds_count{method="GET",route="/rest/employees/:employee",status_code="200"}')).toBe(1);
    expect(text).not.toContain(employee);
    expect(sample(text, 'stempel_tenants_open')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'stempel_counter_store_degraded')).toBe(0);
    expect(text).toMatch(/^stempel_process_resident_memory_bytes \d+/m);
    expect(text).toContain('# TYPE stempel_jobs_finished_total counter');
    expect(text).toContain('# TYPE stempel_jobs_unfinished gauge');
    if (dialect === 'postgres') {
      expect(text).toMatch(/^stempel_db_connections\{server="[^"]+",state="limit"\} \d+/m);
    }
  });

  it('reads the job queues of open tenants only: a scrape opens none of the tenants a serving process planned a look at', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await ctx.createTenant()).slug);
    const restarted = await startServer({ ...ctx.config, port: 0, host: '127.0.0.1' });
    try {
      for (const slug of slugs) expect(restarted.services.jobs.plannedLook(slug)).toBeDefined();
      const scraped = await restarted.app.inject({ url: '/metrics', headers: { host: 'localhost', authorization: `Bearer ${TOKEN}` } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE stempel_jobs_unfinished gauge');
      for (const slug of slugs) expect(restarted.services.tenants.acquireIfOpen(slug), `${slug} opened by the scrape`).toBeUndefined();
    } finally {
      await restarted.stop();
    }
  });
});
