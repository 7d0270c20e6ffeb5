import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { tenantWithAdmin } from '../support/factories.js';
import { RETENTION_JOB } from '../../src/features/retention/retention.service.js';

/**
 * Every tenant has one pending daily retention run; each run queues the next. A run that ends dead
 * (its attempts used up, or its process died during the last one) queues the next one all the same:
 * a tenant that stays open in a serving process would otherwise never get another run.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const retentionJobs = (slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('jobs').selectAll().where('kind', '=', RETENTION_JOB).orderBy('id').execute());

describe('the daily retention run after a run died', () => {
  it('still has a next daily run queued once a run ended dead (the process died during its last attempt)', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const [pending] = await retentionJobs(slug);
    expect(pending).toMatchObject({ status: 'queued' });
    // The 03:00 run was taken up for its last attempt, and the process died during it.
    await ctx.services.tenants.withTenant(slug, ({ db }) =>
      db
        .updateTable('jobs')
        .set({ status: 'running', attempts: pending!.max_attempts, lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), last_error: 'storage unavailable' })
        .where('id', '=', pending!.id)
        .execute(),
    );
    await ctx.services.jobs.drain(slug);
    // The tenant is in use all along (its database stays open in this process).
    expect((await ctx.request({ url: '/rest/employees', tenant: slug, token })).statusCode).toBe(200);
    await ctx.services.jobs.drain(slug);

    const jobs = await retentionJobs(slug);
    expect(jobs.find((job) => job.id === pending!.id)).toMatchObject({ status: 'dead' });
    expect(jobs.filter((job) => job.status === 'queued'), 'a next daily run is queued').toHaveLength(1);
  });
});
