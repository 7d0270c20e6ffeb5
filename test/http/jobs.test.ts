import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { BackgroundLane } from '../../src/platform/jobs/background-lane.js';
import { enqueueJob, JobRunner, PermanentJobError, type JobHandler, type JobRow, type JobRunnerOptions } from '../../src/platform/jobs/job-runner.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';
import type { TenantDatabase } from '../../src/db/tenant/schema.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';
import { planDailyLooks } from '../../src/services.js';
import { startServer } from '../../src/server.js';
import { nextDailyRun, RETENTION_JOB } from '../../src/features/retention/retention.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.close(0)));
});

function runner(handlers: Record<string, JobHandler<never>>, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const created = new JobRunner(
    ctx.services.tenants,
    { batch: 5, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000, ...options },
    silent,
  );
  for (const [kind, handler] of Object.entries(handlers)) created.register(kind, handler);
  runners.push(created);
  return created;
}

async function freshTenant(): Promise<string> {
  return (await ctx.createTenant()).slug;
}

const inTenant = <T>(slug: string, work: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(slug, ({ db }) => work(db));
const jobsOf = (slug: string, kind: string) => inTenant(slug, (db) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute());
const jobById = async (slug: string, id: string): Promise<JobRow> => {
  const row = await inTenant(slug, (db) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst());
  if (!row) throw new Error(`job ${id} not found`);
  return row;
};

describe('claiming', () => {
  it('two runners racing over the same 50 jobs run each exactly once', async () => {
    const slug = await freshTenant();
    const ids = await inTenant(slug, (db) =>
      db.transaction().execute(async (trx) => {
        const created: string[] = [];
        for (let n = 0; n < 50; n++) created.push((await enqueueJob(trx, { kind: 'test.count', payload: { n } })).id);
        return created;
      }),
    );
    const runs: Array<{ runner: string; id: string; n: number }> = [];
    const counting = (name: string) => async ({ job, payload }: { job: JobRow; payload: { n: number } }) => {
      runs.push({ runner: name, id: job.id, n: payload.n });
      await sleep(job.id.charCodeAt(job.id.length - 1) % 4);
    };
    const first = runner({ 'test.count': counting('first') }, { batch: 3 });
    const second = runner({ 'test.count': counting('second') }, { batch: 4 });
    await Promise.all([first.drain(slug), second.drain(slug), first.drain(slug), second.drain(slug)]);

    expect(runs).toHaveLength(50);
    expect(new Set(runs.map((run) => run.id))).toEqual(new Set(ids));
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    const rows = await jobsOf(slug, 'test.count');
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.lease_owner === null && row.finished_at !== null)).toBe(true);
  });

  it('reclaims a job whose runner died (lease ran out) but leaves a live lease alone', async () => {
    const slug = await freshTenant();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 600_000).toISOString();
    const [crashed, alive, exhausted] = await inTenant(slug, async (db) => {
      const rows = [
        await enqueueJob(db, { kind: 'test.lease', payload: { name: 'crashed' } }),
        await enqueueJob(db, { kind: 'test.lease', payload: { name: 'alive' } }),
        await enqueueJob(db, { kind: 'test.lease', payload: { name: 'exhausted' }, maxAttempts: 2 }),
      ];
      await db.updateTable('jobs').set({ status: 'running', lease_owner: 'crashed-runner', lease_until: past, attempts: 1 }).where('id', '=', rows[0]!.id).execute();
      await db.updateTable('jobs').set({ status: 'running', lease_owner: 'other-runner', lease_until: future, attempts: 1 }).where('id', '=', rows[1]!.id).execute();
      await db
        .updateTable('jobs')
        .set({ status: 'running', lease_owner: 'crashed-runner', lease_until: past, attempts: 2, last_error: 'timed out' })
        .where('id', '=', rows[2]!.id)
        .execute();
      return rows;
    });
    const ran: string[] = [];
    const taker = runner({ 'test.lease': (async ({ payload }: { payload: { name: string } }) => void ran.push(payload.name)) });
    await taker.drain(slug);

    expect(ran).toEqual(['crashed']);
    expect(await jobById(slug, crashed!.id)).toMatchObject({ status: 'done', attempts: 2, lease_owner: null });
    expect(await jobById(slug, alive!.id)).toMatchObject({ status: 'running', attempts: 1, lease_owner: 'other-runner' });
    // Its last allowed attempt was the one cut off: it is not started a third time.
    expect(await jobById(slug, exhausted!.id)).toMatchObject({ status: 'dead', attempts: 3, last_error: 'timed out' });
  });

  it('wakes promptly when told a job was queued', async () => {
    const slug = await freshTenant();
    const ran: string[] = [];
    const woken = runner({ 'test.wake': (async ({ job }: { job: JobRow }) => void ran.push(job.id)) });
    await woken.drain(slug);
    const job = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.wake', payload: {} }));
    woken.notify(slug);
    await vi.waitFor(() => expect(ran).toEqual([job.id]), { timeout: 5_000, interval: 10 });
  });

  it('looks at committed jobs once an answer of the tenant is out, and only once when a route notified itself', async () => {
    const slug = await freshTenant();
    const woken = runner({});
    const looks = vi.spyOn(woken, 'drain').mockResolvedValue(undefined);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    woken.answered(slug);
    woken.committed(slug);
    await settled();
    expect(looks).not.toHaveBeenCalled();
    woken.answered(slug);
    woken.answered(slug);
    await settled();
    expect(looks).toHaveBeenCalledTimes(1);
    woken.committed(slug);
    woken.notify(slug);
    woken.answered(slug);
    await settled();
    expect(looks).toHaveBeenCalledTimes(2);
  });

  it('runs a job due later than the poll when its time comes, though the polls before found the tenant closed', async () => {
    const slug = await freshTenant();
    const ran: string[] = [];
    const polled = runner({ 'test.later': (async ({ job }: { job: JobRow }) => void ran.push(job.id)) as JobHandler<never> }, { pollMs: 100 });
    const job = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.later', payload: {}, runAt: new Date(Date.now() + 600) }));
    // The tenant's handle was closed meanwhile (evicted by others, or idle): a poll does not open it.
    const closed = vi.spyOn(ctx.services.tenants, 'acquireIfOpen').mockReturnValue(undefined);
    try {
      polled.remind(slug, job.run_at);
      await sleep(350);
      expect(closed).toHaveBeenCalled();
      expect(ran).toEqual([]);
      await vi.waitFor(() => expect(ran).toEqual([job.id]), { timeout: 5_000, interval: 20 });
    } finally {
      closed.mockRestore();
    }
  });

  it('takes looks planned by a timer through the background lane, while a job told of by a request does not wait there', async () => {
    const [first, second, told] = [await freshTenant(), await freshTenant(), await freshTenant()];
    const lane = new BackgroundLane(1);
    const ran: string[] = [];
    let finishSlow: () => void = () => undefined;
    const laned = runner(
      {
        'test.slow': (async () => {
          await new Promise<void>((resolve) => (finishSlow = resolve));
          ran.push('slow');
        }) as JobHandler<never>,
        'test.quick': (async ({ slug }: { slug: string }) => void ran.push(slug)) as JobHandler<never>,
      },
      { lane },
    );
    await inTenant(first, (db) => enqueueJob(db, { kind: 'test.slow', payload: {} }));
    await inTenant(second, (db) => enqueueJob(db, { kind: 'test.quick', payload: {} }));
    // The only place is taken, as by another tenant's look: neither timer's look starts yet.
    const giveBack = await lane.take();
    const due = new Date().toISOString();
    laned.remind(first, due);
    laned.remind(second, due);
    await sleep(100);
    expect(lane.stats).toEqual({ active: 1, waiting: 2 });
    await inTenant(told, (db) => enqueueJob(db, { kind: 'test.quick', payload: {} }));
    laned.notify(told);
    await vi.waitFor(() => expect(ran).toEqual([told]), { timeout: 5_000, interval: 10 });
    giveBack();
    // The slow job runs outside the lane, so the next tenant's look does not wait for it.
    await vi.waitFor(() => expect(ran).toEqual([told, second]), { timeout: 5_000, interval: 10 });
    expect(lane.stats).toEqual({ active: 0, waiting: 0 });
    finishSlow();
    await vi.waitFor(() => expect(ran).toEqual([told, second, 'slow']), { timeout: 5_000, interval: 10 });
  });
});

describe('after a restart', () => {
  it('plans a look at every tenant for its next daily retention run, also at one no request has opened', async () => {
    const slug = await freshTenant();
    const before = new Date();
    const restarted = await startServer({ ...ctx.config, port: 0, host: '127.0.0.1' });
    try {
      const tenant = (await restarted.services.catalog.findBySlug(slug))!;
      const planned = restarted.services.jobs.plannedLook(slug);
      expect([nextDailyRun(tenant, before).toISOString(), nextDailyRun(tenant, new Date()).toISOString()]).toContain(planned);
      expect(restarted.services.jobs.tenantsWithWork).toContain(slug);
      // Planning opened nothing: the look opens the tenant when it is due.
      expect(restarted.services.tenants.acquireIfOpen(slug)).toBeUndefined();
      // A tenant already planned (opened, or with work) keeps its own, sooner plan.
      const soon = new Date(Date.now() + 60_000).toISOString();
      const other = await freshTenant();
      restarted.services.jobs.remind(other, soon);
      await planDailyLooks(restarted.services);
      expect(restarted.services.jobs.plannedLook(other)).toBe(soon);
    } finally {
      await restarted.stop();
    }
  });

  it('runs work left behind as soon as a restarted process opens the tenant, before its daily look', async () => {
    const slug = await freshTenant();
    const due = new Date(Date.now() - 1_000).toISOString();
    await inTenant(slug, (db) => db.updateTable('jobs').set({ run_at: due }).where('kind', '=', RETENTION_JOB).execute());
    const restarted = await startServer({ ...ctx.config, port: 0, host: '127.0.0.1' });
    try {
      expect(Date.parse(restarted.services.jobs.plannedLook(slug)!)).toBeGreaterThan(Date.now());
      // Someone uses the tenant: the restarted process opens its database.
      await restarted.services.tenants.withTenant(slug, async () => undefined);
      await vi.waitFor(
        async () => {
          const [retention] = await inTenant(slug, (db) => db.selectFrom('jobs').select('status').where('kind', '=', RETENTION_JOB).orderBy('id').execute());
          expect(retention!.status).toBe('done');
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await restarted.stop();
    }
  });
});

describe('failures', () => {
  it('retries a failing job with growing delays and ends dead after max attempts with the last error', async () => {
    const slug = await freshTenant();
    const clock = { ms: Date.now() };
    const now = () => new Date(clock.ms);
    const attemptsAt: number[] = [];
    const flaky = runner(
      {
        'test.flaky': (async ({ job }: { job: JobRow }) => {
          attemptsAt.push(clock.ms);
          throw new Error(`failure ${job.attempts}`);
        }),
      },
      { now, random: () => 0.5, backoff: { baseMs: 1_000, capMs: 3_000 } },
    );
    const { id } = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.flaky', payload: {}, maxAttempts: 4 }, now()));

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await flaky.drain(slug);
      const row = await jobById(slug, id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, last_error: `failure ${attempt}`, lease_owner: null });
      const delay = Date.parse(row.run_at) - clock.ms;
      delays.push(delay);
      // Not a moment before it is due.
      clock.ms += delay - 1;
      await flaky.drain(slug);
      expect(attemptsAt).toHaveLength(attempt);
      clock.ms += 1;
    }
    expect(delays).toEqual([500, 1_000, 1_500]);

    await flaky.drain(slug);
    expect(await jobById(slug, id)).toMatchObject({ status: 'dead', attempts: 4, last_error: 'failure 4', finished_at: new Date(clock.ms).toISOString() });
    clock.ms += 3_600_000;
    await flaky.drain(slug);
    expect(attemptsAt).toHaveLength(4);
  });

  it('a PermanentJobError makes the job dead at once', async () => {
    const slug = await freshTenant();
    let calls = 0;
    const refusing = runner({
      'test.permanent': (async () => {
        calls++;
        throw new PermanentJobError('recipient does not exist');
      }),
    });
    const { id } = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.permanent', payload: {}, maxAttempts: 5 }));
    await refusing.drain(slug);
    await refusing.drain(slug);
    expect(calls).toBe(1);
    expect(await jobById(slug, id)).toMatchObject({ status: 'dead', attempts: 1, last_error: 'recipient does not exist' });
  });

  it('tells the kind once its job is dead, whatever killed it, in the transaction that marks it dead, and never for a job that is done', async () => {
    const slug = await freshTenant();
    const deaths: Array<{ name: string; error: string; status: string }> = [];
    let hookFailures = 1;
    let refusedRuns = 0;
    const dying = new JobRunner(ctx.services.tenants, { batch: 5, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1, capMs: 1 }, shutdownMs: 1_000 }, silent);
    runners.push(dying);
    dying.register(
      'test.dying',
      async ({ payload }: { payload: { name: string } }) => {
        if (payload.name === 'fine') return;
        if (payload.name === 'refused') {
          refusedRuns++;
          throw new PermanentJobError('no such recipient');
        }
        throw new Error('database is locked');
      },
      {
        onDead: async ({ db, job, payload, error }) => {
          const row = await db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow();
          deaths.push({ name: payload.name, error, status: row.status });
          if (payload.name === 'refused' && hookFailures-- > 0) throw new Error('the hook itself failed');
        },
      },
    );
    const ids = await inTenant(slug, async (db) => {
      const rows = [
        await enqueueJob(db, { kind: 'test.dying', payload: { name: 'fine' } }),
        await enqueueJob(db, { kind: 'test.dying', payload: { name: 'refused' } }),
        await enqueueJob(db, { kind: 'test.dying', payload: { name: 'failing' }, maxAttempts: 2 }),
        await enqueueJob(db, { kind: 'test.dying', payload: { name: 'cut off' }, maxAttempts: 2 }),
      ];
      await db.updateTable('jobs').set({ status: 'running', lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), attempts: 2, last_error: 'timed out' }).where('id', '=', rows[3]!.id).execute();
      return rows.map((row) => row.id);
    });
    await dying.drain(slug);
    await sleep(5);
    await dying.drain(slug);
    const statuses = async () => (await Promise.all(ids.map((id) => jobById(slug, id)))).map((row) => row.status);
    // The hook that failed rolled the death back: the job stays running under its lease.
    expect(await statuses()).toEqual(['done', 'running', 'dead', 'dead']);
    await inTenant(slug, (db) => db.updateTable('jobs').set({ lease_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', ids[1]!).execute());
    await dying.drain(slug);
    expect(await statuses()).toEqual(['done', 'dead', 'dead', 'dead']);
    // Found exhausted, it is recorded dead without its handler running again.
    expect(refusedRuns).toBe(1);
    expect(deaths.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'cut off', error: 'timed out', status: 'dead' },
      { name: 'failing', error: 'database is locked', status: 'dead' },
      { name: 'refused', error: 'no such recipient', status: 'dead' },
      { name: 'refused', error: 'no such recipient', status: 'dead' },
    ]);
  });

  it('a job queued in a transaction that rolls back never runs', async () => {
    const slug = await freshTenant();
    const ran: string[] = [];
    const watcher = runner({ 'test.outbox': (async ({ payload }: { payload: { change: string } }) => void ran.push(payload.change)) });
    await expect(
      inTenant(slug, (db) =>
        db.transaction().execute(async (trx) => {
          await enqueueJob(trx, { kind: 'test.outbox', payload: { change: 'rolled back' } });
          throw new Error('the business change failed');
        }),
      ),
    ).rejects.toThrow('the business change failed');
    await inTenant(slug, (db) => db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.outbox', payload: { change: 'committed' } })));
    await watcher.drain(slug);
    expect(ran).toEqual(['committed']);
    expect((await jobsOf(slug, 'test.outbox')).map((row) => row.job_payload)).toEqual([{ change: 'committed' }]);
  });
});

describe('shutdown', () => {
  it('gives an unfinished job back, and a second runner finishes it', async () => {
    const slug = await freshTenant();
    let started!: () => void;
    const startedOnce = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let aborted = false;
    const stopping = runner(
      {
        'test.slow': (async ({ signal }: { signal: AbortSignal }) => {
          started();
          await gate;
          aborted = signal.aborted;
        }),
      },
      { shutdownMs: 50 },
    );
    const { id } = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.slow', payload: {} }));
    const round = stopping.drain(slug);
    await startedOnce;
    expect(await jobById(slug, id)).toMatchObject({ status: 'running', attempts: 1, lease_owner: stopping.owner });

    await stopping.close();
    expect(await jobById(slug, id)).toMatchObject({ status: 'queued', attempts: 0, lease_owner: null, lease_until: null });

    const finished: string[] = [];
    const successor = runner({ 'test.slow': (async ({ job }: { job: JobRow }) => void finished.push(job.id)) });
    await successor.drain(slug);
    expect(finished).toEqual([id]);
    const done = await jobById(slug, id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lease_owner: null });

    // The first handler returns late; its outcome is no longer its to record.
    finish();
    await round;
    expect(aborted).toBe(true);
    expect(await jobById(slug, id)).toEqual(done);
  });

  it('waits for a handler that finishes within the shutdown time', async () => {
    const slug = await freshTenant();
    let started!: () => void;
    const startedOnce = new Promise<void>((resolve) => (started = resolve));
    const patient = runner(
      {
        'test.short': (async () => {
          started();
          await sleep(30);
        }),
      },
      { shutdownMs: 5_000 },
    );
    const { id } = await inTenant(slug, (db) => enqueueJob(db, { kind: 'test.short', payload: {} }));
    void patient.drain(slug);
    await startedOnce;
    await patient.close();
    expect(await jobById(slug, id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

/** The outbox table as it was before pushes became jobs. */
interface LegacyPushOutbox {
  id: string;
  employee_id: string;
  title: string;
  body: string;
  push_data: Record<string, string>;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

describe('the move from the push outbox', () => {
  it('turns pending pushes into queued push jobs, leaves delivered ones behind, and moves them back when undone', async () => {
    await atMigration<TenantDatabase & { push_outbox: LegacyPushOutbox }>(ctx, '2026_11_23_0003_working_time', async (db, migrator) => {
      const role = await db.selectFrom('roles').select('id').executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const employeeId = '01900000-0000-7000-8000-0000000000e1';
      await db.insertInto('employees').values(earlyEmployeeRow({ id: employeeId, code: 'E1', role_id: role.id, created_at: now })).execute();
      const pending: LegacyPushOutbox = {
        id: '01900000-0000-7000-8000-0000000000a1', employee_id: employeeId, title: 'Neue Schicht', body: 'Bitte bestätigen.', push_data: { kind: 'roster_entry_published' },
        status: 'pending', attempts: 2, next_attempt_at: '2026-11-23T08:00:00.000Z', last_error: 'service unavailable', created_at: '2026-11-23T07:59:00.000Z', sent_at: null,
      };
      const sent: LegacyPushOutbox = { ...pending, id: '01900000-0000-7000-8000-0000000000a2', status: 'sent', attempts: 1, last_error: null, sent_at: now };
      await db.insertInto('push_outbox').values([pending, sent]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const jobs = await db.selectFrom('jobs').selectAll().execute();
      expect(jobs).toEqual([
        expect.objectContaining({
          id: pending.id,
          kind: 'push',
          job_payload: { employee_id: employeeId, title: 'Neue Schicht', body: 'Bitte bestätigen.', data: { kind: 'roster_entry_published' } },
          status: 'queued',
          attempts: 2,
          max_attempts: 6,
          run_at: pending.next_attempt_at,
          lease_owner: null,
          last_error: 'service unavailable',
          created_at: pending.created_at,
          finished_at: null,
        }),
      ]);
      await expect(db.selectFrom('push_outbox').select('id').execute()).rejects.toThrow();

      expect((await migrator.migrateTo('2026_11_23_0003_working_time')).error).toBeUndefined();
      // push_data is no longer a known JSON column, so SQLite hands back its text.
      const restored = (await db.selectFrom('push_outbox').selectAll().execute()).map((row) => ({
        ...row,
        push_data: typeof row.push_data === 'string' ? JSON.parse(row.push_data) : row.push_data,
      }));
      expect(restored).toEqual([
        expect.objectContaining({ id: pending.id, status: 'pending', attempts: 2, next_attempt_at: pending.next_attempt_at, push_data: { kind: 'roster_entry_published' } }),
      ]);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    });
  });
});
