/**
 * Every hour a closed month credits for paid absence (the snapshot's `absence`) reaches payroll:
 * vacation and sick in their own wage types, special leave and training in `other_absence`; and
 * the hours statutory holidays took, paid as if worked (EntgFG §2), in `public_holiday`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, HOUR, personWithLogin } from '../support/factories.js';
import { payrollSetup } from '../support/payroll.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const WAGE_TYPES = { worked: '100', overtime: '200', night: '300', night_core: '301', sunday: '400', holiday: '500', holiday_special: '501', vacation: '600', sick: '700', other_absence: '800', public_holiday: '900' };

describe('credited time in the payroll transfer', () => {
  it('a day of paid special leave (Sonderurlaub) and a day of training credited in the month appear in the LODAS file', async () => {
    const s = await payrollSetup(ctx);
    const worker = await createEmployee(ctx, s.slug, s.token, { code: '3001', entry_date: '2025-10-01' });
    await s.assign(worker.id, '2025-10-01');
    const approver = await personWithLogin(ctx, s.slug, s.token, { role: 'workspace_admin', entry_date: '2025-10-01' });
    const types = (await s.req('GET', '/rest/absence-types')).json().data as Array<{ id: string; category: string; is_system: boolean }>;
    const typeOf = (category: string) => types.find((t) => t.is_system && t.category === category)!.id;
    for (const [category, date] of [
      ['special_leave', '2025-10-06'],
      ['training', '2025-10-07'],
      ['vacation', '2025-10-08'],
    ] as const) {
      const created = await s.req('POST', '/rest/absences', { employee_id: worker.id, type_id: typeOf(category), start_date: date, end_date: date });
      expect(created.statusCode, created.body).toBe(201);
      const approved = await s.req('POST', `/rest/absences/${created.json().data.id}/approve`, {}, approver.token);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    expect((await ctx.request({ method: 'PUT', url: '/rest/partner-payroll/settings', tenant: s.slug, token: s.token, body: { consultant_number: '1234567', client_number: '12345', wage_types: WAGE_TYPES } })).statusCode).toBe(200);
    expect((await s.close('2025-10')).statusCode).toBe(200);
    const [item] = (await s.snapshot('2025-10')).filter((i) => i.employee.id === worker.id);
    expect(item!.absence_ms).toBe(3 * 8 * HOUR);

    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2025-10' });
    expect(created.statusCode, created.body).toBe(202);
    let transfer: { status: string; file: string };
    for (const until = Date.now() + 15_000; ; ) {
      transfer = (await s.req('GET', `/rest/partner-payroll/transfers/${created.json().data.id}`)).json().data;
      if (transfer.status !== 'queued' && transfer.status !== 'running') break;
      if (Date.now() > until) throw new Error('transfer not done');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(transfer.status).toBe('delivered');
    const lines = (await s.req('GET', transfer.file)).rawPayload.toString('latin1').split('\r\n');
    const movements = lines.slice(lines.indexOf('[Bewegungsdaten]') + 1).filter((line) => line.split(';')[2] === '3001');
    // The month credits 24 h of paid absence (snapshot absence): 8 h of vacation, 16 h of special leave and training.
    const hoursOf = (wageType: string) => movements.filter((line) => line.split(';')[3] === wageType).reduce((t, line) => t + Number(line.split(';')[5]!.replace(',', '.')), 0);
    expect({ vacation: hoursOf('600'), other: hoursOf('800') }).toEqual({ vacation: 8, other: 16 });
    expect(hoursOf('600') + hoursOf('700') + hoursOf('800')).toBe(item!.absence_ms / HOUR);
    // Friday 3 October, Tag der Deutschen Einheit, took the day's 8 h off the target; an hourly wage pays them.
    expect(hoursOf('900')).toBe(8);
  });
});
