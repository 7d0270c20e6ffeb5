import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin } from '../support/factories.js';
import { HOUR, payrollTenant } from '../support/payroll-exports.js';
import type { PayrollSnapshotItem } from '../support/payroll.js';

/**
 * The hours someone worked have to be paid (MiLoG §20), also when they were deleted before their
 * last month was closed: deleting is a soft delete that sets the exit date, and the month's close
 * keeps everyone employed in it, those deleted included, with their days up to the exit date.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const WAGE_TYPES = { worked: '100', overtime: '200', night: '300', sunday: '400', vacation: '600', sick: '700' };

interface Transfer {
  id: string;
  status: string;
  error: string | null;
  file: string | null;
}

/** A whole working day, 8:00 to 16:30 with half an hour's break: 8 h worked. */
const day = (date: string): Array<[string, string, string]> => [
  ['come', date, '08:00'],
  ['break_start', date, '12:00'],
  ['break_end', date, '12:30'],
  ['go', date, '16:30'],
];

async function tenant() {
  const s = await payrollTenant(ctx);
  const settings = await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1234567', client_number: '12345', wage_types: WAGE_TYPES });
  expect(settings.statusCode, settings.body).toBe(200);
  const close = async (period: string) => {
    const closed = await s.req('POST', `/rest/payroll-periods/${period}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    return closed.json().data as { employees: number };
  };
  const snapshot = async (period: string, token = s.token) => {
    const response = await s.req('GET', `/rest/payroll-periods/${period}/employees?per_page=100`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PayrollSnapshotItem[];
  };
  /** Transfers the month to payroll and waits for the transfer to end. */
  const transfer = async (period: string) => {
    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period });
    expect(created.statusCode, created.body).toBe(202);
    return s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${created.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
  };
  const movements = async (done: Transfer) => {
    expect(done.status, done.error ?? '').toBe('delivered');
    const lines = (await s.req('GET', done.file!)).rawPayload.toString('latin1').split('\r\n');
    return lines.slice(lines.indexOf('[Bewegungsdaten]') + 1).filter(Boolean);
  };
  return { ...s, close, snapshot, transfer, movements };
}

describe('closing a payroll month with people deleted before the close', () => {
  it('keeps them with their days up to the exit date, shows them in the snapshot and hands their hours to payroll', async () => {
    const s = await tenant();
    const warehouse = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const office = await createDepartment(ctx, s.slug, s.token, 'Büro');
    // Emil worked until Tuesday 10 November and was deleted two days later, before November was closed.
    const emil = await createEmployee(ctx, s.slug, s.token, {
      code: '1005',
      first_name: 'Emil',
      last_name: 'Ernst',
      entry_date: '2026-11-01',
      exit_date: '2026-11-10',
      department_id: warehouse.id,
    });
    // Bernd left on 30 October and was deleted too: October's, not November's.
    const bernd = await createEmployee(ctx, s.slug, s.token, { code: '1006', first_name: 'Bernd', last_name: 'Adler', exit_date: '2026-10-30' });
    await s.assign(emil.id);
    await s.assign(bernd.id);
    await s.book(emil.id, [...day('2026-11-02'), ...day('2026-11-10')]);
    await s.book(bernd.id, day('2026-10-29'));
    for (const person of [emil, bernd]) expect((await s.req('DELETE', `/rest/employees/${person.id}`)).statusCode).toBe(200);
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: warehouse.id });
    const otherClerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: office.id });

    await s.close('2026-10');
    expect((await s.snapshot('2026-10')).map((item) => item.employee.id)).toContain(bernd.id);
    const november = await s.close('2026-11');
    const items = await s.snapshot('2026-11');
    expect(items).toHaveLength(november.employees);
    expect(items.map((item) => item.employee.id)).not.toContain(bernd.id);
    const kept = items.find((item) => item.employee.id === emil.id);
    // Seven working days up to his exit (2 to 6 and 9, 10 November), none after it.
    expect(kept).toMatchObject({ employee: { code: '1005' }, period: '2026-11', target_ms: 56 * HOUR, worked_ms: 16 * HOUR, balance_ms: -40 * HOUR });
    // His account began on his entry date and no day after his exit moves it.
    expect(kept!.overtime_balance_ms).toBe(-40 * HOUR);
    // The month report, which lists him too, agrees with what the close kept.
    const report = (await s.req('GET', '/rest/working_time/2026-11-01/2026-11-30?per_page=100')).json().data as Array<{ employee: { id: string }; totals: { worked_ms: number; target_ms: number } }>;
    expect(report.find((row) => row.employee.id === emil.id)?.totals).toMatchObject({ worked_ms: 16 * HOUR, target_ms: 56 * HOUR });

    // Payroll staff of his unit see him in the snapshot; those of another unit do not.
    expect((await s.snapshot('2026-11', clerk.token)).map((item) => item.employee.id)).toContain(emil.id);
    expect((await s.snapshot('2026-11', otherClerk.token)).map((item) => item.employee.id)).not.toContain(emil.id);

    // His hours go to payroll with the month.
    expect(await s.movements(await s.transfer('2026-11'))).toContain('10;01/11/2026;1005;100;1;16,00;;');

    // Reopened and closed again, the month keeps him as before.
    expect((await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' })).statusCode).toBe(200);
    const again = await s.close('2026-11');
    expect(again.employees).toBe(november.employees);
    expect((await s.snapshot('2026-11')).find((item) => item.employee.id === emil.id)).toEqual(kept);
    expect(await s.movements(await s.transfer('2026-11'))).toContain('10;01/11/2026;1005;100;1;16,00;;');
  });

  it.each([
    ['his payroll number', { code: 'emil.ernst', payroll_number: '1005' }],
    ['his personnel code', { code: '1005' }],
  ])('fails the transfer naming the number when a newcomer of the month was given %s, until the newcomer gets another', async (_, numbered) => {
    const s = await tenant();
    const emil = await createEmployee(ctx, s.slug, s.token, { ...numbered, first_name: 'Emil', last_name: 'Ernst', entry_date: '2026-11-01', exit_date: '2026-11-10' });
    await s.assign(emil.id);
    await s.book(emil.id, day('2026-11-02'));
    expect((await s.req('DELETE', `/rest/employees/${emil.id}`)).statusCode).toBe(200);
    // Payroll numbers are unique among the people on record: his is free again.
    const nora = await createEmployee(ctx, s.slug, s.token, { code: 'nora.neu', payroll_number: '1005', first_name: 'Nora', last_name: 'Neu', entry_date: '2026-11-16' });
    await s.assign(nora.id);
    await s.book(nora.id, day('2026-11-16'));
    await s.close('2026-11');

    const failed = await s.transfer('2026-11');
    expect(failed).toMatchObject({ status: 'failed', file: null });
    expect(failed.error).toBe('Two people of the month have the personnel number "1005", which would book both people\'s hours to one; change one, then transfer the month again.');
    // Only the newcomer can be changed; the month stays closed, the file reads the number anew.
    expectEnvelope(await s.req('PUT', `/rest/employees/${emil.id}`, { payroll_number: '1007' }), 404, 'not_found');
    expect((await s.req('PUT', `/rest/employees/${nora.id}`, { payroll_number: '1006' })).statusCode).toBe(200);
    const lines = await s.movements(await s.transfer('2026-11'));
    expect(lines).toEqual(expect.arrayContaining(['10;01/11/2026;1005;100;1;8,00;;', '10;01/11/2026;1006;100;1;8,00;;']));
  });
});
