import { describe, expect, it } from 'vitest';
import { absenceDayCosts, absenceDays, datesOverlap, outsideEmployment, type DayCountFacts } from './absence-days.js';
import { isoWeekday } from '../working-time/schedule.js';

const H = 3_600_000;
// Monday to Friday 8 h, weekend free.
const weekdays = (date: string) => (isoWeekday(date) <= 5 ? 8 * H : 0);
const facts = (overrides: Partial<DayCountFacts> = {}): DayCountFacts => ({ targetOn: weekdays, holidays: new Map(), ...overrides });
const span = (from: string, to: string, halfDayStart = false, halfDayEnd = false) => ({ from, to, halfDayStart, halfDayEnd });

describe('working days of an absence', () => {
  it('counts the days with a target and skips the weekend', () => {
    // Mon 2026-11-16 .. Sun 2026-11-22
    expect(absenceDays(span('2026-11-16', '2026-11-22'), facts())).toBe(5);
    expect(absenceDays(span('2026-11-21', '2026-11-22'), facts())).toBe(0);
  });

  it('leaves out the days of sickness when counting a vacation, and halves the half sick ones (BUrlG §9)', () => {
    const sickOn = (date: string) => (date === '2026-11-17' || date === '2026-11-18' ? 1 : date === '2026-11-19' ? 0.5 : 0);
    expect(absenceDayCosts(span('2026-11-16', '2026-11-20'), facts({ sickOn }))).toEqual([
      { date: '2026-11-16', days: 1 },
      { date: '2026-11-19', days: 0.5 },
      { date: '2026-11-20', days: 1 },
    ]);
  });

  it('counts half days at the start and the end as 0.5', () => {
    expect(absenceDays(span('2026-11-16', '2026-11-18', true, false), facts())).toBe(2.5);
    expect(absenceDays(span('2026-11-16', '2026-11-18', true, true), facts())).toBe(2);
    expect(absenceDays(span('2026-11-16', '2026-11-16', true, true), facts())).toBe(0.5);
  });

  it('does not count a full holiday and counts a half holiday as 0.5', () => {
    const holidays = new Map([
      ['2026-12-24', 'half'],
      ['2026-12-25', 'full'],
      ['2026-12-31', 'half'],
      ['2027-01-01', 'full'],
    ] as const);
    // Mon 21 Dec 2026 .. Fri 8 Jan 2027: 15 weekdays, two full holidays, two half holidays.
    expect(absenceDays(span('2026-12-21', '2027-01-08'), facts({ holidays }))).toBe(12);
    // A half day on a half holiday stays half a day.
    expect(absenceDays(span('2026-12-22', '2026-12-24', false, true), facts({ holidays }))).toBe(2.5);
  });

  it("does not count a company's own day off either", () => {
    const holidays = new Map([['2026-12-28', 'company']] as const);
    // Mon 28 .. Wed 30 Dec 2026: three weekdays, the first the company's.
    expect(absenceDays(span('2026-12-28', '2026-12-30'), facts({ holidays }))).toBe(2);
  });

  it('runs across the year end with the dates of both years', () => {
    const costs = absenceDayCosts(span('2026-12-30', '2027-01-04'), facts());
    expect(costs).toEqual([
      { date: '2026-12-30', days: 1 },
      { date: '2026-12-31', days: 1 },
      { date: '2027-01-01', days: 1 },
      { date: '2027-01-04', days: 1 },
    ]);
  });

  it('is not thrown by the change to and from summer time', () => {
    // Sun 29 March 2026 and Sun 25 October 2026 are the DST switches in Germany.
    expect(absenceDays(span('2026-03-27', '2026-03-31'), facts())).toBe(3);
    expect(absenceDays(span('2026-10-23', '2026-10-27'), facts())).toBe(3);
    expect(absenceDayCosts(span('2026-03-28', '2026-03-30'), facts({ targetOn: () => 4 * H })).map((c) => c.date)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('follows a change of schedule model inside the absence', () => {
    // Until Wednesday five days a week; from Thursday a model that works only Monday to Wednesday.
    const targetOn = (date: string) => (date < '2026-11-19' ? weekdays(date) : isoWeekday(date) <= 3 ? 8 * H : 0);
    expect(absenceDays(span('2026-11-16', '2026-11-27'), facts({ targetOn }))).toBe(3 + 3);
  });

  it('leaves out the days outside the employment', () => {
    expect(absenceDays(span('2026-11-16', '2026-11-20'), facts({ employmentStart: '2026-11-18' }))).toBe(3);
    expect(absenceDays(span('2026-11-16', '2026-11-20'), facts({ employmentEnd: '2026-11-16' }))).toBe(1);
  });

  it('tells a span wholly outside the employment from one that reaches into it', () => {
    const employment = { start: '2026-02-01', end: '2026-12-31' };
    expect(outsideEmployment({ from: '2027-01-04', to: '2027-01-08' }, employment)).toBe('after_exit');
    expect(outsideEmployment({ from: '2027-01-01', to: '2027-01-01' }, employment)).toBe('after_exit');
    expect(outsideEmployment({ from: '2026-01-05', to: '2026-01-09' }, employment)).toBe('before_entry');
    expect(outsideEmployment({ from: '2026-01-31', to: '2026-01-31' }, employment)).toBe('before_entry');
    // One employed day is enough: the entry day, the exit day, or a span over the whole employment.
    expect(outsideEmployment({ from: '2026-01-26', to: '2026-02-01' }, employment)).toBeUndefined();
    expect(outsideEmployment({ from: '2026-12-31', to: '2027-01-08' }, employment)).toBeUndefined();
    expect(outsideEmployment({ from: '2026-01-01', to: '2027-01-31' }, employment)).toBeUndefined();
    // Without an entry or exit date that side is open.
    expect(outsideEmployment({ from: '2030-01-07', to: '2030-01-11' }, { start: '2026-02-01', end: null })).toBeUndefined();
    expect(outsideEmployment({ from: '2020-01-06', to: '2020-01-10' }, { start: null, end: '2026-12-31' })).toBeUndefined();
    expect(outsideEmployment({ from: '2020-01-06', to: '2020-01-10' }, {})).toBeUndefined();
  });

  it('tells whether two ranges share a date', () => {
    expect(datesOverlap({ from: '2026-11-16', to: '2026-11-18' }, { from: '2026-11-18', to: '2026-11-20' })).toBe(true);
    expect(datesOverlap({ from: '2026-11-16', to: '2026-11-17' }, { from: '2026-11-18', to: '2026-11-20' })).toBe(false);
    expect(datesOverlap({ from: '2026-11-10', to: '2026-11-30' }, { from: '2026-11-18', to: '2026-11-18' })).toBe(true);
  });
});
