import { describe, expect, it } from 'vitest';
import { daysCreditedTo, lostTime, monthsOf, overlapOf, shortWorkPercentOn, shortWorkSpanOn, shortWorkTotals } from './short-work.js';

const H = 3_600_000;

describe('shortWorkPercentOn', () => {
  const spans = [
    { periodId: 'a', from: '2026-03-01', to: '2026-03-31', reductionPercent: 50 },
    { periodId: 'b', from: '2026-03-16', to: '2026-04-15', reductionPercent: 80 },
  ];
  it.each([
    ['2026-02-28', 0],
    ['2026-03-01', 50],
    ['2026-03-15', 50],
    ['2026-03-16', 80],
    ['2026-03-31', 80],
    ['2026-04-15', 80],
    ['2026-04-16', 0],
  ])('%s -> %i %%: the highest period covering the day, bounds inclusive', (date, percent) => {
    expect(shortWorkPercentOn(spans, date)).toBe(percent);
  });

  it('is 0 without periods and never more than 100', () => {
    expect(shortWorkPercentOn([], '2026-03-01')).toBe(0);
    expect(shortWorkPercentOn([{ periodId: 'a', from: '2026-03-01', to: '2026-03-01', reductionPercent: 100 }], '2026-03-01')).toBe(100);
  });
});

describe('shortWorkSpanOn and daysCreditedTo', () => {
  // Period ids are UUIDv7: the smaller one was created first.
  const department = { periodId: '0002', from: '2026-02-02', to: '2026-02-27', reductionPercent: 30 };
  const named = { periodId: '0003', from: '2026-02-09', to: '2026-02-13', reductionPercent: 50 };
  const twin = { periodId: '0001', from: '2026-02-13', to: '2026-02-20', reductionPercent: 30 };
  const spans = [department, named, twin];

  it('picks the period with the highest percentage, and of equal ones the earliest created', () => {
    expect(shortWorkSpanOn(spans, '2026-02-06')).toBe(department);
    expect(shortWorkSpanOn(spans, '2026-02-13')).toBe(named);
    expect(shortWorkSpanOn(spans, '2026-02-16')).toBe(twin);
    expect(shortWorkSpanOn([...spans].reverse(), '2026-02-16')).toBe(twin);
    expect(shortWorkSpanOn(spans, '2026-03-02')).toBeNull();
    expect(shortWorkPercentOn(spans, '2026-02-16')).toBe(30);
  });

  it('credits each day to exactly one period: the one whose cut applies', () => {
    const days = ['2026-02-06', '2026-02-09', '2026-02-13', '2026-02-16', '2026-02-23'].map((date) => ({ date }));
    expect(daysCreditedTo(department.periodId, spans, days).map((day) => day.date)).toEqual(['2026-02-06', '2026-02-23']);
    expect(daysCreditedTo(named.periodId, spans, days).map((day) => day.date)).toEqual(['2026-02-09', '2026-02-13']);
    expect(daysCreditedTo(twin.periodId, spans, days).map((day) => day.date)).toEqual(['2026-02-16']);
    expect(daysCreditedTo('elsewhere', spans, days)).toEqual([]);
  });
});

describe('overlapOf and monthsOf', () => {
  it('intersects inclusive date ranges', () => {
    expect(overlapOf({ from: '2026-03-10', to: '2026-05-20' }, { from: '2026-04-01', to: '2026-04-30' })).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(overlapOf({ from: '2026-03-10', to: '2026-04-05' }, { from: '2026-04-01', to: '2026-04-30' })).toEqual({ from: '2026-04-01', to: '2026-04-05' });
    expect(overlapOf({ from: '2026-03-10', to: '2026-03-31' }, { from: '2026-04-01', to: '2026-04-30' })).toBeNull();
    expect(overlapOf({ from: '2026-04-30', to: '2026-05-31' }, { from: '2026-04-01', to: '2026-04-30' })).toEqual({ from: '2026-04-30', to: '2026-04-30' });
  });

  it('lists the months a range touches, across a year end', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-03-01', '2026-03-01')).toEqual(['2026-03']);
  });
});

describe('lostTime', () => {
  const day = (worked: number, absence = 0) => ({ targetBeforeShortWork: 8 * H, target: 4 * H, worked, absence });
  it('is the cut when the person works the reduced target', () => {
    expect(lostTime(day(4 * H))).toBe(4 * H);
  });
  it('shrinks by work beyond the reduced target and never goes below 0', () => {
    expect(lostTime(day(6 * H))).toBe(2 * H);
    expect(lostTime(day(8 * H))).toBe(0);
    expect(lostTime(day(10 * H))).toBe(0);
  });
  it('counts no more than the cut on a day missed for another reason', () => {
    expect(lostTime(day(0))).toBe(4 * H);
    expect(lostTime(day(1 * H))).toBe(4 * H);
  });
  it('treats credited absence like work', () => {
    expect(lostTime(day(0, 4 * H))).toBe(4 * H);
    expect(lostTime(day(2 * H, 4 * H))).toBe(2 * H);
  });
  it('is 0 on a day without a cut', () => {
    expect(lostTime({ targetBeforeShortWork: 8 * H, target: 8 * H, worked: 0, absence: 0 })).toBe(0);
    expect(lostTime({ targetBeforeShortWork: 0, target: 0, worked: 3 * H, absence: 0 })).toBe(0);
  });
  it('loses the whole target at 100 %', () => {
    expect(lostTime({ targetBeforeShortWork: 8 * H, target: 0, worked: 0, absence: 0 })).toBe(8 * H);
  });
});

describe('shortWorkTotals', () => {
  it('sums the days and counts those with a cut', () => {
    const totals = shortWorkTotals([
      { targetBeforeShortWork: 8 * H, target: 4 * H, worked: 4 * H, absence: 0 },
      { targetBeforeShortWork: 8 * H, target: 4 * H, worked: 5 * H, absence: 0 },
      { targetBeforeShortWork: 0, target: 0, worked: 0, absence: 0 },
    ]);
    expect(totals).toEqual({ targetBefore: 16 * H, targetAfter: 8 * H, worked: 9 * H, lost: 7 * H, daysAffected: 2 });
  });
  it('is all zero for no days', () => {
    expect(shortWorkTotals([])).toEqual({ targetBefore: 0, targetAfter: 0, worked: 0, lost: 0, daysAffected: 0 });
  });
});
