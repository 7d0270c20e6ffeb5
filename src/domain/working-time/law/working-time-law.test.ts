import { describe, expect, it } from 'vitest';
import { absence, at, check, codesOf, datesFrom, MINOR_BIRTH_DATE, shift } from './test-fixtures.js';
import { FINDING_CODES, FINDING_SEVERITY, checkWorkingTimeLaw, hardFindings, warningCodes, type Finding, type LawLimitsTable, LAW_LIMITS } from './working-time-law.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const SUNDAY = '2026-03-08';
const GOOD_FRIDAY = '2026-04-03';

type Breaks = Array<[string, string]>;

function codes(findings: readonly Finding[]): string[] {
  return warningCodes(findings);
}

function withCode(findings: readonly Finding[], code: string): Finding[] {
  return findings.filter((item) => item.code === code);
}

describe('§3 daily working time (adults)', () => {
  it.each<[string, string, Breaks, string[]]>([
    ['exactly 8 h net', '16:30', [['12:00', '12:30']], []],
    ['8 h + 1 min net', '16:31', [['12:00', '12:30']], ['daily_over_8h']],
    ['exactly 10 h net', '18:45', [['11:00', '11:15'], ['13:00', '13:30']], ['daily_over_8h']],
    ['10 h + 1 min net: only the hard finding', '18:46', [['11:00', '11:15'], ['13:00', '13:30']], ['daily_over_10h']],
    ['12 h net', '20:45', [['11:00', '11:15'], ['15:00', '15:30']], ['daily_over_10h']],
  ])('%s', (_name, end, breaks, expected) => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, end, breaks)]);
    expect(codes(findings)).toEqual(expected);
  });

  it('reports the net working time and the limit applied', () => {
    const [over] = check([shift('a', `${TUESDAY}T08:00`, '18:46', [['11:00', '11:15'], ['13:00', '13:30']])]);
    expect(over).toMatchObject({
      code: 'daily_over_10h',
      severity: 'hard',
      intervalId: 'a',
      date: TUESDAY,
      details: { net_working_time: '10:01:00.000', net_working_time_ms: 10 * HOUR_MS + MINUTE_MS, limit_ms: 10 * HOUR_MS },
    });
    expect(over!.message).toContain('ArbZG §3');
  });

  it('adds up two shifts of one working day and reports it on both', () => {
    const findings = check([shift('early', `${TUESDAY}T06:00`, '12:00'), shift('late', `${TUESDAY}T14:00`, '19:00')]);
    expect(codesOf(findings, 'early')).toEqual(['daily_over_10h']);
    expect(codesOf(findings, 'late')).toEqual(['daily_over_10h']);
    expect(findings[0]!.details).toMatchObject({ net_working_time_ms: 11 * HOUR_MS });
  });

  it('keeps an overnight shift in the working day it starts in', () => {
    const findings = check([shift('night', `${TUESDAY}T22:00`, '07:00', [['02:00', '02:30']])]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'daily_over_8h', date: TUESDAY, details: { net_working_time_ms: 8.5 * HOUR_MS } });
  });

  it('counts a night continued after a short interruption into the working day it started in', () => {
    const findings = check([shift('night', `${MONDAY}T22:00`, '04:00'), shift('next', `${TUESDAY}T05:00`, '10:00')]);
    expect(withCode(findings, 'daily_over_10h').map((item) => [item.intervalId, item.date])).toEqual([
      ['night', MONDAY],
      ['next', MONDAY],
    ]);
    expect(withCode(findings, 'rest_under_11h')).toEqual([]);
  });

  it("judges the night between an evening's work and the next morning's as rest, not as a split shift", () => {
    const findings = check([shift('night', `${MONDAY}T22:00`, '06:00', [['02:00', '02:30']]), shift('next', `${TUESDAY}T14:00`, '18:00')]);
    expect(withCode(findings, 'rest_under_11h').map((item) => [item.intervalId, item.date, item.details?.rest])).toEqual([
      ['night', MONDAY, '08:00:00.000'],
      ['next', TUESDAY, '08:00:00.000'],
    ]);
    expect(withCode(findings, 'daily_over_10h')).toEqual([]);
    const evening = check([shift('late', `${MONDAY}T18:00`, '22:00'), shift('early', `${TUESDAY}T06:00`, '10:00')]);
    expect(codesOf(evening, 'early')).toEqual(['rest_under_11h']);
  });

  it('counts real elapsed time in the spring-forward night (22:00-06:00 is 7 h)', () => {
    const findings = check([shift('night', '2026-03-28T22:00', '06:00', [['01:00', '01:30']])]);
    expect(withCode(findings, 'daily_over_8h')).toEqual([]);
    expect(codes(findings)).toEqual(['sunday_or_holiday_work']);
  });

  it('counts real elapsed time in the fall-back night (22:00-06:00 is 9 h)', () => {
    const night = { id: 'night', start: '2026-10-24T22:00:00+02:00', end: '2026-10-25T06:00:00+01:00', breaks: [] };
    const findings = check([night]);
    expect(codes(findings)).toEqual(['daily_over_8h', 'break_total_short', 'no_break_6h', 'sunday_or_holiday_work']);
    expect(withCode(findings, 'daily_over_8h')[0]).toMatchObject({ date: '2026-10-24', details: { net_working_time_ms: 9 * HOUR_MS } });
  });

  it('reads the same local shift as 8 h in an ordinary night', () => {
    const findings = check([shift('night', '2026-03-21T22:00', '06:00', [['01:00', '01:30']])]);
    expect(codes(findings)).toEqual(['sunday_or_holiday_work']);
    expect(check([shift('night', '2026-03-21T22:00', '06:01', [['01:00', '01:30']])]).map((item) => item.code)).not.toContain('daily_over_8h');
    expect(check([shift('night', '2026-03-21T22:00', '06:31', [['01:00', '01:30']])]).map((item) => item.code)).toContain('daily_over_8h');
  });

  it('accepts instants in UTC and in other offsets', () => {
    const utc = { id: 'a', start: '2026-03-03T07:00:00Z', end: '2026-03-03T17:46:00Z', breaks: [{ start: '2026-03-03T12:00:00Z', end: '2026-03-03T12:45:00Z' }] };
    expect(codes(check([utc]))).toEqual(['daily_over_10h']);
  });
});

describe('§4 breaks (adults)', () => {
  it.each<[string, string, Breaks, string[]]>([
    ['exactly 6 h net without a break', '14:00', [], []],
    ['6 h + 1 min net without a break', '14:01', [], ['break_total_short', 'no_break_6h']],
    ['exactly 6 h net with a 29 min break', '14:29', [['11:00', '11:29']], []],
    ['6 h + 1 min net with a 29 min break', '14:30', [['11:00', '11:29']], ['break_total_short']],
    ['6 h + 1 min net with a 30 min break', '14:31', [['11:00', '11:30']], []],
    ['6.5 h net with two 14 min blocks', '14:58', [['10:00', '10:14'], ['12:00', '12:14']], ['break_total_short', 'no_break_6h']],
    ['6.5 h net with two 15 min blocks', '15:00', [['10:00', '10:15'], ['12:00', '12:15']], []],
    ['6.5 h net with a 15 and a 14 min block', '14:59', [['10:00', '10:15'], ['12:00', '12:14']], ['break_total_short']],
    ['exactly 9 h net with 30 min', '17:30', [['12:00', '12:30']], ['daily_over_8h']],
    ['9 h + 1 min net with 44 min', '17:45', [['12:00', '12:44']], ['daily_over_8h', 'break_total_short']],
    ['9 h + 1 min net with 45 min', '17:46', [['12:00', '12:45']], ['daily_over_8h']],
    ['9 h + 1 min net with 30 + 15 min', '17:46', [['10:00', '10:15'], ['13:00', '13:30']], ['daily_over_8h']],
    ['a break at the very end interrupts nothing', '15:00', [['14:30', '15:00']], ['break_total_short', 'no_break_6h']],
  ])('%s', (_name, end, breaks, expected) => {
    expect(codes(check([shift('a', `${TUESDAY}T08:00`, end, breaks)]))).toEqual(expected);
  });

  it.each<[string, string, Breaks, string[]]>([
    ['break after exactly 6 h of work', '16:30', [['14:00', '14:30']], []],
    ['break after 6 h + 1 min of work', '16:31', [['14:01', '14:31']], ['no_break_6h']],
    ['work of exactly 6 h after the break', '16:30', [['10:00', '10:30']], []],
    ['work of 6 h + 1 min after the break', '16:31', [['10:00', '10:30']], ['no_break_6h']],
    ['a 10 min break does not end the stretch', '14:20', [['11:00', '11:10']], ['break_total_short', 'no_break_6h']],
  ])('6 h in a row: %s', (_name, end, breaks, expected) => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, end, breaks)]);
    expect(codes(findings).filter((code) => code !== 'daily_over_8h')).toEqual(expected);
  });

  it('reports the break required and counted', () => {
    const [short] = check([shift('a', `${TUESDAY}T08:00`, '17:45', [['12:00', '12:44']])]).filter((item) => item.code === 'break_total_short');
    expect(short!.details).toMatchObject({ break_required_ms: 45 * MINUTE_MS, break_counted_ms: 44 * MINUTE_MS, net_working_time_ms: 9 * HOUR_MS + MINUTE_MS });
  });

  it('counts the time between two shifts of one working day as a break', () => {
    expect(check([shift('a', `${TUESDAY}T08:00`, '12:00'), shift('b', `${TUESDAY}T12:30`, '16:30')])).toEqual([]);
    // Ten minutes are no rest break (ArbZG §4): they are working time, so the day has 8:10 of it.
    expect(codes(check([shift('a', `${TUESDAY}T08:00`, '12:00'), shift('b', `${TUESDAY}T12:10`, '16:10')]))).toEqual(['daily_over_8h', 'break_total_short', 'no_break_6h']);
  });

  it('counts interruptions shorter than 15 minutes as working time, for the daily limits and the break a day calls for (ArbZG §§2, 4; JArbSchG §§4, 11)', () => {
    const tenMinuteBreaks: Array<[string, string]> = [
      ['09:00', '09:10'],
      ['11:00', '11:10'],
      ['14:00', '14:10'],
    ];
    // 11:15 present, 45 min of rest break and three 10-minute pauses: 10:30 of working time.
    const long = check([shift('long', `${TUESDAY}T06:00`, '17:15', [['12:00', '12:45'], ...tenMinuteBreaks])]);
    expect(codes(long)).toContain('daily_over_10h');
    // 6:20 present with two 10-minute pauses: 6:20 of working time, which calls for 30 min of rest break.
    const short = check([shift('short', `${TUESDAY}T08:00`, '14:20', [['10:00', '10:10'], ['12:00', '12:10']])]);
    expect(codes(short)).toContain('break_total_short');
    // A minor 07:00-16:30 with an hour's rest break and three 10-minute pauses works 8:30 (JArbSchG §8: 8 h).
    const minor = check([shift('minor', `${TUESDAY}T07:00`, '16:30', [['12:00', '13:00'], ...tenMinuteBreaks])], { birthDate: MINOR_BIRTH_DATE });
    expect(codes(minor)).toContain('minor_daily_over_8h');
  });

  it('treats touching shifts as one stretch of work', () => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, '11:00'), shift('b', `${TUESDAY}T11:00`, '14:01')]);
    expect(withCode(findings, 'no_break_6h').map((item) => item.intervalId)).toEqual(['a', 'b']);
  });

  it('reports a long stretch only on the shifts working in it', () => {
    const findings = check([shift('short', `${TUESDAY}T06:00`, '08:00'), shift('long', `${TUESDAY}T12:00`, '18:01')]);
    expect(codesOf(findings, 'short')).toEqual(['daily_over_8h']);
    expect(codesOf(findings, 'long')).toEqual(['daily_over_8h', 'no_break_6h']);
  });
});

describe('§5 rest period (adults)', () => {
  const lateShift = shift('late', `${MONDAY}T14:00`, '22:00', [['18:00', '18:30']]);

  it.each<[string, string, string[]]>([
    ['10:59 h of rest', '08:59', ['rest_under_11h']],
    ['exactly 11 h of rest', '09:00', []],
    ['12 h of rest', '10:00', []],
    ['8 h of rest', '06:00', ['rest_under_11h']],
  ])('%s', (_name, nextStart, expected) => {
    const early = shift('early', `${TUESDAY}T${nextStart}`, '16:30', [['12:00', '12:30']]);
    const findings = check([lateShift, early]);
    expect(codesOf(findings, 'early').filter((code) => code === 'rest_under_11h')).toEqual(expected);
    expect(codesOf(findings, 'late')).toEqual(expected);
    expect(withCode(findings, 'daily_over_10h')).toEqual([]);
  });

  it('reports the rest on both enclosing shifts, each with its own working day', () => {
    const findings = withCode(check([lateShift, shift('early', `${TUESDAY}T08:59`, '16:30', [['12:00', '12:30']])]), 'rest_under_11h');
    expect(findings.map((item) => [item.intervalId, item.date, item.severity, item.details?.other_interval_id])).toEqual([
      ['late', MONDAY, 'hard', 'early'],
      ['early', TUESDAY, 'hard', 'late'],
    ]);
    expect(findings[0]!.details).toMatchObject({ rest_ms: 10 * HOUR_MS + 59 * MINUTE_MS, rest_start: at(`${MONDAY}T22:00`), rest_end: at(`${TUESDAY}T08:59`) });
  });

  it('measures the rest after a night shift from its real end', () => {
    const night = shift('night', `${MONDAY}T22:00`, '06:00', [['02:00', '02:30']]);
    expect(withCode(check([night, shift('next', `${TUESDAY}T16:59`, '23:00', [['19:00', '19:30']])]), 'rest_under_11h')).toHaveLength(2);
    expect(withCode(check([night, shift('next', `${TUESDAY}T17:00`, '23:00', [['19:00', '19:30']])]), 'rest_under_11h')).toEqual([]);
  });

  it('measures the rest across the fall-back night in real hours', () => {
    // 19:00 CEST to 05:00 CET is 11 h, although the wall clock shows 10 h.
    const evening = { id: 'evening', start: '2026-10-24T11:00:00+02:00', end: '2026-10-24T19:00:00+02:00', breaks: [{ start: '2026-10-24T14:00:00+02:00', end: '2026-10-24T14:30:00+02:00' }] };
    const morning = { id: 'morning', start: '2026-10-25T05:00:00+01:00', end: '2026-10-25T12:00:00+01:00', breaks: [{ start: '2026-10-25T08:00:00+01:00', end: '2026-10-25T08:30:00+01:00' }] };
    expect(withCode(check([evening, morning]), 'rest_under_11h')).toEqual([]);
    const earlier = { ...morning, start: '2026-10-25T04:59:00+01:00' };
    expect(withCode(check([evening, earlier]), 'rest_under_11h')).toHaveLength(2);
  });

  it.each<[string, Parameters<typeof shift>, Parameters<typeof shift>]>([
    ['late then early', ['a', `${MONDAY}T14:00`, '22:00', [['18:00', '18:30']]], ['b', `${TUESDAY}T06:00`, '14:00', [['10:00', '10:30']]]],
    ['night then late', ['a', `${MONDAY}T22:00`, '06:00', [['02:00', '02:30']]], ['b', `${TUESDAY}T14:00`, '22:00', [['18:00', '18:30']]]],
    ['early then night', ['a', `${MONDAY}T06:00`, '14:00', [['10:00', '10:30']]], ['b', `${MONDAY}T22:00`, '06:00', [['02:00', '02:30']]]],
  ])('reports the three-shift change %s as 8 h of rest, not as one long day', (_name, first, second) => {
    const findings = check([shift(...first), shift(...second)]);
    expect(findings.map((item) => [item.code, item.intervalId])).toEqual([
      ['rest_under_11h', 'a'],
      ['rest_under_11h', 'b'],
    ]);
    expect(findings[0]!.details).toMatchObject({ rest_ms: 8 * HOUR_MS });
  });

  it('does not ask for rest inside one working day (split shift)', () => {
    expect(check([shift('morning', `${TUESDAY}T06:00`, '10:00'), shift('evening', `${TUESDAY}T18:00`, '22:00')])).toEqual([]);
  });

  it('opens a new working day with a shift starting exactly 24 h after the first', () => {
    const findings = check([shift('a', `${MONDAY}T08:00`, '12:00'), shift('b', `${TUESDAY}T08:00`, '12:00')]);
    expect(findings).toEqual([]);
  });
});

describe('§9 Sunday and public-holiday work (adults)', () => {
  it.each<[string, string, string, string[], string[]]>([
    ['a weekday', `${TUESDAY}T08:00`, '12:00', [], []],
    ['a Sunday', `${SUNDAY}T08:00`, '12:00', [], ['sunday_or_holiday_work']],
    ['a public holiday', `${GOOD_FRIDAY}T08:00`, '12:00', [GOOD_FRIDAY], ['sunday_or_holiday_work']],
    ['the same Friday when it is not a holiday of the location', `${GOOD_FRIDAY}T08:00`, '12:00', [], []],
    ['a Saturday shift ending at midnight', '2026-03-07T20:00', '2026-03-08T00:00', [], []],
    ['a Saturday shift ending one minute into Sunday', '2026-03-07T20:00', '2026-03-08T00:01', [], ['sunday_or_holiday_work']],
    ['a shift starting exactly at the end of Sunday', '2026-03-09T00:00', '04:00', [], []],
    ['a night shift into a holiday', '2026-04-02T22:00', '02:00', [GOOD_FRIDAY], ['sunday_or_holiday_work']],
  ])('%s', (_name, from, to, holidays, expected) => {
    expect(codes(check([shift('a', from, to)], { holidays }))).toEqual(expected);
  });

  it('accepts holidays as a Set and names the days in the details', () => {
    const [sunday] = check([shift('a', '2026-04-02T22:00', '02:00')], { holidays: new Set([GOOD_FRIDAY]) });
    expect(sunday).toMatchObject({ code: 'sunday_or_holiday_work', severity: 'soft', date: '2026-04-02', details: { sundays: [], holidays: [GOOD_FRIDAY] } });
  });

  it('does not count a break that covers all of the Sunday part', () => {
    expect(check([shift('a', '2026-03-07T19:00', '2026-03-08T00:30', [['2026-03-07T23:45', '2026-03-08T00:30']])])).toEqual([]);
    expect(codes(check([shift('a', '2026-03-07T19:00', '2026-03-08T00:30', [['2026-03-07T23:30', '2026-03-08T00:00']])]))).toEqual(['sunday_or_holiday_work']);
  });
});

describe('§11 free Sundays (adults)', () => {
  // 2026 has 52 Sundays, the first on 4 January.
  const sundayShifts = (count: number) => datesFrom('2026-01-04', count, { weeks: 1 }).map((date) => shift(`sun-${date}`, `${date}T08:00`, '12:00'));

  it('keeps quiet with 37 worked Sundays (15 free)', () => {
    expect(withCode(check(sundayShifts(37)), 'free_sundays_below_15')).toEqual([]);
  });

  it('reports 38 worked Sundays (14 free) on the Sunday shifts only', () => {
    const weekday = shift('weekday', '2026-12-01T08:00', '12:00');
    const findings = check([...sundayShifts(38), weekday]);
    const below = withCode(findings, 'free_sundays_below_15');
    expect(below).toHaveLength(38);
    expect(codesOf(findings, 'weekday')).toEqual([]);
    expect(below[0]).toMatchObject({ severity: 'soft', details: { year: 2026, sundays_in_year: 52, sundays_worked: 38, free_sundays: 14, limit: 15 } });
  });

  it('counts each Sunday once, however many shifts work on it', () => {
    const doubled = [...sundayShifts(37), shift('second', '2026-01-04T14:00', '16:00')];
    expect(withCode(check(doubled), 'free_sundays_below_15')).toEqual([]);
  });

  it('counts Sundays per calendar year', () => {
    const lastYear = datesFrom('2025-01-05', 20, { weeks: 1 }).map((date) => shift(`old-${date}`, `${date}T08:00`, '12:00'));
    const findings = check([...lastYear, ...sundayShifts(20)], { subject: ['sun-2026-01-04'] });
    expect(withCode(findings, 'free_sundays_below_15')).toEqual([]);
  });
});

describe('Directive 2003/88/EC weekly average over 17 weeks', () => {
  // 17 ISO weeks from Monday 2026-01-05 to Sunday 2026-05-03, six 8 h days each: exactly 48 h a week.
  const weeks = datesFrom('2026-01-05', 17, { weeks: 1 });
  const fullWeeks = (lastEnd = '16:30') =>
    weeks.flatMap((monday, weekIndex) =>
      datesFrom(monday, 6).map((date, dayIndex) => {
        const isLast = weekIndex === 16 && dayIndex === 5;
        return shift(`d-${date}`, `${date}T08:00`, isLast ? lastEnd : '16:30', [['12:00', '12:30']]);
      }),
    );
  const lastShift = 'd-2026-05-02';

  it('accepts exactly 48 h on average', () => {
    expect(withCode(check(fullWeeks()), 'weekly_avg_over_48h')).toEqual([]);
  });

  it('reports 48 h + 1 min over the 17 weeks on the shifts of the last week', () => {
    const findings = check(fullWeeks('16:31'));
    const over = withCode(findings, 'weekly_avg_over_48h');
    expect(new Set(over.map((item) => item.intervalId))).toEqual(new Set(datesFrom('2026-04-27', 6).map((date) => `d-${date}`)));
    expect(over.find((item) => item.intervalId === lastShift)).toMatchObject({
      severity: 'soft',
      details: { reference_from: '2026-01-05', reference_to: '2026-05-03', reference_weeks: 17, total_working_time_ms: 816 * HOUR_MS + MINUTE_MS },
    });
  });

  it('does not count a week before the reference period', () => {
    const before = shift('before', '2026-01-03T08:00', '18:00', [['12:00', '12:45']]);
    expect(withCode(check([before, ...fullWeeks()], { subject: [lastShift] }), 'weekly_avg_over_48h')).toEqual([]);
  });

  it('counts weeks without intervals as weeks without work', () => {
    const oneHeavyWeek = datesFrom('2026-04-27', 6).map((date) => shift(`d-${date}`, `${date}T06:00`, '16:45', [['12:00', '12:45']]));
    expect(withCode(check(oneHeavyWeek), 'weekly_avg_over_48h')).toEqual([]);
  });
});

describe('overlaps', () => {
  it.each<[string, [string, string], [string, string], boolean]>([
    ['overlapping shifts', [`${TUESDAY}T08:00`, '12:00'], [`${TUESDAY}T11:00`, '15:00'], true],
    ['touching shifts (end == start)', [`${TUESDAY}T08:00`, '12:00'], [`${TUESDAY}T12:00`, '16:00'], false],
    ['one shift inside the other', [`${TUESDAY}T08:00`, '16:00'], [`${TUESDAY}T10:00`, '11:00'], true],
    ['one minute of overlap', [`${TUESDAY}T08:00`, '12:01'], [`${TUESDAY}T12:00`, '16:00'], true],
  ])('%s', (_name, [fromA, toA], [fromB, toB], overlaps) => {
    const findings = withCode(check([shift('a', fromA, toA), shift('b', fromB, toB)]), 'entry_overlap');
    expect(findings.map((item) => [item.intervalId, item.details?.other_interval_id])).toEqual(
      overlaps
        ? [
            ['a', 'b'],
            ['b', 'a'],
          ]
        : [],
    );
  });

  it('is hard and names the overlapping time', () => {
    const [first] = withCode(check([shift('a', `${TUESDAY}T08:00`, '12:00'), shift('b', `${TUESDAY}T11:00`, '15:00')]), 'entry_overlap');
    expect(first).toMatchObject({ severity: 'hard', date: TUESDAY, details: { overlap_start: at(`${TUESDAY}T11:00`), overlap_end: at(`${TUESDAY}T12:00`), other_kind: 'work' } });
  });

  it('reports a shift overlapping an absence on both as absence_conflict', () => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, '12:00'), absence('vacation', `${TUESDAY}T00:00`, '2026-03-04T00:00')]);
    expect(withCode(findings, 'entry_overlap')).toEqual([]);
    expect(withCode(findings, 'absence_conflict').map((item) => [item.intervalId, item.date])).toEqual([
      ['vacation', TUESDAY],
      ['a', TUESDAY],
    ]);
  });

  it('does not report a shift touching an absence, nor absences overlapping each other', () => {
    expect(check([shift('a', `${TUESDAY}T08:00`, '12:00'), absence('sick', `${TUESDAY}T12:00`, '2026-03-04T00:00')])).toEqual([]);
    expect(check([absence('vacation', `${TUESDAY}T00:00`, '2026-03-05T00:00'), absence('sick', '2026-03-04T00:00', '2026-03-06T00:00')])).toEqual([]);
  });

  it('counts an overlap during a break, since both entries still claim the time', () => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, '16:30', [['12:00', '12:30']]), shift('b', `${TUESDAY}T12:00`, '12:30')]);
    expect(withCode(findings, 'entry_overlap')).toHaveLength(2);
  });

  it('does not count absences as work', () => {
    expect(check([absence('vacation', `${SUNDAY}T00:00`, '2026-03-09T00:00')])).toEqual([]);
  });

  it('does not count overlapping work twice', () => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, '14:00'), shift('b', `${TUESDAY}T08:00`, '14:00')]);
    expect(codes(findings)).toEqual(['entry_overlap']);
  });
});

describe('employees under 18 (JArbSchG)', () => {
  const minor = { birthDate: MINOR_BIRTH_DATE };

  it.each<[string, string, Breaks, string[]]>([
    ['exactly 8 h net', '17:00', [['10:30', '11:00'], ['13:00', '13:30']], []],
    ['8 h + 1 min net', '17:01', [['10:30', '11:00'], ['13:00', '13:30']], ['minor_daily_over_8h']],
    ['10 h + 1 min net: no adult code', '19:01', [['10:30', '11:00'], ['13:00', '13:30'], ['16:00', '16:30']], ['minor_daily_over_8h']],
  ])('§8 daily: %s', (_name, end, breaks, expected) => {
    expect(codes(check([shift('a', `${TUESDAY}T08:00`, end, breaks)], minor))).toEqual(expected);
  });

  it.each<[string, Breaks, string, string[]]>([
    ['exactly 4.5 h net without a break', [], '12:30', []],
    ['4.5 h + 1 min net without a break', [], '12:31', ['minor_break_short', 'minor_no_break_4_5h']],
    ['5 h net with 29 min', [['10:30', '10:59']], '13:29', ['minor_break_short']],
    ['5 h net with 30 min', [['10:30', '11:00']], '13:30', []],
    ['5 h net with two 14 min blocks', [['10:00', '10:14'], ['11:00', '11:14']], '13:28', ['minor_break_short', 'minor_no_break_4_5h']],
    ['5 h net with two 15 min blocks', [['10:00', '10:15'], ['11:00', '11:15']], '13:30', []],
    ['exactly 6 h net with 30 min', [['11:00', '11:30']], '14:30', []],
    ['6 h + 1 min net with 59 min', [['10:00', '10:30'], ['12:00', '12:29']], '15:00', ['minor_break_short']],
    ['6 h + 1 min net with 60 min', [['10:00', '10:30'], ['12:00', '12:30']], '15:01', []],
    ['work of 4.5 h + 1 min before the break', [['12:31', '13:31']], '15:31', ['minor_no_break_4_5h']],
  ])('§11 breaks: %s', (_name, breaks, end, expected) => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, end, breaks)], minor);
    expect(codes(findings)).toEqual(expected);
  });

  it.each<[string, string, string, string[]]>([
    ['ending at 20:00', '16:00', '20:00', []],
    ['ending at 20:01', '16:00', '20:01', ['minor_night_work']],
    ['starting at 06:00', '06:00', '10:00', []],
    ['starting at 05:59', '05:59', '10:00', ['minor_night_work']],
    ['working 19:59-20:00', '19:59', '20:00', []],
    ['starting at 20:00', '20:00', '21:00', ['minor_night_work']],
    ['working 23:00-01:00', '23:00', '01:00', ['minor_night_work']],
  ])('§14 night: %s', (_name, from, to, expected) => {
    expect(codes(check([shift('a', `${TUESDAY}T${from}`, to)], minor))).toEqual(expected);
  });

  it('does not count a break in the night as night work', () => {
    expect(check([shift('a', `${TUESDAY}T16:00`, '20:30', [['20:00', '20:30']])], minor)).toEqual([]);
  });

  it('measures night work in real time in the spring-forward night', () => {
    const [night] = withCode(check([{ id: 'a', start: '2026-03-28T19:00:00+01:00', end: '2026-03-29T07:00:00+02:00', breaks: [] }], minor), 'minor_night_work');
    // 20:00 CET to 06:00 CEST is 9 h.
    expect(night!.details).toMatchObject({ night_work_ms: 9 * HOUR_MS });
  });

  it('replaces every adult code with its JArbSchG counterpart', () => {
    const findings = check([shift('a', `${SUNDAY}T08:00`, '20:30')], minor);
    expect(codes(findings)).toEqual(['minor_daily_over_8h', 'minor_break_short', 'minor_no_break_4_5h', 'minor_night_work', 'minor_sunday_or_holiday_work']);
    expect(findings.every((item) => item.severity === 'hard')).toBe(true);
  });

  it.each<[string, string, string, string[], string[]]>([
    ['a weekday', `${TUESDAY}T08:00`, '12:00', [], []],
    ['a Sunday', `${SUNDAY}T08:00`, '12:00', [], ['minor_sunday_or_holiday_work']],
    ['a public holiday', `${GOOD_FRIDAY}T08:00`, '12:00', [GOOD_FRIDAY], ['minor_sunday_or_holiday_work']],
    ['24 December until 14:00', '2026-12-24T10:00', '14:00', [], []],
    ['24 December until 14:01', '2026-12-24T10:01', '14:01', [], ['minor_sunday_or_holiday_work']],
    ['31 December after 14:00', '2026-12-31T14:00', '16:00', [], ['minor_sunday_or_holiday_work']],
    ['30 December after 14:00', '2026-12-30T14:00', '16:00', [], []],
  ])('§17/§18 Sundays and holidays: %s', (_name, from, to, holidays, expected) => {
    expect(codes(check([shift('a', from, to)], { ...minor, holidays }))).toEqual(expected);
  });

  it('does not report free Sundays for a minor (JArbSchG §17 governs Sunday work)', () => {
    const sundays = datesFrom('2026-01-04', 38, { weeks: 1 }).map((date) => shift(`sun-${date}`, `${date}T08:00`, '12:00'));
    expect(codes(check(sundays, minor))).toEqual(['minor_sunday_or_holiday_work']);
  });

  describe('§8 40 h week', () => {
    const week = datesFrom(MONDAY, 5).map((date) => shift(`d-${date}`, `${date}T08:00`, '17:00', [['10:30', '11:00'], ['13:00', '13:30']]));

    it('accepts exactly 40 h from Monday to Sunday', () => {
      expect(check(week, minor)).toEqual([]);
    });

    it('reports 40 h + 1 min on every shift of the week', () => {
      const findings = check([...week, shift('saturday', '2026-03-07T08:00', '08:01')], minor);
      const over = withCode(findings, 'minor_weekly_over_40h');
      expect(over).toHaveLength(6);
      expect(over[0]).toMatchObject({ severity: 'hard', details: { week_from: MONDAY, week_to: SUNDAY, week_working_time_ms: 40 * HOUR_MS + MINUTE_MS } });
    });

    it('does not add the next Monday to the week', () => {
      expect(check([...week, shift('next-monday', '2026-03-09T08:00', '12:00')], minor)).toEqual([]);
    });
  });

  describe('§13 12 h of free time', () => {
    const evening = shift('evening', `${MONDAY}T11:00`, '19:00', [['14:00', '15:00']]);

    it.each<[string, string, string[]]>([
      ['11:59 h', '06:59', ['minor_rest_under_12h']],
      ['exactly 12 h', '07:00', []],
    ])('%s of free time', (_name, start, expected) => {
      const findings = check([evening, shift('morning', `${TUESDAY}T${start}`, '12:00', [['09:00', '09:30']])], minor);
      expect(codesOf(findings, 'morning')).toEqual(expected);
      expect(codesOf(findings, 'evening')).toEqual(expected);
    });

    it('reports 11:30 h to a minor but not the adult rule', () => {
      const findings = check([evening, shift('morning', `${TUESDAY}T06:30`, '12:00', [['09:00', '09:30']])], minor);
      expect(codes(findings)).toEqual(['minor_rest_under_12h']);
      expect(check([evening, shift('morning', `${TUESDAY}T06:30`, '12:00', [['09:00', '09:30']])])).toEqual([]);
    });
  });

  it('applies the JArbSchG up to the day before the 18th birthday', () => {
    const birthday = { birthDate: '2008-03-04' };
    expect(codes(check([shift('a', `${TUESDAY}T08:00`, '17:01', [['10:30', '11:00'], ['13:00', '13:30']])], birthday))).toEqual(['minor_daily_over_8h']);
    expect(codes(check([shift('a', '2026-03-04T08:00', '17:01', [['10:30', '11:00'], ['13:00', '13:30']])], birthday))).toEqual(['daily_over_8h']);
  });

  it('judges the next working day by the age on its date', () => {
    const birthday = { birthDate: '2008-03-03' };
    const evening = shift('evening', `${MONDAY}T11:00`, '19:00', [['14:00', '15:00']]);
    expect(codes(check([evening, shift('morning', `${TUESDAY}T06:30`, '12:00', [['09:00', '09:30']])], birthday))).toEqual([]);
  });

  it('treats an unknown birth date as an adult', () => {
    expect(codes(check([shift('a', `${TUESDAY}T08:00`, '17:01', [['10:30', '11:00'], ['13:00', '13:30']])], { birthDate: null }))).toEqual(['daily_over_8h']);
  });
});

describe('the versioned limits table', () => {
  const reform: LawLimitsTable = [
    ...LAW_LIMITS,
    {
      effectiveFrom: '2027-01-01',
      source: 'hypothetical reform for the test',
      limits: { ...LAW_LIMITS[0]!.limits, adult: { ...LAW_LIMITS[0]!.limits.adult, dailyMaxMs: 12 * HOUR_MS } },
    },
  ];
  const elevenHours = (date: string) => shift('a', `${date}T07:00`, '18:45', [['11:00', '11:15'], ['13:00', '13:30']]);

  it('applies the version in force on the working day', () => {
    expect(codes(check([elevenHours('2026-12-31')], {}, { limits: reform }))).toEqual(['daily_over_10h']);
    expect(codes(check([elevenHours('2027-01-04')], {}, { limits: reform }))).toEqual(['daily_over_8h']);
  });

  it('judges a night shift by the date its working day starts', () => {
    const night = shift('night', '2026-12-31T20:00', '07:45', [['23:00', '23:15'], ['02:00', '02:30']]);
    expect(withCode(check([night], {}, { limits: reform }), 'daily_over_10h')).toHaveLength(1);
  });

  it('judges the rest by the limits of the working day after it', () => {
    const shorterRest: LawLimitsTable = [...LAW_LIMITS, { effectiveFrom: '2026-03-03', source: 'test', limits: { ...LAW_LIMITS[0]!.limits, adult: { ...LAW_LIMITS[0]!.limits.adult, minRestMs: 10 * HOUR_MS } } }];
    const intervals = [shift('late', `${MONDAY}T14:00`, '22:00', [['18:00', '18:30']]), shift('early', `${TUESDAY}T08:00`, '16:30', [['12:00', '12:30']])];
    expect(withCode(check(intervals), 'rest_under_11h')).toHaveLength(2);
    expect(withCode(check(intervals, {}, { limits: shorterRest }), 'rest_under_11h')).toEqual([]);
  });

  it('throws for a working day before the first version', () => {
    expect(() => check([shift('a', '1994-06-30T08:00', '12:00')])).toThrow(RangeError);
  });
});

describe('the subject filter', () => {
  const intervals = [shift('existing', `${MONDAY}T14:00`, '22:00', [['18:00', '18:30']]), shift('new', `${TUESDAY}T06:00`, '14:30', [['10:00', '10:30']])];

  it('reports on all intervals by default', () => {
    expect(check(intervals).map((item) => item.intervalId)).toEqual(['existing', 'new']);
  });

  it('reports only on the subject, judged against the other intervals', () => {
    expect(check(intervals, { subject: ['new'] }).map((item) => [item.code, item.intervalId])).toEqual([['rest_under_11h', 'new']]);
  });

  it('reports nothing for an empty subject or unknown ids', () => {
    expect(check(intervals, { subject: [] })).toEqual([]);
    expect(check(intervals, { subject: ['unknown'] })).toEqual([]);
  });

  it('reports an overlap on an absence when the absence is the subject', () => {
    const findings = check([shift('a', `${TUESDAY}T08:00`, '12:00'), absence('vacation', `${TUESDAY}T00:00`, '2026-03-04T00:00')], { subject: ['vacation'] });
    expect(findings.map((item) => [item.code, item.intervalId, item.details?.other_interval_id])).toEqual([['absence_conflict', 'vacation', 'a']]);
  });
});

describe('findings helpers', () => {
  const findings = check([shift('a', `${SUNDAY}T06:00`, '17:00'), shift('b', `${SUNDAY}T16:00`, '18:00')]);

  it('sorts by interval start, then by catalogue order', () => {
    expect(findings.map((item) => `${item.intervalId}:${item.code}`)).toEqual([
      'a:entry_overlap',
      'a:daily_over_10h',
      'a:break_total_short',
      'a:no_break_6h',
      'a:sunday_or_holiday_work',
      'b:entry_overlap',
      'b:daily_over_10h',
      'b:break_total_short',
      'b:no_break_6h',
      'b:sunday_or_holiday_work',
    ]);
  });

  it('warningCodes lists each code once in catalogue order', () => {
    expect(warningCodes([...findings].reverse())).toEqual(['entry_overlap', 'daily_over_10h', 'break_total_short', 'no_break_6h', 'sunday_or_holiday_work']);
    expect(warningCodes([])).toEqual([]);
  });

  it('hardFindings keeps the blocking ones', () => {
    expect(warningCodes(hardFindings(findings))).toEqual(['entry_overlap', 'daily_over_10h']);
  });

  it('has a severity for every code, all snake_case', () => {
    for (const code of FINDING_CODES) {
      expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(['hard', 'soft']).toContain(FINDING_SEVERITY[code]);
    }
  });
});

describe('input that cannot be read', () => {
  const base = { birthDate: null, timeZone: 'Europe/Berlin', holidays: [] };
  const ok = { id: 'a', start: '2026-03-03T08:00:00+01:00', end: '2026-03-03T12:00:00+01:00', breaks: [] };

  it.each<[string, Parameters<typeof checkWorkingTimeLaw>[0]]>([
    ['an end before the start', { ...base, intervals: [{ ...ok, end: '2026-03-03T07:00:00+01:00' }] }],
    ['an empty interval', { ...base, intervals: [{ ...ok, end: ok.start }] }],
    ['an instant without offset', { ...base, intervals: [{ ...ok, start: '2026-03-03T08:00:00' }] }],
    ['a break outside the interval', { ...base, intervals: [{ ...ok, breaks: [{ start: '2026-03-03T11:30:00+01:00', end: '2026-03-03T12:30:00+01:00' }] }] }],
    ['a break ending before it starts', { ...base, intervals: [{ ...ok, breaks: [{ start: '2026-03-03T11:30:00+01:00', end: '2026-03-03T11:00:00+01:00' }] }] }],
    ['a duplicate id', { ...base, intervals: [ok, ok] }],
    ['an unknown time zone', { ...base, timeZone: 'Europe/Atlantis', intervals: [ok] }],
    ['an impossible birth date', { ...base, birthDate: '2009-02-30', intervals: [ok] }],
    ['a start that is no number of epoch milliseconds', { ...base, intervals: [{ ...ok, start: Number.NaN }] }],
    ['a break end that is infinite', { ...base, intervals: [{ ...ok, breaks: [{ start: Date.parse('2026-03-03T10:00:00+01:00'), end: Number.POSITIVE_INFINITY }] }] }],
  ])('throws RangeError for %s', (_name, input) => {
    expect(() => checkWorkingTimeLaw(input)).toThrow(RangeError);
  });

  it('merges overlapping breaks instead of deducting them twice', () => {
    const breaks = [
      { start: '2026-03-03T10:00:00+01:00', end: '2026-03-03T10:30:00+01:00' },
      { start: '2026-03-03T10:15:00+01:00', end: '2026-03-03T10:45:00+01:00' },
    ];
    const findings = checkWorkingTimeLaw({ ...base, intervals: [{ ...ok, end: '2026-03-03T17:00:00+01:00', breaks }] });
    expect(withCode(findings, 'daily_over_8h')[0]?.details).toMatchObject({ net_working_time_ms: 8.25 * HOUR_MS });
  });

  it('reads epoch milliseconds exactly as their ISO spelling', () => {
    // A week with long days, short rests, a Sunday and a night across the spring-forward change.
    const week = [
      shift('mon', '2026-03-23T06:00', '17:30', [['12:00', '12:20']]),
      shift('tue', '2026-03-24T02:00', '12:00'),
      shift('sun', '2026-03-29T01:00', '09:00', [['05:00', '05:15']]),
      shift('sun2', '2026-03-29T22:00', '07:00', [['02:00', '02:45']]),
    ];
    const asNumbers = week.map((item) => ({
      ...item,
      start: Date.parse(item.start as string),
      end: Date.parse(item.end as string),
      breaks: item.breaks.map((b) => ({ start: Date.parse(b.start as string), end: Date.parse(b.end as string) })),
    }));
    const expected = check(week, { holidays: ['2026-03-24'] });
    expect(expected.length).toBeGreaterThan(4);
    expect(check(asNumbers, { holidays: ['2026-03-24'] })).toEqual(expected);
    expect(check([...asNumbers.slice(0, 2), ...week.slice(2)], { holidays: ['2026-03-24'] })).toEqual(expected);
  });

  it('returns nothing for no intervals', () => {
    expect(checkWorkingTimeLaw({ ...base, intervals: [] })).toEqual([]);
  });
});
