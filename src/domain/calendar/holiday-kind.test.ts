import { describe, expect, it } from 'vitest';
import { holidayKindOf, isWholeDayOff, strongerHoliday, type HolidayKind } from './holiday-kind.js';

describe('holiday kinds', () => {
  it('reads an entry as half when marked so, else statutory or the company own day', () => {
    expect(holidayKindOf({ half_day: false, statutory: true })).toBe('full');
    expect(holidayKindOf({ half_day: false, statutory: false })).toBe('company');
    expect(holidayKindOf({ half_day: true, statutory: true })).toBe('half');
    expect(holidayKindOf({ half_day: true, statutory: false })).toBe('half');
  });

  it('keeps the strongest of the calendars naming a date, in either order: statutory, company, half', () => {
    const kinds: HolidayKind[] = ['half', 'company', 'full'];
    for (const [i, a] of kinds.entries()) {
      for (const [j, b] of kinds.entries()) {
        const expected = kinds[Math.max(i, j)];
        expect(strongerHoliday(a, b)).toBe(expected);
        expect(strongerHoliday(b, a)).toBe(expected);
      }
      expect(strongerHoliday(undefined, a)).toBe(a);
    }
  });

  it('counts statutory and company days as whole days off, half days and plain dates not', () => {
    expect(isWholeDayOff('full')).toBe(true);
    expect(isWholeDayOff('company')).toBe(true);
    expect(isWholeDayOff('half')).toBe(false);
    expect(isWholeDayOff(undefined)).toBe(false);
  });
});
