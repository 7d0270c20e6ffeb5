import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/platform/jobs/job-runner.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

// A kind no runner handles: the jobs stay queued, so only the notices are looked at.
const job = { kind: 'test.unhandled', payload: {} };

describe('the notice that queued jobs are committed', () => {
  let ctx: TestContext;
  let slug: string;
  const notices: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ slug } = await tenantWithAdmin(ctx));
    ctx.services.tenants.onJobsQueued((tenant) => notices.push(tenant));
  });
  afterAll(() => ctx?.close());

  const inTenant = <T>(work: Parameters<typeof ctx.services.tenants.withTenant<T>>[1]) => ctx.services.tenants.withTenant(slug, work);

  it('comes once the transaction that queued jobs has committed, not before', async () => {
    notices.length = 0;
    await inTenant(({ db }) =>
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, job);
        await enqueueJob(trx, job);
        expect(notices).toEqual([]);
      }),
    );
    expect(notices).toEqual([slug]);
  });

  it('comes after a job queued outside a transaction', async () => {
    notices.length = 0;
    await inTenant(({ db }) => enqueueJob(db, job));
    expect(notices).toEqual([slug]);
  });

  it('does not come for a job queued for later: no runner is needed now', async () => {
    notices.length = 0;
    const later = new Date(Date.now() + 86_400_000);
    await inTenant(({ db }) => db.transaction().execute((trx) => enqueueJob(trx, { ...job, runAt: later })));
    await inTenant(({ db }) => enqueueJob(db, { ...job, runAt: later }));
    expect(notices).toEqual([]);
    // Due now and later in one transaction: the one due now counts.
    await inTenant(({ db }) =>
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { ...job, runAt: later });
        await enqueueJob(trx, job);
      }),
    );
    expect(notices).toEqual([slug]);
  });

  it('does not come for a transaction that rolled back, nor for one that queued nothing', async () => {
    notices.length = 0;
    await expect(
      inTenant(({ db }) =>
        db.transaction().execute(async (trx) => {
          await enqueueJob(trx, job);
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    await inTenant(({ db }) => db.transaction().execute((trx) => trx.selectFrom('jobs').select('id').execute()));
    await inTenant(({ db }) => db.updateTable('jobs').set({ updated_at: new Date().toISOString() }).where('kind', '=', job.kind).execute());
    expect(notices).toEqual([]);
    const queued = await inTenant(({ db }) => db.selectFrom('jobs').select('id').where('kind', '=', job.kind).execute());
    expect(queued).toHaveLength(7);
  });
});
