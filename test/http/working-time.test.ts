import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, fullTimeModel, personWithLogin, tenantWithAdmin } from '../support/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const HOUR = 3_600_000;
// Berlin is UTC+1 in November.
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;

interface Day {
  date: string;
  target_ms: number;
  worked_ms: number;
  breaks_ms: number;
  auto_break_ms: number;
  absence_ms: number;
  balance_ms: number;
  flags: number;
  intervals: Array<{ from: string; to: string }>;
  warnings: string[];
  worked: string;
}

async function setup() {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    ctx.request({ method, url, tenant: admin.slug, token, body });
  const { modelId, assign } = await fullTimeModel(ctx, admin.slug, admin.token);
  const book = async (employeeId: string, events: Array<[string, string, string]>) => {
    const response = await req('POST', `/rest/employees/${employeeId}/clock-events`, {
      events: events.map(([type, date, time]) => ({ type, occurred_at: at(date, time) })),
      reason: 'test data',
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const days = async (employeeId: string, from: string, to: string, token = admin.token) => {
    const response = await req('GET', `/rest/employees/${employeeId}/working_time?from=${from}&to=${to}`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { days: Day[]; totals: Record<string, number | string> };
  };
  return { ...admin, req, modelId, assign, book, days };
}

describe('the working day over HTTP', () => {
  it('computes target, net worked time, breaks and balance from clock events and the schedule model', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    await s.assign(person.id);
    // Monday 2 Nov 2026: 8:30 present with a 30-minute break.
    await s.book(person.id, [
      ['come', '2026-11-02', '08:00'],
      ['break_start', '2026-11-02', '12:00'],
      ['break_end', '2026-11-02', '12:30'],
      ['go', '2026-11-02', '16:30'],
    ]);
    const { days, totals } = await s.days(person.id, '2026-11-02', '2026-11-08');
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ date: '2026-11-02', target_ms: 8 * HOUR, worked_ms: 8 * HOUR, breaks_ms: 0.5 * HOUR, auto_break_ms: 0, balance_ms: 0, worked: '08:00:00.000' });
    expect(days[0]!.intervals).toEqual([
      { from: '2026-11-02T08:00:00+01:00', to: '2026-11-02T12:00:00+01:00', project_id: null },
      { from: '2026-11-02T12:30:00+01:00', to: '2026-11-02T16:30:00+01:00', project_id: null },
    ]);
    // Tuesday to Friday are past working days without time: unexcused; the weekend has no target.
    expect(days[1]!.flags & 4096).toBe(4096);
    expect(days[5]!.flags & 1).toBe(1);
    expect(days[5]!.flags & 4096).toBe(0);
    expect(totals).toMatchObject({ target_ms: 40 * HOUR, worked_ms: 8 * HOUR, balance_ms: -32 * HOUR, balance: '-32:00:00.000' });
  });

  it('deducts the statutory break without going below the threshold, and reports law findings on actual times', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    await s.assign(person.id);
    await s.book(person.id, [
      ['come', '2026-11-03', '08:00'],
      ['go', '2026-11-03', '14:10'],
      ['come', '2026-11-04', '06:00'],
      ['go', '2026-11-04', '18:00'],
    ]);
    const { days } = await s.days(person.id, '2026-11-03', '2026-11-04');
    expect(days[0]).toMatchObject({ worked_ms: 6 * HOUR, auto_break_ms: 10 * 60_000 });
    // 12 hours present without a break: 45 minutes deducted, more than 10 hours net is a finding.
    expect(days[1]!.auto_break_ms).toBe(45 * 60_000);
    expect(days[1]!.flags & 256).toBe(256);
    expect(days[1]!.warnings.length).toBeGreaterThan(0);
  });

  it('pays the holiday hours of a night shift into a holiday after the range, as a range holding both days does', async () => {
    const s = await setup();
    const calendar = await s.req('POST', '/rest/holidays', { name: 'Werksfeiertag', entries: [{ date: '2026-11-04', name: 'Werksfeiertag', half_day: false }] });
    const location = await s.req('POST', '/rest/locations', { name: 'Nachtwerk', holiday_ids: [calendar.json().data.id] });
    const person = await createEmployee(ctx, s.slug, s.token, { location_id: location.json().data.id });
    await s.assign(person.id);
    await s.book(person.id, [
      ['come', '2026-11-03', '22:00'],
      ['break_start', '2026-11-04', '02:00'],
      ['break_end', '2026-11-04', '02:30'],
      ['go', '2026-11-04', '06:00'],
    ]);
    const surchargesOf = async (to: string) => {
      const response = await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-03&to=${to}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.days as Array<{ date: string; surcharges: Record<string, number> }>)[0]!.surcharges;
    };
    // Midnight to 06:00 on the holiday, less the half-hour break.
    expect((await surchargesOf('2026-11-03')).holiday).toBe(5.5 * HOUR);
    expect(await surchargesOf('2026-11-03')).toEqual(await surchargesOf('2026-11-04'));
  });

  it("takes the target on a company's own day off but pays no holiday surcharge for work on it (statutory: false)", async () => {
    const s = await setup();
    const created = await s.req('POST', '/rest/holidays', {
      name: 'Betriebsruhe',
      entries: [
        { date: '2026-11-04', name: 'Betriebsruhe', statutory: false },
        { date: '2026-11-05', name: 'Stadtfeiertag' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.entries.map((e: { statutory: boolean }) => e.statutory)).toEqual([false, true]);
    const location = await s.req('POST', '/rest/locations', { name: 'Werk Nord', holiday_ids: [created.json().data.id] });
    const person = await createEmployee(ctx, s.slug, s.token, { location_id: location.json().data.id });
    await s.assign(person.id);
    for (const date of ['2026-11-04', '2026-11-05']) {
      await s.book(person.id, [
        ['come', date, '08:00'],
        ['go', date, '12:00'],
      ]);
    }
    const response = await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-04&to=2026-11-05`);
    expect(response.statusCode, response.body).toBe(200);
    const [companyDay, holiday] = response.json().data.days as Array<Day & { surcharges: Record<string, number> }>;
    // Both are days off (target 0, flag 512); only the statutory one pays the holiday rate.
    expect(companyDay).toMatchObject({ target_ms: 0, worked_ms: 4 * HOUR });
    expect(companyDay!.flags & 512).toBe(512);
    expect(companyDay!.surcharges.holiday).toBe(0);
    expect(holiday).toMatchObject({ target_ms: 0, worked_ms: 4 * HOUR });
    expect(holiday!.surcharges.holiday).toBe(4 * HOUR);
    // A statutory holiday of another calendar on the same date wins over the company's own day.
    const state = await s.req('POST', '/rest/holidays', { name: 'Land', entries: [{ date: '2026-11-04', name: 'Landesfeiertag' }] });
    expect((await s.req('POST', `/rest/locations/${location.json().data.id}/holidays/${state.json().data.id}`)).statusCode).toBe(200);
    const again = await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-04&to=2026-11-04`);
    expect(again.json().data.days[0].surcharges.holiday).toBe(4 * HOUR);
  });

  it('marks a missing clock-out, a public holiday of the location, a closed month and corrected events', async () => {
    const s = await setup();
    const calendar = await s.req('POST', '/rest/holidays', { name: 'Betrieb', entries: [{ date: '2026-11-04', name: 'Betriebsfeier', half_day: false }, { date: '2026-11-05', name: 'Halber Tag', half_day: true }] });
    expect(calendar.statusCode, calendar.body).toBe(201);
    const location = await s.req('POST', '/rest/locations', { name: 'Werk', holiday_ids: [calendar.json().data.id] });
    expect(location.statusCode, location.body).toBe(201);
    const person = await createEmployee(ctx, s.slug, s.token, { location_id: location.json().data.id });
    await s.assign(person.id);
    await s.book(person.id, [['come', '2026-11-02', '08:00']]);
    await s.book(person.id, [
      ['go', '2026-11-02', '23:00'],
      ['come', '2026-11-03', '08:00'],
    ]);
    let { days } = await s.days(person.id, '2026-10-30', '2026-11-05');
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2026-11-02']!.flags & 128).toBe(128);
    expect(byDate['2026-11-03']).toMatchObject({ worked_ms: 0 });
    expect(byDate['2026-11-03']!.flags & 64).toBe(64);
    expect(byDate['2026-11-04']).toMatchObject({ target_ms: 0 });
    expect(byDate['2026-11-04']!.flags & 512).toBe(512);
    expect(byDate['2026-11-05']).toMatchObject({ target_ms: 4 * HOUR });
    expect(byDate['2026-11-05']!.flags & 1024).toBe(1024);
    expect(byDate['2026-10-30']!.flags & 8192).toBe(0);

    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2026-10', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    ({ days } = await s.days(person.id, '2026-10-30', '2026-11-02'));
    expect(days[0]!.flags & 8192).toBe(8192);
    expect(days[3]!.flags & 8192).toBe(0);
  });

  it('shows a correction in the very next read', async () => {
    const s = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    await s.assign(person.id);
    await s.book(person.id, [
      ['come', '2026-11-02', '08:00'],
      ['go', '2026-11-02', '12:00'],
    ]);
    expect((await s.days(person.id, '2026-11-02', '2026-11-02')).days[0]!.worked_ms).toBe(4 * HOUR);
    const events = (await s.req('GET', `/rest/employees/${person.id}/clock-events?from=2026-11-02&to=2026-11-02`)).json().data;
    const moved = await s.req('PATCH', `/rest/employees/${person.id}/clock-events/${events[1].id}`, { occurred_at: at('2026-11-02', '13:00'), reason: 'Left later' });
    expect(moved.statusCode).toBe(200);
    expect((await s.days(person.id, '2026-11-02', '2026-11-02')).days[0]!.worked_ms).toBe(5 * HOUR);
  });

  it('defaults to the current month and refuses bad ranges', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const own = await s.req('GET', `/rest/employees/${person.id}/working_time`, undefined, person.token);
    expect(own.statusCode, own.body).toBe(200);
    const { from, to, days } = own.json().data;
    expect(from.slice(8)).toBe('01');
    expect(days).toHaveLength(Number(to.slice(8)));
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-10&to=2026-11-01`), 422, 'validation_error');
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/working_time?from=2025-01-01&to=2026-01-02`), 422, 'validation_error');
    expect((await s.req('GET', `/rest/employees/${person.id}/working_time?from=2025-01-01&to=2026-01-01`)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-02-30`), 422, 'validation_error');
    expectEnvelope(await s.req('GET', '/rest/working_time/2026-11-10/2026-11-01'), 422, 'validation_error');
  });

  it('shows others only with time-tracking:view or reports:view, within the visible units', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const other = await createDepartment(ctx, s.slug, s.token, 'Büro');
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', department_id: unit.id });
    const colleague = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id });
    const outsider = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });
    const lead = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin', department_id: unit.id });
    const payroll = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    const url = (id: string) => `/rest/employees/${id}/working_time?from=2026-11-02&to=2026-11-02`;
    expectEnvelope(await s.req('GET', url(colleague.id), undefined, worker.token), 403, 'forbidden');
    expect((await s.req('GET', url(colleague.id), undefined, lead.token)).statusCode).toBe(200);
    expect((await s.req('GET', url(colleague.id), undefined, payroll.token)).statusCode).toBe(200);
    expectEnvelope(await s.req('GET', url(outsider.id), undefined, lead.token), 403, 'forbidden');

    expectEnvelope(await s.req('GET', '/rest/working_time/2026-11-01/2026-11-30', undefined, worker.token), 403, 'forbidden');
    const list = (await s.req('GET', '/rest/working_time/2026-11-01/2026-11-30', undefined, lead.token)).json();
    const ids = list.data.map((item: { employee: { id: string } }) => item.employee.id);
    expect(ids).toContain(colleague.id);
    expect(ids).not.toContain(outsider.id);
  });

  it('lists totals per employee with filters, days on request and the flags of the days combined', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Montage');
    const people = [];
    for (let i = 0; i < 3; i++) {
      const person = await createEmployee(ctx, s.slug, s.token, { department_id: unit.id, last_name: `Zeit${i}` });
      await s.assign(person.id);
      people.push(person);
    }
    await s.book(people[0]!.id, [
      ['come', '2026-11-02', '08:00'],
      ['go', '2026-11-02', '17:00'],
    ]);
    const page = await s.req('GET', `/rest/working_time/2026-11-02/2026-11-03?department_id=${unit.id}&per_page=2`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(body.data[0].employee).toMatchObject({ id: people[0]!.id, last_name: 'Zeit0' });
    expect(body.data[0].totals).toMatchObject({ worked_ms: 8.5 * HOUR, target_ms: 16 * HOUR });
    expect(body.data[0].flags & 4096).toBe(4096);
    expect(body.data[0]).not.toHaveProperty('days');
    const withDays = (await s.req('GET', `/rest/working_time/2026-11-02/2026-11-03?department_id=${unit.id}&include=days`)).json();
    expect(withDays.data[0].days).toHaveLength(2);
    const none = (await s.req('GET', `/rest/working_time/2026-11-02/2026-11-03?department_id=${unit.id}&location_id=01900000-0000-7000-8000-000000000000`)).json();
    expect(none.meta.total).toBe(0);
  });
});

describe('overtime accounts', () => {
  it('adds daily balances since the entry date and bookings up to as_of', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', entry_date: '2026-11-02' });
    await s.assign(person.id);
    await s.book(person.id, [
      ['come', '2026-11-02', '07:00'],
      ['break_start', '2026-11-02', '12:00'],
      ['break_end', '2026-11-02', '12:30'],
      ['go', '2026-11-02', '16:30'],
      ['come', '2026-11-03', '07:00'],
      ['break_start', '2026-11-03', '12:00'],
      ['break_end', '2026-11-03', '12:30'],
      ['go', '2026-11-03', '16:30'],
    ]);
    const url = (asOf: string, token = s.token) => s.req('GET', `/rest/employees/${person.id}/overtime-account?as_of=${asOf}`, undefined, token);
    let account = (await url('2026-11-03')).json().data;
    expect(account).toMatchObject({ since: '2026-11-02', as_of: '2026-11-03', balance_ms: 2 * HOUR, balance: '02:00:00.000', bookings: [] });

    const payout = await s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: -1.5 * HOUR, kind: 'payout', date: '2026-11-03', note: 'November' });
    expect(payout.statusCode, payout.body).toBe(201);
    account = (await url('2026-11-03', person.token)).json().data;
    expect(account.balance_ms).toBe(0.5 * HOUR);
    expect(account.bookings).toEqual([expect.objectContaining({ kind: 'payout', amount_ms: -1.5 * HOUR, amount: '-01:30:00.000', note: 'November' })]);
    expect((await url('2026-11-02')).json().data.balance_ms).toBe(1 * HOUR);
  });

  it('adds up years of history as the working days of any ranges count them, a night shift across New Year included', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Jahre');
    // More people than are summed at once, so the last one lies in a second batch.
    const others = [];
    for (let i = 0; i < 100; i++) others.push(await createEmployee(ctx, s.slug, s.token, { entry_date: '2023-12-27', department_id: unit.id, last_name: `A${String(i).padStart(3, '0')}` }));
    const person = await createEmployee(ctx, s.slug, s.token, { entry_date: '2023-12-27', department_id: unit.id, last_name: 'Zeit' });
    await s.assign(person.id, '2023-01-01');
    await s.book(person.id, [
      ['come', '2023-12-28', '07:00'],
      ['go', '2023-12-28', '17:00'],
      ['come', '2024-06-30', '22:00'],
      ['go', '2024-07-01', '06:30'],
      ['come', '2024-12-31', '22:00'],
      ['break_start', '2025-01-01', '02:00'],
      ['break_end', '2025-01-01', '02:30'],
      ['go', '2025-01-01', '07:15'],
      ['come', '2025-01-02', '08:00'],
      ['go', '2025-01-02', '19:00'],
      ['come', '2026-03-02', '06:00'],
      ['go', '2026-03-02', '16:00'],
    ]);
    // Reference ranges that cut the years elsewhere: mid-year, so no range ends where a calendar year does.
    const ranges = [
      ['2023-12-27', '2024-06-30'],
      ['2024-07-01', '2025-06-30'],
      ['2025-07-01', '2026-06-30'],
      ['2026-07-01', '2026-11-20'],
    ];
    let expected = 0;
    for (const [from, to] of ranges) expected += (await s.days(person.id, from!, to!)).days.reduce((sum, day) => sum + day.balance_ms, 0);
    const account = (await s.req('GET', `/rest/employees/${person.id}/overtime-account?as_of=2026-11-20`)).json().data;
    expect(account).toMatchObject({ since: '2023-12-27', balance_ms: expected });
    // Three years of 8 h targets less what was worked: far below zero, so the years were all counted.
    expect(expected).toBeLessThan(-700 * 8 * HOUR);

    // The CSV holds the whole report at once: 101 people.
    const csv = await ctx.request({ url: `/rest/reports/overtime?as_of=2026-11-20&department_id=${unit.id}`, tenant: s.slug, token: s.token, headers: { accept: 'text/csv' } });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'));
    expect(rows).toHaveLength(101);
    expect(rows.find(([id]) => id === person.id)?.slice(5)).toEqual(['2023-12-27', expect.any(String), String(expected)]);
    expect(rows.filter(([id]) => id !== person.id).map((row) => row[7])).toEqual(others.map(() => '0'));
  });

  it('counts from an entry date long ago without failing on years without system holidays', async () => {
    const s = await setup();
    const veteran = await createEmployee(ctx, s.slug, s.token, { entry_date: '1985-04-01' });
    const response = await s.req('GET', `/rest/employees/${veteran.id}/overtime-account?as_of=1990-01-31`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ since: '1985-04-01', balance_ms: 0 });
  });

  it('books only with payroll:manage, never in a closed month, and refuses empty or huge amounts', async () => {
    const s = await setup();
    const person = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const lead = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin' });
    const book = (body: Record<string, unknown>, token = s.token) => s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, body, token);
    const valid = { amount_ms: HOUR, kind: 'adjustment', date: '2026-11-02' };
    expectEnvelope(await book(valid, person.token), 403, 'forbidden');
    expectEnvelope(await book(valid, lead.token), 403, 'forbidden');
    expectEnvelope(await book({ ...valid, amount_ms: 0 }), 422, 'validation_error');
    expectEnvelope(await book({ ...valid, amount_ms: 1e15 }), 422, 'validation_error');
    expectEnvelope(await book({ ...valid, kind: 'gift' }), 422, 'validation_error');
    // A mistyped year lies beyond what the account can be read for: nobody would see the booking until then.
    const yearAhead = new Date(Date.now() + 367 * 86_400_000).toISOString().slice(0, 10);
    expect(expectEnvelope(await book({ ...valid, date: yearAhead }), 422, 'validation_error').field_errors).toEqual({
      date: ['The date must not lie more than 366 days ahead, as far as the account can be read.'],
    });
    await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.insertInto('payroll_periods').values({ period: '2026-10', closed_at: new Date().toISOString(), closed_by: null }).execute(),
    );
    const locked = await book({ ...valid, date: '2026-10-31' });
    expect(expectEnvelope(locked, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period: '2026-10' });
    expect((await book(valid)).statusCode).toBe(201);
    const colleague = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    expectEnvelope(await s.req('GET', `/rest/employees/${person.id}/overtime-account`, undefined, colleague.token), 403, 'forbidden');
  });

  it('stays readable for someone deleted, with the bookings behind the balance the overtime report shows', async () => {
    const s = await setup();
    const leaver = await createEmployee(ctx, s.slug, s.token, { entry_date: '2026-10-01' });
    // Saturday 3 October (no target): 4 hours worked; one hour paid out on 31 October.
    await s.book(leaver.id, [
      ['come', '2026-10-03', '08:00'],
      ['go', '2026-10-03', '12:00'],
    ]);
    expect((await s.req('POST', `/rest/employees/${leaver.id}/overtime-account/bookings`, { amount_ms: -HOUR, kind: 'payout', date: '2026-10-31' })).statusCode).toBe(201);
    expect((await ctx.request({ method: 'PUT', url: `/rest/employees/${leaver.id}`, tenant: s.slug, token: s.token, body: { exit_date: '2026-11-10' } })).statusCode).toBe(200);
    expect((await s.req('DELETE', `/rest/employees/${leaver.id}`)).statusCode).toBe(200);

    const report = (await s.req('GET', '/rest/reports/overtime?as_of=2026-11-10&per_page=100')).json().data;
    expect(report.find((row: { employee: { id: string } }) => row.employee.id === leaver.id)).toMatchObject({ balance_ms: 3 * HOUR });
    const account = await s.req('GET', `/rest/employees/${leaver.id}/overtime-account?as_of=2026-11-10`);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().data).toMatchObject({ balance_ms: 3 * HOUR, bookings: [expect.objectContaining({ amount_ms: -HOUR, kind: 'payout' })] });
    // Readable, not changeable.
    expectEnvelope(await s.req('POST', `/rest/employees/${leaver.id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-11-02' }), 404, 'not_found');
  });

  it('answers 403 when the module is off', async () => {
    const admin = await tenantWithAdmin(ctx, { modules: ['locations'] as never });
    const response = await ctx.request({ url: `/rest/employees/${admin.adminId}/overtime-account`, tenant: admin.slug, token: admin.token });
    expectEnvelope(response, 403, 'forbidden');
  });
});
