import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UUID_FORMAT as UUID } from '../support/assertions.js';
import { createEmployee, tenantWithAdmin, type NewPerson } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';

/**
 * POST /rest/rosters/{roster}/entries with a series object: the dates of every
 * frequency, the answer's shape, atomicity under working-time law, the bounds
 * (1,000 occurrences, two years) and local times across DST changes.
 */
let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });


interface Entry {
  id: string;
  date: string;
  employee_id: string | null;
  start_time: string;
  effective_start: string;
  effective_end: string;
  planned_work: string;
  generated: boolean;
  series_id: string | null;
  warnings: string[] | null;
  [field: string]: unknown;
}
interface SeriesAnswer {
  data: Entry[];
  series: Array<Record<string, unknown> & { id: string; occurrences: number }>;
}

let counter = 0;
async function createRoster(body: Record<string, unknown> = {}) {
  const response = await call('POST', '/rest/rosters', { name: `Serie ${++counter}`, period_start: '2026-01-01', period_end: '2026-12-31', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}
const newEmployee = (person: NewPerson = {}) => createEmployee(ctx, slug, token, person);
const postEntries = (rosterId: string, body: Record<string, unknown>) => call('POST', `/rest/rosters/${rosterId}/entries`, body);

/** Creates a series and expects 201 with the {data, series} answer. */
async function createSeries(rosterId: string, body: Record<string, unknown>): Promise<SeriesAnswer> {
  const response = await postEntries(rosterId, { start_time: '08:00', end_time: '12:00', employee_id: null, ...body });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json() as SeriesAnswer;
  expect(Object.keys(answer).sort()).toEqual(['data', 'series']);
  return answer;
}

const entriesOf = async (rosterId: string, query = '') => {
  const response = await call('GET', `/rest/rosters/${rosterId}/entries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Entry[]; meta: { total: number } };
};
const seriesRows = (rosterId: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('roster_series').selectAll().where('roster_id', '=', rosterId).execute());

/** Checks what every series answer must hold and returns the dates. */
function datesOf(answer: SeriesAnswer): string[] {
  expect(answer.series).toHaveLength(1);
  const [series] = answer.series;
  expect(series!.id).toMatch(UUID);
  expect(series!.occurrences).toBe(answer.data.length);
  for (const entry of answer.data) {
    expect(entry.generated).toBe(true);
    expect(entry.series_id).toBe(series!.id);
  }
  expect(series).toMatchObject({ first_date: answer.data[0]!.date, last_date: answer.data[answer.data.length - 1]!.date });
  return answer.data.map((entry) => entry.date);
}

describe('series frequencies', () => {
  it('daily, every 2nd day, 5 times', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    const answer = await createSeries(roster.id, {
      date: '2026-01-05',
      employee_id: employee.id,
      series: { frequency: 'daily', interval: 2, ends_mode: 'count', ends_count: 5 },
    });
    expect(datesOf(answer)).toEqual(['2026-01-05', '2026-01-07', '2026-01-09', '2026-01-11', '2026-01-13']);
    expect(answer.series[0]).toEqual({
      id: answer.series[0]!.id,
      frequency: 'daily',
      interval: 2,
      ends_mode: 'count',
      ends_count: 5,
      occurrences: 5,
      first_date: '2026-01-05',
      last_date: '2026-01-13',
    });
    expect(answer.data.every((entry) => entry.employee_id === employee.id)).toBe(true);
    // Law checks ran on every occurrence: only the Sunday carries the Sunday warning.
    expect(answer.data.filter((entry) => entry.warnings!.includes('sunday_or_holiday_work')).map((entry) => entry.date)).toEqual(['2026-01-11']);

    // The entries are stored and listed like single ones.
    const listed = await entriesOf(roster.id);
    expect(listed.data).toEqual(answer.data);
    expect((await call('GET', `/rest/rosters/${roster.id}`)).json().data.entries_count).toBe(5);
    const stored = await seriesRows(roster.id);
    expect(stored.map((row) => [row.id, row.rule])).toEqual([[answer.series[0]!.id, { frequency: 'daily', interval: 2, ends_mode: 'count', ends_count: 5 }]]);
  });

  it('weekly on Monday, Wednesday and Friday, every week until a date', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-02-02',
      series: { frequency: 'weekly', interval: 1, weekdays: [5, 1, 3, 3], ends_mode: 'until', ends_on: '2026-02-13' },
    });
    expect(datesOf(answer)).toEqual(['2026-02-02', '2026-02-04', '2026-02-06', '2026-02-09', '2026-02-11', '2026-02-13']);
    expect(answer.series[0]).toMatchObject({ frequency: 'weekly', interval: 1, weekdays: [1, 3, 5], ends_mode: 'until', ends_on: '2026-02-13' });
    expect(answer.series[0]).not.toHaveProperty('ends_count');
  });

  it('weekly on Monday, Wednesday and Friday, every second week until a date', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-02-02',
      series: { frequency: 'weekly', interval: 2, weekdays: [1, 3, 5], ends_mode: 'until', ends_on: '2026-03-01' },
    });
    expect(datesOf(answer)).toEqual(['2026-02-02', '2026-02-04', '2026-02-06', '2026-02-16', '2026-02-18', '2026-02-20']);
  });

  it('weekly starting mid-week begins with the next matching day, and ends_on may be a date-time', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-02-04',
      series: { frequency: 'weekly', weekdays: [1, 3], ends_mode: 'until', ends_on: '2026-02-16T23:00:00-05:00' },
    });
    expect(datesOf(answer)).toEqual(['2026-02-04', '2026-02-09', '2026-02-11', '2026-02-16']);
    const fromThursday = await createSeries(roster.id, {
      date: '2026-02-05',
      series: { frequency: 'weekly', weekdays: [1], ends_mode: 'count', ends_count: 2 },
    });
    expect(datesOf(fromThursday)).toEqual(['2026-02-09', '2026-02-16']);
  });

  it('monthly_weekday: the second Tuesday of each month', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-01-13',
      series: { frequency: 'monthly_weekday', monthly_ordinal: 2, ends_mode: 'count', ends_count: 4 },
    });
    expect(datesOf(answer)).toEqual(['2026-01-13', '2026-02-10', '2026-03-10', '2026-04-14']);
    expect(answer.series[0]).toMatchObject({ frequency: 'monthly_weekday', interval: 1, monthly_ordinal: 2 });
    expect(answer.series[0]).not.toHaveProperty('weekdays');
  });

  it('monthly_weekday with ordinal 5: the last Friday, also in months with only four', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-01-30',
      series: { frequency: 'monthly_weekday', monthly_ordinal: 5, ends_mode: 'count', ends_count: 4 },
    });
    // January has five Fridays, February to April four each: always the last one.
    expect(datesOf(answer)).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24']);
  });

  it('monthly_date on the 31st skips the months without one', async () => {
    const roster = await createRoster();
    const answer = await createSeries(roster.id, {
      date: '2026-01-31',
      series: { frequency: 'monthly_date', ends_mode: 'count', ends_count: 4 },
    });
    expect(datesOf(answer)).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31']);
    const everyOther = await createSeries(roster.id, {
      date: '2026-01-31',
      series: { frequency: 'monthly_date', interval: 2, ends_mode: 'until', ends_on: '2026-12-31' },
    });
    // Every second month from January: March, May, July have a 31st; September and November do not.
    expect(datesOf(everyOther)).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31']);
  });

  it('publishes a whole series with one push to the planned person', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    const answer = await createSeries(roster.id, {
      date: '2026-01-05',
      employee_id: employee.id,
      publish: true,
      series: { frequency: 'daily', ends_mode: 'count', ends_count: 5 },
    });
    expect(answer.data.every((entry) => typeof entry.published_at === 'string')).toBe(true);
    const pushes = await pushJobs(ctx, slug, employee.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.job_payload.body).toContain('5 Schichten ab 2026-01-05');
  });
});

describe('series atomicity', () => {
  it('creates nothing when one occurrence collides, and everything with force', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    const blocker = await postEntries(roster.id, { date: '2026-02-04', employee_id: employee.id, start_time: '08:00', end_time: '12:00' });
    expect(blocker.statusCode, blocker.body).toBe(201);
    const series = {
      date: '2026-02-02',
      employee_id: employee.id,
      start_time: '09:00',
      end_time: '17:00',
      series: { frequency: 'daily', ends_mode: 'count', ends_count: 5 },
    };

    const refused = expectEnvelope(await postEntries(roster.id, series), 409, 'conflict');
    const meta = refused.errors[0]._meta;
    expect(meta.code).toBe('working_time_law');
    expect(meta.warnings).toContain('entry_overlap');
    const hardDates = (meta.findings as Array<{ code: string; date: string }>).filter((f) => f.code === 'entry_overlap').map((f) => f.date);
    expect(new Set(hardDates)).toEqual(new Set(['2026-02-04']));
    expect((await entriesOf(roster.id)).meta.total).toBe(1);
    expect(await seriesRows(roster.id)).toEqual([]);

    const forced = await postEntries(roster.id, { ...series, force: true });
    expect(forced.statusCode, forced.body).toBe(201);
    const answer = forced.json() as SeriesAnswer;
    expect(datesOf(answer)).toEqual(['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06']);
    const colliding = answer.data.filter((entry) => entry.warnings!.includes('entry_overlap')).map((entry) => entry.date);
    expect(colliding).toEqual(['2026-02-04']);
    expect((await entriesOf(roster.id)).meta.total).toBe(6);
    expect(await seriesRows(roster.id)).toHaveLength(1);
  });

  it('creates nothing when the series itself breaks the law (12 h nights every day)', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    // A daily 20:00-08:00 plan is 12 h a day without anything else planned: every occurrence is too long.
    const refused = expectEnvelope(
      await postEntries(roster.id, {
        date: '2026-02-09',
        employee_id: employee.id,
        start_time: '20:00',
        end_time: '08:00',
        series: { frequency: 'daily', ends_mode: 'count', ends_count: 3 },
      }),
      409,
      'conflict',
    );
    expect(refused.errors[0]._meta.warnings).toContain('daily_over_10h');
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
  });
});

describe('series and the weeks they fill', () => {
  it('puts a minor’s 40-hour week on every entry of the week, also one planned days before the series', async () => {
    const roster = await createRoster();
    const minor = await newEmployee({ birth_date: '2010-06-01' });
    const shift = await call('POST', '/rest/shifts', { name: `Azubi ${++counter}`, start_time: '08:00', end_time: '17:00', break_minutes: 60 });
    expect(shift.statusCode, shift.body).toBe(201);
    const shiftId = shift.json().data.id as string;
    // Monday and Tuesday 8 h each, Wednesday 1 h: 17 h before the series.
    const monday = await postEntries(roster.id, { date: '2026-12-07', employee_id: minor.id, shift_id: shiftId });
    expect(monday.statusCode, monday.body).toBe(201);
    expect((await postEntries(roster.id, { date: '2026-12-08', employee_id: minor.id, shift_id: shiftId })).statusCode).toBe(201);
    expect((await postEntries(roster.id, { date: '2026-12-09', employee_id: minor.id, start_time: '08:00', end_time: '09:00' })).statusCode).toBe(201);
    // Thursday to Saturday 8 h each: 41 h in the week, refused without force.
    const series = { date: '2026-12-10', employee_id: minor.id, shift_id: shiftId, start_time: undefined, end_time: undefined, series: { frequency: 'daily', ends_mode: 'count', ends_count: 3 } };
    expect(expectEnvelope(await postEntries(roster.id, series), 409, 'conflict').errors[0]._meta.warnings).toContain('minor_weekly_over_40h');
    const answer = await createSeries(roster.id, { ...series, force: true });
    for (const entry of answer.data) expect(entry.warnings).toContain('minor_weekly_over_40h');

    // Monday ended 63 h before the series begins; the week reaches it all the same.
    const mondayNow = await call('GET', `/rest/rosters/${roster.id}/entries/${monday.json().data.id}`);
    expect(mondayNow.json().data.warnings).toContain('minor_weekly_over_40h');
    const week = await entriesOf(roster.id, `?employee_id=${minor.id}`);
    expect(week.data.filter((entry) => !entry.warnings!.includes('minor_weekly_over_40h')).map((entry) => entry.date)).toEqual([]);
  });
});

describe('series and the employment', () => {
  it('creates nothing when an occurrence lies after the exit date or before the entry date (422 on series)', async () => {
    const roster = await createRoster();
    const employee = await newEmployee({ entry_date: '2026-02-04', exit_date: '2026-02-12' });
    const weekly = (date: string, until: string) => ({
      date,
      employee_id: employee.id,
      start_time: '08:00',
      end_time: '12:00',
      publish: true,
      series: { frequency: 'weekly', weekdays: [3], ends_mode: 'until', ends_on: until },
    });
    for (const [date, until] of [
      ['2026-02-04', '2026-02-18'],
      ['2026-01-28', '2026-02-11'],
    ] as const) {
      const refused = expectEnvelope(await postEntries(roster.id, weekly(date, until)), 422, 'validation_error');
      expect(Object.keys(refused.field_errors), date).toEqual(['series']);
    }
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
    expect(await seriesRows(roster.id)).toEqual([]);
    expect(await pushJobs(ctx, slug, employee.id)).toEqual([]);
    const within = await postEntries(roster.id, weekly('2026-02-04', '2026-02-12'));
    expect(within.statusCode, within.body).toBe(201);
    expect(datesOf(within.json())).toEqual(['2026-02-04', '2026-02-11']);
  });
});

describe('series bounds', () => {
  const rule = (series: Record<string, unknown>) => ({ date: '2026-03-02', start_time: '08:00', end_time: '12:00', series });

  it('refuses more than 1,000 occurrences (422 on series.ends_count)', async () => {
    const roster = await createRoster();
    const body = expectEnvelope(await postEntries(roster.id, rule({ frequency: 'daily', ends_mode: 'count', ends_count: 1001 })), 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['series.ends_count']);
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
  });

  it('refuses an end more than two years after the date (422 on series.ends_on), the roster period allowing it', async () => {
    // The roster covers the date plus two years and a day, so only the series bound can refuse.
    const roster = await createRoster({ period_start: '2026-01-05', period_end: '2028-01-06' });
    const mondays = (ends_on: string) => ({
      date: '2026-01-05',
      start_time: '08:00',
      end_time: '12:00',
      series: { frequency: 'weekly', weekdays: [1], ends_mode: 'until', ends_on },
    });
    const refused = expectEnvelope(await postEntries(roster.id, mondays('2028-01-06')), 422, 'validation_error');
    expect(Object.keys(refused.field_errors)).toEqual(['series.ends_on']);
    expect((await entriesOf(roster.id)).meta.total).toBe(0);

    // Exactly two years is allowed: the Mondays from 2026-01-05 to 2028-01-03.
    const answer = await createSeries(roster.id, mondays('2028-01-05'));
    const dates = datesOf(answer);
    expect(dates).toHaveLength(105);
    expect(dates.at(-1)).toBe('2028-01-03');
  });

  it('allows a daily series of exactly two years (731 days) but not one day more', async () => {
    const roster = await createRoster({ period_start: '2026-01-05', period_end: '2028-01-06' });
    const daily = (series: Record<string, unknown>) => ({ date: '2026-01-05', start_time: '08:00', end_time: '12:00', series: { frequency: 'daily', ...series } });
    const byDate = expectEnvelope(await postEntries(roster.id, daily({ ends_mode: 'until', ends_on: '2028-01-06' })), 422, 'validation_error');
    expect(Object.keys(byDate.field_errors)).toEqual(['series.ends_on']);
    const byCount = expectEnvelope(await postEntries(roster.id, daily({ ends_mode: 'count', ends_count: 732 })), 422, 'validation_error');
    expect(Object.keys(byCount.field_errors)).toEqual(['series.ends_count']);
    expect((await entriesOf(roster.id)).meta.total).toBe(0);

    const answer = await createSeries(roster.id, daily({ ends_mode: 'count', ends_count: 731 }));
    const dates = datesOf(answer);
    expect(dates).toHaveLength(731);
    expect([dates[0], dates.at(-1)]).toEqual(['2026-01-05', '2028-01-05']);
    expect((await entriesOf(roster.id)).meta.total).toBe(731);
  });

  it('refuses rules that are incomplete or out of range, naming the series field', async () => {
    const roster = await createRoster();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ frequency: 'weekly', ends_mode: 'count', ends_count: 3 }, 'series.weekdays'],
      [{ frequency: 'weekly', weekdays: [], ends_mode: 'count', ends_count: 3 }, 'series.weekdays'],
      [{ frequency: 'weekly', weekdays: [8], ends_mode: 'count', ends_count: 3 }, 'series.weekdays.0'],
      [{ frequency: 'weekly', weekdays: [0], ends_mode: 'count', ends_count: 3 }, 'series.weekdays.0'],
      [{ frequency: 'daily', interval: 100, ends_mode: 'count', ends_count: 3 }, 'series.interval'],
      [{ frequency: 'monthly_weekday', monthly_ordinal: 6, ends_mode: 'count', ends_count: 3 }, 'series.monthly_ordinal'],
      [{ frequency: 'monthly_weekday', monthly_ordinal: 0, ends_mode: 'count', ends_count: 3 }, 'series.monthly_ordinal'],
      [{ frequency: 'monthly_weekday', ends_mode: 'count', ends_count: 3 }, 'series.monthly_ordinal'],
      [{ frequency: 'daily', ends_mode: 'count', ends_count: 0 }, 'series.ends_count'],
      [{ frequency: 'daily', ends_mode: 'count' }, 'series.ends_count'],
      [{ frequency: 'daily', ends_mode: 'until' }, 'series.ends_on'],
      [{ frequency: 'daily', ends_mode: 'until', ends_on: '2026-03-01' }, 'series.ends_on'],
      [{ frequency: 'daily', ends_mode: 'until', ends_on: 'bald' }, 'series.ends_on'],
      [{ frequency: 'weekly', weekdays: [1], ends_mode: 'until', ends_on: '2026-03-08' }, 'series.ends_on'],
      [{ frequency: 'daily', ends_mode: 'never' }, 'series.ends_mode'],
      [{ frequency: 'yearly', ends_mode: 'count', ends_count: 3 }, 'series.frequency'],
      [{ ends_mode: 'count', ends_count: 3 }, 'series.frequency'],
    ];
    for (const [series, field] of cases) {
      const body = expectEnvelope(await postEntries(roster.id, { ...rule(series), date: '2026-03-03' }), 422, 'validation_error');
      expect(Object.keys(body.field_errors), JSON.stringify(series)).toEqual([field]);
    }
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
    // interval null means 1.
    const defaulted = await createSeries(roster.id, rule({ frequency: 'daily', interval: null, ends_mode: 'count', ends_count: 2 }));
    expect(datesOf(defaulted)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('refuses series.interval 0 (422 on series.interval)', async () => {
    const roster = await createRoster();
    const body = expectEnvelope(await postEntries(roster.id, rule({ frequency: 'daily', interval: 0, ends_mode: 'count', ends_count: 3 })), 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['series.interval']);
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
  });

  it('refuses a series reaching beyond the roster period (422 on series), creating nothing', async () => {
    const roster = await createRoster({ period_start: '2026-03-01', period_end: '2026-03-31' });
    const body = expectEnvelope(await postEntries(roster.id, rule({ frequency: 'weekly', weekdays: [1], ends_mode: 'count', ends_count: 6 })), 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['series']);
    expect(body.message).toContain('2026-04-06');
    expect((await entriesOf(roster.id)).meta.total).toBe(0);
  });
});

describe('series across daylight-saving changes', () => {
  it('keeps the local start time on every Sunday from March to November; the offset follows the season', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    const answer = await createSeries(roster.id, {
      date: '2026-03-22',
      employee_id: employee.id,
      start_time: '09:00',
      end_time: '17:00',
      series: { frequency: 'weekly', weekdays: [7], ends_mode: 'until', ends_on: '2026-11-01' },
    });
    const dates = datesOf(answer);
    expect(dates).toHaveLength(33);
    const byDate = new Map(answer.data.map((entry) => [entry.date, entry]));
    const expected: Array<[string, string]> = [
      ['2026-03-22', '2026-03-22T09:00:00+01:00'],
      ['2026-03-29', '2026-03-29T09:00:00+02:00'],
      ['2026-10-18', '2026-10-18T09:00:00+02:00'],
      ['2026-10-25', '2026-10-25T09:00:00+01:00'],
      ['2026-11-01', '2026-11-01T09:00:00+01:00'],
    ];
    for (const [date, start] of expected) expect(byDate.get(date)!.effective_start).toBe(start);
    for (const entry of answer.data) {
      expect(entry.start_time).toBe('09:00');
      expect(entry.effective_start.slice(11, 19)).toBe('09:00:00');
      expect(entry.effective_end.slice(11, 19)).toBe('17:00:00');
      expect(entry.planned_work).toBe('08:00:00.000');
    }
  });

  it('plans Saturday nights with their real length: 7 h into summer time, 9 h out of it', async () => {
    const roster = await createRoster();
    const employee = await newEmployee();
    const nights = (date: string, ends_on: string) => ({
      date,
      employee_id: employee.id,
      start_time: '22:00',
      end_time: '06:00',
      series: { frequency: 'weekly', weekdays: [6], ends_mode: 'until', ends_on },
    });
    const spring = await createSeries(roster.id, nights('2026-03-21', '2026-04-04'));
    expect(spring.data.map((entry) => [entry.date, entry.effective_start, entry.effective_end, entry.planned_work])).toEqual([
      ['2026-03-21', '2026-03-21T22:00:00+01:00', '2026-03-22T06:00:00+01:00', '08:00:00.000'],
      ['2026-03-28', '2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00', '07:00:00.000'],
      ['2026-04-04', '2026-04-04T22:00:00+02:00', '2026-04-05T06:00:00+02:00', '08:00:00.000'],
    ]);
    const autumn = await createSeries(roster.id, nights('2026-10-17', '2026-10-31'));
    expect(autumn.data.map((entry) => [entry.date, entry.effective_start, entry.effective_end, entry.planned_work])).toEqual([
      ['2026-10-17', '2026-10-17T22:00:00+02:00', '2026-10-18T06:00:00+02:00', '08:00:00.000'],
      ['2026-10-24', '2026-10-24T22:00:00+02:00', '2026-10-25T06:00:00+01:00', '09:00:00.000'],
      ['2026-10-31', '2026-10-31T22:00:00+01:00', '2026-11-01T06:00:00+01:00', '08:00:00.000'],
    ]);
  });
});
