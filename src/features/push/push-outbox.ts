import { enqueueJob, type JobRow } from '../../platform/jobs/job-runner.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';

export const PUSH_JOB = 'push';
export const PUSH_MAX_ATTEMPTS = 6;

export interface OutgoingPush {
  employeeId: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

/** What a `push` job carries; the job id travels to the device as `push_id`. */
export interface PushPayload {
  employee_id: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * Queues a notification as a `push` job. Written in the same database (and, when the caller
 * passes a transaction, the same transaction) as the business change that caused it, so a
 * push is neither lost nor sent for a change that did not happen. The `push` job handler
 * delivers it after the commit; the caller then notifies the job runner.
 */
export function enqueuePush(db: JobsDb, push: OutgoingPush, options: { maxAttempts?: number } = {}): Promise<JobRow> {
  const payload: PushPayload = { employee_id: push.employeeId, title: push.title, body: push.body, data: push.data ?? {} };
  return enqueueJob(db, { kind: PUSH_JOB, payload: { ...payload }, maxAttempts: options.maxAttempts ?? PUSH_MAX_ATTEMPTS });
}
