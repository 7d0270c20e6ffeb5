import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

/**
 * The overtime account counts the days a closed payroll month counts: it starts at the entry date
 * (else the creation day), moved back to the first clock event, approved absence or, without an
 * entry date, schedule model, so a month's balance and the account's movement over it agree.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('the overtime account’s start', () => {
  it('takes in a trial day booked before the entry date, as the closed month does, so paying it out leaves the account at zero', async () => {
    const s = await payrollSetup(ctx);
    // Enters Wednesday 15 Oct 2025, works to a schedule from November; a paid trial day on Monday 13 Oct is booked by HR.
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2025-10-15' });
    await s.assign(worker.id, '2025-11-01');
    const booked = await s.book(worker.id, [
      ['come', '2025-10-13T08:00:00+02:00'],
      ['break_start', '2025-10-13T12:00:00+02:00'],
      ['break_end', '2025-10-13T12:30:00+02:00'],
      ['go', '2025-10-13T16:30:00+02:00'],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await s.close('2025-10')).statusCode).toBe(200);

    const item = (await s.snapshot('2025-10')).find((i) => i.employee.id === worker.id)!;
    expect(item).toMatchObject({ worked_ms: 8 * HOUR, balance_ms: 8 * HOUR, overtime_balance_ms: 8 * HOUR });
    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-10-31`)).json().data;
    expect(account).toMatchObject({ since: '2025-10-13', balance_ms: 8 * HOUR });

    // Payroll pays the month's overtime out on Saturday 1 Nov (no target): the account is empty, not 8 h short.
    const payout = await s.req('POST', `/rest/employees/${worker.id}/overtime-account/bookings`, { amount_ms: -8 * HOUR, kind: 'payout', date: '2025-11-01' });
    expect(payout.statusCode, payout.body).toBe(201);
    expect((await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-11-01`)).json().data.balance_ms).toBe(0);
  });

  it('takes in the months booked for someone without entry date before they were created, as their closed months do', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token);
    await s.assign(worker.id, '2025-10-01');
    // Monday 20 Oct 2025: 10 h present, 45 min break: 9:15 worked.
    const booked = await s.book(worker.id, [
      ['come', '2025-10-20T07:00:00+02:00'],
      ['break_start', '2025-10-20T12:00:00+02:00'],
      ['break_end', '2025-10-20T12:45:00+02:00'],
      ['go', '2025-10-20T17:00:00+02:00'],
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await s.close('2025-10')).statusCode).toBe(200);

    const item = (await s.snapshot('2025-10')).find((i) => i.employee.id === worker.id)!;
    const month = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2025-10-01&to=2025-10-31`)).json().data;
    expect(item.balance_ms).toBe(month.totals.balance_ms);
    expect(item.overtime_balance_ms).toBe(item.balance_ms);
    const before = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-09-30`)).json().data;
    const after = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-10-31`)).json().data;
    expect(after.since).toBe('2025-10-01');
    expect(after.balance_ms - before.balance_ms).toBe(item.balance_ms);
  });

  it('stays at the entry date when nothing before it has a balance, even with a schedule model assigned earlier', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2025-10-15' });
    await s.assign(worker.id, '2025-10-01');
    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-10-31`)).json().data;
    expect(account.since).toBe('2025-10-15');
    const month = (await s.req('GET', `/rest/employees/${worker.id}/working_time?from=2025-10-01&to=2025-10-31`)).json().data;
    expect(account.balance_ms).toBe(month.totals.balance_ms);
  });
});
