import { describe, expect, it } from 'vitest';
import { absenceDayCosts, absenceDays, type DayCountFacts, type HolidayKind } from './absence-days.js';
import { partOfDay, partTaken, vacationLeftBySickness, type DayPart } from './sickness-during-vacation.js';
import { isoWeekday } from '../working-time/schedule.js';

const H = 3_600_000;
const span = (from: string, to: string, halfDayStart = false, halfDayEnd = false) => ({ from, to, halfDayStart, halfDayEnd });

describe('the part of a day an absence takes', () => {
  it('is half on a half day at the start or the end, all of it between, none outside', () => {
    const vacation = span('2026-11-16', '2026-11-18', true, true);
    expect(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'].map((date) => partOfDay(vacation, date))).toEqual([0, 0.5, 1, 0.5, 0]);
    expect(partOfDay(span('2026-11-16', '2026-11-16', true, true), '2026-11-16')).toBe(0.5);
  });

  it('adds up over several absences to one day at most: two halves make a whole one', () => {
    const date = '2026-11-16';
    expect(partTaken([], date)).toBe(0);
    expect(partTaken([span(date, date, true)], date)).toBe(0.5);
    expect(partTaken([span(date, date, true), span(date, date, false, true)], date)).toBe(1);
    expect(partTaken([span(date, date), span(date, date, true)], date)).toBe(1);
    expect(partTaken([span('2026-11-10', '2026-11-12')], date)).toBe(0);
  });
});

describe('what sickness leaves of a vacation day (§ 9 BUrlG)', () => {
  // [vacation, sick, holiday, vacation left]
  const cases: Array<[DayPart, DayPart, HolidayKind | null, DayPart]> = [
    // An ordinary working day.
    [1, 0, null, 1],
    [0.5, 0, null, 0.5],
    [1, 0.5, null, 0.5],
    [0.5, 0.5, null, 0.5],
    [1, 1, null, 0],
    [0.5, 1, null, 0],
    [0, 1, null, 0],
    [0, 0.5, null, 0],
    // A half public holiday: one half is left to take, and a half day takes all of it.
    [1, 0, 'half', 1],
    [0.5, 0, 'half', 0.5],
    [1, 0.5, 'half', 0],
    [0.5, 0.5, 'half', 0],
    [1, 1, 'half', 0],
    [0.5, 1, 'half', 0],
    // A full public holiday costs and credits nothing either way; the parts stay for the flags.
    [1, 0.5, 'full', 0.5],
    [0.5, 0.5, 'full', 0.5],
    [1, 1, 'full', 0],
    [0.5, 1, 'full', 0],
  ];
  it.each(cases)('vacation %s with sickness %s on holiday %s leaves %s', (vacation, sick, holiday, left) => {
    expect(vacationLeftBySickness(vacation, sick, holiday)).toBe(left);
  });

  it('never leaves more than the vacation took, nor more of the day than the sickness left', () => {
    const parts: DayPart[] = [0, 0.5, 1];
    for (const vacation of parts) {
      for (const sick of parts) {
        for (const holiday of [null, 'half', 'full'] as const) {
          const left = vacationLeftBySickness(vacation, sick, holiday);
          expect(left).toBeLessThanOrEqual(vacation);
          expect(left + sick).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('the days a vacation costs beside sickness', () => {
  // Mon 16 to Sun 22 November 2026; Monday to Friday 8 h.
  const weekdays = (date: string) => (isoWeekday(date) <= 5 ? 8 * H : 0);
  const WED = '2026-11-18';
  const SAT = '2026-11-21';
  /** What the vacation costs on `date` beside the sickness; undefined where it costs nothing. */
  const costOn = (date: string, vacation: ReturnType<typeof span>, sick: ReturnType<typeof span> | null, overrides: Partial<DayCountFacts> = {}) =>
    absenceDayCosts(vacation, { targetOn: weekdays, holidays: new Map(), sickOn: (d) => partTaken(sick ? [sick] : [], d), ...overrides }).find((cost) => cost.date === date)?.days;

  const fullVacation = span('2026-11-16', '2026-11-22');
  const halfVacation = (date: string) => span(date, date, true);
  const fullSick = (date: string) => span(date, date);
  const halfSick = (date: string) => span(date, date, false, true);

  it('charges a working day 1, 0.5 beside a half sick day, nothing beside a whole one', () => {
    expect(costOn(WED, fullVacation, null)).toBe(1);
    expect(costOn(WED, fullVacation, halfSick(WED))).toBe(0.5);
    expect(costOn(WED, fullVacation, fullSick(WED))).toBeUndefined();
    expect(costOn(WED, halfVacation(WED), null)).toBe(0.5);
    expect(costOn(WED, halfVacation(WED), halfSick(WED))).toBe(0.5);
    expect(costOn(WED, halfVacation(WED), fullSick(WED))).toBeUndefined();
  });

  it('charges nothing on a half holiday the sickness takes, whole or half', () => {
    const holidays = new Map([[WED, 'half' as const]]);
    expect(costOn(WED, fullVacation, null, { holidays })).toBe(0.5);
    expect(costOn(WED, halfVacation(WED), null, { holidays })).toBe(0.5);
    for (const vacation of [fullVacation, halfVacation(WED)]) {
      expect(costOn(WED, vacation, halfSick(WED), { holidays })).toBeUndefined();
      expect(costOn(WED, vacation, fullSick(WED), { holidays })).toBeUndefined();
    }
  });

  it('charges nothing on a full holiday, a day without target or outside the employment, sick or not', () => {
    const holidays = new Map([[WED, 'full' as const]]);
    for (const sick of [null, halfSick(WED), fullSick(WED)]) {
      expect(costOn(WED, fullVacation, sick, { holidays })).toBeUndefined();
      expect(costOn(WED, fullVacation, sick, { employmentEnd: '2026-11-17' })).toBeUndefined();
    }
    for (const sick of [null, halfSick(SAT), fullSick(SAT)]) expect(costOn(SAT, fullVacation, sick)).toBeUndefined();
  });

  it('charges the week 4.5 days with a half sick Wednesday, 4 with a whole one; a sick week charges nothing', () => {
    const facts = (sick: Array<ReturnType<typeof span>>): DayCountFacts => ({ targetOn: weekdays, holidays: new Map(), sickOn: (date) => partTaken(sick, date) });
    expect(absenceDays(fullVacation, facts([]))).toBe(5);
    expect(absenceDays(fullVacation, facts([halfSick(WED)]))).toBe(4.5);
    expect(absenceDays(fullVacation, facts([fullSick(WED)]))).toBe(4);
    expect(absenceDays(fullVacation, facts([span('2026-11-16', '2026-11-20')]))).toBe(0);
    // Sickness of a morning and of an afternoon make a whole sick day.
    expect(absenceDays(fullVacation, facts([span(WED, WED, true), span(WED, WED, false, true)]))).toBe(4);
  });
});
