import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { expectEnvelope, UTC_TIMESTAMP } from '../support/assertions.js';
import { createEmployee, personWithLogin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const CLOSED_MONTH_FLAG = 8192;
// Berlin is UTC+2 until 25 October 2026.
const oct = (day: string, time: string) => `2026-10-${day}T${time}:00+02:00`;

function expectLocked(response: Parameters<typeof expectEnvelope>[0], period: string) {
  const body = expectEnvelope(response, 409, 'conflict');
  expect(body.errors[0]._meta).toMatchObject({ code: 'payroll_period_locked', period });
}

describe('payroll months', () => {
  it('lists the twelve months of a year, all open at first', async () => {
    const s = await payrollSetup(ctx);
    const list = await s.req('GET', '/rest/payroll-periods?year=2026');
    expect(list.statusCode, list.body).toBe(200);
    const months = list.json().data;
    expect(months.map((m: { period: string }) => m.period)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(months[0]).toEqual({ period: '2026-01', status: 'open', closed_at: null, closed_by: null, reopened_at: null, reopen_reason: null, employees: null });
  });

  it('closes a month with a snapshot of totals, surcharges and overtime balance that matches the working days', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2026-10-01' });
    await s.assign(worker.id);
    const booked = await s.book(worker.id, [
      // Saturday, and Tag der Deutschen Einheit (nationwide, so also without a location): no target, the holiday surcharge.
      ['come', oct('03', '10:00')],
      ['go', oct('03', '12:00')],
      ['come', oct('05', '08:00')],
      ['break_start', oct('05', '12:00')],
      ['break_end', oct('05', '12:30')],
      ['go', oct('05', '16:30')],
      // Sunday night into Monday: night 22-24, core night 0-2 (begun before midnight), Sunday 22-02 (§3b (3) Nr. 2).
      ['come', oct('11', '22:00')],
      ['go', oct('12', '02:00')],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await s.req('POST', `/rest/employees/${worker.id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' })).statusCode).toBe(201);

    const closed = await s.close('2026-10');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ period: '2026-10', status: 'closed', closed_by: s.adminId, reopened_at: null, employees: 2 });
    expect(closed.json().data.closed_at).toMatch(UTC_TIMESTAMP);

    const month = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2026-10-01&to=2026-10-31`)).json().data;
    const [item] = (await s.snapshot('2026-10')).filter((i) => i.employee.id === worker.id);
    expect(item).toMatchObject({
      period: '2026-10',
      worked_ms: 14 * HOUR,
      target_ms: month.totals.target_ms,
      absence_ms: 0,
      balance_ms: month.totals.balance_ms,
      surcharges: { night: 2 * HOUR, night_core: 2 * HOUR, sunday: 4 * HOUR, holiday: 2 * HOUR, holiday_special: 0 },
      vacation_taken_days: 0,
      sick_days: 0,
    });
    expect(item!.target_ms).toBe(22 * 8 * HOUR);
    expect(item!.overtime_balance_ms).toBe(item!.balance_ms + HOUR);
    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2026-10-31`)).json().data;
    expect(item!.overtime_balance_ms).toBe(account.balance_ms);
    // Every day of the closed month carries flag 8192, the next month's not.
    expect(item!.flags & CLOSED_MONTH_FLAG).toBe(CLOSED_MONTH_FLAG);
    const after = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2026-10-31&to=2026-11-01`)).json().data.days;
    expect(after.map((d: { flags: number }) => d.flags & CLOSED_MONTH_FLAG)).toEqual([CLOSED_MONTH_FLAG, 0]);
    // The surcharges per day are the same numbers the snapshot summed.
    const sunday = month.days.find((d: { date: string }) => d.date === '2026-10-11');
    expect(sunday.surcharges).toEqual({ night: 2 * HOUR, night_core: 2 * HOUR, sunday: 4 * HOUR, holiday: 0, holiday_special: 0 });

    const twice = expectEnvelope(await s.close('2026-10'), 409, 'conflict');
    expect(twice.errors[0]._meta).toMatchObject({ code: 'payroll_period_closed', period: '2026-10' });
  });

  it('refuses every write dated in a closed month with 409 payroll_period_locked, and writes nothing (a correction request is filed, not approved)', async () => {
    const s = await payrollSetup(ctx);
    const person = await personWithLogin(ctx, s.slug, s.token);
    const booked = await s.book(person.id, [['come', oct('06', '08:00')], ['go', oct('06', '16:00')]]);
    expect(booked.statusCode, booked.body).toBe(201);
    const [come] = booked.json().data;
    const pending = await s.req('POST', '/rest/correction-requests', { action: 'update', clock_event_id: come.id, occurred_at: oct('06', '07:30'), reason: 'earlier' }, person.token);
    expect(pending.statusCode, pending.body).toBe(201);
    expect((await s.close('2026-10')).statusCode).toBe(200);

    expectLocked(await s.book(person.id, [['come', oct('07', '08:00')], ['go', oct('07', '16:00')]]), '2026-10');
    expectLocked(await s.req('PATCH', `/rest/employees/${person.id}/clock-events/${come.id}`, { occurred_at: oct('06', '07:00'), reason: 'x' }), '2026-10');
    expectLocked(await s.req('DELETE', `/rest/employees/${person.id}/clock-events/${come.id}`, { reason: 'x' }), '2026-10');
    // Moving an event out of the closed month touches it too.
    expectLocked(await s.req('PATCH', `/rest/employees/${person.id}/clock-events/${come.id}`, { occurred_at: '2026-11-02T08:00:00+01:00', reason: 'x' }), '2026-10');
    // Asking for a correction changes no figures and is the only way to put missing hours on
    // record: it is accepted, and its approval refused while the month is closed.
    const asked = await s.req('POST', '/rest/correction-requests', { action: 'create', type: 'come', occurred_at: oct('08', '08:00'), reason: 'forgot' }, person.token);
    expect(asked.statusCode, asked.body).toBe(201);
    for (const request of [pending, asked]) {
      expectLocked(await s.req('POST', `/rest/correction-requests/${request.json().data.id}/approve`), '2026-10');
      expect((await s.req('GET', `/rest/correction-requests/${request.json().data.id}`)).json().data.status).toBe('requested');
    }
    expectLocked(await s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: -HOUR, kind: 'payout', date: '2026-10-31' }), '2026-10');

    const events = (await s.req('GET', `/rest/employees/${person.id}/clock-events?from=2026-10-01&to=2026-10-31`)).json().data;
    expect(events.map((e: { occurred_at: string }) => e.occurred_at)).toEqual([oct('06', '08:00'), oct('06', '16:00')]);
    expect((await s.req('GET', `/rest/employees/${person.id}/overtime-account?as_of=2026-10-31`)).json().data.bookings).toEqual([]);
    // The month after is open.
    expect((await s.book(person.id, [['come', '2026-11-02T08:00:00+01:00'], ['go', '2026-11-02T16:00:00+01:00']])).statusCode).toBe(201);
  });

  it('refuses clock events from the web, the app and terminals (also offline replays) in a closed month', async () => {
    const s = await payrollSetup(ctx);
    // Without the location check, a phone booking needs no geofence.
    await ctx.services.catalog.updateModules(s.slug, MODULE_IDS.filter((m) => m !== 'geo_clock'));
    const person = await personWithLogin(ctx, s.slug, s.token, { badge: 'P-1' });
    const terminal = await s.req('POST', '/rest/terminals', { name: 'Eingang' });
    const code = terminal.json().data.secret as string;
    const now = Date.now();
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(now - 60_000).slice(0, 7);
    expect((await s.close(period)).statusCode).toBe(200);
    expectLocked(await s.req('POST', '/rest/clock', { type: 'come' }, person.token), period);
    expectLocked(await s.req('POST', '/rest/mobile', { type: 'come', occurred_at: new Date(now - 60_000).toISOString() }, person.token), period);
    expectLocked(await ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body: { badge: 'P-1', type: 'come' } }), period);
    const replay = { badge: 'P-1', type: 'come', occurred_at: new Date(now - 60_000).toISOString(), event_id: 'offline-1' };
    expectLocked(await ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: s.slug, body: replay }), period);
    expect((await s.req('GET', `/rest/employees/${person.id}/clock-events`)).json().data).toEqual([]);
  });

  it('reopens a closed month with a reason, keeps the history, and a new close replaces the snapshot', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token);
    expect((await s.close('2026-09')).statusCode).toBe(200);
    expectEnvelope(await s.req('POST', '/rest/payroll-periods/2026-09/reopen', {}), 422, 'validation_error');
    expectEnvelope(await s.reopen('2026-09', '   '), 422, 'validation_error');
    const reopened = await s.reopen('2026-09', 'Nachbuchung Krankmeldung');
    expect(reopened.statusCode, reopened.body).toBe(200);
    const data = reopened.json().data;
    expect(data).toMatchObject({ period: '2026-09', status: 'open', closed_by: s.adminId, reopen_reason: 'Nachbuchung Krankmeldung' });
    expect(data.history.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['close', s.adminId],
      ['reopen', s.adminId],
    ]);
    const again = expectEnvelope(await s.reopen('2026-09', 'again'), 409, 'conflict');
    expect(again.errors[0]._meta).toMatchObject({ code: 'payroll_period_open', period: '2026-09' });

    // The days lose flag 8192 again.
    const reopenedDay = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2026-09-15&to=2026-09-15`)).json().data.days[0];
    expect(reopenedDay.flags & CLOSED_MONTH_FLAG).toBe(0);
    // The old snapshot stays readable; writes work again; the next close sees them.
    expect((await s.snapshot('2026-09')).find((i) => i.employee.id === worker.id)!.worked_ms).toBe(0);
    expect((await s.book(worker.id, [['come', '2026-09-15T08:00:00+02:00'], ['go', '2026-09-15T11:00:00+02:00']])).statusCode).toBe(201);
    expect((await s.close('2026-09')).statusCode).toBe(200);
    expect((await s.snapshot('2026-09')).find((i) => i.employee.id === worker.id)!.worked_ms).toBe(3 * HOUR);
    const history = (await s.req('GET', '/rest/payroll-periods/2026-09')).json().data.history;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['close', 'reopen', 'close']);
    const listed = (await s.req('GET', '/rest/payroll-periods?year=2026')).json().data.find((m: { period: string }) => m.period === '2026-09');
    expect(listed).toMatchObject({ status: 'closed', reopen_reason: 'Nachbuchung Krankmeldung' });
  });

  it('checks the period: unknown format 400, a month that does not exist or is out of range or not begun 422, a month never closed has no snapshot', async () => {
    const s = await payrollSetup(ctx);
    expectEnvelope(await s.close('2026-1'), 400, 'bad_request');
    expectEnvelope(await s.close('März'), 400, 'bad_request');
    expectEnvelope(await s.close('2026-13'), 422, 'validation_error');
    expectEnvelope(await s.close('1850-01'), 422, 'validation_error');
    expectEnvelope(await s.req('GET', '/rest/payroll-periods/2026-00'), 422, 'validation_error');
    expectEnvelope(await s.close('2099-01'), 422, 'validation_error');
    expectEnvelope(await s.req('GET', '/rest/payroll-periods/2026-05/employees'), 404, 'not_found');
    expectEnvelope(await s.req('GET', '/rest/payroll-periods?year=1899'), 422, 'validation_error');
    expectEnvelope(await s.req('GET', '/rest/payroll-periods?year=2200'), 422, 'validation_error');
  });

  it('lists the months of every year a month can be closed in, 1900 to 2199', async () => {
    const s = await payrollSetup(ctx);
    const closed = await s.close('1900-01');
    expect(closed.statusCode, closed.body).toBe(200);
    const first = await s.req('GET', '/rest/payroll-periods?year=1900');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[0]).toMatchObject({ period: '1900-01', status: 'closed' });
    const last = await s.req('GET', '/rest/payroll-periods?year=2199');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data[11]).toMatchObject({ period: '2199-12', status: 'open' });
  });

  it('lets the Lohnbuchhaltung role close, reopen and read; others get 403; the snapshot shows only visible people', async () => {
    const s = await payrollSetup(ctx);
    const unit = (await s.req('POST', '/rest/departments', { name: 'Lohn' })).json().data;
    const other = (await s.req('POST', '/rest/departments', { name: 'Lager' })).json().data;
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const employee = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', department_id: unit.id });
    const elsewhere = await createEmployee(ctx, s.slug, s.token, { department_id: other.id });

    expect((await s.close('2026-08', clerk.token)).statusCode).toBe(200);
    const seen = (await s.snapshot('2026-08', clerk.token)).map((i) => i.employee.id);
    expect(seen).toEqual(expect.arrayContaining([clerk.id, hr.id, employee.id]));
    expect(seen).not.toContain(elsewhere.id);
    expect((await s.snapshot('2026-08')).map((i) => i.employee.id)).toContain(elsewhere.id);
    expect((await s.reopen('2026-08', 'Fehler', clerk.token)).statusCode).toBe(200);

    for (const token of [hr.token, employee.token]) {
      const denied = expectEnvelope(await s.req('GET', '/rest/payroll-periods', undefined, token), 403, 'forbidden');
      expect(denied.errors[0]._meta.permission).toBe('payroll:view');
      expectEnvelope(await s.close('2026-08', token), 403, 'forbidden');
    }
  });

  it('answers 403 on the payroll paths while the payroll module is off', async () => {
    const s = await payrollSetup(ctx);
    await ctx.services.catalog.updateModules(s.slug, MODULE_IDS.filter((m) => m !== 'payroll'));
    expectEnvelope(await s.req('GET', '/rest/payroll-periods'), 403, 'forbidden');
    expectEnvelope(await s.close('2026-10'), 403, 'forbidden');
  });
});
