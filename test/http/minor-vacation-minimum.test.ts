import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { absenceSetup, contextForFixedDays, vacationAccountOf as account, type AbsenceSetup } from '../support/absences.js';
import type { TestContext } from '../support/harness.js';

/**
 * The statutory minimum of someone under 18 (JArbSchG §19 (2)): 30 Werktage if not yet 16 at the
 * beginning of the calendar year, 27 if not yet 17, 25 if not yet 18, else the BUrlG's 24. No
 * contract goes below it; on a five-day week 30 Werktage are 25 working days, 27 are 22.5, 25 are
 * 20.83. The age on 1 January decides, so the step changes at the turn of the year. Each test fixes
 * "today" first and then makes its own tenant, so its tokens are of that day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextForFixedDays();
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());

const today = (instant: string) => vi.setSystemTime(new Date(instant));

/** A trainee since August 2025 born 1 June 2010 (15 on 1 January 2026, 16 in 2027, 17 in 2028), with the bare 20 days of the BUrlG. */
const trainee = (s: AbsenceSetup, fields: Record<string, unknown> = {}) => s.employee({ entry_date: '2025-08-01', birth_date: '2010-06-01', vacation_days_per_year: 20, ...fields });

describe('the vacation account of a trainee under 18 (JArbSchG §19)', () => {
  it('gives each year the minimum of the age on 1 January, above the contract’s 20 days', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await trainee(s);
    expect(await account(s, person.id, 2026)).toMatchObject({ entitlement_days: 20, pro_rata_days: 25, remaining_days: 25 });
    // 2026 goes unused: its 25 days carry into 2027 beside the 22.5 of a 16-year-old.
    expect(await account(s, person.id, 2027)).toMatchObject({ entitlement_days: 20, pro_rata_days: 22.5, carried_over_days: 25 });
    expect((await account(s, person.id, 2028)).pro_rata_days).toBe(20.83);
    // 18 on 1 January 2029: the BUrlG's 20 on a five-day week.
    expect((await account(s, person.id, 2029)).pro_rata_days).toBe(20);
  });

  it('lets a 15-year-old take 25 days in 2026, and not a 26th', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await trainee(s);
    // Two weeks at Easter and three weeks in summer: 10 + 15 = 25 working days (Good Friday and Easter Monday excluded).
    await s.approved(person.id, 'vacation', '2026-03-30', '2026-04-14');
    const summer = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-08-03', end_date: '2026-08-21' });
    expect(summer.statusCode, summer.body).toBe(201);
    const more = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-12-14', end_date: '2026-12-14' });
    expect(more.statusCode, more.body).toBe(422);
    expect(more.json()).toMatchObject({ code: 'vacation_exceeded', year: 2026, remaining_days: 0 });
  });

  it('lets a 16-year-old take 22.5 days in 2027, and not a half day more', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await trainee(s);
    // 2026 used in full, so nothing carries into 2027.
    await s.approved(person.id, 'vacation', '2026-03-30', '2026-04-14');
    await s.approved(person.id, 'vacation', '2026-08-03', '2026-08-21');
    // 15 + 7 days and a half day.
    await s.approved(person.id, 'vacation', '2027-06-07', '2027-06-25');
    await s.approved(person.id, 'vacation', '2027-08-02', '2027-08-10');
    await s.approved(person.id, 'vacation', '2027-08-11', '2027-08-11', { half_day_start: true });
    expect(await account(s, person.id, 2027)).toMatchObject({ pro_rata_days: 22.5, carried_over_days: 0, remaining_days: 0 });
    const half = await s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2027-08-12', end_date: '2027-08-12', half_day_start: true });
    expect(half.statusCode, half.body).toBe(422);
    expect(half.json()).toMatchObject({ code: 'vacation_exceeded', year: 2027, remaining_days: 0 });
  });

  it('counts a birthday on 1 January as reached at the beginning of the year', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    // 16 on 1 January 2026: 27 Werktage, not 30.
    const sixteen = await trainee(s, { birth_date: '2010-01-01' });
    expect((await account(s, sixteen.id, 2026)).pro_rata_days).toBe(22.5);
    const fifteen = await trainee(s, { birth_date: '2010-01-02' });
    expect((await account(s, fifteen.id, 2026)).pro_rata_days).toBe(25);
  });

  it('follows a corrected birth date, and keeps the adult minimum without one', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await trainee(s);
    expect((await account(s, person.id, 2026)).pro_rata_days).toBe(25);
    const corrected = await s.req('PUT', `/rest/employees/${person.id}`, { birth_date: '2000-06-01' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await account(s, person.id, 2026)).pro_rata_days).toBe(20);
    const unknown = await trainee(s, { birth_date: null });
    expect((await account(s, unknown.id, 2026)).pro_rata_days).toBe(20);
  });

  it('gives a minor joining in the second half of the year 1/12 of the higher minimum per full month', async () => {
    today('2026-11-27T10:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    // Joining on 1 August 2026: the waiting time ends in 2027 (BUrlG §5 (1) a); 25 * 5 / 12 = 10.42 above the contract's 20 * 5 / 12 = 8.33.
    const person = await trainee(s, { entry_date: '2026-08-01' });
    expect((await account(s, person.id, 2026)).pro_rata_days).toBe(10.42);
    expect((await account(s, person.id, 2027)).pro_rata_days).toBe(22.5);
  });
});
