import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';
import { webhookReceiver } from '../support/webhook-receiver.js';
import { applyRetention, RETENTION_JOB } from '../../src/features/retention/retention.service.js';
import { WEBHOOK_JOB } from '../../src/features/webhooks/webhooks.service.js';

/**
 * Finished jobs are the runner's record of work that is over. The daily retention run removes
 * those finished before the `audit_log` cutoff, of every kind (a webhook attempt, a daily run),
 * with the webhook deliveries of the same cutoff.
 */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
beforeAll(async () => {
  receiver = await webhookReceiver();
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
});
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});

const TWO_YEARS_AGO = new Date(Date.now() - 2 * 365 * 24 * 3_600_000).toISOString();

describe('finished jobs and the daily retention run', () => {
  it('removes finished jobs of every kind past the audit_log cutoff', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: slug, token, body });
    const subscribed = await req('POST', '/rest/webhooks', { url: receiver.url, events: ['employee.created'] });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const webhookId = subscribed.json().data.id as string;
    expect((await req('POST', `/rest/webhooks/${webhookId}/test`)).statusCode).toBe(202);
    await ctx.services.jobs.drain(slug);
    await vi.waitFor(async () => expect((await req('GET', `/rest/webhooks/${webhookId}/deliveries`)).json().data[0].status).toBe('delivered'), { timeout: 10_000, interval: 50 });

    // Two years later: the delivery, its job and a daily run of back then are long over.
    await ctx.services.tenants.withTenant(slug, async ({ db }) => {
      await db.updateTable('webhook_deliveries').set({ created_at: TWO_YEARS_AGO, occurred_at: TWO_YEARS_AGO, delivered_at: TWO_YEARS_AGO, updated_at: TWO_YEARS_AGO }).execute();
      await db.updateTable('jobs').set({ created_at: TWO_YEARS_AGO, updated_at: TWO_YEARS_AGO, finished_at: TWO_YEARS_AGO }).where('kind', '=', WEBHOOK_JOB).execute();
      await db
        .insertInto('jobs')
        .values({
          id: '01800000-0000-7000-8000-000000000041',
          kind: RETENTION_JOB,
          job_payload: {},
          status: 'done',
          attempts: 1,
          max_attempts: 6,
          run_at: TWO_YEARS_AGO,
          lease_owner: null,
          lease_until: null,
          last_error: null,
          created_at: TWO_YEARS_AGO,
          updated_at: TWO_YEARS_AGO,
          finished_at: TWO_YEARS_AGO,
        })
        .execute();
    });

    await ctx.services.tenants.withTenant(slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));

    // The delivery went with the audit_log policy (3 months), as documented.
    expect((await req('GET', `/rest/webhooks/${webhookId}/deliveries`)).json().data).toEqual([]);
    const left = await ctx.services.tenants.withTenant(slug, ({ db }) =>
      db.selectFrom('jobs').select(['kind', 'status']).where('status', 'in', ['done', 'dead']).where('finished_at', '<', new Date(Date.now() - 365 * 24 * 3_600_000).toISOString()).orderBy('kind').execute(),
    );
    expect(left, 'finished jobs two years old').toEqual([]);
  });
});
