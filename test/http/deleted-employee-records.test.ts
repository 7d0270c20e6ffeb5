import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createDepartment, createEmployee, personWithLogin } from '../support/factories.js';
import { payrollTenant } from '../support/payroll-exports.js';
import { downloadExport, finishedExport } from '../support/exports.js';
import { expectEnvelope } from '../support/assertions.js';

/**
 * Working-time records (start, end and duration of each day) must stay producible for two years,
 * also of people who left (MiLoG §17 (1), ArbZG §16 (2)). Deleting an employee is a soft delete
 * that sets their exit date: their working time stays readable for whoever may see them, in the
 * person's own paths, in the month report and in the working_time export; writes stay refused.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Report = { data: Array<{ employee: { code: string } }>; meta: { total: number } };

/** Anna of the warehouse worked on 2 and 3 November 2026 (the 3rd over 10 hours) and was deleted since. */
async function deletedWorker() {
  const s = await payrollTenant(ctx);
  const warehouse = await createDepartment(ctx, s.slug, s.token, 'Lager');
  const office = await createDepartment(ctx, s.slug, s.token, 'Büro');
  const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß', department_id: warehouse.id });
  await s.assign(anna.id);
  await s.book(anna.id, [
    ['come', '2026-11-02', '08:00'],
    ['break_start', '2026-11-02', '12:00'],
    ['break_end', '2026-11-02', '12:30'],
    ['go', '2026-11-02', '16:30'],
    ['come', '2026-11-03', '07:00'],
    ['break_start', '2026-11-03', '12:00'],
    ['break_end', '2026-11-03', '12:30'],
    ['go', '2026-11-03', '18:00'],
  ]);
  const events = (await s.req('GET', `/rest/employees/${anna.id}/clock-events?from=2026-11-02&to=2026-11-03`)).json().data as Array<{ id: string }>;
  // HR corrected Monday's go before she left.
  const moved = await s.req('PATCH', `/rest/employees/${anna.id}/clock-events/${events[3]!.id}`, { occurred_at: '2026-11-02T16:45:00+01:00', reason: 'Später gegangen' });
  expect(moved.statusCode, moved.body).toBe(200);
  const removed = await s.req('DELETE', `/rest/employees/${anna.id}`);
  expect(removed.statusCode, removed.body).toBe(200);
  // Time-tracking admins of her unit and of another one, payroll of her unit, a plain employee.
  const timeAdmin = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin', department_id: warehouse.id });
  const payroll = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: warehouse.id });
  const otherUnit = await personWithLogin(ctx, s.slug, s.token, { role: 'time_tracking_admin', department_id: office.id });
  const colleague = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', department_id: warehouse.id });
  return { ...s, anna, corrected: events[3]!.id, timeAdmin, payroll, otherUnit, colleague };
}

describe('the working time of a deleted employee', () => {
  it('GET /employees/{e}/working_time answers their days to whoever may see them', async () => {
    const s = await deletedWorker();
    for (const token of [s.token, s.timeAdmin.token, s.payroll.token]) {
      const days = await s.req('GET', `/rest/employees/${s.anna.id}/working_time?from=2026-11-02&to=2026-11-03`, undefined, token);
      expect(days.statusCode, days.body).toBe(200);
      const [monday, tuesday] = days.json().data.days;
      expect(monday.intervals.map((i: { from: string; to: string }) => [i.from, i.to])).toEqual([
        ['2026-11-02T08:00:00+01:00', '2026-11-02T12:00:00+01:00'],
        ['2026-11-02T12:30:00+01:00', '2026-11-02T16:45:00+01:00'],
      ]);
      // 10:30 between the breaks, less the 15 minutes more break ArbZG §4 asks for after 9 hours.
      expect(tuesday.worked).toBe('10:15:00.000');
      expect(tuesday.warnings).toContain('daily_over_10h');
    }
    // Outside the caller's units the person is not there (404, as for documents); without a permission 403.
    expectEnvelope(await s.req('GET', `/rest/employees/${s.anna.id}/working_time?from=2026-11-02&to=2026-11-03`, undefined, s.otherUnit.token), 404, 'not_found');
    expectEnvelope(await s.req('GET', `/rest/employees/${s.anna.id}/working_time?from=2026-11-02&to=2026-11-03`, undefined, s.colleague.token), 403, 'forbidden');
  });

  it('GET /employees/{e}/clock-events and the history of a corrected event stay readable', async () => {
    const s = await deletedWorker();
    for (const token of [s.token, s.timeAdmin.token, s.payroll.token]) {
      const events = await s.req('GET', `/rest/employees/${s.anna.id}/clock-events?from=2026-11-01&to=2026-11-30`, undefined, token);
      expect(events.statusCode, events.body).toBe(200);
      expect(events.json().data).toHaveLength(8);
      const history = await s.req('GET', `/rest/employees/${s.anna.id}/clock-events/${s.corrected}/history`, undefined, token);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update']);
    }
    expectEnvelope(await s.req('GET', `/rest/employees/${s.anna.id}/clock-events?from=2026-11-01&to=2026-11-30`, undefined, s.otherUnit.token), 404, 'not_found');
    // Someone deleted whom the caller cannot see is not there for them, as before the deletion for an unknown id.
    expectEnvelope(await s.req('GET', `/rest/employees/${s.anna.id}/clock-events?from=2026-11-01&to=2026-11-30`, undefined, s.colleague.token), 404, 'not_found');
    expectEnvelope(await s.req('GET', `/rest/employees/${s.anna.id}/clock-events/${s.corrected}/history`, undefined, s.otherUnit.token), 404, 'not_found');
  });

  it('stays read-only: a correction for them is 404 as before, and the employee list leaves them out', async () => {
    const s = await deletedWorker();
    const added = await s.req('POST', `/rest/employees/${s.anna.id}/clock-events`, { type: 'come', occurred_at: '2026-11-04T08:00:00+01:00', reason: 'nachgetragen' });
    expectEnvelope(added, 404, 'not_found');
    const changed = await s.req('PATCH', `/rest/employees/${s.anna.id}/clock-events/${s.corrected}`, { occurred_at: '2026-11-02T17:00:00+01:00', reason: 'r' });
    expectEnvelope(changed, 404, 'not_found');
    const list = (await s.req('GET', '/rest/employees?per_page=100')).json().data as Array<{ id: string }>;
    expect(list.map((person) => person.id)).not.toContain(s.anna.id);
  });

  it('the month report lists them for the months up to their exit, within the caller’s units', async () => {
    const s = await deletedWorker();
    // Bernd left on 30 October and was deleted since: in October's report, not in November's.
    const bernd = await createEmployee(ctx, s.slug, s.token, { code: '1002', first_name: 'Bernd', last_name: 'Adler' });
    await s.assign(bernd.id);
    await s.book(bernd.id, [
      ['come', '2026-10-29', '08:00'],
      ['go', '2026-10-29', '12:00'],
    ]);
    expect((await s.req('PUT', `/rest/employees/${bernd.id}`, { exit_date: '2026-10-30' })).statusCode).toBe(200);
    expect((await s.req('DELETE', `/rest/employees/${bernd.id}`)).statusCode).toBe(200);
    const codes = async (range: string, token = s.token) => {
      const report = await s.req('GET', `/rest/working_time/${range}?per_page=100`, undefined, token);
      expect(report.statusCode, report.body).toBe(200);
      const body = report.json() as Report;
      expect(body.meta.total).toBe(body.data.length);
      return body.data.map((item) => item.employee.code);
    };
    const november = await codes('2026-11-01/2026-11-30');
    expect(november).toContain('1001');
    expect(november).not.toContain('1002');
    const october = await codes('2026-10-01/2026-10-31');
    expect(october).toEqual(expect.arrayContaining(['1001', '1002']));
    // A range that starts on the exit date still holds its last day.
    expect(await codes('2026-10-30/2026-11-05')).toContain('1002');
    expect(await codes('2026-11-01/2026-11-30', s.timeAdmin.token)).toContain('1001');
    expect(await codes('2026-11-01/2026-11-30', s.otherUnit.token)).not.toContain('1001');
    const item = ((await s.req('GET', '/rest/working_time/2026-11-02/2026-11-03?per_page=100')).json() as Report).data.find((row) => row.employee.code === '1001');
    expect(item).toMatchObject({ totals: { worked: '18:30:00.000' } });
  });

  it('the working_time export of the month holds their days, as the absences export holds their absences', async () => {
    const s = await deletedWorker();
    for (const token of [s.token, s.payroll.token]) {
      const done = await finishedExport(s.req, { kind: 'working_time', period: '2026-11', format: 'csv' }, token);
      const lines = (await downloadExport(s.req, done, token)).rawPayload.toString('utf8').split('\r\n');
      expect(lines[0]).toMatch(/^\uFEFFDatum;Personalnummer;Nachname;Vorname;Soll;Ist;/);
      const anna = lines.filter((line) => line.split(';')[1] === '1001');
      expect(anna).toHaveLength(30);
      expect(anna.find((line) => line.startsWith('2026-11-03;'))).toMatch(/^2026-11-03;1001;Weiß;Anna;8,00;10,25;/);
    }
  });
});

describe('the correction requests of a deleted employee', () => {
  it('are closed with the deletion when still undecided, as erasure closes them; decided ones stay as they were', async () => {
    const s = await payrollTenant(ctx);
    const jana = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', code: '2002' });
    await s.assign(jana.id);
    const ask = async (type: string, time: string) => {
      const response = await ctx.request({
        method: 'POST',
        url: '/rest/correction-requests',
        tenant: s.slug,
        token: jana.token,
        body: { action: 'create', type, occurred_at: `2026-11-20T${time}:00+01:00`, reason: 'Terminal defekt' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const come = await ask('come', '08:00');
    const go = await ask('go', '16:30');
    expect((await s.req('POST', `/rest/correction-requests/${come}/approve`)).statusCode).toBe(200);

    expect((await s.req('DELETE', `/rest/employees/${jana.id}`)).statusCode).toBe(200);

    const closed = (await s.req('GET', `/rest/correction-requests/${go}`)).json().data;
    expect(closed).toMatchObject({ status: 'rejected', decision_reason: 'Closed unanswered: the person was deleted.', decided_by: s.adminId });
    expect((await s.req('GET', `/rest/correction-requests/${come}`)).json().data.status).toBe('approved');
    expectEnvelope(await s.req('POST', `/rest/correction-requests/${go}/approve`), 409, 'conflict');
  });
});
