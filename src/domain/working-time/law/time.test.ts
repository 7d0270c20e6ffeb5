import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayAgeIsReached, isUnderAge } from './age.js';
import { formatHours, localDatesCovered, localDaySpan, localTimeOn, subtract, sundaysInYear, unionOf } from './time.js';

const ZONE = 'Europe/Berlin';
const HOUR_MS = 3_600_000;
const ms = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;
const date = (text: string) => Temporal.PlainDate.from(text);

describe('spans', () => {
  it('merges overlapping and touching spans', () => {
    expect(unionOf([{ start: 5, end: 7 }, { start: 0, end: 2 }, { start: 2, end: 3 }, { start: 6, end: 9 }])).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 9 },
    ]);
  });

  it('subtracts breaks from an interval', () => {
    expect(subtract({ start: 0, end: 10 }, [{ start: 2, end: 3 }, { start: 0, end: 1 }, { start: 8, end: 10 }])).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 8 },
    ]);
  });
});

describe('local calendar', () => {
  it('knows the 23 h and 25 h days', () => {
    const spring = localDaySpan(date('2026-03-29'), ZONE);
    const autumn = localDaySpan(date('2026-10-25'), ZONE);
    expect((spring.end - spring.start) / HOUR_MS).toBe(23);
    expect((autumn.end - autumn.start) / HOUR_MS).toBe(25);
  });

  it('lists the days a span covers, end exclusive', () => {
    const dates = (from: string, to: string) => localDatesCovered({ start: ms(from), end: ms(to) }, ZONE).map(String);
    expect(dates('2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00')).toEqual(['2026-03-28', '2026-03-29']);
    expect(dates('2026-03-07T20:00:00+01:00', '2026-03-08T00:00:00+01:00')).toEqual(['2026-03-07']);
    expect(dates('2026-03-07T23:00:00Z', '2026-03-08T01:00:00Z')).toEqual(['2026-03-08']);
  });

  it('maps a wall-clock time skipped by DST to the instant after the gap', () => {
    expect(localTimeOn(date('2026-03-29'), '02:30', ZONE)).toBe(ms('2026-03-29T03:30:00+02:00'));
    expect(localTimeOn(date('2026-10-25'), '02:30', ZONE)).toBe(ms('2026-10-25T02:30:00+02:00'));
  });

  it.each([
    [2026, 52],
    [2023, 53],
    [2028, 53],
    [2027, 52],
  ])('%i has %i Sundays', (year, count) => {
    expect(sundaysInYear(year)).toBe(count);
  });

  it('formats hours for messages', () => {
    expect(formatHours(10 * HOUR_MS + 60_000)).toBe('10:01 h');
    expect(formatHours(0)).toBe('0:00 h');
  });
});

describe('age', () => {
  it.each([
    ['2008-03-04', '2026-03-04'],
    ['2008-02-29', '2026-03-01'],
    ['2006-02-28', '2024-02-28'],
    ['2004-02-29', '2022-03-01'],
    ['2010-12-31', '2028-12-31'],
  ])('born %s, 18 from %s', (birth, adult) => {
    expect(dayAgeIsReached(date(birth), 18).toString()).toBe(adult);
  });

  it('is under age up to the day before', () => {
    expect(isUnderAge(date('2008-02-29'), 18, date('2026-02-28'))).toBe(true);
    expect(isUnderAge(date('2008-02-29'), 18, date('2026-03-01'))).toBe(false);
    expect(isUnderAge(null, 18, date('2026-03-01'))).toBe(false);
  });
});
