import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { describeSeries, expandSeries, MAX_OCCURRENCES, MAX_SPAN_YEARS, SERIES_FREQUENCIES, SeriesRuleError, type SeriesRule } from './series.js';

/** The SeriesRuleError a call throws, so a test can check its field and message. */
function ruleError(call: () => unknown): SeriesRuleError {
  try {
    call();
  } catch (error) {
    if (error instanceof SeriesRuleError) return error;
    throw error;
  }
  throw new Error('expected a SeriesRuleError, but nothing was thrown');
}

/** Every calendar day from `first` to `last`, built without the module under test. */
function everyDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = Temporal.PlainDate.from(first); Temporal.PlainDate.compare(day, Temporal.PlainDate.from(last)) <= 0; day = day.add({ days: 1 })) {
    days.push(day.toString());
  }
  return days;
}

describe('daily series', () => {
  it('repeats every day for a count', () => {
    expect(expandSeries('2026-03-02', { frequency: 'daily', ends_mode: 'count', ends_count: 5 })).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('repeats every third day for a count', () => {
    expect(expandSeries('2026-03-02', { frequency: 'daily', interval: 3, ends_mode: 'count', ends_count: 4 })).toEqual(['2026-03-02', '2026-03-05', '2026-03-08', '2026-03-11']);
  });

  it('repeats every day until ends_on, inclusive', () => {
    expect(expandSeries('2026-03-02', { frequency: 'daily', interval: 1, ends_mode: 'until', ends_on: '2026-03-05' })).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('stops an every-third-day series at the last step on or before ends_on', () => {
    expect(expandSeries('2026-03-02', { frequency: 'daily', interval: 3, ends_mode: 'until', ends_on: '2026-03-13' })).toEqual(['2026-03-02', '2026-03-05', '2026-03-08', '2026-03-11']);
    expect(expandSeries('2026-03-02', { frequency: 'daily', interval: 3, ends_mode: 'until', ends_on: '2026-03-14' })).toEqual(['2026-03-02', '2026-03-05', '2026-03-08', '2026-03-11', '2026-03-14']);
  });

  it('treats a null interval as 1', () => {
    expect(expandSeries('2026-03-02', { frequency: 'daily', interval: null, ends_mode: 'count', ends_count: 2 })).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('runs across a month end and a year end', () => {
    expect(expandSeries('2026-01-30', { frequency: 'daily', ends_mode: 'count', ends_count: 4 })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(expandSeries('2026-12-30', { frequency: 'daily', ends_mode: 'count', ends_count: 3 })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('includes 29 February in a leap year and has none in a common year', () => {
    expect(expandSeries('2028-02-28', { frequency: 'daily', ends_mode: 'until', ends_on: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(expandSeries('2026-02-28', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-03-01' })).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('has every calendar day across both daylight-saving changes, because dates carry no time zone', () => {
    expect(expandSeries('2026-03-27', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-03-31' })).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(expandSeries('2026-10-23', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-10-27' })).toEqual(['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(expandSeries('2026-03-01', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-11-01' })).toEqual(everyDay('2026-03-01', '2026-11-01'));
  });

  it('puts Sunday 2026-03-29 and Sunday 2026-10-25 into a weekly Sunday series like any other Sunday', () => {
    expect(expandSeries('2026-03-22', { frequency: 'weekly', weekdays: [7], ends_mode: 'until', ends_on: '2026-04-05' })).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
    expect(expandSeries('2026-10-18', { frequency: 'weekly', weekdays: [7], ends_mode: 'count', ends_count: 3 })).toEqual(['2026-10-18', '2026-10-25', '2026-11-01']);
  });
});

describe('weekly series', () => {
  // 2026-03-04 is a Wednesday; its ISO week runs from Monday 2026-03-02 to Sunday 2026-03-08.
  it('repeats Monday, Wednesday and Friday every week, skipping the first week’s Monday before the start', () => {
    expect(expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [1, 3, 5], ends_mode: 'count', ends_count: 6 })).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
      '2026-03-16',
    ]);
  });

  it('repeats Monday, Wednesday and Friday every second week, counted from the start’s week', () => {
    expect(expandSeries('2026-03-04', { frequency: 'weekly', interval: 2, weekdays: [1, 3, 5], ends_mode: 'count', ends_count: 6 })).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-30',
    ]);
    expect(expandSeries('2026-03-04', { frequency: 'weekly', interval: 2, weekdays: [1, 3, 5], ends_mode: 'until', ends_on: '2026-03-29' })).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
    ]);
  });

  it('starts after the entry’s date when the date is none of the weekdays', () => {
    expect(expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [1], ends_mode: 'count', ends_count: 2 })).toEqual(['2026-03-09', '2026-03-16']);
    expect(expandSeries('2026-03-04', { frequency: 'weekly', interval: 2, weekdays: [1], ends_mode: 'count', ends_count: 2 })).toEqual(['2026-03-16', '2026-03-30']);
  });

  it('counts Sunday as the last day of its ISO week', () => {
    // From Monday 2026-03-02, weekday 7 is Sunday 2026-03-08 of the same week, not the Sunday before.
    expect(expandSeries('2026-03-02', { frequency: 'weekly', weekdays: [7], ends_mode: 'count', ends_count: 2 })).toEqual(['2026-03-08', '2026-03-15']);
    // From Sunday 2026-03-08 every second week: that week's Monday is skipped, its Sunday taken; next is the week of 2026-03-16.
    expect(expandSeries('2026-03-08', { frequency: 'weekly', interval: 2, weekdays: [1, 7], ends_mode: 'count', ends_count: 5 })).toEqual([
      '2026-03-08',
      '2026-03-16',
      '2026-03-22',
      '2026-03-30',
      '2026-04-05',
    ]);
  });

  it('repeats every third week across the year boundary from ISO week 53 of 2026', () => {
    expect(expandSeries('2026-12-28', { frequency: 'weekly', interval: 3, weekdays: [1, 5], ends_mode: 'count', ends_count: 6 })).toEqual([
      '2026-12-28',
      '2027-01-01',
      '2027-01-18',
      '2027-01-22',
      '2027-02-08',
      '2027-02-12',
    ]);
  });

  it('takes the weekdays in any order and once each', () => {
    const sorted = expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [1, 3, 5], ends_mode: 'until', ends_on: '2026-04-30' });
    expect(expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [5, 1, 3, 3, 1, 5], ends_mode: 'until', ends_on: '2026-04-30' })).toEqual(sorted);
  });

  it('covers every day with all seven weekdays', () => {
    expect(expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [1, 2, 3, 4, 5, 6, 7], ends_mode: 'until', ends_on: '2026-05-31' })).toEqual(everyDay('2026-03-04', '2026-05-31'));
  });
});

describe('monthly_weekday series', () => {
  it('takes the last Friday of each month for ordinal 5', () => {
    expect(expandSeries('2026-01-30', { frequency: 'monthly_weekday', monthly_ordinal: 5, ends_mode: 'until', ends_on: '2026-12-31' })).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
      '2026-06-26',
      '2026-07-31',
      '2026-08-28',
      '2026-09-25',
      '2026-10-30',
      '2026-11-27',
      '2026-12-25',
    ]);
  });

  it('takes the last weekday even in months that have only four of it', () => {
    // 2026-03-30 is the fifth Monday of March; April to June have four or five Mondays.
    expect(expandSeries('2026-03-30', { frequency: 'monthly_weekday', monthly_ordinal: 5, ends_mode: 'count', ends_count: 4 })).toEqual(['2026-03-30', '2026-04-27', '2026-05-25', '2026-06-29']);
  });

  it('takes the first to fourth Monday for ordinals 1 to 4', () => {
    // 2026-03-02 is the first Monday of March.
    const mondays = (ordinal: number) => expandSeries('2026-03-02', { frequency: 'monthly_weekday', monthly_ordinal: ordinal, ends_mode: 'count', ends_count: 4 });
    expect(mondays(1)).toEqual(['2026-03-02', '2026-04-06', '2026-05-04', '2026-06-01']);
    expect(mondays(2)).toEqual(['2026-03-09', '2026-04-13', '2026-05-11', '2026-06-08']);
    expect(mondays(3)).toEqual(['2026-03-16', '2026-04-20', '2026-05-18', '2026-06-15']);
    expect(mondays(4)).toEqual(['2026-03-23', '2026-04-27', '2026-05-25', '2026-06-22']);
  });

  it('starts on the date itself when it is the second Tuesday and the ordinal is 2', () => {
    expect(expandSeries('2026-03-10', { frequency: 'monthly_weekday', monthly_ordinal: 2, ends_mode: 'count', ends_count: 3 })).toEqual(['2026-03-10', '2026-04-14', '2026-05-12']);
  });

  it('starts in the next month when the start lies after that month’s occurrence', () => {
    // Friday 2026-03-20 is after the first Friday of March (2026-03-06).
    expect(expandSeries('2026-03-20', { frequency: 'monthly_weekday', monthly_ordinal: 1, ends_mode: 'count', ends_count: 3 })).toEqual(['2026-04-03', '2026-05-01', '2026-06-05']);
    // Every second month the next counted month is May, so April is not used.
    expect(expandSeries('2026-03-20', { frequency: 'monthly_weekday', interval: 2, monthly_ordinal: 1, ends_mode: 'count', ends_count: 2 })).toEqual(['2026-05-01', '2026-07-03']);
  });

  it('starts later in the same month when the start lies before that month’s last weekday', () => {
    // Friday 2026-05-22 is the fourth, not the last Friday of May.
    expect(expandSeries('2026-05-22', { frequency: 'monthly_weekday', monthly_ordinal: 5, ends_mode: 'count', ends_count: 2 })).toEqual(['2026-05-29', '2026-06-26']);
  });

  it('repeats every second and every third month', () => {
    expect(expandSeries('2026-01-28', { frequency: 'monthly_weekday', interval: 2, monthly_ordinal: 5, ends_mode: 'count', ends_count: 4 })).toEqual([
      '2026-01-28',
      '2026-03-25',
      '2026-05-27',
      '2026-07-29',
    ]);
    expect(expandSeries('2026-01-08', { frequency: 'monthly_weekday', interval: 3, monthly_ordinal: 2, ends_mode: 'until', ends_on: '2027-01-31' })).toEqual([
      '2026-01-08',
      '2026-04-09',
      '2026-07-09',
      '2026-10-08',
      '2027-01-14',
    ]);
  });
});

describe('monthly_date series', () => {
  it('skips months without a 31st and does not count them', () => {
    const expected = ['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31', '2026-12-31'];
    expect(expandSeries('2026-01-31', { frequency: 'monthly_date', ends_mode: 'count', ends_count: 7 })).toEqual(expected);
    expect(expandSeries('2026-01-31', { frequency: 'monthly_date', ends_mode: 'until', ends_on: '2026-12-31' })).toEqual(expected);
  });

  it('keeps the 29th of February in a leap year and skips it in a common year', () => {
    expect(expandSeries('2028-01-29', { frequency: 'monthly_date', ends_mode: 'until', ends_on: '2028-04-30' })).toEqual(['2028-01-29', '2028-02-29', '2028-03-29', '2028-04-29']);
    expect(expandSeries('2026-01-29', { frequency: 'monthly_date', ends_mode: 'until', ends_on: '2026-04-30' })).toEqual(['2026-01-29', '2026-03-29', '2026-04-29']);
  });

  it('repeats the 15th every six months', () => {
    expect(expandSeries('2026-03-15', { frequency: 'monthly_date', interval: 6, ends_mode: 'count', ends_count: 4 })).toEqual(['2026-03-15', '2026-09-15', '2027-03-15', '2027-09-15']);
  });

  it('does not drift to an earlier day after a short month', () => {
    expect(expandSeries('2026-01-30', { frequency: 'monthly_date', ends_mode: 'count', ends_count: 3 })).toEqual(['2026-01-30', '2026-03-30', '2026-04-30']);
  });

  it('skips a counted month without the day, so every second month from 31 January leaves out September and November', () => {
    expect(expandSeries('2026-01-31', { frequency: 'monthly_date', interval: 2, ends_mode: 'until', ends_on: '2026-12-31' })).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31']);
  });
});

describe('series ends and bounds', () => {
  it('accepts up to 1000 occurrences and rejects 1001 without generating', () => {
    expect(MAX_OCCURRENCES).toBe(1000);
    expect(describeSeries({ frequency: 'daily', ends_mode: 'count', ends_count: 1000 }).ends_count).toBe(1000);
    const error = ruleError(() => expandSeries('2026-01-01', { frequency: 'daily', ends_mode: 'count', ends_count: 1001 }));
    expect(error.field).toBe('series.ends_count');
    expect(error.message).toMatch(/at most 1000/);
  });

  it('rejects 1000 daily occurrences, because they reach past two years', () => {
    const error = ruleError(() => expandSeries('2026-01-01', { frequency: 'daily', ends_mode: 'count', ends_count: 1000 }));
    expect(error.field).toBe('series.ends_count');
    expect(error.message).toMatch(/2 years/);
  });

  it('allows a counted series to end exactly two years after its date and not a day later', () => {
    // 2026-01-01 .. 2028-01-01 are 731 days.
    const dates = expandSeries('2026-01-01', { frequency: 'daily', ends_mode: 'count', ends_count: 731 });
    expect(dates).toHaveLength(731);
    expect(dates.at(-1)).toBe('2028-01-01');
    expect(ruleError(() => expandSeries('2026-01-01', { frequency: 'daily', ends_mode: 'count', ends_count: 732 })).field).toBe('series.ends_count');

    expect(expandSeries('2026-03-15', { frequency: 'monthly_date', ends_mode: 'count', ends_count: 25 }).at(-1)).toBe('2028-03-15');
    expect(ruleError(() => expandSeries('2026-03-15', { frequency: 'monthly_date', ends_mode: 'count', ends_count: 26 })).field).toBe('series.ends_count');
  });

  it('allows ends_on exactly two years after the date and rejects one day more', () => {
    expect(MAX_SPAN_YEARS).toBe(2);
    const dates = expandSeries('2026-03-02', { frequency: 'daily', ends_mode: 'until', ends_on: '2028-03-02' });
    expect(dates).toEqual(everyDay('2026-03-02', '2028-03-02'));
    expect(dates).toHaveLength(732);
    const error = ruleError(() => expandSeries('2026-03-02', { frequency: 'daily', ends_mode: 'until', ends_on: '2028-03-03' }));
    expect(error.field).toBe('series.ends_on');
    expect(error.message).toContain('2028-03-02');
  });

  it('rejects an ends_on past two years even if no occurrence falls in the extra days', () => {
    expect(ruleError(() => expandSeries('2026-03-15', { frequency: 'monthly_date', ends_mode: 'until', ends_on: '2028-03-16' })).field).toBe('series.ends_on');
  });

  it('ends two years after 29 February on 28 February', () => {
    expect(expandSeries('2028-02-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2030-02-28' }).at(-1)).toBe('2030-02-28');
    expect(ruleError(() => expandSeries('2028-02-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2030-03-01' })).field).toBe('series.ends_on');
  });

  it('takes the date part of a date-time ends_on without converting zones', () => {
    const expected = expandSeries('2026-12-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-12-31' });
    expect(expected).toEqual(['2026-12-29', '2026-12-30', '2026-12-31']);
    expect(expandSeries('2026-12-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-12-31T00:00:00Z' })).toEqual(expected);
    expect(expandSeries('2026-12-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-12-31T23:30:00-05:00' })).toEqual(expected);
    expect(expandSeries('2026-12-29', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-12-31T08:00:00.000+01:00' })).toEqual(expected);
  });

  it('allows ends_on on the date itself and rejects one before it', () => {
    expect(expandSeries('2026-03-04', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-03-04' })).toEqual(['2026-03-04']);
    const error = ruleError(() => expandSeries('2026-03-04', { frequency: 'daily', ends_mode: 'until', ends_on: '2026-03-03' }));
    expect(error.field).toBe('series.ends_on');
    expect(error.message).toMatch(/before/);
  });

  it('rejects an until-series without any occurrence', () => {
    // From Wednesday to Sunday there is no Monday.
    const error = ruleError(() => expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [1], ends_mode: 'until', ends_on: '2026-03-08' }));
    expect(error.field).toBe('series.ends_on');
    expect(error.message).toMatch(/no occurrence/);
  });

  it('gives exactly ends_count occurrences', () => {
    expect(expandSeries('2026-03-04', { frequency: 'daily', ends_mode: 'count', ends_count: 1 })).toEqual(['2026-03-04']);
    expect(expandSeries('2026-03-04', { frequency: 'weekly', weekdays: [2, 4], ends_mode: 'count', ends_count: 9 })).toHaveLength(9);
  });

  it('returns sorted dates without duplicates for every frequency', () => {
    const rules: SeriesRule[] = [
      { frequency: 'daily', interval: 2, ends_mode: 'until', ends_on: '2027-06-30' },
      { frequency: 'weekly', interval: 1, weekdays: [7, 3, 1, 3, 6], ends_mode: 'until', ends_on: '2027-06-30' },
      { frequency: 'monthly_weekday', interval: 1, monthly_ordinal: 5, ends_mode: 'until', ends_on: '2027-06-30' },
      { frequency: 'monthly_date', interval: 1, ends_mode: 'until', ends_on: '2027-06-30' },
    ];
    expect(rules.map((rule) => rule.frequency)).toEqual([...SERIES_FREQUENCIES]);
    for (const rule of rules) {
      const dates = expandSeries('2026-01-31', rule);
      expect(dates.length).toBeGreaterThan(1);
      expect(new Set(dates).size).toBe(dates.length);
      expect([...dates].sort()).toEqual(dates);
      expect(dates[0]! >= '2026-01-31' && dates.at(-1)! <= '2027-06-30').toBe(true);
    }
  });
});

describe('validation', () => {
  const daily: SeriesRule = { frequency: 'daily', ends_mode: 'count', ends_count: 3 };
  /** Rules a client could send as JSON, typed loosely on purpose. */
  const rule = (fields: Record<string, unknown>) => ({ ...daily, ...fields }) as SeriesRule;

  it.each([
    ['a start date that does not exist', '2026-02-30', daily, 'date'],
    ['a start date in another format', '04.03.2026', daily, 'date'],
    ['a start date with a time', '2026-03-04T08:00:00+01:00', daily, 'date'],
    ['an unknown frequency', '2026-03-04', rule({ frequency: 'yearly' }), 'series.frequency'],
    ['a missing frequency', '2026-03-04', rule({ frequency: undefined }), 'series.frequency'],
    ['interval 0', '2026-03-04', rule({ interval: 0 }), 'series.interval'],
    ['interval 100', '2026-03-04', rule({ interval: 100 }), 'series.interval'],
    ['a fractional interval', '2026-03-04', rule({ interval: 1.5 }), 'series.interval'],
    ['an interval given as text', '2026-03-04', rule({ interval: '2' }), 'series.interval'],
    ['weekly without weekdays', '2026-03-04', rule({ frequency: 'weekly' }), 'series.weekdays'],
    ['weekly with no weekday', '2026-03-04', rule({ frequency: 'weekly', weekdays: [] }), 'series.weekdays'],
    ['weekday 0', '2026-03-04', rule({ frequency: 'weekly', weekdays: [1, 0] }), 'series.weekdays'],
    ['weekday 8', '2026-03-04', rule({ frequency: 'weekly', weekdays: [8] }), 'series.weekdays'],
    ['a fractional weekday', '2026-03-04', rule({ frequency: 'weekly', weekdays: [2.5] }), 'series.weekdays'],
    ['monthly_weekday without ordinal', '2026-03-04', rule({ frequency: 'monthly_weekday' }), 'series.monthly_ordinal'],
    ['ordinal 0', '2026-03-04', rule({ frequency: 'monthly_weekday', monthly_ordinal: 0 }), 'series.monthly_ordinal'],
    ['ordinal 6', '2026-03-04', rule({ frequency: 'monthly_weekday', monthly_ordinal: 6 }), 'series.monthly_ordinal'],
    ['an unknown ends_mode', '2026-03-04', rule({ ends_mode: 'never' }), 'series.ends_mode'],
    ['count without ends_count', '2026-03-04', rule({ ends_count: undefined }), 'series.ends_count'],
    ['count with a null ends_count', '2026-03-04', rule({ ends_count: null }), 'series.ends_count'],
    ['ends_count 0', '2026-03-04', rule({ ends_count: 0 }), 'series.ends_count'],
    ['a fractional ends_count', '2026-03-04', rule({ ends_count: 2.5 }), 'series.ends_count'],
    ['until without ends_on', '2026-03-04', rule({ ends_mode: 'until' }), 'series.ends_on'],
    ['an ends_on that does not exist', '2026-03-04', rule({ ends_mode: 'until', ends_on: '2026-02-30' }), 'series.ends_on'],
    ['an ends_on date-time that does not exist', '2026-03-04', rule({ ends_mode: 'until', ends_on: '2026-04-31T00:00:00Z' }), 'series.ends_on'],
    ['an ends_on with a broken time', '2026-03-04', rule({ ends_mode: 'until', ends_on: '2026-04-30T25:00:00Z' }), 'series.ends_on'],
    ['an ends_on in another format', '2026-03-04', rule({ ends_mode: 'until', ends_on: '30.04.2026' }), 'series.ends_on'],
  ])('rejects %s, naming the field', (_case, startDate, invalidRule, field) => {
    const error = ruleError(() => expandSeries(startDate, invalidRule));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SeriesRuleError');
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });

  it('ignores weekdays outside a weekly series and the ordinal outside a monthly_weekday series', () => {
    expect(expandSeries('2026-03-04', rule({ weekdays: [9], monthly_ordinal: 9 }))).toEqual(['2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('ignores ends_on in count mode and ends_count in until mode', () => {
    expect(expandSeries('2026-03-04', rule({ ends_on: 'soon' }))).toHaveLength(3);
    expect(expandSeries('2026-03-04', rule({ ends_mode: 'until', ends_count: 5000, ends_on: '2026-03-05' }))).toEqual(['2026-03-04', '2026-03-05']);
  });
});

describe('describeSeries', () => {
  it('fills in interval 1 and sorts the weekdays once each', () => {
    expect(describeSeries({ frequency: 'weekly', interval: null, weekdays: [5, 1, 5, 3], ends_mode: 'count', ends_count: 4 })).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: [1, 3, 5],
      ends_mode: 'count',
      ends_count: 4,
    });
  });

  it('stores ends_on as a date', () => {
    expect(describeSeries({ frequency: 'monthly_weekday', interval: 2, monthly_ordinal: 5, ends_mode: 'until', ends_on: '2026-12-31T00:00:00Z' })).toEqual({
      frequency: 'monthly_weekday',
      interval: 2,
      monthly_ordinal: 5,
      ends_mode: 'until',
      ends_on: '2026-12-31',
    });
  });

  it('leaves out fields the frequency and ends_mode do not use', () => {
    expect(describeSeries({ frequency: 'monthly_date', weekdays: [1], monthly_ordinal: 2, ends_mode: 'until', ends_count: 3, ends_on: '2026-12-31' })).toEqual({
      frequency: 'monthly_date',
      interval: 1,
      ends_mode: 'until',
      ends_on: '2026-12-31',
    });
  });

  it('rejects what expandSeries rejects in the rule', () => {
    expect(ruleError(() => describeSeries({ frequency: 'weekly', ends_mode: 'count', ends_count: 1 })).field).toBe('series.weekdays');
  });
});
