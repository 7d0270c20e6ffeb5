import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestContext } from '../support/harness.js';
import { contextForFixedDays } from '../support/absences.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { systemCalendarId } from '../../src/features/holidays/holidays.service.js';

/**
 * The roster's law check counts ISO weeks, and weeks run over New Year: week 53 of 2026 runs from
 * Monday 28 December 2026 to Sunday 3 January 2027, week 1 of 2026 from Monday 29 December 2025 to
 * Sunday 4 January 2026. An entry's check sees the whole of its week and the 16 weeks before it
 * (docs/working-time-law.md: minor_weekly_over_40h counts the ISO week and lies on every entry of
 * it; the EU average runs over the 17 ISO weeks ending with the working day's week), and the whole
 * calendar year of a Sunday it works (free Sundays). Each test fixes "today" before its tenant.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextForFixedDays();
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());

type Entry = { id: string; date: string; warnings: string[] };

async function setup(periodStart: string, periodEnd: string, timezone = 'Europe/Berlin') {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
  const location = await req('POST', '/rest/locations', { name: 'Filiale', timezone, holiday_ids: [systemCalendarId('DE-BY')] });
  expect(location.statusCode, location.body).toBe(201);
  const roster = await req('POST', '/rest/rosters', { name: 'Jahreswechsel', period_start: periodStart, period_end: periodEnd });
  expect(roster.statusCode, roster.body).toBe(201);
  const rosterId = roster.json().data.id as string;
  const person = (fields: Record<string, unknown>) => createEmployee(ctx, admin.slug, admin.token, { location_id: location.json().data.id, ...fields });
  const post = (employeeId: string, body: Record<string, unknown>) => req('POST', `/rest/rosters/${rosterId}/entries`, { employee_id: employeeId, ...body });
  /** Plans with force: the entry is created whatever it breaks. */
  const plan = async (employeeId: string, body: Record<string, unknown>): Promise<Entry> => {
    const response = await post(employeeId, { force: true, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  /** The roster's entries over week 53 of 2026. */
  const entries = async (): Promise<Entry[]> => {
    const response = await req('GET', `/rest/rosters/${rosterId}/entries?from=2026-12-28&to=2027-01-03&per_page=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return { person, post, plan, entries };
}

const day = (date: string, start_time: string, end_time: string) => ({ date, start_time, end_time });

describe('a minor’s 40-hour week over New Year', () => {
  it('refuses an entry on 31 December that takes week 53, Saturday 2 January included, over 40 hours', async () => {
    vi.setSystemTime(new Date('2026-11-27T10:00:00+01:00'));
    const s = await setup('2026-08-01', '2027-01-31');
    const trainee = await s.person({ entry_date: '2026-08-01', birth_date: '2010-06-01' });
    await s.plan(trainee.id, day('2027-01-02', '08:00', '16:00'));
    for (const date of ['2026-12-28', '2026-12-29', '2026-12-30']) await s.plan(trainee.id, day(date, '07:00', '17:00'));
    // 4.5 h before 14:00 is lawful on its own for a 16-year-old, but the week then holds 10 + 10 + 10 + 4.5 + 8 = 42.5 h.
    const last = await s.post(trainee.id, day('2026-12-31', '08:00', '12:30'));
    expect(last.statusCode, last.body).toBe(409);
    expect(last.json().errors[0]._meta.warnings).toEqual(['minor_weekly_over_40h']);
    expect((await s.entries()).map((entry) => entry.date)).not.toContain('2026-12-31');
  });

  it('puts minor_weekly_over_40h on every entry of week 53 in whichever order they are planned', async () => {
    vi.setSystemTime(new Date('2026-11-27T10:00:00+01:00'));
    const s = await setup('2026-08-01', '2027-01-31');
    const first = await s.person({ entry_date: '2026-08-01', birth_date: '2010-06-01' });
    const second = await s.person({ entry_date: '2026-08-01', birth_date: '2010-06-01' });
    const week = [day('2027-01-02', '08:00', '16:00'), day('2026-12-28', '07:00', '17:00'), day('2026-12-29', '07:00', '17:00'), day('2026-12-30', '07:00', '17:00'), day('2026-12-31', '08:00', '12:30')];
    for (const entry of week) await s.plan(first.id, entry);
    for (const entry of [...week].reverse()) await s.plan(second.id, entry);
    const planned = await s.entries();
    expect(planned).toHaveLength(10);
    expect(planned.filter((entry) => !entry.warnings.includes('minor_weekly_over_40h')).map((entry) => entry.date)).toEqual([]);
  });

  it('counts week 1 of 2026 back to Monday 29 December 2025 for an entry on 2 January', async () => {
    vi.setSystemTime(new Date('2025-11-27T10:00:00+01:00'));
    const s = await setup('2025-08-01', '2026-01-31');
    const trainee = await s.person({ entry_date: '2025-08-01', birth_date: '2009-06-01' });
    for (const date of ['2025-12-29', '2025-12-30']) await s.plan(trainee.id, day(date, '07:00', '17:00'));
    await s.plan(trainee.id, day('2025-12-31', '08:00', '12:30'));
    await s.plan(trainee.id, day('2026-01-03', '07:00', '19:00'));
    // 10 + 10 + 4.5 + 12 + 4.5 = 41 h in the week of Monday 29 December.
    const friday = await s.post(trainee.id, day('2026-01-02', '08:00', '12:30'));
    expect(friday.statusCode, friday.body).toBe(409);
    expect(friday.json().errors[0]._meta.warnings).toEqual(['minor_weekly_over_40h']);
  });
});

describe('an adult’s 48-hour average over New Year', () => {
  /** 16 weeks of exactly 48 h (Monday to Saturday 8 h) from Monday 7 September to Saturday 26 December 2026: 768 h. */
  const sixteenWeeks = { ...day('2026-09-07', '08:00', '16:00'), series: { frequency: 'weekly', weekdays: [1, 2, 3, 4, 5, 6], ends_mode: 'until', ends_on: '2026-12-26' } };

  it('counts Saturday 2 January into the average of an entry on 31 December planned last', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00+02:00'));
    const s = await setup('2026-08-01', '2027-01-31');
    const person = await s.person({ entry_date: '2026-01-01' });
    await s.plan(person.id, sixteenWeeks);
    await s.plan(person.id, day('2027-01-02', '07:00', '17:00'));
    for (const date of ['2026-12-28', '2026-12-29', '2026-12-30']) await s.plan(person.id, day(date, '07:00', '17:00'));
    // 768 h + 4 × 10 h + 10 h = 818 h over the 17 weeks: more than 17 × 48 h = 816 h.
    const last = await s.plan(person.id, day('2026-12-31', '07:00', '17:00'));
    expect(last.warnings).toContain('weekly_avg_over_48h');
  });

  it('gives the finding to the entry on 31 December when Saturday 2 January is planned after it', async () => {
    vi.setSystemTime(new Date('2026-08-20T10:00:00+02:00'));
    const s = await setup('2026-08-01', '2027-01-31');
    const person = await s.person({ entry_date: '2026-01-01' });
    await s.plan(person.id, sixteenWeeks);
    for (const date of ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']) await s.plan(person.id, day(date, '07:00', '17:00'));
    // 808 h so far; Saturday's 10 h make 818 h, and 31 December lies within 48 h of it.
    const saturday = await s.plan(person.id, day('2027-01-02', '07:00', '17:00'));
    expect(saturday.warnings).toContain('weekly_avg_over_48h');
    const newYearsEve = (await s.entries()).find((entry) => entry.date === '2026-12-31')!;
    expect(newYearsEve.warnings).toContain('weekly_avg_over_48h');
  });
});

describe('free Sundays', () => {
  it('still counts the whole calendar year for an entry on a Sunday', async () => {
    vi.setSystemTime(new Date('2025-12-01T10:00:00+01:00'));
    const s = await setup('2026-01-01', '2026-12-31');
    const person = await s.person({ entry_date: '2025-01-01' });
    // 37 Sundays from 4 January to 13 September 2026: 15 of the year's 52 stay free.
    await s.plan(person.id, { ...day('2026-01-04', '08:00', '12:00'), series: { frequency: 'weekly', weekdays: [7], ends_mode: 'count', ends_count: 37 } });
    // A 38th, more than 17 weeks after the first ones, leaves only 14.
    const december = await s.plan(person.id, day('2026-12-27', '08:00', '12:00'));
    expect(december.warnings).toContain('free_sundays_below_15');
    // A weekday uses no Sunday up.
    const tuesday = await s.plan(person.id, day('2026-12-29', '08:00', '12:00'));
    expect(tuesday.warnings).not.toContain('free_sundays_below_15');
  });

  it('counts the year of the Sunday in the person’s zone, not in UTC', async () => {
    vi.setSystemTime(new Date('2022-12-01T10:00:00-05:00'));
    const s = await setup('2023-01-01', '2023-12-31', 'America/New_York');
    const person = await s.person({ entry_date: '2022-01-01' });
    // 2023 has 53 Sundays; 38 from 1 January to 17 September leave 15 free.
    await s.plan(person.id, { ...day('2023-01-01', '08:00', '12:00'), series: { frequency: 'weekly', weekdays: [7], ends_mode: 'count', ends_count: 38 } });
    // Sunday 31 December 20:00-22:00 in New York is 1 January 2024 in UTC, but uses up a Sunday of 2023.
    const newYearsEve = await s.plan(person.id, day('2023-12-31', '20:00', '22:00'));
    expect(newYearsEve.warnings).toContain('free_sundays_below_15');
  });
});
