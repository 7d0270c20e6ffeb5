import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { enqueueJob, JobRunner, type JobHandler } from '../../src/platform/jobs/job-runner.js';
import { Metrics } from '../../src/platform/metrics/metrics.js';

/**
 * `stempel_jobs_unfinished` (GET /metrics): the queued and running jobs of the open tenants this
 * instance has work for. A backlog the runner took up on a timer (a retry that came due, work left
 * behind by a stopped process, the daily look) shows while it is worked off, not only while it waits.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The value of one sample line, e.g. `name{a="b"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('stempel_jobs_unfinished', () => {
  it('shows the running and queued jobs of a tenant whose backlog a timed look is working off', async () => {
    const { slug } = await ctx.createTenant();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const runner = new JobRunner(
      ctx.services.tenants,
      { batch: 1, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000 },
      silent,
    );
    runner.register('test.backlog', (async ({ job }) => {
      started.push(job.id);
      await held;
    }) as JobHandler);
    const metrics = new Metrics({ tenants: ctx.services.tenants, jobs: runner, counters: ctx.services.counters });
    try {
      // Five jobs wait, e.g. retries that came due; the runner looks at the tenant when they are due.
      const due = new Date(Date.now() - 1000);
      await ctx.services.tenants.withTenant(slug, async ({ db }) => {
        for (let n = 0; n < 5; n++) await enqueueJob(db, { kind: 'test.backlog', payload: { n }, runAt: due }, due);
      });
      // Before its look, the tenant shows its five waiting jobs.
      runner.remind(slug, new Date(Date.now() + 60_000).toISOString());
      const before = await metrics.registry.metrics();
      expect(sample(before, 'stempel_jobs_unfinished{kind="test.backlog",status="queued"}')).toBe(5);
      // Its look comes: the first job runs (and is held), four wait behind it.
      runner.remind(slug, due.toISOString());
      await vi.waitFor(() => expect(started).toHaveLength(1), { timeout: 10_000, interval: 20 });
      const during = await metrics.registry.metrics();
      expect(sample(during, 'stempel_jobs_unfinished{kind="test.backlog",status="running"}'), during.split('\n').filter((l) => l.startsWith('stempel_jobs_unfinished')).join('\n')).toBe(1);
      expect(sample(during, 'stempel_jobs_unfinished{kind="test.backlog",status="queued"}')).toBe(4);
    } finally {
      release();
      await runner.close(1_000);
    }
  });
});
