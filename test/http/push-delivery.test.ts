import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { localDate } from '../../src/platform/formats.js';
import { enqueuePush, PUSH_JOB } from '../../src/features/push/push-outbox.js';
import { pushDelivery } from '../../src/features/push/push-delivery.js';
import { JobRunner } from '../../src/platform/jobs/job-runner.js';
import { pushJobs } from '../support/jobs.js';
import { PushDeliveryError, type PushMessage, type PushProvider } from '../../src/features/push/push-provider.js';
import type { LogPushProvider } from '../../src/features/push/log-provider.js';
import { closeServices, openServices } from '../../src/services.js';
import { clockEventRow } from '../support/clock-events.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A provider that answers from a script, so retries and dead tokens can be played through. */
class ScriptedProvider implements PushProvider {
  readonly name = 'scripted';
  readonly received: PushMessage[] = [];
  constructor(private readonly script: Array<'ok' | 'retry' | 'dead'>) {}
  async send(message: PushMessage) {
    this.received.push(message);
    const step = this.script.shift() ?? 'ok';
    if (step === 'retry') throw new PushDeliveryError('service unavailable', true, false, 1500);
    if (step === 'dead') throw new PushDeliveryError('unregistered', false, true);
    return { ok: true as const, providerMessageId: `m-${this.received.length}` };
  }
}

async function personWithDevice() {
  const admin = await tenantWithAdmin(ctx);
  const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
  await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: admin.slug, token: person.token, body: { token: 'device-token-abcdef', platform: 'android' } });
  return { admin, person };
}

const outbox = (slug: string) => pushJobs(ctx, slug);

/** A runner of its own that delivers pushes through the given provider. */
function pushRunner(provider: PushProvider) {
  const runner = new JobRunner(
    ctx.services.tenants,
    { batch: 10, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000 },
    silent,
  );
  runner.register(PUSH_JOB, pushDelivery(provider, silent));
  return runner;
}

const makeDue = (slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', PUSH_JOB).execute());

describe('push jobs', () => {
  // Each test delivers through a runner of its own, on a context whose app runner is stopped: that
  // runner looks at a tenant once an answer follows a queued push (JobRunner.answered), and it
  // could take a push the test queued meanwhile and deliver it through the log provider.
  let served: TestContext;
  beforeAll(async () => {
    served = ctx;
    ctx = await createTestContext();
    await ctx.services.jobs.close();
  });
  afterAll(async () => {
    await ctx.close();
    ctx = served;
  });

  it('retries a retryable failure after the wait the service asked for, then delivers', async () => {
    const { admin, person } = await personWithDevice();
    const provider = new ScriptedProvider(['retry', 'ok']);
    const dispatcher = pushRunner(provider);
    try {
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'T', body: 'B', data: { a: '1' } }));
      await dispatcher.drain(admin.slug);
      let [row] = await outbox(admin.slug);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'service unavailable' });
      expect(Date.parse(row!.run_at) - Date.now()).toBeGreaterThan(1000);
      await makeDue(admin.slug);
      await dispatcher.drain(admin.slug);
      [row] = await outbox(admin.slug);
      expect(row).toMatchObject({ status: 'done', attempts: 2, last_error: null });
      expect(provider.received[1]).toMatchObject({ token: 'device-token-abcdef', title: 'T', body: 'B', data: { a: '1', push_id: row!.id } });
    } finally {
      await dispatcher.close();
    }
  });

  it('forgets a dead device token and gives up when no device is left', async () => {
    const { admin, person } = await personWithDevice();
    const provider = new ScriptedProvider(['dead']);
    const dispatcher = pushRunner(provider);
    try {
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'T', body: 'B' }));
      await dispatcher.drain(admin.slug);
      const [row] = await outbox(admin.slug);
      expect(row).toMatchObject({ status: 'dead', attempts: 1, last_error: 'unregistered' });
      const tokens = await ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.selectFrom('push_tokens').selectAll().execute());
      expect(tokens).toEqual([]);
    } finally {
      await dispatcher.close();
    }
  });

  it('sends nothing to a device whose session expired', async () => {
    const { admin, person } = await personWithDevice();
    const provider = new ScriptedProvider(['ok']);
    const dispatcher = pushRunner(provider);
    try {
      // The session that registered the device ran out; nobody is signed in on it any more.
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
        db.updateTable('access_tokens').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('employee_id', '=', person.id).execute(),
      );
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'Neue Schicht', body: 'Mo 06:00–14:00' }));
      await dispatcher.drain(admin.slug);
      const [row] = await outbox(admin.slug);
      expect(row).toMatchObject({ status: 'dead', last_error: 'no device registered' });
      expect(provider.received).toEqual([]);
    } finally {
      await dispatcher.close();
    }
  });

  it('sends nothing to someone who has left, and still sends on their last day', async () => {
    const { admin, person } = await personWithDevice();
    const provider = new ScriptedProvider(['ok', 'ok']);
    const dispatcher = pushRunner(provider);
    const leaves = async (date: string) => {
      const response = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { exit_date: date } });
      expect(response.statusCode, response.body).toBe(200);
    };
    try {
      await leaves(localDate(new Date(), 'Europe/Berlin'));
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'Letzter Tag', body: 'Danke' }));
      await dispatcher.drain(admin.slug);
      await leaves(localDate(new Date(Date.now() - 2 * 86_400_000), 'Europe/Berlin'));
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'Neue Schicht', body: 'Mo 06:00–14:00' }));
      await dispatcher.drain(admin.slug);
      expect(await outbox(admin.slug)).toMatchObject([
        { status: 'done', job_payload: { title: 'Letzter Tag' } },
        { status: 'dead', last_error: 'no device registered', job_payload: { title: 'Neue Schicht' } },
      ]);
      expect(provider.received.map((message) => message.title)).toEqual(['Letzter Tag']);
    } finally {
      await dispatcher.close();
    }
  });

  it('stops after the last attempt', async () => {
    const { admin, person } = await personWithDevice();
    const dispatcher = pushRunner(new ScriptedProvider(['retry', 'retry']));
    try {
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'T', body: 'B' }, { maxAttempts: 2 }));
      await dispatcher.drain(admin.slug);
      expect((await outbox(admin.slug))[0]).toMatchObject({ status: 'queued', attempts: 1 });
      await makeDue(admin.slug);
      await dispatcher.drain(admin.slug);
      expect((await outbox(admin.slug))[0]).toMatchObject({ status: 'dead', attempts: 2, last_error: 'service unavailable' });
    } finally {
      await dispatcher.close();
    }
  });
});

describe('pushes left behind', () => {
  it('are delivered by the next process as soon as their tenant is used', async () => {
    const { admin, person } = await personWithDevice();
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) => enqueuePush(db, { employeeId: person.id, title: 'Left', body: 'behind' }));
    const next = await openServices(ctx.config);
    try {
      await next.tenants.withTenant(admin.slug, async () => undefined);
      await next.jobs.drain(admin.slug);
      expect((next.pushProvider as LogPushProvider).sent.map((m) => m.title)).toEqual(['Left']);
      expect((await outbox(admin.slug))[0]).toMatchObject({ status: 'done' });
    } finally {
      await closeServices(next);
    }
  });
});

describe('POST /rest/employees/{employee}/remind-clockin', () => {
  /** Published roster entries of today (Europe/Berlin) for a person with a device, as [start, end] times. */
  async function plannedTodayMany(times: ReadonlyArray<readonly [string, string]>) {
    const { admin, person } = await personWithDevice();
    const today = localDate(new Date(), 'Europe/Berlin');
    const roster = (
      await ctx.request({
        method: 'POST',
        url: '/rest/rosters',
        tenant: admin.slug,
        token: admin.token,
        body: { name: 'Heute', period_start: today, period_end: today },
      })
    ).json().data;
    const entries: Array<{ id: string; effective_start: string }> = [];
    for (const [start, end] of times) {
      const entry = await ctx.request({
        method: 'POST',
        url: `/rest/rosters/${roster.id}/entries`,
        tenant: admin.slug,
        token: admin.token,
        body: { date: today, employee_id: person.id, start_time: start, end_time: end, force: true, publish: true },
      });
      expect(entry.statusCode, entry.body).toBe(201);
      entries.push(entry.json().data);
    }
    return { admin, person, entries };
  }

  async function plannedToday(start: string, end: string) {
    const { admin, person, entries } = await plannedTodayMany([[start, end]]);
    return { admin, person, entry: entries[0]! };
  }

  /** The local minute of the day in Europe/Berlin now, and a minute of the day as HH:MM. */
  const minuteNow = () => {
    const now = Temporal.Now.zonedDateTimeISO('Europe/Berlin');
    return now.hour * 60 + now.minute;
  };
  const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  // A shift still to come must begin at least two minutes from now and end before midnight.
  const lateInTheDay = minuteNow() > 23 * 60 + 56;

  it('pushes the scheduled shift start, not the sending time', async () => {
    // A shift that has begun (a reminder is only for one); 05:17 unless the test runs before it.
    const [start, end] = minuteNow() > 5 * 60 + 17 ? ['05:17', '06:43'] : ['00:00', '00:43'];
    const { admin, person, entry } = await plannedToday(start, end);
    const response = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'queued' });
    await ctx.services.jobs.drain(admin.slug);
    const sent = (ctx.services.pushProvider as LogPushProvider).sent.filter((m) => m.data.shift_start === entry.effective_start);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`Schichtbeginn heute: ${start} Uhr.`);
    expect((await outbox(admin.slug))[0]).toMatchObject({ status: 'done' });
  });

  it('answers 409 when the employee has already clocked in', async () => {
    const { admin, person } = await plannedToday('00:05', '23:50');
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
      db
        .insertInto('clock_events')
        .values(clockEventRow({ id: '01900000-0000-7000-8000-00000000c0de', employee_id: person.id, occurred_at: new Date(Date.now() - 60_000).toISOString() }))
        .execute(),
    );
    const body = expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token }), 409, 'conflict');
    expect(body.errors[0]._meta.code).toBe('already_clocked_in');
  });

  it('reminds someone whose open shift began on an earlier date at least 12 h ago (the clock-out was forgotten)', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const remind = (slug: string, token: string, id: string) => ctx.request({ method: 'POST', url: `/rest/employees/${id}/remind-clockin`, tenant: slug, token });
    // 26 hours back is always an earlier date, also across a change of clocks. Also with a break
    // that ended a minute ago: the shift is still the one of that come.
    for (const events of [
      [{ type: 'come', occurred_at: hoursAgo(26) }],
      [
        { type: 'come', occurred_at: hoursAgo(26) },
        { type: 'break_start', occurred_at: hoursAgo(0.05) },
        { type: 'break_end', occurred_at: hoursAgo(0.02) },
      ],
    ]) {
      const { admin, person } = await plannedToday('00:00', '23:50');
      const booked = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/clock-events`, tenant: admin.slug, token: admin.token, body: { events, reason: 'Nachgetragen' } });
      expect(booked.statusCode, booked.body).toBe(201);
      const response = await remind(admin.slug, admin.token, person.id);
      expect(response.statusCode, response.body).toBe(200);
    }
    // A shift begun 11 h ago, on a break until a minute ago, is still running: on the same date or as a night shift.
    const { admin, person } = await plannedToday('00:00', '23:50');
    const events = [
      { type: 'come', occurred_at: hoursAgo(11) },
      { type: 'break_start', occurred_at: hoursAgo(0.05) },
      { type: 'break_end', occurred_at: hoursAgo(0.02) },
    ];
    expect((await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/clock-events`, tenant: admin.slug, token: admin.token, body: { events, reason: 'Nachgetragen' } })).statusCode).toBe(201);
    const body = expectEnvelope(await remind(admin.slug, admin.token, person.id), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'already_clocked_in', state: 'working' });
  });

  it('answers 409 when nothing is planned today or no device is registered', async () => {
    const { admin, person } = await personWithDevice();
    expect(expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token }), 409, 'conflict').errors[0]._meta.code).toBe(
      'no_scheduled_shift',
    );
    const deviceless = await createEmployee(ctx, admin.slug, admin.token);
    const today = localDate(new Date(), 'Europe/Berlin');
    const roster = (await ctx.request({ method: 'POST', url: '/rest/rosters', tenant: admin.slug, token: admin.token, body: { name: 'R', period_start: today, period_end: today } })).json().data;
    await ctx.request({ method: 'POST', url: `/rest/rosters/${roster.id}/entries`, tenant: admin.slug, token: admin.token, body: { date: today, employee_id: deviceless.id, start_time: '00:00', end_time: '23:59', force: true, publish: true } });
    expect(expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${deviceless.id}/remind-clockin`, tenant: admin.slug, token: admin.token }), 409, 'conflict').errors[0]._meta.code).toBe(
      'no_push_device',
    );
  });

  it.skipIf(lateInTheDay || minuteNow() < 1)('names the shift that has begun, not a nearer one still to come (spec: the shift the person forgot)', async () => {
    // One begun up to 3 h ago, one beginning in up to 70 minutes: from 01:10 on the later one lies nearer to now.
    const now = minuteNow();
    const missedStart = Math.max(0, now - 180);
    const laterStart = Math.min(now + 70, 23 * 60 + 58);
    const { admin, person, entries } = await plannedTodayMany([
      [hhmm(missedStart), hhmm(missedStart + Math.min(60, now - missedStart))],
      [hhmm(laterStart), hhmm(laterStart + 1)],
    ]);
    const [missed, later] = entries;
    const response = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const reminders = (await pushJobs(ctx, admin.slug, person.id)).filter((job) => job.job_payload.data?.kind === 'remind_clockin');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.job_payload.data, `the later shift begins ${later!.effective_start}`).toMatchObject({ entry_id: missed!.id, shift_start: missed!.effective_start });
    expect(reminders[0]!.job_payload.body).toContain(`Schichtbeginn heute: ${hhmm(missedStart)} Uhr.`);
  });

  it.skipIf(lateInTheDay)('answers 409 shift_not_started, naming the shift, when the only shift of the day has not begun yet; nothing is pushed', async () => {
    const start = Math.min(minuteNow() + 70, 23 * 60 + 58);
    const { admin, person, entry } = await plannedToday(hhmm(start), hhmm(start + 1));
    const body = expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token }), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'shift_not_started', date: localDate(new Date(), 'Europe/Berlin'), entry_id: entry.id, shift_start: entry.effective_start });
    expect(body.message).toContain(`has not begun yet; it begins at ${hhmm(start)}.`);
    // Only the push of the shift's publication; no reminder was queued.
    expect((await pushJobs(ctx, admin.slug, person.id)).map((job) => job.job_payload.data?.kind)).toEqual(['roster_entry_published']);
  });

  it('answers 409 no_scheduled_shift for someone who has left: their shift today went open with their exit', async () => {
    const { admin, person, entry } = await plannedToday('08:00', '12:00');
    const left = await ctx.request({
      method: 'PUT',
      url: `/rest/employees/${person.id}`,
      tenant: admin.slug,
      token: admin.token,
      body: { exit_date: localDate(new Date(Date.now() - 2 * 86_400_000), 'Europe/Berlin') },
    });
    expect(left.statusCode, left.body).toBe(200);
    const body = expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: admin.token }), 409, 'conflict');
    expect(body.errors[0]._meta.code).toBe('no_scheduled_shift');
    // Only the push of the shift's publication, while still employed; no reminder was queued.
    expect((await outbox(admin.slug)).map((job) => job.job_payload.data)).toEqual([expect.objectContaining({ kind: 'roster_entry_published', entry_id: entry.id })]);
  });

  it('tells why no reminder went out, but the clock-in time and the absence only to whom may read them (time-tracking:view, absences:view)', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const call = (url: string, as: string, body?: unknown) => ctx.request({ method: 'POST', url, tenant: slug, token: as, body });
    const customRole = async (permissions: string[]) => {
      const response = await call('/rest/roles', token, { name: `Rolle ${permissions.length}`, permissions });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const unit = await createDepartment(ctx, slug, token, 'Lager');
    // A team lead who may remind the team and see who belongs to it, but not their clock events or absences.
    const lead = await personWithLogin(ctx, slug, token, { role_id: await customRole(['employees:view', 'notifications:department']), department_id: unit.id });
    // One who may read both.
    const reader = await personWithLogin(ctx, slug, token, {
      role_id: await customRole(['employees:view', 'notifications:department', 'time-tracking:view', 'absences:view']),
      department_id: unit.id,
    });
    const worker = await personWithLogin(ctx, slug, token, { role: 'employee', department_id: unit.id });
    const sick = await createEmployee(ctx, slug, token, { department_id: unit.id });
    expect((await call('/rest/clock', worker.token, { type: 'come' })).statusCode).toBe(201);
    const types = (await ctx.request({ url: '/rest/absence-types', tenant: slug, token })).json().data as Array<{ id: string; category: string; is_system: boolean }>;
    const today = localDate(Date.now(), 'Europe/Berlin');
    const absence = await call('/rest/absences', token, { employee_id: sick.id, type_id: types.find((t) => t.category === 'sick' && t.is_system)!.id, start_date: today, end_date: today, note: 'Migräne' });
    expect(absence.statusCode, absence.body).toBe(201);
    // What the lead may not read directly:
    expect((await ctx.request({ url: `/rest/employees/${worker.id}/clock-events`, tenant: slug, token: lead.token })).statusCode).toBe(403);
    expect((await ctx.request({ url: `/rest/absences/${absence.json().data.id}`, tenant: slug, token: lead.token })).statusCode).toBe(404);

    const meta = async (id: string, as: string) => {
      const { path: _path, ...rest } = expectEnvelope(await call(`/rest/employees/${id}/remind-clockin`, as), 409, 'conflict').errors[0]._meta;
      return rest;
    };
    // The codes stay: a planner must know why no reminder went out.
    expect(await meta(worker.id, lead.token)).toEqual({ code: 'already_clocked_in' });
    expect(await meta(sick.id, lead.token)).toEqual({ code: 'employee_absent', date: today });
    expect(await meta(worker.id, reader.token)).toEqual({ code: 'already_clocked_in', state: 'working', since: expect.stringMatching(new RegExp(`^${today}T`)) });
    expect(await meta(sick.id, reader.token)).toEqual({ code: 'employee_absent', date: today, absence_id: absence.json().data.id });
  });

  it('follows permissions and visibility: 403 outside the units, 404 for unknown people', async () => {
    const { admin, person } = await personWithDevice();
    const unit = await createDepartment(ctx, admin.slug, admin.token, 'Andere');
    const hr = await personWithLogin(ctx, admin.slug, admin.token, { role: 'hr_admin', department_id: unit.id });
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: hr.token }), 403, 'forbidden');
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/remind-clockin`, tenant: admin.slug, token: person.token }), 403, 'forbidden');
    expectEnvelope(
      await ctx.request({ method: 'POST', url: '/rest/employees/01900000-0000-7000-8000-000000000000/remind-clockin', tenant: admin.slug, token: admin.token }),
      404,
      'not_found',
    );
  });
});

describe('POST /rest/employees/{employee}/remind-clockin at a fixed time: night shifts and shifts clocked for', () => {
  afterEach(() => vi.useRealTimers());

  const remind = (slug: string, token: string, id: string) => ctx.request({ method: 'POST', url: `/rest/employees/${id}/remind-clockin`, tenant: slug, token });
  const remindersOf = async (slug: string, id: string) => (await pushJobs(ctx, slug, id)).filter((job) => job.job_payload.data?.kind === 'remind_clockin');

  /** A person with a device and published roster entries (dates and HH:MM times, Europe/Berlin), made at the time set. */
  async function planned(entries: ReadonlyArray<{ date: string; start: string; end: string }>) {
    const admin = await tenantWithAdmin(ctx);
    const unit = await createDepartment(ctx, admin.slug, admin.token, 'Schicht');
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee', department_id: unit.id });
    const device = await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: admin.slug, token: person.token, body: { token: 'device-token-night', platform: 'android' } });
    expect(device.statusCode, device.body).toBeLessThan(300);
    const dates = entries.map((entry) => entry.date).sort();
    const roster = await ctx.request({ method: 'POST', url: '/rest/rosters', tenant: admin.slug, token: admin.token, body: { name: 'Plan', period_start: dates[0], period_end: dates.at(-1) } });
    expect(roster.statusCode, roster.body).toBe(201);
    const created: Array<{ id: string; effective_start: string }> = [];
    for (const entry of entries) {
      const response = await ctx.request({
        method: 'POST',
        url: `/rest/rosters/${roster.json().data.id}/entries`,
        tenant: admin.slug,
        token: admin.token,
        body: { date: entry.date, employee_id: person.id, start_time: entry.start, end_time: entry.end, force: true, publish: true },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().data);
    }
    return { admin, unit, person, entries: created };
  }

  /** Books the person's clock events as HR would, with explicit times. */
  async function clocked(slug: string, token: string, id: string, events: Array<{ type: string; occurred_at: string }>) {
    const response = await ctx.request({ method: 'POST', url: `/rest/employees/${id}/clock-events`, tenant: slug, token, body: { events, reason: 'Nachgetragen' } });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('reminds someone missing a night shift begun yesterday evening and still running, not the shift of today still to come', async () => {
    // Tuesday 10 Nov 2026, 01:00: the night shift of Monday 22:00-06:00 runs; today's begins at 14:00.
    vi.setSystemTime(new Date('2026-11-10T01:00:00+01:00'));
    const { admin, person, entries } = await planned([
      { date: '2026-11-09', start: '22:00', end: '06:00' },
      { date: '2026-11-10', start: '14:00', end: '18:00' },
    ]);
    const [night, late] = entries;
    const response = await remind(admin.slug, admin.token, person.id);
    expect(response.statusCode, response.body).toBe(200);
    const reminders = await remindersOf(admin.slug, person.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.job_payload.data).toMatchObject({ entry_id: night!.id, shift_start: '2026-11-09T22:00:00+01:00' });
    expect(reminders[0]!.job_payload.body).toContain('Schichtbeginn gestern: 22:00 Uhr.');
    // At 07:00 the night is over and belongs to Monday: today's shift has still to begin.
    vi.setSystemTime(new Date('2026-11-10T07:00:00+01:00'));
    const body = expectEnvelope(await remind(admin.slug, admin.token, person.id), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'shift_not_started', date: '2026-11-10', entry_id: late!.id });
  });

  it("does not remind someone of yesterday's night shift when an approved absence covers yesterday", async () => {
    // Tuesday 10 Nov 2026, 01:00: Monday's night shift 22:00-06:00 runs, but Monday was a vacation day.
    vi.setSystemTime(new Date('2026-11-10T01:00:00+01:00'));
    const { admin, person } = await planned([{ date: '2026-11-09', start: '22:00', end: '06:00' }]);
    const types = (await ctx.request({ url: '/rest/absence-types', tenant: admin.slug, token: admin.token })).json().data as Array<{ id: string; category: string; is_system: boolean }>;
    const vacation = await ctx.request({
      method: 'POST',
      url: '/rest/absences',
      tenant: admin.slug,
      token: person.token,
      body: { type_id: types.find((t) => t.category === 'vacation' && t.is_system)!.id, start_date: '2026-11-09', end_date: '2026-11-09' },
    });
    expect(vacation.statusCode, vacation.body).toBe(201);
    const approved = await ctx.request({ method: 'POST', url: `/rest/absences/${vacation.json().data.id}/approve`, tenant: admin.slug, token: admin.token, body: { allow_negative: true } });
    expect(approved.statusCode, approved.body).toBe(200);
    const body = expectEnvelope(await remind(admin.slug, admin.token, person.id), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'employee_absent', date: '2026-11-09', absence_id: vacation.json().data.id });
    expect(await remindersOf(admin.slug, person.id)).toEqual([]);
  });

  it('over, a night shift of yesterday leaves nothing planned today; across the change of clocks its instants decide', async () => {
    // Saturday 24 Oct 2026 22:00 CEST to Sunday 06:00 CET: 9 h. At the second 02:30 (CET) it runs.
    vi.setSystemTime(new Date('2026-10-25T02:30:00+01:00'));
    const { admin, person, entries } = await planned([{ date: '2026-10-24', start: '22:00', end: '06:00' }]);
    expect((await remind(admin.slug, admin.token, person.id)).statusCode).toBe(200);
    expect((await remindersOf(admin.slug, person.id))[0]!.job_payload.data).toMatchObject({ entry_id: entries[0]!.id, shift_start: '2026-10-24T22:00:00+02:00' });
    vi.setSystemTime(new Date('2026-10-25T06:00:00+01:00'));
    expect(expectEnvelope(await remind(admin.slug, admin.token, person.id), 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'no_scheduled_shift', date: '2026-10-25' });
  });

  it('answers 409 shift_attended, and pushes nothing, for a shift the person clocked in and out for; the shift only to whom may read clock events', async () => {
    vi.setSystemTime(new Date('2026-11-11T13:00:00+01:00'));
    const { admin, unit, person, entries } = await planned([{ date: '2026-11-11', start: '08:00', end: '12:00' }]);
    await clocked(admin.slug, admin.token, person.id, [
      { type: 'come', occurred_at: '2026-11-11T07:58:00+01:00' },
      { type: 'go', occurred_at: '2026-11-11T12:02:00+01:00' },
    ]);
    const body = expectEnvelope(await remind(admin.slug, admin.token, person.id), 409, 'conflict');
    expect(body.errors[0]._meta).toMatchObject({ code: 'shift_attended', date: '2026-11-11', entry_id: entries[0]!.id, shift_start: '2026-11-11T08:00:00+01:00' });
    expect(await remindersOf(admin.slug, person.id)).toEqual([]);
    // A team lead who may remind but not read clock events learns why, not which shift matched.
    const role = await ctx.request({ method: 'POST', url: '/rest/roles', tenant: admin.slug, token: admin.token, body: { name: 'Teamleitung', permissions: ['employees:view', 'notifications:department'] } });
    expect(role.statusCode, role.body).toBe(201);
    const lead = await personWithLogin(ctx, admin.slug, admin.token, { role_id: role.json().data.id, department_id: unit.id });
    const { path: _path, ...meta } = expectEnvelope(await remind(admin.slug, lead.token, person.id), 409, 'conflict').errors[0]._meta;
    expect(meta).toEqual({ code: 'shift_attended', date: '2026-11-11' });
  });

  it('reminds of the running shift after a partly worked one: clocked out early, the next shift not clocked in for', async () => {
    vi.setSystemTime(new Date('2026-11-12T14:00:00+01:00'));
    const { admin, person, entries } = await planned([
      { date: '2026-11-12', start: '08:00', end: '12:00' },
      { date: '2026-11-12', start: '13:00', end: '17:00' },
    ]);
    await clocked(admin.slug, admin.token, person.id, [
      { type: 'come', occurred_at: '2026-11-12T08:00:00+01:00' },
      { type: 'go', occurred_at: '2026-11-12T10:00:00+01:00' },
    ]);
    expect((await remind(admin.slug, admin.token, person.id)).statusCode).toBe(200);
    const reminders = await remindersOf(admin.slug, person.id);
    expect(reminders.map((job) => job.job_payload.data)).toEqual([expect.objectContaining({ entry_id: entries[1]!.id, shift_start: '2026-11-12T13:00:00+01:00' })]);
    expect(reminders[0]!.job_payload.body).toContain('Schichtbeginn heute: 13:00 Uhr.');
  });
});
