import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { HOUR, payrollSetup } from '../support/payroll.js';

/**
 * A closed month's snapshot carries the overtime account at its end, which every earlier month
 * feeds; so months are reopened from the latest back, and an earlier month reopened and closed
 * again is followed by the later ones, each closed again on top of it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('reopening an earlier payroll month', () => {
  it('is refused with 409 later_period_closed naming the latest closed later month, and changes nothing', async () => {
    const s = await payrollSetup(ctx);
    for (const period of ['2025-09', '2025-10', '2025-11']) expect((await s.close(period)).statusCode).toBe(200);

    for (const period of ['2025-09', '2025-10']) {
      const refused = expectEnvelope(await s.reopen(period, 'Nachbuchung vergessener Tag'), 409, 'conflict');
      expect(refused.errors[0]._meta).toMatchObject({ code: 'later_period_closed', period: '2025-11' });
      const month = (await s.req('GET', `/rest/payroll-periods/${period}`)).json().data;
      expect(month).toMatchObject({ status: 'closed', reopened_at: null });
      expect(month.history.map((e: { action: string }) => e.action)).toEqual(['close']);
    }
    // From the latest back it is allowed; an open month between two closed ones does not lift the refusal.
    expect((await s.reopen('2025-11', 'Korrektur')).statusCode).toBe(200);
    expect((await s.reopen('2025-10', 'Korrektur')).statusCode).toBe(200);
    expect((await s.close('2025-11')).statusCode).toBe(200);
    const refused = expectEnvelope(await s.reopen('2025-09', 'Korrektur'), 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'later_period_closed', period: '2025-11' });
  });

  it('reopened from the latest back and closed again in order, keeps every later month’s overtime balance on the account', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token, { entry_date: '2025-10-01' });
    await s.assign(worker.id, '2025-10-01');
    expect((await s.book(worker.id, [['come', '2025-10-20T08:00:00+02:00'], ['go', '2025-10-20T14:00:00+02:00']])).statusCode).toBe(201);
    expect((await s.close('2025-10')).statusCode).toBe(200);
    expect((await s.close('2025-11')).statusCode).toBe(200);
    const novemberBefore = (await s.snapshot('2025-11')).find((i) => i.employee.id === worker.id)!;

    // A forgotten day in October (6 h): November is reopened first, then October.
    expect((await s.reopen('2025-11', 'Nachbuchung vergessener Tag im Oktober')).statusCode).toBe(200);
    expect((await s.reopen('2025-10', 'Nachbuchung vergessener Tag')).statusCode).toBe(200);
    expect((await s.book(worker.id, [['come', '2025-10-21T08:00:00+02:00'], ['go', '2025-10-21T14:00:00+02:00']])).statusCode).toBe(201);
    expect((await s.close('2025-10')).statusCode).toBe(200);
    expect((await s.close('2025-11')).statusCode).toBe(200);

    const account = (await s.req('GET', `/rest/employees/${worker.id}/overtime-account?as_of=2025-11-30`)).json().data;
    const october = (await s.snapshot('2025-10')).find((i) => i.employee.id === worker.id)!;
    const november = (await s.snapshot('2025-11')).find((i) => i.employee.id === worker.id)!;
    expect(account.balance_ms).toBe(novemberBefore.overtime_balance_ms + 6 * HOUR);
    expect(november.overtime_balance_ms).toBe(october.overtime_balance_ms + november.balance_ms);
    expect(november.overtime_balance_ms).toBe(account.balance_ms);
  });
});
