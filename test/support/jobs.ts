import type { JobRow } from '../../src/platform/jobs/job-runner.js';
import { PUSH_JOB, type PushPayload } from '../../src/features/push/push-outbox.js';
import type { TestContext } from './harness.js';

export type PushJob = JobRow & { job_payload: PushPayload };

/** The `push` jobs of a tenant in the order they were queued, optionally only those for one person. */
export async function pushJobs(ctx: TestContext, slug: string, employeeId?: string): Promise<PushJob[]> {
  const rows = await ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.selectFrom('jobs').selectAll().where('kind', '=', PUSH_JOB).orderBy('created_at').orderBy('id').execute(),
  );
  const jobs = rows as PushJob[];
  return employeeId === undefined ? jobs : jobs.filter((job) => job.job_payload.employee_id === employeeId);
}
