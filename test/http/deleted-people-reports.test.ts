import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceSetup } from '../support/absences.js';
import { createDepartment, personWithLogin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * The reports over a past year or day list whoever was employed then, people deleted since
 * included (deleting sets the exit date), as the working-time report does: their exit date on or
 * after the report's first day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface Page<T> {
  data: T[];
  meta: { total: number };
}
type AbsenceItem = { employee: { id: string }; year: number; days: Record<string, number> };
type OvertimeItem = { employee: { id: string }; as_of: string; since: string; balance_ms: number };

/** Emil of the warehouse worked from 1 to 10 November 2026, two days of it off sick, and was deleted since; Bernd left with 2025. */
async function deletedPeople() {
  const s = await absenceSetup(ctx, { fresh: true });
  const warehouse = await createDepartment(ctx, s.slug, s.token, 'Lager');
  const office = await createDepartment(ctx, s.slug, s.token, 'Büro');
  const emil = await s.employee({ first_name: 'Emil', last_name: 'Ernst', entry_date: '2026-11-01', exit_date: '2026-11-10', department_id: warehouse.id });
  const bernd = await s.employee({ first_name: 'Bernd', last_name: 'Adler', exit_date: '2025-12-31' });
  // Monday 2 November: 10 h present with 45 min break, 9:15 worked.
  const booked = await s.req('POST', `/rest/employees/${emil.id}/clock-events`, {
    events: [
      ['come', '07:00'],
      ['break_start', '12:00'],
      ['break_end', '12:45'],
      ['go', '17:00'],
    ].map(([type, time]) => ({ type, occurred_at: `2026-11-02T${time}:00+01:00` })),
    reason: 'test data',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await s.approved(emil.id, 'sick', '2026-11-04', '2026-11-05');
  await s.approved(bernd.id, 'special_leave', '2025-12-01', '2025-12-02');
  for (const person of [emil, bernd]) expect((await s.req('DELETE', `/rest/employees/${person.id}`)).statusCode).toBe(200);
  const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: warehouse.id });
  const otherClerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: office.id });
  const page = async <T>(url: string, token = s.token) => {
    const response = await s.req('GET', url, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Page<T>;
    // The count and the rows take the same people.
    expect(body.meta.total).toBe(body.data.length);
    return body.data;
  };
  const csvLines = async (url: string) => {
    const csv = await ctx.request({ url, tenant: s.slug, token: s.token, headers: { accept: 'text/csv' } });
    expect(csv.statusCode, csv.body).toBe(200);
    return csv.body.slice(1).trimEnd().split('\r\n');
  };
  return { ...s, emil, bernd, clerk, otherClerk, page, csvLines };
}

const ids = (items: Array<{ employee: { id: string } }>) => items.map((item) => item.employee.id);

describe('reports with people deleted since', () => {
  it('GET /reports/absences lists them in the years up to their exit, with the absences they had', async () => {
    const s = await deletedPeople();
    const year2026 = await s.page<AbsenceItem>('/rest/reports/absences?year=2026&per_page=100');
    expect(year2026.find((item) => item.employee.id === s.emil.id)?.days).toEqual({ vacation: 0, sick: 2, time_off_in_lieu: 0, other: 0 });
    expect(ids(year2026)).not.toContain(s.bernd.id);
    const year2025 = await s.page<AbsenceItem>('/rest/reports/absences?year=2025&per_page=100');
    expect(year2025.find((item) => item.employee.id === s.bernd.id)?.days).toMatchObject({ other: 2 });
    expect(ids(await s.page<AbsenceItem>('/rest/reports/absences?year=2027&per_page=100'))).not.toContain(s.emil.id);
    expect((await s.csvLines('/rest/reports/absences?year=2026')).filter((line) => line.startsWith(s.emil.id))).toHaveLength(1);
    // Within the caller's units only, as for everyone else.
    expect(ids(await s.page<AbsenceItem>('/rest/reports/absences?year=2026&per_page=100', s.clerk.token))).toContain(s.emil.id);
    expect(ids(await s.page<AbsenceItem>('/rest/reports/absences?year=2026&per_page=100', s.otherClerk.token))).not.toContain(s.emil.id);
  });

  it('GET /reports/overtime lists them for the days up to their exit, with the balance of that day; today’s balances leave them out', async () => {
    const s = await deletedPeople();
    const onExit = await s.page<OvertimeItem>('/rest/reports/overtime?as_of=2026-11-10&per_page=100');
    const emil = onExit.find((item) => item.employee.id === s.emil.id);
    // The balance of his days since his entry, as his (still readable) working time counts it.
    const days = (await s.req('GET', `/rest/employees/${s.emil.id}/working_time?from=2026-11-01&to=2026-11-10`)).json().data;
    expect(days.totals.balance_ms).toBe(-(8 * 3_600_000 * 5 - (9 * 3_600_000 + 15 * 60_000)));
    expect(emil).toMatchObject({ as_of: '2026-11-10', since: '2026-11-01', balance_ms: days.totals.balance_ms });
    expect(ids(await s.page<OvertimeItem>('/rest/reports/overtime?as_of=2026-11-11&per_page=100'))).not.toContain(s.emil.id);
    expect(ids(await s.page<OvertimeItem>('/rest/reports/overtime?per_page=100'))).not.toContain(s.emil.id);
    expect((await s.csvLines('/rest/reports/overtime?as_of=2026-11-10')).filter((line) => line.startsWith(s.emil.id))).toHaveLength(1);
    expect(ids(await s.page<OvertimeItem>('/rest/reports/overtime?as_of=2025-12-31&per_page=100'))).toContain(s.bernd.id);
    expect(ids(await s.page<OvertimeItem>('/rest/reports/overtime?as_of=2026-11-10&per_page=100', s.otherClerk.token))).not.toContain(s.emil.id);
  });
});
