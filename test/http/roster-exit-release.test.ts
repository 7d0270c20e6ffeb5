import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';

/**
 * A person's leaving (an exit date set or moved earlier by PUT /employees/{e}, or their deletion)
 * turns what is planned for them after the exit date into open shifts, in the same transaction:
 * the roster keeps the need, published ones take applications, nothing before or on the day goes.
 * An entry date set or moved later does the same with what is planned before it.
 */
let ctx: TestContext;
let slug: string;
let token: string;
let today: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await tenantWithAdmin(ctx);
  ({ slug, token } = admin);
  // The workspace's today: a deletion makes it the exit date.
  today = localDate(new Date(), admin.tenant.timezone);
});
afterAll(() => ctx?.close());

interface Entry {
  id: string;
  employee_id: string | null;
  employee_name: string | null;
  date: string;
  is_open: boolean;
  published_at: string | null;
  effective_start: string;
  source_unit_id: string | null;
  warnings: string[] | null;
  acknowledgement: { status: string } | null;
  applications_count: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
const inDays = (n: number) => addDays(today, n);

let counter = 0;
async function createRoster(body: Record<string, unknown> = {}, publish = true) {
  const response = await call('POST', '/rest/rosters', { name: `Plan ${++counter}`, period_start: inDays(-60), period_end: inDays(60), ...body });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as string;
  if (publish) expect((await call('POST', `/rest/rosters/${id}/publish`)).statusCode).toBe(200);
  return id;
}

async function plan(rosterId: string, body: Record<string, unknown>): Promise<Entry> {
  const response = await call('POST', `/rest/rosters/${rosterId}/entries`, { start_time: '08:00', end_time: '16:00', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function entry(rosterId: string, id: string, as = token): Promise<Entry> {
  const response = await call('GET', `/rest/rosters/${rosterId}/entries/${id}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const openIds = async (rosterId: string, as = token) => {
  const response = await call('GET', `/rest/rosters/${rosterId}/entries?is_open=true`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Entry[]).map((e) => e.id).sort();
};

const setExit = async (employeeId: string, exit: string | null) => {
  const response = await call('PUT', `/rest/employees/${employeeId}`, { exit_date: exit });
  expect(response.statusCode, response.body).toBe(200);
};

/** What the API does not show of an entry: its acknowledgement time on an open shift, and its calendar revision. */
const stored = (id: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.selectFrom('roster_entries').select(['employee_id', 'acknowledged_at', 'sequence', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow(),
  );

const login = () => personWithLogin(ctx, slug, token, { role: 'employee' });
const sorted = (...ids: string[]) => [...ids].sort();

describe('an exit date set', () => {
  it('opens the entries after it, published and draft, in every roster; those before and on it stay', async () => {
    const published = await createRoster();
    const draft = await createRoster({}, false);
    const leaver = await login();
    const colleague = await login();
    const exit = inDays(10);
    const before = await plan(published, { date: inDays(9), employee_id: leaver.id, publish: true });
    // A late shift on the last day and an early one the next: too short a rest, planned anyway.
    const last = await plan(published, { date: exit, employee_id: leaver.id, start_time: '14:00', end_time: '23:00', publish: true });
    const next = await plan(published, { date: inDays(11), employee_id: leaver.id, start_time: '06:00', end_time: '14:00', publish: true, force: true });
    const later = await plan(published, { date: inDays(14), employee_id: leaver.id, publish: true });
    const drafted = await plan(draft, { date: inDays(12), employee_id: leaver.id });
    expect((await entry(published, last.id)).warnings).toContain('rest_under_11h');
    const acknowledged = await call('POST', `/rest/rosters/${published}/entries/${next.id}/acknowledge`, undefined, leaver.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const pushes = (await pushJobs(ctx, slug, leaver.id)).length;
    const revision = (await stored(next.id)).sequence;

    await setExit(leaver.id, exit);

    for (const kept of [before, last]) expect(await entry(published, kept.id)).toMatchObject({ employee_id: leaver.id, is_open: false });
    // The rest before the released early shift is no concern of the leaver's any more.
    expect((await entry(published, last.id)).warnings).not.toContain('rest_under_11h');
    for (const id of [next.id, later.id]) {
      expect(await entry(published, id)).toMatchObject({ employee_id: null, employee_name: null, is_open: true, warnings: null, acknowledgement: null, published_at: expect.any(String) });
    }
    expect(await entry(draft, drafted.id)).toMatchObject({ employee_id: null, is_open: true, published_at: null });
    // Its acknowledgement went with the person; the times stayed, so calendars count no revision.
    expect(await stored(next.id)).toMatchObject({ employee_id: null, acknowledged_at: null, sequence: revision });
    // Nobody is told by push, as when a planner gives a shift to nobody.
    expect(await pushJobs(ctx, slug, leaver.id)).toHaveLength(pushes);

    // Colleagues see the published ones as open shifts and may apply; the draft stays with the planners.
    expect(await openIds(published, colleague.token)).toEqual(sorted(next.id, later.id));
    expect(await openIds(draft, colleague.token)).toEqual([]);
    expect(await openIds(draft)).toEqual([drafted.id]);
    const applied = await call('POST', `/rest/rosters/${published}/entries/${later.id}/applications`, undefined, colleague.token);
    expect(applied.statusCode, applied.body).toBe(201);
    const taken = await call('PUT', `/rest/rosters/${published}/entries/${later.id}`, { employee_id: colleague.id });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ employee_id: colleague.id, acknowledgement: { status: 'pending' } });
    const applications = await call('GET', `/rest/rosters/${published}/entries/${later.id}/applications`);
    expect(applications.json().data).toMatchObject([{ employee_id: colleague.id, status: 'accepted' }]);
    // Published later, the draft one takes applications too.
    expect((await call('POST', `/rest/rosters/${draft}/publish`)).statusCode).toBe(200);
    expect(await openIds(draft, colleague.token)).toEqual([drafted.id]);
    expect((await call('POST', `/rest/rosters/${draft}/entries/${drafted.id}/applications`, undefined, colleague.token)).statusCode).toBe(201);
  });

  it('places the released shift as a planner’s open shift: in the workspace’s zone, from no other unit', async () => {
    const unit = await createDepartment(ctx, slug, token, `Lager ${++counter}`);
    const elsewhere = await createDepartment(ctx, slug, token, `Kasse ${++counter}`);
    const london = await call('POST', '/rest/locations', { name: `London ${++counter}`, timezone: 'Europe/London' });
    expect(london.statusCode, london.body).toBe(201);
    const roster = await createRoster({ unit_id: unit.id });
    const leaver = await createEmployee(ctx, slug, token, { department_id: elsewhere.id, location_id: london.json().data.id });
    const planned = await plan(roster, { date: inDays(5), employee_id: leaver.id, publish: true });
    expect(planned.source_unit_id).toBe(elsewhere.id);
    const reference = await plan(roster, { date: inDays(5), employee_id: null, publish: true });
    expect(planned.effective_start).not.toBe(reference.effective_start);
    const revision = (await stored(planned.id)).sequence;

    await setExit(leaver.id, inDays(4));

    expect(await entry(roster, planned.id)).toMatchObject({ is_open: true, source_unit_id: null, effective_start: reference.effective_start });
    // Its start moved in time: a revision, as a planner's change would count it.
    expect((await stored(planned.id)).sequence).toBe(Number(revision) + 1);
  });

  it('moved earlier opens what lies after the new date only', async () => {
    const roster = await createRoster();
    const leaver = await createEmployee(ctx, slug, token, { exit_date: inDays(20) });
    const kept = await plan(roster, { date: inDays(6), employee_id: leaver.id });
    const released = await plan(roster, { date: inDays(8), employee_id: leaver.id });
    const onOldExit = await plan(roster, { date: inDays(20), employee_id: leaver.id });

    await setExit(leaver.id, inDays(7));

    expect((await entry(roster, kept.id)).employee_id).toBe(leaver.id);
    expect(await openIds(roster)).toEqual(sorted(released.id, onOldExit.id));
  });

  it('moved later, removed, or left as it is changes nothing: what went open stays open', async () => {
    const roster = await createRoster();
    const leaver = await createEmployee(ctx, slug, token, { exit_date: inDays(10) });
    const onExit = await plan(roster, { date: inDays(10), employee_id: leaver.id });
    await setExit(leaver.id, inDays(20));
    expect((await entry(roster, onExit.id)).employee_id).toBe(leaver.id);

    const after = await plan(roster, { date: inDays(15), employee_id: leaver.id });
    await setExit(leaver.id, inDays(12));
    expect(await openIds(roster)).toEqual([after.id]);
    const untouched = await stored(after.id);
    await setExit(leaver.id, inDays(30));
    await setExit(leaver.id, null);
    const renamed = await call('PUT', `/rest/employees/${leaver.id}`, { first_name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await openIds(roster)).toEqual([after.id]);
    expect(await stored(after.id)).toEqual(untouched);
    expect((await entry(roster, onExit.id)).employee_id).toBe(leaver.id);
  });

  it('in a closed payroll month is refused as before, and opens nothing', async () => {
    const roster = await call('POST', '/rest/rosters', { name: `September ${++counter}`, period_start: '2026-09-01', period_end: '2026-09-30' });
    expect(roster.statusCode, roster.body).toBe(201);
    const leaver = await createEmployee(ctx, slug, token, { entry_date: '2026-01-01' });
    const planned = await plan(roster.json().data.id, { date: '2026-09-15', employee_id: leaver.id });
    const closed = await call('POST', '/rest/payroll-periods/2026-09/close');
    expect(closed.statusCode, closed.body).toBe(200);

    const refused = expectEnvelope(await call('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-08-31' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked' });
    expect((await entry(roster.json().data.id, planned.id)).employee_id).toBe(leaver.id);
  });
});

describe('an entry date postponed', () => {
  const setEntry = async (employeeId: string, entry: string | null) => {
    const response = await call('PUT', `/rest/employees/${employeeId}`, { entry_date: entry });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('opens the entries before the new date, published and draft, in every roster; those on and after it stay', async () => {
    const published = await createRoster();
    const draft = await createRoster({}, false);
    const newcomer = await personWithLogin(ctx, slug, token, { role: 'employee', entry_date: inDays(2) });
    const colleague = await login();
    const first = await plan(published, { date: inDays(3), employee_id: newcomer.id, publish: true });
    const drafted = await plan(draft, { date: inDays(5), employee_id: newcomer.id });
    // A late shift on the day before the new start and an early one on it: too short a rest, planned anyway.
    const eve = await plan(published, { date: inDays(9), employee_id: newcomer.id, start_time: '14:00', end_time: '23:00', publish: true });
    const onStart = await plan(published, { date: inDays(10), employee_id: newcomer.id, start_time: '06:00', end_time: '14:00', publish: true, force: true });
    const later = await plan(published, { date: inDays(12), employee_id: newcomer.id, publish: true });
    expect((await entry(published, onStart.id)).warnings).toContain('rest_under_11h');
    const acknowledged = await call('POST', `/rest/rosters/${published}/entries/${first.id}/acknowledge`, undefined, newcomer.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const pushes = (await pushJobs(ctx, slug, newcomer.id)).length;
    const revision = (await stored(first.id)).sequence;

    await setEntry(newcomer.id, inDays(10));

    for (const id of [first.id, eve.id]) {
      expect(await entry(published, id)).toMatchObject({ employee_id: null, employee_name: null, is_open: true, warnings: null, acknowledgement: null, published_at: expect.any(String) });
    }
    expect(await entry(draft, drafted.id)).toMatchObject({ employee_id: null, is_open: true, published_at: null });
    for (const kept of [onStart, later]) expect(await entry(published, kept.id)).toMatchObject({ employee_id: newcomer.id, is_open: false });
    // The rest after the released late shift is no concern of the newcomer's any more.
    expect((await entry(published, onStart.id)).warnings).not.toContain('rest_under_11h');
    expect(await stored(first.id)).toMatchObject({ employee_id: null, acknowledged_at: null, sequence: revision });
    // Nobody is told by push, as when they leave.
    expect(await pushJobs(ctx, slug, newcomer.id)).toHaveLength(pushes);

    // Colleagues see the published ones as open shifts and may take them over.
    expect(await openIds(published, colleague.token)).toEqual(sorted(first.id, eve.id));
    const taken = await call('PUT', `/rest/rosters/${published}/entries/${first.id}`, { employee_id: colleague.id });
    expect(taken.statusCode, taken.body).toBe(200);
    // Planning the newcomer there again is refused, as before any start.
    const refused = expectEnvelope(await call('PUT', `/rest/rosters/${published}/entries/${eve.id}`, { employee_id: newcomer.id }), 422, 'validation_error');
    expect(Object.keys(refused.field_errors)).toEqual(['employee_id']);
  });

  it('set where there was none opens what lies before it', async () => {
    // A workspace of its own: one with a closed month refuses any first entry date (every day before
    // it leaves the employment), and this file closes months.
    const own = await tenantWithAdmin(ctx);
    const as = (method: Method, url: string, body?: unknown) => ctx.request({ method, url, tenant: own.slug, token: own.token, body });
    const roster = await as('POST', '/rest/rosters', { name: 'Plan', period_start: inDays(-10), period_end: inDays(20) });
    expect(roster.statusCode, roster.body).toBe(201);
    const rosterId = roster.json().data.id as string;
    const newcomer = await createEmployee(ctx, own.slug, own.token, {});
    const planOwn = async (date: string) => {
      const response = await as('POST', `/rest/rosters/${rosterId}/entries`, { date, employee_id: newcomer.id, start_time: '08:00', end_time: '16:00' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const before = await planOwn(inDays(1));
    const kept = await planOwn(inDays(4));

    const set = await as('PUT', `/rest/employees/${newcomer.id}`, { entry_date: inDays(4) });
    expect(set.statusCode, set.body).toBe(200);

    const open = await as('GET', `/rest/rosters/${rosterId}/entries?is_open=true`);
    expect((open.json().data as Entry[]).map((e) => e.id)).toEqual([before]);
    expect((await as('GET', `/rest/rosters/${rosterId}/entries/${kept}`)).json().data.employee_id).toBe(newcomer.id);
    // Changing the released entry afterwards works as on any open shift.
    const changed = await as('PUT', `/rest/rosters/${rosterId}/entries/${before}`, { start_time: '09:00' });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('moved earlier, or left as it is, changes nothing', async () => {
    const roster = await createRoster();
    const newcomer = await createEmployee(ctx, slug, token, { entry_date: inDays(5) });
    const planned = await plan(roster, { date: inDays(6), employee_id: newcomer.id });
    const untouched = await stored(planned.id);
    await setEntry(newcomer.id, inDays(2));
    await setEntry(newcomer.id, inDays(2));
    const renamed = await call('PUT', `/rest/employees/${newcomer.id}`, { first_name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await openIds(roster)).toEqual([]);
    expect(await stored(planned.id)).toEqual(untouched);
  });

  it('over a closed payroll month is refused as before, and opens nothing', async () => {
    const roster = await call('POST', '/rest/rosters', { name: `Oktober ${++counter}`, period_start: '2026-10-01', period_end: '2026-10-31' });
    expect(roster.statusCode, roster.body).toBe(201);
    const newcomer = await createEmployee(ctx, slug, token, { entry_date: '2026-10-01' });
    const planned = await plan(roster.json().data.id, { date: '2026-10-15', employee_id: newcomer.id });
    const closed = await call('POST', '/rest/payroll-periods/2026-10/close');
    expect(closed.statusCode, closed.body).toBe(200);

    const refused = expectEnvelope(await call('PUT', `/rest/employees/${newcomer.id}`, { entry_date: '2026-11-01' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked' });
    expect((await entry(roster.json().data.id, planned.id)).employee_id).toBe(newcomer.id);
  });
});

describe('a person deleted', () => {
  it('without an exit date leaves today: their shifts after today go open, today’s stays', async () => {
    const roster = await createRoster();
    const leaver = await login();
    const colleague = await login();
    const yesterday = await plan(roster, { date: inDays(-1), employee_id: leaver.id, publish: true });
    const todays = await plan(roster, { date: today, employee_id: leaver.id, publish: true });
    const tomorrow = await plan(roster, { date: inDays(1), employee_id: leaver.id, publish: true });
    const nextWeek = await plan(roster, { date: inDays(7), employee_id: leaver.id, publish: true });
    const pushes = (await pushJobs(ctx, slug, leaver.id)).length;

    const deleted = await call('DELETE', `/rest/employees/${leaver.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const kept of [yesterday, todays]) expect((await entry(roster, kept.id)).employee_id).toBe(leaver.id);
    expect(await openIds(roster, colleague.token)).toEqual(sorted(tomorrow.id, nextWeek.id));
    expect(await pushJobs(ctx, slug, leaver.id)).toHaveLength(pushes);
    const applied = await call('POST', `/rest/rosters/${roster}/entries/${nextWeek.id}/applications`, undefined, colleague.token);
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('with an exit date keeps it, and with it what is planned up to that day', async () => {
    const roster = await createRoster();
    const leaver = await createEmployee(ctx, slug, token, { exit_date: inDays(5) });
    const kept = [await plan(roster, { date: inDays(3), employee_id: leaver.id }), await plan(roster, { date: inDays(5), employee_id: leaver.id })];
    expect((await call('DELETE', `/rest/employees/${leaver.id}`)).statusCode).toBe(200);
    for (const planned of kept) expect((await entry(roster, planned.id)).employee_id).toBe(leaver.id);
    expect(await openIds(roster)).toEqual([]);
  });
});
