import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { MODULE_IDS, type ModuleId } from '../../src/platform/access/modules.js';
import { enqueueJob, JobRunner, PermanentJobError, type JobKind, type JobRow } from '../../src/platform/jobs/job-runner.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';

/**
 * A job kind registered with the module it belongs to stops when the tenant switches that module
 * off: the runner looks at the module when the job runs, and ends the job through the kind's hook
 * instead of its handler. The hook's outcome is a handler's.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.close(0)));
});

/** A runner of its own with one kind; a failed run is due again only once the test makes it due. */
function runner<P>(kind: string, definition: JobKind<P>): JobRunner {
  const created = new JobRunner(ctx.services.tenants, { batch: 5, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 60_000, capMs: 60_000 }, shutdownMs: 1_000 }, silent);
  created.register(kind, definition);
  runners.push(created);
  return created;
}

const inTenant = <T>(slug: string, work: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(slug, ({ db }) => work(db));
const queue = (slug: string, kind: string, payloads: Array<Record<string, unknown>>) =>
  inTenant(slug, async (db) => {
    const ids: string[] = [];
    for (const payload of payloads) ids.push((await enqueueJob(db, { kind, payload })).id);
    return ids;
  });
const jobsOf = (slug: string, kind: string): Promise<JobRow[]> => inTenant(slug, (db) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute());
const switchOff = (slug: string, module: ModuleId) => ctx.services.catalog.updateModules(slug, MODULE_IDS.filter((id) => id !== module));
const switchAllOn = (slug: string) => ctx.services.catalog.updateModules(slug, [...MODULE_IDS]);
const makeDue = (slug: string, kind: string) =>
  inTenant(slug, (db) => db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', kind).where('status', '=', 'queued').execute());

describe('a job kind registered with its module', () => {
  it('never reaches its handler while the module is off when the job runs: the hook ends it, told the module, and the job is done', async () => {
    const { slug } = await ctx.createTenant();
    await switchAllOn(slug);
    const handled: number[] = [];
    const ended: Array<{ n: number; module: ModuleId; job: string }> = [];
    const jobs = runner<{ n: number }>('test.gated', {
      run: async ({ payload }) => {
        handled.push(payload.n);
      },
      module: {
        of: 'webhooks',
        onOff: async ({ payload, module, job }) => {
          ended.push({ n: payload.n, module, job: job.id });
        },
      },
    });
    // Queued while the module was on; it is off by the time they run.
    const ids = await queue(slug, 'test.gated', [{ n: 1 }, { n: 2 }]);
    await switchOff(slug, 'webhooks');
    await jobs.drain(slug);

    expect(handled).toEqual([]);
    expect(ended.sort((a, b) => a.n - b.n)).toEqual([
      { n: 1, module: 'webhooks', job: ids[0] },
      { n: 2, module: 'webhooks', job: ids[1] },
    ]);
    expect((await jobsOf(slug, 'test.gated')).map((job) => [job.status, job.attempts, job.last_error])).toEqual([
      ['done', 1, null],
      ['done', 1, null],
    ]);

    // Another module off changes nothing; with its own on, the handler runs again.
    await switchOff(slug, 'eau');
    await queue(slug, 'test.gated', [{ n: 3 }]);
    await jobs.drain(slug);
    expect(handled).toEqual([3]);
    expect(ended).toHaveLength(2);
  });

  it('reads the module from the payload: a job of the module that is off ends through the hook (dead when it refuses), one of no module runs', async () => {
    const { slug } = await ctx.createTenant();
    await switchOff(slug, 'shift_roster');
    const handled: string[] = [];
    const deaths: Array<{ kind: string; error: string }> = [];
    const jobs = runner<{ kind: string }>('test.by-payload', {
      run: async ({ payload }) => {
        handled.push(payload.kind);
      },
      onDead: async ({ payload, error }) => {
        deaths.push({ kind: payload.kind, error });
      },
      module: {
        of: (payload) => (payload.kind.startsWith('roster_') ? 'shift_roster' : undefined),
        onOff: ({ module }) => Promise.reject(new PermanentJobError(`Not sent: module ${module} is off.`)),
      },
    });
    await queue(slug, 'test.by-payload', [{ kind: 'roster_published' }, { kind: 'remind_clockin' }]);
    await jobs.drain(slug);

    expect(handled).toEqual(['remind_clockin']);
    // Queued in the same millisecond, the two jobs' ids need not sort in the order they were queued.
    const ended = (await jobsOf(slug, 'test.by-payload')).map((job) => [job.job_payload.kind, job.status, job.attempts, job.last_error]);
    expect(ended.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['remind_clockin', 'done', 1, null],
      ['roster_published', 'dead', 1, 'Not sent: module shift_roster is off.'],
    ]);
    // The kind's onDead came with its definition, like a handler's refusal.
    expect(deaths).toEqual([{ kind: 'roster_published', error: 'Not sent: module shift_roster is off.' }]);
  });

  it('tries a hook that failed again like a handler, and looks at the module anew each time', async () => {
    const { slug } = await ctx.createTenant();
    await switchOff(slug, 'eau');
    const handled: number[] = [];
    let hookRuns = 0;
    const jobs = runner<{ n: number }>('test.retried', {
      run: async ({ payload }) => {
        handled.push(payload.n);
      },
      module: {
        of: 'eau',
        onOff: async () => {
          hookRuns++;
          throw new Error('database is locked');
        },
      },
    });
    await queue(slug, 'test.retried', [{ n: 1 }]);
    await jobs.drain(slug);
    expect(hookRuns).toBe(1);
    expect((await jobsOf(slug, 'test.retried')).map((job) => [job.status, job.attempts, job.last_error])).toEqual([['queued', 1, 'database is locked']]);

    // On again by the next attempt: the handler does the work.
    await switchAllOn(slug);
    await makeDue(slug, 'test.retried');
    await jobs.drain(slug);
    expect(hookRuns).toBe(1);
    expect(handled).toEqual([1]);
    expect((await jobsOf(slug, 'test.retried')).map((job) => [job.status, job.attempts])).toEqual([['done', 2]]);
  });
});
