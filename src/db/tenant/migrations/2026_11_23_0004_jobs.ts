import type { Kysely } from 'kysely';
import { columnTypes } from '../../portable.js';

const PUSH_MAX_ATTEMPTS = 6;

const fromJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * One durable job table for everything done after a request: pushes, exports, payroll
 * transfers, polling. Pushes still waiting in the old outbox move over as `push` jobs,
 * so a deploy loses none of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('jobs')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('kind', t.text, (c) => c.notNull())
    .addColumn('job_payload', t.json, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('max_attempts', t.integer, (c) => c.notNull())
    .addColumn('run_at', t.timestamp, (c) => c.notNull())
    .addColumn('lease_owner', t.text)
    .addColumn('lease_until', t.timestamp)
    .addColumn('last_error', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
  // Claiming looks for queued jobs that are due and running jobs whose lease ran out.
  await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_at']).execute();

  const now = new Date().toISOString();
  const pending = await db.selectFrom('push_outbox').selectAll().where('status', '=', 'pending').orderBy('id').execute();
  for (const push of pending) {
    await db
      .insertInto('jobs')
      .values({
        id: push.id,
        kind: 'push',
        job_payload: { employee_id: push.employee_id, title: push.title, body: push.body, data: fromJson(push.push_data) ?? {} },
        status: 'queued',
        attempts: push.attempts,
        max_attempts: Math.max(PUSH_MAX_ATTEMPTS, push.attempts + 1),
        run_at: push.next_attempt_at,
        lease_owner: null,
        lease_until: null,
        last_error: push.last_error,
        created_at: push.created_at,
        updated_at: now,
        finished_at: null,
      })
      .execute();
  }
  await db.schema.dropTable('push_outbox').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('push_outbox')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('employee_id', t.id, (c) => c.notNull().references('employees.id'))
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('body', t.text, (c) => c.notNull())
    .addColumn('push_data', t.json, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull())
    .addColumn('attempts', t.integer, (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', t.text)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['status', 'next_attempt_at']).execute();
  const queued = await db.selectFrom('jobs').selectAll().where('kind', '=', 'push').where('status', 'in', ['queued', 'running']).execute();
  for (const job of queued) {
    const payload = fromJson(job.job_payload) as { employee_id: string; title: string; body: string; data?: Record<string, string> };
    await db
      .insertInto('push_outbox')
      .values({
        id: job.id,
        employee_id: payload.employee_id,
        title: payload.title,
        body: payload.body,
        push_data: payload.data ?? {},
        status: 'pending',
        attempts: job.attempts,
        next_attempt_at: job.run_at,
        last_error: job.last_error,
        created_at: job.created_at,
        sent_at: null,
      })
      .execute();
  }
  await db.schema.dropTable('jobs').execute();
}
