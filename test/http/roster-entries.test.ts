import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID, UTC_TIMESTAMP as UTC } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin, type NewPerson } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { localDate } from '../../src/platform/formats.js';

/**
 * /rest/rosters/{roster}/entries: single entries, the working-time-law checks on
 * them, publication with acknowledgement and push, open shifts, cross-unit
 * planning and who sees what. Series live in roster-series.test.ts.
 */
let ctx: TestContext;
let slug: string;
let token: string;
let adminId: string;
let workspaceZone: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await tenantWithAdmin(ctx);
  ({ slug, token, adminId } = admin);
  workspaceZone = admin.tenant.timezone;
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });

/** The spec's RosterEntryResource fields, plus planned_work_ms (the raw twin of planned_work). */
const ENTRY_FIELDS = [
  'acknowledgement',
  'applications_count',
  'date',
  'effective_end',
  'effective_start',
  'effective_work_area_id',
  'employee_id',
  'employee_name',
  'end_time',
  'generated',
  'id',
  'is_cross_unit',
  'is_open',
  'my_application',
  'note',
  'planned_work',
  'planned_work_ms',
  'published_at',
  'roster_id',
  'series_id',
  'shift',
  'shift_id',
  'source_unit',
  'source_unit_id',
  'start_time',
  'status',
  'version',
  'warnings',
  'work_area_id',
];

interface Entry {
  id: string;
  employee_id: string | null;
  date: string;
  start_time: string;
  end_time: string;
  published_at: string | null;
  acknowledgement: { pending: number; acknowledged: number; status: string; acknowledged_at: string | null } | null;
  warnings: string[] | null;
  [field: string]: unknown;
}

let counter = 0;
async function createShift(body: Record<string, unknown>) {
  const response = await call('POST', '/rest/shifts', { name: `Schicht ${++counter}`, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; [field: string]: unknown };
}

async function createRoster(body: Record<string, unknown> = {}, as = token) {
  const response = await call('POST', '/rest/rosters', { name: `Plan ${++counter}`, period_start: '2026-01-01', period_end: '2026-12-31', ...body }, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; [field: string]: unknown };
}

const postEntry = (rosterId: string, body: Record<string, unknown>, as = token) => call('POST', `/rest/rosters/${rosterId}/entries`, body, as);

/** Plans an entry and expects it to be created. */
async function plan(rosterId: string, body: Record<string, unknown>, as = token): Promise<Entry> {
  const response = await postEntry(rosterId, body, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const getEntry = (rosterId: string, entryId: string, as = token) => call('GET', `/rest/rosters/${rosterId}/entries/${entryId}`, undefined, as);
const listEntries = async (rosterId: string, query = '', as = token) => {
  const response = await call('GET', `/rest/rosters/${rosterId}/entries${query}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Entry[]; meta: { total: number; per_page: number; current_page: number; last_page: number }; links: Record<string, string | null> };
};
const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);
const newEmployee = (person: NewPerson = {}) => createEmployee(ctx, slug, token, person);
const newLogin = (person: NewPerson = {}) => personWithLogin(ctx, slug, token, { role: 'employee', ...person });

const outboxOf = (employeeId: string) => pushJobs(ctx, slug, employeeId);
const sentTo = (deviceToken: string) =>
  (ctx.services.pushProvider as unknown as { sent: Array<{ token: string; title: string; body: string; data: Record<string, string> }> }).sent.filter(
    (message) => message.token === deviceToken,
  );

describe('a single entry', () => {
  it('answers 201 {data: RosterEntry} with every field, times taken from the shift', async () => {
    const shift = await createShift({ name: 'Frühdienst', start_time: '06:00', end_time: '14:00', break_minutes: 30, work_area_id: 'lager' });
    const employee = await newEmployee({ first_name: 'Jana', last_name: 'Schulz' });
    const roster = await createRoster();
    const response = await postEntry(roster.id, {
      date: '2026-02-02',
      employee_id: employee.id,
      shift_id: shift.id,
      start_time: null,
      end_time: null,
      note: 'Inventur',
      status: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(Object.keys(response.json())).toEqual(['data']);
    const entry = response.json().data;
    expect(Object.keys(entry).sort()).toEqual(ENTRY_FIELDS);
    expect(entry).toEqual({
      id: expect.stringMatching(UUID),
      roster_id: roster.id,
      employee_id: employee.id,
      employee_name: 'Jana Schulz',
      date: '2026-02-02',
      shift_id: shift.id,
      shift,
      start_time: '06:00',
      end_time: '14:00',
      effective_start: '2026-02-02T06:00:00+01:00',
      effective_end: '2026-02-02T14:00:00+01:00',
      planned_work: '07:30:00.000',
      planned_work_ms: 27_000_000,
      note: 'Inventur',
      work_area_id: null,
      effective_work_area_id: 'lager',
      status: 1,
      generated: false,
      version: expect.any(String),
      series_id: null,
      source_unit_id: null,
      source_unit: null,
      is_cross_unit: false,
      published_at: null,
      is_open: false,
      applications_count: 0,
      acknowledgement: null,
      my_application: null,
      warnings: [],
    });

    const read = await getEntry(roster.id, entry.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(entry);
    const list = await listEntries(roster.id);
    expect(list.data).toEqual([entry]);
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data.entries_count).toBe(1);
  });

  it('lets explicit start and end times override the shift’s, keeping its break', async () => {
    const shift = await createShift({ start_time: '06:00', end_time: '14:00', break_minutes: 30, work_area_id: 'lager' });
    const roster = await createRoster();
    const entry = await plan(roster.id, {
      date: '2026-02-03',
      employee_id: (await newEmployee()).id,
      shift_id: shift.id,
      start_time: '07:00',
      end_time: '16:00',
      work_area_id: 'kasse',
    });
    expect(entry).toMatchObject({
      shift_id: shift.id,
      start_time: '07:00',
      end_time: '16:00',
      effective_start: '2026-02-03T07:00:00+01:00',
      effective_end: '2026-02-03T16:00:00+01:00',
      planned_work: '08:30:00.000',
      planned_work_ms: 30_600_000,
      work_area_id: 'kasse',
      effective_work_area_id: 'kasse',
    });
    // Only one of the two overridden: the other comes from the shift.
    const half = await plan(roster.id, { date: '2026-02-04', employee_id: null, shift_id: shift.id, end_time: '12:00' });
    expect(half).toMatchObject({ start_time: '06:00', end_time: '12:00', planned_work: '05:30:00.000' });
  });

  it('plans without a shift from start and end alone, and needs them then', async () => {
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-05', employee_id: (await newEmployee()).id, start_time: '09:00', end_time: '13:00' });
    expect(entry).toMatchObject({ shift_id: null, shift: null, planned_work: '04:00:00.000', planned_work_ms: 14_400_000, effective_work_area_id: null });
    const missing = expectEnvelope(await postEntry(roster.id, { date: '2026-02-05', employee_id: null }), 422, 'validation_error');
    expect(Object.keys(missing.field_errors).sort()).toEqual(['end_time', 'start_time']);
    const same = expectEnvelope(await postEntry(roster.id, { date: '2026-02-05', start_time: '09:00', end_time: '09:00' }), 422, 'validation_error');
    expect(Object.keys(same.field_errors)).toEqual(['end_time']);
  });

  it('plans a night shift on the last day dates may lie on, though it ends in the year after', async () => {
    const roster = (await call('POST', '/rest/rosters', { name: 'Silvester 2199', period_start: '2199-12-01', period_end: '2199-12-31' })).json().data;
    const person = await createEmployee(ctx, slug, token);
    const planned = await call('POST', `/rest/rosters/${roster.id}/entries`, { date: '2199-12-31', employee_id: person.id, start_time: '22:00', end_time: '06:00', force: true });
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().data.effective_end).toBe('2200-01-01T06:00:00+01:00');
    expect((await call('GET', `/rest/rosters/${roster.id}/entries`)).json().data[0].effective_end).toBe('2200-01-01T06:00:00+01:00');
  });

  it('takes the date part of a date-time', async () => {
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-06T10:00:00+01:00', employee_id: null, start_time: '08:00', end_time: '12:00' });
    expect(entry.date).toBe('2026-02-06');
  });

  it('refuses times inside the hour the clocks skip that would end before they start (422 on start_time)', async () => {
    const roster = await createRoster();
    const skipped = expectEnvelope(await postEntry(roster.id, { date: '2026-03-29', start_time: '02:30', end_time: '03:15' }), 422, 'validation_error');
    expect(skipped.field_errors.start_time).toEqual(['On 2026-03-29 02:30 to 03:15 is no time at all in Europe/Berlin: the clocks skip that hour.']);
    // Ending after the skipped hour is fine: 02:30 becomes 03:30.
    expect((await plan(roster.id, { date: '2026-03-29', start_time: '02:30', end_time: '06:00' })).effective_start).toBe('2026-03-29T03:30:00+02:00');
  });

  it('measures real time over the spring-forward night: 22:00-06:00 on 2026-03-28 is 7 h', async () => {
    const night = await createShift({ name: 'Nacht', start_time: '22:00', end_time: '06:00' });
    expect(night).toMatchObject({ is_overnight: true, net_duration_ms: 8 * 3_600_000 });
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-03-28', employee_id: (await newEmployee()).id, shift_id: night.id });
    expect(entry).toMatchObject({
      date: '2026-03-28',
      effective_start: '2026-03-28T22:00:00+01:00',
      effective_end: '2026-03-29T06:00:00+02:00',
      planned_work: '07:00:00.000',
      planned_work_ms: 7 * 3_600_000,
    });
    // The night ends on a Sunday morning: a soft finding, kept on the entry.
    expect(entry.warnings).toContain('sunday_or_holiday_work');
  });

  it('measures real time over the fall-back night: 22:00-06:00 on 2026-10-24 is 9 h', async () => {
    const night = await createShift({ name: 'Nacht', start_time: '22:00', end_time: '06:00' });
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-10-24', employee_id: (await newEmployee()).id, shift_id: night.id });
    expect(entry).toMatchObject({
      effective_start: '2026-10-24T22:00:00+02:00',
      effective_end: '2026-10-25T06:00:00+01:00',
      planned_work: '09:00:00.000',
      planned_work_ms: 9 * 3_600_000,
    });
  });

  it('places the times in the time zone of the employee’s location', async () => {
    const location = await call('POST', '/rest/locations', { name: 'London', timezone: 'Europe/London' });
    expect(location.statusCode, location.body).toBe(201);
    const roster = await createRoster();
    const entry = await plan(roster.id, {
      date: '2026-03-28',
      employee_id: (await newEmployee({ location_id: location.json().data.id })).id,
      start_time: '22:00',
      end_time: '06:00',
    });
    // London changes to summer time on the same night as Berlin, at 01:00 UTC.
    expect(entry).toMatchObject({
      effective_start: '2026-03-28T22:00:00+00:00',
      effective_end: '2026-03-29T06:00:00+01:00',
      planned_work: '07:00:00.000',
    });
    // Open shifts have nobody's location: the tenant's zone applies.
    const open = await plan(roster.id, { date: '2026-03-28', employee_id: null, start_time: '22:00', end_time: '06:00' });
    expect(open.effective_start).toBe('2026-03-28T22:00:00+01:00');
  });

  it('accepts status 0 to 3 and refuses others', async () => {
    const roster = await createRoster();
    for (const status of [0, 1, 2, 3]) {
      expect((await plan(roster.id, { date: '2026-02-09', employee_id: null, start_time: '08:00', end_time: '12:00', status })).status).toBe(status);
    }
    for (const status of [4, -1, 1.5, 'draft']) {
      const body = expectEnvelope(await postEntry(roster.id, { date: '2026-02-09', start_time: '08:00', end_time: '12:00', status }), 422, 'validation_error');
      expect(Object.keys(body.field_errors), String(status)).toEqual(['status']);
    }
  });

  it('refuses a date outside the roster period (422 on date)', async () => {
    const roster = await createRoster({ period_start: '2026-02-01', period_end: '2026-02-28' });
    for (const date of ['2026-01-31', '2026-03-01']) {
      const body = expectEnvelope(await postEntry(roster.id, { date, start_time: '08:00', end_time: '12:00' }), 422, 'validation_error');
      expect(Object.keys(body.field_errors)).toEqual(['date']);
    }
    for (const date of ['2026-02-01', '2026-02-28']) await plan(roster.id, { date, start_time: '08:00', end_time: '12:00' });
    for (const date of ['2026-02-30', '01.02.2026', '']) {
      const body = expectEnvelope(await postEntry(roster.id, { date, start_time: '08:00', end_time: '12:00' }), 422, 'validation_error');
      expect(body.field_errors, date).toHaveProperty('date');
    }
    expect(expectEnvelope(await postEntry(roster.id, { start_time: '08:00', end_time: '12:00' }), 422, 'validation_error').field_errors).toHaveProperty('date');
  });

  it('keeps an entry as planned when its shift template changes or retires, or its person leaves: a note or status is still changed', async () => {
    const roster = await createRoster();
    const shift = await createShift({ start_time: '08:00', end_time: '16:30', break_minutes: 30 });
    const person = await newEmployee();
    const entry = await plan(roster.id, { date: '2026-02-11', employee_id: person.id, shift_id: shift.id });
    expect((await call('PUT', `/rest/shifts/${shift.id}`, { break_minutes: 0 })).statusCode).toBe(200);
    const noted = await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { note: 'Schlüssel abholen' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ note: 'Schlüssel abholen', planned_work: entry.planned_work, warnings: entry.warnings });
    // Own times instead of the shift: no break comes along from it.
    const own = await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { shift_id: null, start_time: '08:00', end_time: '16:30' });
    expect(own.json().data).toMatchObject({ shift_id: null, planned_work: '08:30:00.000' });
    const retired = await createShift({ start_time: '08:00', end_time: '12:00' });
    const past = await plan(roster.id, { date: '2026-01-14', employee_id: person.id, shift_id: retired.id });
    expect((await call('DELETE', `/rest/shifts/${retired.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/employees/${person.id}`)).statusCode).toBe(200);
    const status = await call('PUT', `/rest/rosters/${roster.id}/entries/${past.id}`, { status: 2 });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({ status: 2, shift_id: retired.id });
  });

  it('refuses an unknown or retired shift and an unknown employee (422)', async () => {
    const roster = await createRoster();
    const unknownShift = expectEnvelope(await postEntry(roster.id, { date: '2026-02-10', shift_id: UNKNOWN_ID }), 422, 'validation_error');
    expect(Object.keys(unknownShift.field_errors)).toEqual(['shift_id']);
    const retired = await createShift({ start_time: '08:00', end_time: '12:00' });
    expect((await call('DELETE', `/rest/shifts/${retired.id}`)).statusCode).toBe(200);
    expect(Object.keys(expectEnvelope(await postEntry(roster.id, { date: '2026-02-10', shift_id: retired.id }), 422, 'validation_error').field_errors)).toEqual([
      'shift_id',
    ]);
    const unknownEmployee = expectEnvelope(
      await postEntry(roster.id, { date: '2026-02-10', employee_id: UNKNOWN_ID, start_time: '08:00', end_time: '12:00' }),
      422,
      'validation_error',
    );
    expect(Object.keys(unknownEmployee.field_errors)).toEqual(['employee_id']);
    for (const field of ['employee_id', 'shift_id']) {
      const body = expectEnvelope(await postEntry(roster.id, { date: '2026-02-10', start_time: '08:00', end_time: '12:00', [field]: 'abc' }), 422, 'validation_error');
      expect(Object.keys(body.field_errors)).toEqual([field]);
    }
    expect((await listEntries(roster.id)).meta.total).toBe(0);
  });

  it('plans an open shift with employee_id null: is_open true, no law checks, warnings null', async () => {
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-03-01', employee_id: null, start_time: '06:00', end_time: '20:00' });
    expect(entry).toMatchObject({
      employee_id: null,
      employee_name: null,
      is_open: true,
      warnings: null,
      acknowledgement: null,
      applications_count: 0,
      my_application: null,
      is_cross_unit: false,
      planned_work: '14:00:00.000',
    });
  });

  it('refuses a request without a JSON body (400) and needs a token (401)', async () => {
    const roster = await createRoster();
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/rosters/${roster.id}/entries`, tenant: slug, token }), 400, 'bad_request');
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/rosters/${roster.id}/entries`, tenant: slug, body: { date: '2026-02-02' } }), 401, 'unauthenticated');
  });
});

describe('the employment', () => {
  it('refuses planning someone before their entry date or after their exit date (422 on date), and queues no push', async () => {
    const roster = await createRoster();
    const person = await newEmployee({ entry_date: '2026-03-02', exit_date: '2026-06-30' });
    for (const date of ['2026-03-01', '2026-07-01', '2026-12-01']) {
      const body = expectEnvelope(
        await postEntry(roster.id, { date, employee_id: person.id, start_time: '08:00', end_time: '12:00', publish: true }),
        422,
        'validation_error',
      );
      expect(Object.keys(body.field_errors), date).toEqual(['date']);
    }
    expect((await listEntries(roster.id)).meta.total).toBe(0);
    expect(await outboxOf(person.id)).toEqual([]);
    for (const date of ['2026-03-02', '2026-06-30']) await plan(roster.id, { date, employee_id: person.id, start_time: '08:00', end_time: '12:00' });
    expect((await listEntries(roster.id)).meta.total).toBe(2);
  });

  it('refuses moving an entry past the exit date (422 on date) or giving a shift after it to someone who left (422 on employee_id)', async () => {
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const leaver = await newLogin();
    const stayer = await newEmployee();
    const last = await plan(roster.id, { date: '2026-06-30', employee_id: leaver.id, start_time: '08:00', end_time: '12:00', publish: true });
    // An open shift after the exit date, which the leaver applied for while still employed.
    const open = await plan(roster.id, { date: '2026-07-07', employee_id: null, start_time: '08:00', end_time: '16:00', publish: true });
    const url = `/rest/rosters/${roster.id}/entries/${open.id}/applications`;
    expect((await call('POST', url, undefined, leaver.token)).statusCode).toBe(201);
    const left = await call('PUT', `/rest/employees/${leaver.id}`, { exit_date: '2026-06-30' });
    expect(left.statusCode, left.body).toBe(200);

    const moved = expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${last.id}`, { date: '2026-07-01' }), 422, 'validation_error');
    expect(Object.keys(moved.field_errors)).toEqual(['date']);
    const later = await plan(roster.id, { date: '2026-07-06', employee_id: stayer.id, start_time: '08:00', end_time: '12:00' });
    const handedOver = expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${later.id}`, { employee_id: leaver.id }), 422, 'validation_error');
    expect(Object.keys(handedOver.field_errors)).toEqual(['employee_id']);
    const assigned = expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${open.id}`, { employee_id: leaver.id }), 422, 'validation_error');
    expect(Object.keys(assigned.field_errors)).toEqual(['employee_id']);
    expect((await call('GET', url)).json().data).toMatchObject([{ employee_id: leaver.id, status: 'pending' }]);

    expect((await getEntry(roster.id, last.id)).json().data).toMatchObject({ date: '2026-06-30', employee_id: leaver.id });
    expect((await getEntry(roster.id, later.id)).json().data).toMatchObject({ employee_id: stayer.id });
    expect((await getEntry(roster.id, open.id)).json().data).toMatchObject({ employee_id: null, is_open: true });
    // Only the push of the shift on the last day was queued.
    expect(await outboxOf(leaver.id)).toHaveLength(1);
  });
});

describe('working-time law on creation', () => {
  it('refuses a second entry that makes the day longer than 10 h net (409 daily_over_10h), creating nothing; force plans it', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    await plan(roster.id, { date: '2026-02-03', employee_id: employee.id, start_time: '06:00', end_time: '12:00' });
    const second = { date: '2026-02-03', employee_id: employee.id, start_time: '13:00', end_time: '18:00' };
    const refused = expectEnvelope(await postEntry(roster.id, second), 409, 'conflict');
    const meta = refused.errors[0]._meta;
    expect(meta.code).toBe('working_time_law');
    expect(meta.warnings).toContain('daily_over_10h');
    expect(meta.warnings).not.toContain('daily_over_8h');
    expect(meta.findings).toContainEqual(expect.objectContaining({ code: 'daily_over_10h', severity: 'hard', date: '2026-02-03' }));
    // The transitional top-level copy carries the same values.
    expect(refused.warnings).toEqual(meta.warnings);
    expect((await listEntries(roster.id, `?employee_id=${employee.id}`)).meta.total).toBe(1);

    const forced = await postEntry(roster.id, { ...second, force: true });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json().data.warnings).toContain('daily_over_10h');
    expect((await listEntries(roster.id, `?employee_id=${employee.id}`)).meta.total).toBe(2);
    // force: false is the same as leaving it out.
    expectEnvelope(await postEntry(roster.id, { ...second, start_time: '19:00', end_time: '20:00', force: false }), 409, 'conflict');
  });

  it('refuses less than 11 h rest between a late and an early shift (409 rest_under_11h)', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    await plan(roster.id, { date: '2026-02-04', employee_id: employee.id, start_time: '14:00', end_time: '22:00' });
    const refused = expectEnvelope(
      await postEntry(roster.id, { date: '2026-02-05', employee_id: employee.id, start_time: '06:00', end_time: '14:00' }),
      409,
      'conflict',
    );
    expect(refused.errors[0]._meta).toMatchObject({ code: 'working_time_law' });
    expect(refused.errors[0]._meta.warnings).toContain('rest_under_11h');
    // Two working days, not one of 16 h.
    expect(refused.errors[0]._meta.warnings).not.toContain('daily_over_10h');
    expect((await listEntries(roster.id, `?employee_id=${employee.id}`)).meta.total).toBe(1);
    // Exactly 11 h of rest is lawful.
    await plan(roster.id, { date: '2026-02-05', employee_id: employee.id, start_time: '09:00', end_time: '17:00' });
  });

  it('refuses a short shift the morning after a short evening shift: the night between them is rest, not a split shift', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    await plan(roster.id, { date: '2026-02-04', employee_id: employee.id, start_time: '18:00', end_time: '22:00' });
    const refused = expectEnvelope(
      await postEntry(roster.id, { date: '2026-02-05', employee_id: employee.id, start_time: '06:00', end_time: '10:00' }),
      409,
      'conflict',
    );
    expect(refused.errors[0]._meta.warnings).toEqual(['rest_under_11h']);
    // After 12 h of rest the next morning's work is a day of its own, not part of one 11 h day.
    const other = await newEmployee();
    await plan(roster.id, { date: '2026-02-04', employee_id: other.id, start_time: '08:00', end_time: '14:00' });
    const next = await postEntry(roster.id, { date: '2026-02-05', employee_id: other.id, start_time: '02:00', end_time: '07:00' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.warnings).not.toContain('daily_over_10h');
  });

  it('refuses overlapping entries (409 entry_overlap); touching ones are fine', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    await plan(roster.id, { date: '2026-02-10', employee_id: employee.id, start_time: '08:00', end_time: '12:00' });
    const refused = expectEnvelope(
      await postEntry(roster.id, { date: '2026-02-10', employee_id: employee.id, start_time: '10:00', end_time: '14:00' }),
      409,
      'conflict',
    );
    expect(refused.errors[0]._meta.warnings).toContain('entry_overlap');
    // Another roster does not hide the overlap: one person cannot be in two places.
    const other = await createRoster();
    expectEnvelope(await postEntry(other.id, { date: '2026-02-10', employee_id: employee.id, start_time: '11:00', end_time: '13:00' }), 409, 'conflict');
    const touching = await plan(roster.id, { date: '2026-02-10', employee_id: employee.id, start_time: '12:00', end_time: '14:00' });
    expect(touching.warnings).not.toContain('entry_overlap');
    // Another person at the same time is no overlap.
    await plan(roster.id, { date: '2026-02-10', employee_id: (await newEmployee()).id, start_time: '10:00', end_time: '14:00' });
  });

  it('refuses overlapping entries sent at the same time: only one is created', async () => {
    const roster = await createRoster();
    for (let round = 0; round < 6; round++) {
      const employee = await newEmployee();
      const answers = await Promise.all(
        ['08:00', '09:00', '10:00'].map((start_time) => postEntry(roster.id, { date: '2026-02-11', employee_id: employee.id, start_time, end_time: '12:00' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect((await listEntries(roster.id, `?employee_id=${employee.id}`)).meta.total).toBe(1);
    }
  });

  it('keeps soft findings as warnings without blocking: a Sunday shift', async () => {
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-03-01', employee_id: (await newEmployee()).id, start_time: '08:00', end_time: '12:00' });
    expect(entry.warnings).toContain('sunday_or_holiday_work');
  });

  it('warns about work on a public holiday at the employee’s location (Fronleichnam in Bavaria)', async () => {
    const calendars = (await call('GET', '/rest/holidays?year=2026')).json().data as Array<{ id: string; source_key: string | null; entries: Array<{ date: string; name: string }> }>;
    const bavaria = calendars.find((c) => c.source_key === 'DE-BY')!;
    expect(bavaria.entries).toContainEqual(expect.objectContaining({ date: '2026-06-04', name: 'Fronleichnam' }));
    const location = await call('POST', '/rest/locations', { name: 'München', holiday_ids: [bavaria.id] });
    expect(location.statusCode, location.body).toBe(201);
    const munich = await newEmployee({ location_id: location.json().data.id });
    const elsewhere = await newEmployee();
    const roster = await createRoster();
    const shift = { date: '2026-06-04', start_time: '08:00', end_time: '12:00' };
    expect((await plan(roster.id, { ...shift, employee_id: munich.id })).warnings).toEqual(['sunday_or_holiday_work']);
    // Without a location only the nationwide holidays apply, and Fronleichnam is none of them.
    expect((await plan(roster.id, { ...shift, employee_id: elsewhere.id })).warnings).toEqual([]);
  });

  it('takes New Year’s Day for a holiday, also when the year of the roster’s shifts begins there', async () => {
    const calendars = (await call('GET', '/rest/holidays?year=2026')).json().data as Array<{ id: string; source_key: string | null }>;
    const bavaria = calendars.find((c) => c.source_key === 'DE-BY')!;
    const location = await call('POST', '/rest/locations', { name: 'Neujahr', holiday_ids: [bavaria.id] });
    const person = await newEmployee({ location_id: location.json().data.id });
    const roster = await createRoster({ period_start: '2026-12-01', period_end: '2027-01-31' });
    // Midnight of 1 January 2027 in Berlin is 23:00 UTC of 31 December 2026.
    expect((await plan(roster.id, { date: '2027-01-01', employee_id: person.id, start_time: '00:00', end_time: '00:30' })).warnings).toEqual(['sunday_or_holiday_work']);
    const other = await newEmployee({ location_id: location.json().data.id });
    expect((await plan(roster.id, { date: '2026-12-31', employee_id: other.id, start_time: '19:00', end_time: '00:30' })).warnings).toContain('sunday_or_holiday_work');
  });

  it('takes half-day holidays (24 and 31 December) for no public holiday, as ArbZG §9 does', async () => {
    const calendar = await call('POST', '/rest/holidays', {
      name: 'Betrieb Weihnachten',
      entries: [
        { date: '2026-12-24', name: 'Heiligabend', half_day: true },
        { date: '2026-12-25', name: '1. Weihnachtstag', half_day: false },
      ],
    });
    expect(calendar.statusCode, calendar.body).toBe(201);
    const location = await call('POST', '/rest/locations', { name: 'Werk Weihnachten', holiday_ids: [calendar.json().data.id] });
    const person = await newEmployee({ location_id: location.json().data.id });
    const roster = await createRoster();
    expect((await plan(roster.id, { date: '2026-12-24', employee_id: person.id, start_time: '08:00', end_time: '12:00' })).warnings).toEqual([]);
    expect((await plan(roster.id, { date: '2026-12-25', employee_id: person.id, start_time: '08:00', end_time: '12:00' })).warnings).toEqual(['sunday_or_holiday_work']);
  });

  it('refuses more than 8 h for a 16-year-old (409 minor_daily_over_8h)', async () => {
    const long = await createShift({ start_time: '07:00', end_time: '16:00', break_minutes: 30 });
    const roster = await createRoster();
    const minor = await newEmployee({ birth_date: '2010-01-01' });
    const refused = expectEnvelope(await postEntry(roster.id, { date: '2026-07-06', employee_id: minor.id, shift_id: long.id }), 409, 'conflict');
    expect(refused.errors[0]._meta.warnings).toContain('minor_daily_over_8h');
    // The adult rules do not apply to minors.
    expect(refused.errors[0]._meta.warnings).not.toContain('daily_over_8h');
    expect((await listEntries(roster.id, `?employee_id=${minor.id}`)).meta.total).toBe(0);
    // An adult may work the same shift (8.5 h: a soft finding only).
    const adult = await plan(roster.id, { date: '2026-07-06', employee_id: (await newEmployee({ birth_date: '1990-01-01' })).id, shift_id: long.id });
    expect(adult.warnings).toEqual(['daily_over_8h']);
    // 7 h with a one-hour break is lawful for the minor.
    const lawful = await createShift({ start_time: '07:00', end_time: '15:00', break_minutes: 60 });
    expect((await plan(roster.id, { date: '2026-07-07', employee_id: minor.id, shift_id: lawful.id })).warnings).toEqual([]);
  });
});

describe('publishing and acknowledgement', () => {
  it('publishes an entry created with publish: true, queues a push and delivers it to the registered device', async () => {
    const employee = await newLogin();
    const device = `fcm-device-${employee.id}`;
    const registered = await call('POST', '/rest/push-token', { token: device, platform: 'android' }, employee.token);
    expect(registered.statusCode, registered.body).toBe(201);
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-11', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect(entry.published_at).toMatch(UTC);
    expect(entry.acknowledgement).toEqual({ pending: 1, acknowledged: 0, status: 'pending', acknowledged_at: null });

    const queued = await outboxOf(employee.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.job_payload).toMatchObject({
      title: 'Neue Schicht',
      data: { kind: 'roster_entry_published', roster_id: roster.id, entry_id: entry.id },
    });
    expect(queued[0]!.job_payload.body).toContain('2026-02-11');

    await ctx.services.jobs.drain(slug);
    const sent = sentTo(device);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Neue Schicht', body: queued[0]!.job_payload.body, data: { entry_id: entry.id, push_id: queued[0]!.id } });
    expect((await outboxOf(employee.id))[0]).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('marks the push failed when the employee has no device', async () => {
    const employee = await newEmployee();
    const roster = await createRoster();
    await plan(roster.id, { date: '2026-02-12', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect(await outboxOf(employee.id)).toHaveLength(1);
    await ctx.services.jobs.drain(slug);
    expect((await outboxOf(employee.id))[0]).toMatchObject({ status: 'dead', last_error: 'no device registered' });
  });

  it('queues nothing for an unpublished entry or a published open shift', async () => {
    const employee = await newEmployee();
    const roster = await createRoster();
    const draft = await plan(roster.id, { date: '2026-02-13', employee_id: employee.id, start_time: '08:00', end_time: '12:00' });
    expect(draft).toMatchObject({ published_at: null, acknowledgement: null });
    expect(await outboxOf(employee.id)).toEqual([]);
    const before = await pushJobs(ctx, slug);
    const open = await plan(roster.id, { date: '2026-02-13', employee_id: null, start_time: '08:00', end_time: '12:00', publish: true });
    expect(open).toMatchObject({ published_at: expect.stringMatching(UTC), acknowledgement: null });
    const after = await pushJobs(ctx, slug);
    expect(after).toHaveLength(before.length);
  });

  it('lets only the planned person acknowledge a published entry', async () => {
    const employee = await newLogin();
    const colleague = await newLogin();
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const entry = await plan(roster.id, { date: '2026-02-16', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    const url = `/rest/rosters/${roster.id}/entries/${entry.id}/acknowledge`;

    expectEnvelope(await call('POST', url, undefined, colleague.token), 403, 'forbidden');
    expectEnvelope(await call('POST', url), 403, 'forbidden');

    const acknowledged = await call('POST', url, undefined, employee.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const data = acknowledged.json().data;
    expect(data.id).toBe(entry.id);
    expect(data.acknowledgement).toEqual({ pending: 0, acknowledged: 1, status: 'acknowledged', acknowledged_at: expect.stringMatching(UTC) });
    expect((await getEntry(roster.id, entry.id)).json().data.acknowledgement).toEqual(data.acknowledgement);

    // Acknowledging twice keeps the first time.
    const again = await call('POST', url, undefined, employee.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.acknowledgement.acknowledged_at).toBe(data.acknowledgement.acknowledged_at);
  });

  it('does not acknowledge an unpublished entry: 404 for a Mitarbeitende who cannot see it, 409 for a planner who can', async () => {
    const employee = await newLogin();
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    // Planned after the roster was published, without publish: a draft entry in a published roster.
    const draft = await plan(roster.id, { date: '2026-02-17', employee_id: employee.id, start_time: '08:00', end_time: '12:00' });
    expect(draft.published_at).toBeNull();
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${draft.id}/acknowledge`, undefined, employee.token), 404, 'not_found');

    // The admin is a person too and can be planned; they see drafts, so they learn why.
    const own = await plan(roster.id, { date: '2026-02-17', employee_id: adminId, start_time: '08:00', end_time: '12:00' });
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${own.id}/acknowledge`), 409, 'conflict');
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${UNKNOWN_ID}/acknowledge`, undefined, employee.token), 404, 'not_found');
  });

  it('lets the employee see and acknowledge an entry published on its own in a draft roster', async () => {
    const employee = await newLogin();
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-18', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect(await outboxOf(employee.id)).toHaveLength(1);
    expect((await getEntry(roster.id, entry.id, employee.token)).statusCode).toBe(200);
    const acknowledged = await call('POST', `/rest/rosters/${roster.id}/entries/${entry.id}/acknowledge`, undefined, employee.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data.acknowledgement.status).toBe('acknowledged');
  });

  it('asks for a fresh acknowledgement when a published entry moves to another time', async () => {
    const employee = await newLogin();
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const entry = await plan(roster.id, { date: '2026-02-19', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect((await call('POST', `/rest/rosters/${roster.id}/entries/${entry.id}/acknowledge`, undefined, employee.token)).statusCode).toBe(200);
    const moved = await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { date: '2026-02-20', start_time: '14:00', end_time: '22:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.acknowledgement).toEqual({ pending: 1, acknowledged: 0, status: 'pending', acknowledged_at: null });
  });

  it('tells the person a published shift is taken from: handed to someone else, made open or deleted', async () => {
    const first = await newEmployee();
    const second = await newEmployee();
    const roster = await createRoster();
    const kinds = async (employeeId: string) => (await outboxOf(employeeId)).map((job) => job.job_payload.data.kind);
    const handed = await plan(roster.id, { date: '2026-03-02', employee_id: first.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${handed.id}`, { employee_id: second.id })).statusCode).toBe(200);
    expect(await kinds(first.id)).toEqual(['roster_entry_published', 'roster_entry_withdrawn']);
    expect(await kinds(second.id)).toEqual(['roster_entry_changed']);
    const withdrawn = (await outboxOf(first.id))[1]!.job_payload;
    expect(withdrawn).toMatchObject({ title: 'Schicht entfällt', data: { kind: 'roster_entry_withdrawn', roster_id: roster.id, entry_id: handed.id } });
    expect(withdrawn.body).toBe('Ihre Schicht am 2026-03-02, 08:00–12:00, ist Ihnen nicht mehr zugeteilt.');

    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${handed.id}`, { employee_id: null })).statusCode).toBe(200);
    expect(await kinds(second.id)).toEqual(['roster_entry_changed', 'roster_entry_withdrawn']);

    const deleted = await plan(roster.id, { date: '2026-03-03', employee_id: first.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect((await call('DELETE', `/rest/rosters/${roster.id}/entries/${deleted.id}`)).statusCode).toBe(200);
    expect((await outboxOf(first.id)).at(-1)!.job_payload).toMatchObject({ body: expect.stringContaining('2026-03-03'), data: { kind: 'roster_entry_withdrawn', entry_id: deleted.id } });

    // A draft the person never saw, and a change of times for the same person, withdraw nothing.
    const draft = await plan(roster.id, { date: '2026-03-04', employee_id: first.id, start_time: '08:00', end_time: '12:00' });
    expect((await call('DELETE', `/rest/rosters/${roster.id}/entries/${draft.id}`)).statusCode).toBe(200);
    const kept = await plan(roster.id, { date: '2026-03-05', employee_id: first.id, start_time: '08:00', end_time: '12:00', publish: true });
    expect((await call('PUT', `/rest/rosters/${roster.id}/entries/${kept.id}`, { start_time: '09:00' })).statusCode).toBe(200);
    expect(await kinds(first.id)).toEqual(['roster_entry_published', 'roster_entry_withdrawn', 'roster_entry_published', 'roster_entry_withdrawn', 'roster_entry_published', 'roster_entry_changed']);
  });

  it('publishing a roster publishes every entry and queues one push per planned person', async () => {
    const first = await newEmployee();
    const second = await newEmployee();
    const roster = await createRoster();
    const times = { start_time: '08:00', end_time: '12:00' };
    await plan(roster.id, { date: '2026-02-23', employee_id: first.id, ...times });
    await plan(roster.id, { date: '2026-02-24', employee_id: first.id, ...times });
    await plan(roster.id, { date: '2026-02-23', employee_id: second.id, ...times });
    await plan(roster.id, { date: '2026-02-23', employee_id: null, ...times });

    const published = await call('POST', `/rest/rosters/${roster.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', entries_count: 4 });

    const entries = (await listEntries(roster.id)).data;
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry.published_at).toMatch(UTC);
      expect(entry.acknowledgement).toEqual(entry.employee_id ? { pending: 1, acknowledged: 0, status: 'pending', acknowledged_at: null } : null);
    }

    const pushes = (await pushJobs(ctx, slug)).map((job) => job.job_payload);
    const forRoster = pushes.filter((p) => p.data.roster_id === roster.id);
    expect(forRoster.map((p) => p.employee_id).sort()).toEqual([first.id, second.id].sort());
    expect(forRoster.every((p) => p.data.kind === 'roster_published')).toBe(true);
    expect(forRoster.find((p) => p.employee_id === first.id)!.body).toContain('2 neue Schichten');
    expect(forRoster.find((p) => p.employee_id === second.id)!.body).toContain('1 neue Schicht ');

    // Publishing again finds nothing new to announce.
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const later = await pushJobs(ctx, slug);
    expect(later.filter((p) => p.job_payload.data.roster_id === roster.id)).toHaveLength(2);
  });
});

describe('open shifts', () => {
  it('takes applications once per person, shows them, and accepts the applicant the planner assigns', async () => {
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const open = await plan(roster.id, { date: '2026-04-07', employee_id: null, start_time: '08:00', end_time: '16:00', publish: true });
    const applicant = await newLogin();
    const rival = await newLogin();
    const url = `/rest/rosters/${roster.id}/entries/${open.id}/applications`;

    const applied = await call('POST', url, undefined, applicant.token);
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json().data;
    expect(application).toEqual({
      id: expect.stringMatching(UUID),
      entry_id: open.id,
      employee_id: applicant.id,
      status: 'pending',
      created_at: expect.stringMatching(UTC),
    });
    expectEnvelope(await call('POST', url, undefined, applicant.token), 409, 'conflict');

    const asApplicant = (await getEntry(roster.id, open.id, applicant.token)).json().data;
    expect(asApplicant).toMatchObject({ is_open: true, applications_count: 1, my_application: application });
    const asRival = (await getEntry(roster.id, open.id, rival.token)).json().data;
    expect(asRival).toMatchObject({ applications_count: 1, my_application: null });
    expect((await getEntry(roster.id, open.id)).json().data.my_application).toBeNull();
    expect((await listEntries(roster.id, '', applicant.token)).data.find((e) => e.id === open.id)!.my_application).toEqual(application);

    expect((await call('POST', url, undefined, rival.token)).statusCode).toBe(201);
    expectEnvelope(await call('GET', url, undefined, applicant.token), 403, 'forbidden');
    const pending = (await call('GET', url)).json().data as Array<{ employee_id: string; status: string }>;
    expect(pending.map((a) => [a.employee_id, a.status])).toEqual([
      [applicant.id, 'pending'],
      [rival.id, 'pending'],
    ]);

    const assigned = await call('PUT', `/rest/rosters/${roster.id}/entries/${open.id}`, { employee_id: applicant.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      employee_id: applicant.id,
      is_open: false,
      acknowledgement: { pending: 1, acknowledged: 0, status: 'pending', acknowledged_at: null },
      warnings: expect.any(Array),
    });
    const decided = (await call('GET', url)).json().data as Array<{ employee_id: string; status: string }>;
    expect(decided.map((a) => [a.employee_id, a.status])).toEqual([
      [applicant.id, 'accepted'],
      [rival.id, 'declined'],
    ]);
    // The shift is no longer open: a planner learns so (409); another employee no longer sees it (403, it is a colleague's entry now).
    expectEnvelope(await call('POST', url), 409, 'conflict');
    expectEnvelope(await call('POST', url, undefined, rival.token), 403, 'forbidden');
  });

  it('refuses applications for planned entries (409) and for unpublished open shifts', async () => {
    const roster = await createRoster();
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const employee = await newLogin();
    const own = await plan(roster.id, { date: '2026-04-08', employee_id: employee.id, start_time: '08:00', end_time: '12:00', publish: true });
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${own.id}/applications`, undefined, employee.token), 409, 'conflict');

    const hidden = await plan(roster.id, { date: '2026-04-09', employee_id: null, start_time: '08:00', end_time: '12:00' });
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${hidden.id}/applications`, undefined, employee.token), 404, 'not_found');
    expectEnvelope(await call('POST', `/rest/rosters/${roster.id}/entries/${hidden.id}/applications`), 409, 'conflict');
  });
});

describe('cross-unit planning', () => {
  it('marks people from another unit than the roster’s', async () => {
    const home = await createDepartment(ctx, slug, token, 'Station A');
    const away = await createDepartment(ctx, slug, token, 'Station B');
    const roster = await createRoster({ unit_id: home.id });
    const times = { date: '2026-05-05', start_time: '08:00', end_time: '12:00' };

    const guest = await plan(roster.id, { ...times, employee_id: (await newEmployee({ department_id: away.id })).id });
    expect(guest).toMatchObject({ source_unit_id: away.id, source_unit: { id: away.id, name: 'Station B' }, is_cross_unit: true });
    const local = await plan(roster.id, { ...times, employee_id: (await newEmployee({ department_id: home.id })).id });
    expect(local).toMatchObject({ source_unit_id: null, source_unit: null, is_cross_unit: false });
    const unplaced = await plan(roster.id, { ...times, employee_id: (await newEmployee()).id });
    expect(unplaced.is_cross_unit).toBe(false);
    const open = await plan(roster.id, { ...times, employee_id: null });
    expect(open.is_cross_unit).toBe(false);

    // Moving the guest's entry to a local person clears the mark.
    const moved = await call('PUT', `/rest/rosters/${roster.id}/entries/${guest.id}`, { employee_id: (await newEmployee({ department_id: home.id })).id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ source_unit: null, is_cross_unit: false });

    // A roster without a unit has no guests.
    const free = await createRoster();
    expect((await plan(free.id, { ...times, employee_id: (await newEmployee({ department_id: away.id })).id })).is_cross_unit).toBe(false);
  });
});

describe('cross-unit planning when the roster changes its unit', () => {
  it('recomputes is_cross_unit when the roster moves to the planned person’s unit', async () => {
    const home = await createDepartment(ctx, slug, token, 'Alte Einheit');
    const away = await createDepartment(ctx, slug, token, 'Neue Einheit');
    const roster = await createRoster({ unit_id: home.id });
    const guest = await plan(roster.id, { date: '2026-05-06', employee_id: (await newEmployee({ department_id: away.id })).id, start_time: '08:00', end_time: '12:00' });
    expect(guest.is_cross_unit).toBe(true);
    expect((await call('PUT', `/rest/rosters/${roster.id}`, { unit_id: away.id })).statusCode).toBe(200);
    expect((await getEntry(roster.id, guest.id)).json().data).toMatchObject({ source_unit_id: null, source_unit: null, is_cross_unit: false });
  });
});

describe('cross-unit planning when the person changes department', () => {
  // The workspace's today: the move reaches the entries from it on.
  const inDays = (n: number) => addDays(localDate(new Date(), workspaceZone), n);
  const moveTo = async (employeeId: string, departmentId: string | null) => {
    const moved = await call('PUT', `/rest/employees/${employeeId}`, { department_id: departmentId });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  const unitOf = async (rosterId: string, entryId: string) => {
    const { source_unit_id, source_unit, is_cross_unit } = (await getEntry(rosterId, entryId)).json().data as Entry;
    return { source_unit_id, source_unit, is_cross_unit };
  };

  it('is no longer lent from the old unit once the person belongs to the roster’s unit, and is lent once they leave it', async () => {
    const station1 = await createDepartment(ctx, slug, token, `Wohnbereich ${++counter}`);
    const station2 = await createDepartment(ctx, slug, token, `Wohnbereich ${++counter}`);
    const nurse = await newEmployee({ department_id: station2.id });
    const roster = await createRoster({ unit_id: station1.id, period_start: inDays(-10), period_end: inDays(30) });
    const times = { employee_id: nurse.id, start_time: '08:00', end_time: '12:00' };
    const worked = await plan(roster.id, { ...times, date: inDays(-2) });
    const todays = await plan(roster.id, { ...times, date: inDays(0) });
    const coming = await plan(roster.id, { ...times, date: inDays(14) });
    const lent = { source_unit_id: station2.id, source_unit: { id: station2.id, name: expect.any(String) }, is_cross_unit: true };
    for (const entry of [worked, todays, coming]) expect(entry).toMatchObject(lent);

    await moveTo(nurse.id, station1.id);
    // The roster's own unit now, as a change of the roster's unit would find it.
    const own = { source_unit_id: null, source_unit: null, is_cross_unit: false };
    expect(await unitOf(roster.id, todays.id)).toEqual(own);
    expect(await unitOf(roster.id, coming.id)).toEqual(own);
    // A shift already worked stays what it was when it was worked.
    expect(await unitOf(roster.id, worked.id)).toMatchObject(lent);

    // The other way round: planned as one of the unit, then moved away.
    const local = await plan(roster.id, { ...times, date: inDays(15) });
    expect(local).toMatchObject(own);
    await moveTo(nurse.id, station2.id);
    for (const entry of [todays, coming, local]) expect(await unitOf(roster.id, entry.id)).toMatchObject(lent);
    // Out of every department: from no other unit.
    await moveTo(nurse.id, null);
    for (const entry of [todays, coming, local]) expect(await unitOf(roster.id, entry.id)).toEqual(own);
    expect(await unitOf(roster.id, worked.id)).toMatchObject(lent);
  });

  it('leaves rosters without a unit and other people’s entries alone', async () => {
    const station1 = await createDepartment(ctx, slug, token, `Station ${++counter}`);
    const station2 = await createDepartment(ctx, slug, token, `Station ${++counter}`);
    const nurse = await newEmployee({ department_id: station1.id });
    const colleague = await newEmployee({ department_id: station1.id });
    const unitRoster = await createRoster({ unit_id: station1.id, period_start: inDays(-10), period_end: inDays(30) });
    const freeRoster = await createRoster({ period_start: inDays(-10), period_end: inDays(30) });
    const free = await plan(freeRoster.id, { date: inDays(3), employee_id: nurse.id, start_time: '08:00', end_time: '12:00' });
    const theirs = await plan(unitRoster.id, { date: inDays(3), employee_id: colleague.id, start_time: '08:00', end_time: '12:00' });

    await moveTo(nurse.id, station2.id);

    expect(await unitOf(freeRoster.id, free.id)).toMatchObject({ source_unit_id: null, is_cross_unit: false });
    expect(await unitOf(unitRoster.id, theirs.id)).toMatchObject({ source_unit_id: null, is_cross_unit: false });
  });
});

describe('warnings of a minor’s week (JArbSchG §8: 40 h per week)', () => {
  // A trainee of 16, Monday to Friday 08:00-17:00 with a 60-minute break (8 h net, 40 h), and a
  // Saturday morning of 4 h planned with force: the week of 7 December 2026 has 44 h.
  async function week() {
    const minor = await newEmployee({ birth_date: '2010-06-01' });
    const shift = await createShift({ start_time: '08:00', end_time: '17:00', break_minutes: 60 });
    const roster = await createRoster();
    const weekdays: Entry[] = [];
    for (const date of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']) {
      weekdays.push(await plan(roster.id, { date, employee_id: minor.id, shift_id: shift.id }));
    }
    for (const entry of weekdays) expect(entry.warnings).toEqual([]);
    const saturday = await plan(roster.id, { date: '2026-12-12', employee_id: minor.id, start_time: '08:00', end_time: '12:00', force: true });
    expect(saturday.warnings).toContain('minor_weekly_over_40h');
    return { roster: roster.id, weekdays, saturday };
  }
  const warningsOf = async (rosterId: string, id: string) => ((await getEntry(rosterId, id)).json().data as Entry).warnings;
  const warnedDates = async (rosterId: string, entries: readonly Entry[]) => {
    const dates: string[] = [];
    for (const entry of entries) if ((await warningsOf(rosterId, entry.id))?.includes('minor_weekly_over_40h')) dates.push(entry.date);
    return dates;
  };

  it('puts minor_weekly_over_40h on every entry of the week, Monday included, once the week has 44 h', async () => {
    const { roster, weekdays, saturday } = await week();
    // docs/working-time-law.md, "Who the findings are reported on": weekly limits on every interval of the week.
    expect(await warnedDates(roster, [...weekdays, saturday])).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
  });

  it('takes it off the week once Monday’s shift is deleted and the week has 36 h', async () => {
    const { roster, weekdays, saturday } = await week();
    const deleted = await call('DELETE', `/rest/rosters/${roster}/entries/${weekdays[0]!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await warnedDates(roster, [...weekdays.slice(1), saturday])).toEqual([]);
  });

  it('takes it off the week once the Saturday moves into the next week, and puts it back when it returns', async () => {
    const { roster, weekdays, saturday } = await week();
    const url = `/rest/rosters/${roster}/entries/${saturday.id}`;
    const moved = await call('PUT', url, { date: '2026-12-19' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.warnings).toEqual([]);
    expect(await warnedDates(roster, weekdays)).toEqual([]);
    const back = await call('PUT', url, { date: '2026-12-12', force: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(await warnedDates(roster, weekdays)).toHaveLength(5);
  });

  it('counts each week on its own: a shift the Monday after neither has the finding nor takes it off the week before', async () => {
    const { roster, weekdays } = await week();
    const next = await plan(roster, { date: '2026-12-14', employee_id: weekdays[0]!.employee_id, start_time: '08:00', end_time: '12:00' });
    expect(next.warnings).toEqual([]);
    expect(await warnedDates(roster, weekdays)).toHaveLength(5);
  });
});

describe('who sees and plans entries', () => {
  it('shows Mitarbeitende only their own published entries and published open shifts', async () => {
    const me = await newLogin();
    const colleague = await newLogin();
    const roster = await createRoster();
    const times = { start_time: '08:00', end_time: '12:00' };
    const mine = await plan(roster.id, { date: '2026-02-02', employee_id: me.id, ...times });
    const theirs = await plan(roster.id, { date: '2026-02-02', employee_id: colleague.id, ...times });
    const open = await plan(roster.id, { date: '2026-02-03', employee_id: null, ...times });
    expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
    const myDraft = await plan(roster.id, { date: '2026-02-04', employee_id: me.id, ...times });
    await plan(roster.id, { date: '2026-02-05', employee_id: null, ...times });

    const own = await listEntries(roster.id, '', me.token);
    expect(idsOf(own.data)).toEqual([mine.id, open.id]);
    expect(own.meta.total).toBe(2);
    expect(idsOf((await listEntries(roster.id, '', colleague.token)).data)).toEqual([theirs.id, open.id]);
    // Asking for a colleague by filter does not reveal them.
    expect((await listEntries(roster.id, `?employee_id=${colleague.id}`, me.token)).meta.total).toBe(0);

    expect((await getEntry(roster.id, mine.id, me.token)).statusCode).toBe(200);
    expectEnvelope(await getEntry(roster.id, theirs.id, me.token), 403, 'forbidden');
    expectEnvelope(await getEntry(roster.id, myDraft.id, me.token), 404, 'not_found');
    expect((await listEntries(roster.id)).meta.total).toBe(5);

    // They cannot plan, change or delete.
    expectEnvelope(await postEntry(roster.id, { date: '2026-02-06', employee_id: me.id, ...times }, me.token), 403, 'forbidden');
    expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${mine.id}`, { note: 'x' }, me.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}/entries/${mine.id}`, undefined, me.token), 403, 'forbidden');
  });

  it('shows the HR Admin drafts of their units but refuses their planning (403)', async () => {
    const unit = await createDepartment(ctx, slug, token, 'Personal-Einheit');
    const otherUnit = await createDepartment(ctx, slug, token, 'Fremde Einheit');
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: unit.id });
    const inside = await newEmployee({ department_id: unit.id });
    const outside = await newEmployee({ department_id: otherUnit.id });
    const roster = await createRoster();
    const times = { date: '2026-02-09', start_time: '08:00', end_time: '12:00' };
    const insideEntry = await plan(roster.id, { ...times, employee_id: inside.id });
    const outsideEntry = await plan(roster.id, { ...times, employee_id: outside.id });
    const open = await plan(roster.id, { ...times, employee_id: null });

    expect((await call('GET', `/rest/rosters/${roster.id}`, undefined, hr.token)).json().data.status).toBe('draft');
    const seen = await listEntries(roster.id, '', hr.token);
    expect(idsOf(seen.data).sort()).toEqual([insideEntry.id, open.id].sort());
    expect(seen.data.every((e) => e.published_at === null)).toBe(true);
    expect((await getEntry(roster.id, insideEntry.id, hr.token)).statusCode).toBe(200);
    expectEnvelope(await getEntry(roster.id, outsideEntry.id, hr.token), 403, 'forbidden');

    expectEnvelope(await postEntry(roster.id, { ...times, employee_id: inside.id }, hr.token), 403, 'forbidden');
    expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${insideEntry.id}`, { note: 'x' }, hr.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}/entries/${insideEntry.id}`, undefined, hr.token), 403, 'forbidden');
    expectEnvelope(await call('GET', `/rest/rosters/${roster.id}/entries/${open.id}/applications`, undefined, hr.token), 403, 'forbidden');
  });

  it('lets a Zeiterfassung Admin plan only people of their own units', async () => {
    const unitA = await createDepartment(ctx, slug, token, 'Einheit A');
    const unitB = await createDepartment(ctx, slug, token, 'Einheit B');
    const planner = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin', department_id: unitA.id });
    const inA = await newEmployee({ department_id: unitA.id });
    const inB = await newEmployee({ department_id: unitB.id });
    const roster = await createRoster({ unit_id: unitA.id }, planner.token);
    const times = { date: '2026-02-10', start_time: '08:00', end_time: '12:00' };

    expectEnvelope(await postEntry(roster.id, { ...times, employee_id: inB.id }, planner.token), 403, 'forbidden');
    expect((await listEntries(roster.id)).meta.total).toBe(0);
    const local = await plan(roster.id, { ...times, employee_id: inA.id }, planner.token);
    await plan(roster.id, { ...times, employee_id: null }, planner.token);

    // Neither moving a planned entry to B, nor touching an entry the admin planned for B.
    expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${local.id}`, { employee_id: inB.id }, planner.token), 403, 'forbidden');
    const planned = await plan(roster.id, { ...times, employee_id: inB.id });
    expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${planned.id}`, { note: 'x' }, planner.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}/entries/${planned.id}`, undefined, planner.token), 403, 'forbidden');
    expect((await listEntries(roster.id, '', planner.token)).meta.total).toBe(2);
    expect((await listEntries(roster.id)).meta.total).toBe(3);
  });

  it('lists a unit planner the applications for an open shift only of the people they can see', async () => {
    const unitA = await createDepartment(ctx, slug, token, 'Bewerbungen A');
    const unitB = await createDepartment(ctx, slug, token, 'Bewerbungen B');
    const planner = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin', department_id: unitA.id });
    const inA = await newLogin({ department_id: unitA.id });
    const inB = await newLogin({ department_id: unitB.id });
    expectEnvelope(await call('GET', `/rest/employees/${inB.id}`, undefined, planner.token), 403, 'forbidden');
    const roster = await createRoster({ unit_id: unitA.id }, planner.token);
    const open = await plan(roster.id, { date: '2026-02-11', employee_id: null, start_time: '08:00', end_time: '12:00', publish: true }, planner.token);
    const url = `/rest/rosters/${roster.id}/entries/${open.id}/applications`;
    expect((await call('POST', url, undefined, inB.token)).statusCode).toBe(201);
    expect((await call('POST', url, undefined, inA.token)).statusCode).toBe(201);

    const seen = await call('GET', url, undefined, planner.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.map((a: { employee_id: string }) => a.employee_id)).toEqual([inA.id]);
    // The Workspace Admin sees everyone, so both applications (made in the same millisecond, in either order).
    expect((await call('GET', url)).json().data.map((a: { employee_id: string }) => a.employee_id).sort()).toEqual([inB.id, inA.id].sort());
  });

  it('filters the list by employee, period and openness, and paginates it', async () => {
    const first = await newEmployee();
    const second = await newEmployee();
    const roster = await createRoster();
    const times = { start_time: '08:00', end_time: '12:00' };
    const days = ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06'];
    const firsts: Entry[] = [];
    for (const date of days) firsts.push(await plan(roster.id, { date, employee_id: first.id, ...times }));
    await plan(roster.id, { date: '2026-02-03', employee_id: second.id, ...times });
    const open = await plan(roster.id, { date: '2026-02-04', employee_id: null, ...times });

    const byEmployee = await listEntries(roster.id, `?employee_id=${first.id}`);
    expect(idsOf(byEmployee.data)).toEqual(idsOf(firsts));
    expect(byEmployee.meta.total).toBe(5);
    const window = await listEntries(roster.id, `?employee_id=${first.id}&from=2026-02-03&to=2026-02-05`);
    expect(window.data.map((e) => e.date)).toEqual(['2026-02-03', '2026-02-04', '2026-02-05']);
    expect((await listEntries(roster.id, '?from=2026-02-04&to=2026-02-04')).meta.total).toBe(2);
    expect(idsOf((await listEntries(roster.id, '?is_open=true')).data)).toEqual([open.id]);
    expect((await listEntries(roster.id, '?is_open=false')).meta.total).toBe(6);

    const page = await listEntries(roster.id, '?per_page=2');
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ total: 7, per_page: 2, current_page: 1, last_page: 4 });
    expect(page.links.next).toContain('page=2');
    expect(page.links.prev).toBeNull();
    const last = await listEntries(roster.id, '?per_page=2&page=4');
    expect(last.data).toHaveLength(1);
    expect(last.links.next).toBeNull();
    // Sorted by date: the pages together are the whole list in order.
    const all = (await listEntries(roster.id, '?per_page=100')).data;
    expect(all.map((e) => e.date)).toEqual([...all.map((e) => e.date)].sort());

    for (const query of ['?per_page=101', '?from=yesterday', `?employee_id=abc`]) {
      expectEnvelope(await call('GET', `/rest/rosters/${roster.id}/entries${query}`), 422, 'validation_error');
    }
  });
});

describe('changing and deleting entries', () => {
  it('checks a changed entry again: moving it onto another is 409, with force 200 and the warning kept', async () => {
    const employee = await newEmployee();
    const roster = await createRoster();
    await plan(roster.id, { date: '2026-02-16', employee_id: employee.id, start_time: '08:00', end_time: '12:00' });
    const later = await plan(roster.id, { date: '2026-02-16', employee_id: employee.id, start_time: '13:00', end_time: '17:00' });
    const url = `/rest/rosters/${roster.id}/entries/${later.id}`;

    const refused = expectEnvelope(await call('PUT', url, { start_time: '10:00', end_time: '14:00' }), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'working_time_law' });
    expect(refused.errors[0]._meta.warnings).toContain('entry_overlap');
    expect((await getEntry(roster.id, later.id)).json().data).toMatchObject({ start_time: '13:00', end_time: '17:00', warnings: [] });

    const forced = await call('PUT', url, { start_time: '10:00', end_time: '14:00', force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().data).toMatchObject({ start_time: '10:00', end_time: '14:00', effective_start: '2026-02-16T10:00:00+01:00' });
    expect(forced.json().data.warnings).toContain('entry_overlap');

    // A note-only change is not checked again and keeps the warning; moving the entry is checked and clears it.
    const noted = await call('PUT', url, { note: 'Übergabe' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.warnings).toContain('entry_overlap');
    const cleared = await call('PUT', url, { date: '2026-02-17', status: 2, note: 'Übergabe' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ date: '2026-02-17', status: 2, note: 'Übergabe', start_time: '10:00', warnings: [] });
  });

  it('keeps the warnings of the untouched entry a change makes or ends a finding with', async () => {
    const employee = await newEmployee();
    const other = await newEmployee();
    const roster = await createRoster();
    const lateShift = await createShift({ start_time: '14:00', end_time: '22:00', break_minutes: 30 });
    const earlyShift = await createShift({ start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    const warningsOf = async (id: string) => ((await getEntry(roster.id, id)).json().data as Entry).warnings;
    const late = await plan(roster.id, { date: '2026-03-09', employee_id: employee.id, shift_id: lateShift.id });
    expect(late.warnings).toEqual([]);
    // 8 h of rest between the two: found on the new entry and on the late shift before it.
    const early = await plan(roster.id, { date: '2026-03-10', employee_id: employee.id, shift_id: earlyShift.id, force: true });
    expect(early.warnings).toContain('rest_under_11h');
    expect(await warningsOf(late.id)).toContain('rest_under_11h');

    // Moved two days on, the early shift leaves the late one with its rest.
    const url = `/rest/rosters/${roster.id}/entries/${early.id}`;
    expect((await call('PUT', url, { date: '2026-03-12' })).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toEqual([]);
    expect((await call('PUT', url, { date: '2026-03-10', force: true })).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toContain('rest_under_11h');

    // Given to someone else, or deleted, it takes the finding with it.
    expect((await call('PUT', url, { employee_id: other.id })).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toEqual([]);
    expect((await call('PUT', url, { employee_id: employee.id, force: true })).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toContain('rest_under_11h');
    expect((await call('DELETE', url)).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toEqual([]);

    // An entry that goes with its whole (draft) roster takes its finding along too.
    const draft = await createRoster();
    await plan(draft.id, { date: '2026-03-10', employee_id: employee.id, shift_id: earlyShift.id, force: true });
    expect(await warningsOf(late.id)).toContain('rest_under_11h');
    expect((await call('DELETE', `/rest/rosters/${draft.id}`)).statusCode).toBe(200);
    expect(await warningsOf(late.id)).toEqual([]);
  });

  it('validates a change like a creation', async () => {
    const roster = await createRoster({ period_start: '2026-02-01', period_end: '2026-02-28' });
    const entry = await plan(roster.id, { date: '2026-02-16', employee_id: null, start_time: '08:00', end_time: '12:00' });
    const url = `/rest/rosters/${roster.id}/entries/${entry.id}`;
    expect(Object.keys(expectEnvelope(await call('PUT', url, { date: '2026-03-02' }), 422, 'validation_error').field_errors)).toEqual(['date']);
    expect(Object.keys(expectEnvelope(await call('PUT', url, { status: 4 }), 422, 'validation_error').field_errors)).toEqual(['status']);
    expect(Object.keys(expectEnvelope(await call('PUT', url, { employee_id: UNKNOWN_ID }), 422, 'validation_error').field_errors)).toEqual(['employee_id']);
    expect(Object.keys(expectEnvelope(await call('PUT', url, { shift_id: UNKNOWN_ID }), 422, 'validation_error').field_errors)).toEqual(['shift_id']);
    expect(Object.keys(expectEnvelope(await call('PUT', url, { end_time: '08:00' }), 422, 'validation_error').field_errors)).toEqual(['end_time']);
    expectEnvelope(await call('PUT', `/rest/rosters/${roster.id}/entries/${UNKNOWN_ID}`, { note: 'x' }), 404, 'not_found');
    // An entry is addressed through its own roster only.
    const other = await createRoster();
    expectEnvelope(await call('PUT', `/rest/rosters/${other.id}/entries/${entry.id}`, { note: 'x' }), 404, 'not_found');
    expectEnvelope(await getEntry(other.id, entry.id), 404, 'not_found');
  });

  it('takes the new shift’s times when the shift changes', async () => {
    const early = await createShift({ start_time: '06:00', end_time: '14:00', break_minutes: 30 });
    const late = await createShift({ start_time: '14:00', end_time: '22:00', break_minutes: 45 });
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-19', employee_id: (await newEmployee()).id, shift_id: early.id });
    const changed = await call('PUT', `/rest/rosters/${roster.id}/entries/${entry.id}`, { shift_id: late.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ shift_id: late.id, start_time: '14:00', end_time: '22:00', planned_work: '07:15:00.000' });
  });

  it('deletes an entry with 200 {message}', async () => {
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-20', employee_id: (await newEmployee()).id, start_time: '08:00', end_time: '12:00' });
    const deleted = await call('DELETE', `/rest/rosters/${roster.id}/entries/${entry.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(Object.keys(deleted.json())).toEqual(['message']);
    expect(typeof deleted.json().message).toBe('string');
    expectEnvelope(await getEntry(roster.id, entry.id), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/rosters/${roster.id}/entries/${entry.id}`), 404, 'not_found');
    expect((await listEntries(roster.id)).meta.total).toBe(0);
  });
});

describe('explicit null in optional fields', () => {
  it('treats work_area_id: null as no work area, so the shift’s applies', async () => {
    const shift = await createShift({ start_time: '08:00', end_time: '12:00', work_area_id: 'lager' });
    const roster = await createRoster();
    const entry = await plan(roster.id, { date: '2026-02-25', employee_id: null, shift_id: shift.id, work_area_id: null });
    expect(entry).toMatchObject({ work_area_id: null, effective_work_area_id: 'lager' });
  });
});
