import { describe, expect, it } from 'vitest';
import { LAW_LIMITS, limitsOn, type LawLimitsTable } from './limits.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe('LAW_LIMITS', () => {
  it('starts with the ArbZG in force since 1 July 1994, in ascending order', () => {
    expect(LAW_LIMITS[0]!.effectiveFrom).toBe('1994-07-01');
    const dates = LAW_LIMITS.map((version) => version.effectiveFrom);
    expect([...dates].sort()).toEqual(dates);
  });

  it('holds the current statutory values', () => {
    const { adult, minor } = limitsOn('2026-03-03');
    expect(adult).toEqual({
      dailyRegularMs: 8 * HOUR_MS,
      dailyMaxMs: 10 * HOUR_MS,
      breakSteps: [
        { overMs: 6 * HOUR_MS, minBreakMs: 30 * MINUTE_MS },
        { overMs: 9 * HOUR_MS, minBreakMs: 45 * MINUTE_MS },
      ],
      minBreakBlockMs: 15 * MINUTE_MS,
      maxStretchWithoutBreakMs: 6 * HOUR_MS,
      minRestMs: 11 * HOUR_MS,
      minFreeSundaysPerYear: 15,
      weeklyAverageMaxMs: 48 * HOUR_MS,
      averageReferenceWeeks: 17,
    });
    expect(minor).toMatchObject({
      adultAge: 18,
      dailyMaxMs: 8 * HOUR_MS,
      weeklyMaxMs: 40 * HOUR_MS,
      breakSteps: [
        { overMs: 4.5 * HOUR_MS, minBreakMs: 30 * MINUTE_MS },
        { overMs: 6 * HOUR_MS, minBreakMs: 60 * MINUTE_MS },
      ],
      minRestMs: 12 * HOUR_MS,
      nightStart: '20:00',
      nightEnd: '06:00',
    });
  });
});

describe('limitsOn', () => {
  const base = LAW_LIMITS[0]!.limits;
  const withDailyMax = (hours: number) => ({ ...base, adult: { ...base.adult, dailyMaxMs: hours * HOUR_MS } });
  const table: LawLimitsTable = [
    { effectiveFrom: '2028-01-01', source: 'second reform', limits: withDailyMax(13) },
    { effectiveFrom: '1994-07-01', source: 'ArbZG', limits: base },
    { effectiveFrom: '2027-01-01', source: 'first reform', limits: withDailyMax(12) },
  ];

  it.each([
    ['1994-07-01', 10],
    ['2026-12-31', 10],
    ['2027-01-01', 12],
    ['2027-12-31', 12],
    ['2028-01-01', 13],
    ['2100-06-15', 13],
  ])('on %s the daily maximum is %i h, whatever the order of the table', (date, hours) => {
    expect(limitsOn(date, table).adult.dailyMaxMs).toBe(hours * HOUR_MS);
  });

  it('throws before the first version and for a malformed date', () => {
    expect(() => limitsOn('1994-06-30')).toThrow(RangeError);
    expect(() => limitsOn('2026-13-01')).toThrow(RangeError);
  });
});
