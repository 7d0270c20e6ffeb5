import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

/**
 * Hours HR books outside someone's employment (a trial day before the entry date, a handover day
 * after the exit date) are in their overtime account, so a month's close takes them too: the
 * person is in the month's snapshot with those hours, and payroll is handed them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('a trial day in the month before the entry month', () => {
  it('reaches a closed month that the account’s movement agrees with', async () => {
    const s = await payrollSetup(ctx);
    // Enters Monday 3 Nov 2025; a paid trial day on Monday 27 Oct 2025 is booked by HR.
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2025-11-03' });
    await s.assign(worker.id, '2025-11-03');
    const booked = await s.book(worker.id, [
      ['come', '2025-10-27T08:00:00+01:00'],
      ['break_start', '2025-10-27T12:00:00+01:00'],
      ['break_end', '2025-10-27T12:30:00+01:00'],
      ['go', '2025-10-27T16:30:00+01:00'],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    const month = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2025-10-01&to=2025-10-31`)).json().data;
    expect(month.totals.worked_ms).toBe(8 * HOUR);
    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-10-31`)).json().data;
    expect(account).toMatchObject({ since: '2025-10-27', balance_ms: 8 * HOUR });

    expect((await s.close('2025-10')).statusCode).toBe(200);
    const october = (await s.snapshot('2025-10')).find((i) => i.employee.id === worker.id);
    expect(october).toMatchObject({ worked_ms: 8 * HOUR, balance_ms: 8 * HOUR, overtime_balance_ms: 8 * HOUR });
  });

  it('after the exit date: hours HR books after the last day reach a closed month as the account counts them', async () => {
    const s = await payrollSetup(ctx);
    const leaver = await createEmployee(ctx, s.slug, s.token, { entry_date: '2025-09-01', exit_date: '2025-09-30' });
    // HR books a handover day on Thursday 2 Oct 2025, after the exit date.
    const booked = await s.book(leaver.id, [
      ['come', '2025-10-02T08:00:00+02:00'],
      ['go', '2025-10-02T12:00:00+02:00'],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    const before = (await s.req('GET', `/rest/employees/${leaver.id}/overtime-account?as_of=2025-09-30`)).json().data.balance_ms;
    const after = (await s.req('GET', `/rest/employees/${leaver.id}/overtime-account?as_of=2025-10-31`)).json().data.balance_ms;
    expect(after - before).toBe(4 * HOUR);
    expect((await s.close('2025-10')).statusCode).toBe(200);
    const october = (await s.snapshot('2025-10')).find((i) => i.employee.id === leaver.id);
    expect(october).toMatchObject({ worked_ms: 4 * HOUR, overtime_balance_ms: after });
  });
});
