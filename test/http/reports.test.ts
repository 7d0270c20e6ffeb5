import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, personWithLogin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('reports', () => {
  it('lists overtime balances of the visible employees as JSON (paginated) and CSV, equal to each account', async () => {
    const s = await payrollSetup(ctx);
    const unit = (await s.req('POST', '/rest/departments', { name: 'Lohn' })).json().data;
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2026-11-02', department_id: unit.id, last_name: 'Adler' });
    await s.assign(worker.id);
    // Monday 2 Nov: 10 h present with 45 min break = 9:15 worked, 1:15 over the 8 h target.
    const booked = await s.book(worker.id, [
      ['come', '2026-11-02T07:00:00+01:00'],
      ['break_start', '2026-11-02T12:00:00+01:00'],
      ['break_end', '2026-11-02T12:45:00+01:00'],
      ['go', '2026-11-02T17:00:00+01:00'],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await s.req('POST', `/rest/employees/${worker.id}/overtime-account/bookings`, { amount_ms: -HOUR, kind: 'payout', date: '2026-11-02' })).statusCode).toBe(201);
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id, last_name: 'Zander', entry_date: '2026-11-02' });
    const outside = await createEmployee(ctx, s.slug, s.token, { entry_date: '2026-11-02' });

    const response = await s.req('GET', `/rest/reports/overtime?as_of=2026-11-02&per_page=1`, undefined, clerk.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.meta.total).toBe(2);
    expect(page.data).toEqual([
      { employee: { id: worker.id, code: worker.code, first_name: expect.any(String), last_name: 'Adler' }, as_of: '2026-11-02', since: '2026-11-02', balance: '00:15:00.000', balance_ms: 15 * 60_000 },
    ]);
    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2026-11-02`)).json().data;
    expect(account.balance_ms).toBe(15 * 60_000);

    const all = (await s.req('GET', '/rest/reports/overtime?as_of=2026-11-02&per_page=100')).json().data.map((i: { employee: { id: string } }) => i.employee.id);
    expect(all).toEqual(expect.arrayContaining([worker.id, clerk.id, outside.id, s.adminId]));

    const csv = await ctx.request({ url: '/rest/reports/overtime?as_of=2026-11-02', tenant: s.slug, token: clerk.token, headers: { accept: 'text/csv' } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('employee_id,code,first_name,last_name,as_of,since,balance,balance_ms');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`${worker.id},${worker.code},${page.data[0].employee.first_name},Adler,2026-11-02,2026-11-02,00:15:00.000,900000`);
  });

  it('lists absence days per category per employee for a year, also as CSV', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token, { last_name: 'Berg' });
    const response = await s.req('GET', '/rest/reports/absences?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().data.find((i: { employee: { id: string } }) => i.employee.id === worker.id);
    expect(item).toEqual({ employee: expect.objectContaining({ id: worker.id }), year: 2026, days: { vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 } });
    const csv = await ctx.request({ url: '/rest/reports/absences?year=2026', tenant: s.slug, token: s.token, headers: { accept: 'text/csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('employee_id,code,first_name,last_name,year,vacation,sick,time_off_in_lieu,other');
  });

  it('needs reports:view: HR Admin and Lohnbuchhaltung may, Zeiterfassung Admin and employees may not', async () => {
    const s = await payrollSetup(ctx);
    for (const role of ['hr_admin', 'payroll_accounting'] as const) {
      const person = await personWithLogin(ctx, s.slug, s.token, { role });
      expect((await s.req('GET', '/rest/reports/overtime', undefined, person.token)).statusCode).toBe(200);
      expect((await s.req('GET', '/rest/reports/absences', undefined, person.token)).statusCode).toBe(200);
    }
    for (const role of ['time_tracking_admin', 'employee'] as const) {
      const person = await personWithLogin(ctx, s.slug, s.token, { role });
      const denied = expectEnvelope(await s.req('GET', '/rest/reports/overtime', undefined, person.token), 403, 'forbidden');
      expect(denied.errors[0]._meta.permission).toBe('reports:view');
      expectEnvelope(await s.req('GET', '/rest/reports/absences', undefined, person.token), 403, 'forbidden');
    }
  });
});
