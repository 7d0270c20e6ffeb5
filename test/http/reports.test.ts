import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, personWithLogin } from '../support/factories.js';
import { absenceSetup } from '../support/absences.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('reports', () => {
  it('takes today where each person works when no as_of is given, as their own account does', async () => {
    const s = await payrollSetup(ctx);
    const unit = (await s.req('POST', '/rest/departments', { name: 'Inseln' })).json().data;
    // UTC+14 and UTC-11: their dates differ at every moment.
    const dates = new Map<string, string>();
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const location = (await s.req('POST', '/rest/locations', { name: timezone, timezone })).json().data;
      const person = await createEmployee(ctx, s.slug, s.token, { location_id: location.id, department_id: unit.id });
      dates.set(person.id, (await s.req('GET', `/rest/employees/${person.id}/overtime-account`)).json().data.as_of as string);
    }
    expect(new Set(dates.values()).size).toBe(2);
    const rows = (await s.req('GET', `/rest/reports/overtime?department_id=${unit.id}`)).json().data as Array<{ employee: { id: string }; as_of: string }>;
    expect(new Map(rows.map((row) => [row.employee.id, row.as_of]))).toEqual(dates);
  });

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
    // For German Excel, as every other CSV of the product: byte order mark, `;`, CRLF.
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('employee_id;code;first_name;last_name;as_of;since;balance;balance_ms');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`${worker.id};${worker.code};${page.data[0].employee.first_name};Adler;2026-11-02;2026-11-02;00:15:00.000;900000`);
  });

  it('answers JSON when the client ranks CSV below JSON or refuses it, as the other CSV answers negotiate', async () => {
    const s = await payrollSetup(ctx);
    for (const url of ['/rest/reports/overtime?as_of=2026-11-02', '/rest/reports/absences?year=2026']) {
      for (const accept of ['application/json, text/csv;q=0.1', 'text/csv;q=0, application/json', 'application/json;q=1, text/csv;q=0']) {
        const response = await ctx.request({ url, tenant: s.slug, token: s.token, headers: { accept } });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type'], `${url} with ${accept}`).toMatch(/^application\/json/);
      }
      const csv = await ctx.request({ url, tenant: s.slug, token: s.token, headers: { accept: 'text/csv, application/json;q=0.5' } });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    }
  });

  it('lists absence days per type and per category per employee for a year, also as CSV', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const worker = await s.employee({ last_name: 'Berg' });
    const idle = await s.employee({ last_name: 'Ruhe' });
    const custom = await s.req('POST', '/rest/absence-types', { name: 'Bildungsurlaub', category: 'training', credits_time: true, needs_approval: false, counts_against_entitlement: false });
    expect(custom.statusCode, custom.body).toBe(201);
    await s.approved(worker.id, 'vacation', '2026-11-02', '2026-11-06');
    const training = await s.request({ employee_id: worker.id, type_id: custom.json().data.id, start_date: '2026-11-09', end_date: '2026-11-09' });
    expect(training.statusCode, training.body).toBe(201);
    // Wednesday 30 December 2026 to Monday 4 January 2027: two working days fall in 2026.
    await s.approved(worker.id, 'sick', '2026-12-30', '2027-01-04');
    await s.absence(idle.id, 'vacation', '2026-11-02', '2026-11-03');
    // German Excel reads the CSV without an import dialog: umlauts, half days with a decimal comma, no formulas run.
    const halfDay = await s.employee({ first_name: '=HYPERLINK("http://x")', last_name: 'Öztürk; Müller' });
    await s.approved(halfDay.id, 'vacation', '2026-11-10', '2026-11-10', { half_day_start: true });

    const response = await s.req('GET', '/rest/reports/absences?year=2026&per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    type Item = { employee: { id: string }; days: Record<string, number>; types: Array<{ type_id: string; name: string; category: string; days: number }> };
    const items = response.json().data as Item[];
    const item = items.find((i) => i.employee.id === worker.id)!;
    expect(item.days).toEqual({ vacation: 5, sick: 2, time_off_in_lieu: 0, other: 1 });
    const daysOfType = (entry: Item, typeId: string) => entry.types.find((type) => type.type_id === typeId)!.days;
    expect(daysOfType(item, s.typeOf('vacation'))).toBe(5);
    expect(daysOfType(item, s.typeOf('sick'))).toBe(2);
    expect(daysOfType(item, custom.json().data.id)).toBe(1);
    expect(item.types).toHaveLength(7);
    expect(item.types.map((type) => type.name)).toEqual([...item.types.map((type) => type.name)].sort((a, b) => a.localeCompare(b, 'de')));
    // A requested absence is not taken yet.
    const waiting = items.find((i) => i.employee.id === idle.id)!;
    expect(waiting.types.every((type) => type.days === 0)).toBe(true);

    const csv = await ctx.request({ url: '/rest/reports/absences?year=2026', tenant: s.slug, token: s.token, headers: { accept: 'text/csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = csv.body.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(['employee_id', 'code', 'first_name', 'last_name', 'year', ...item.types.map((type) => type.name)].join(';'));
    const vacationAt = 5 + item.types.findIndex((type) => type.type_id === s.typeOf('vacation'));
    const row = lines.find((line) => line.startsWith(worker.id))!.split(';');
    expect(row[4]).toBe('2026');
    expect(row[5 + item.types.findIndex((type) => type.name === 'Bildungsurlaub')]).toBe('1,00');
    expect(row[vacationAt]).toBe('5,00');
    const halfDays = item.types.map((type) => (type.type_id === s.typeOf('vacation') ? '0,50' : '0,00'));
    expect(lines.find((line) => line.startsWith(halfDay.id))).toBe(`${halfDay.id};${halfDay.code};"'=HYPERLINK(""http://x"")";"Öztürk; Müller";2026;${halfDays.join(';')}`);
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
