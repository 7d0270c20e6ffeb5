import { describe, expect, it } from 'vitest';
import { easterSunday, isEasterOrWhitSunday, whitSunday } from './easter.js';

describe('Easter Sunday (Gregorian computus)', () => {
  it('is the known date of several years, the earliest and latest possible ones included', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2030)).toBe('2030-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2000)).toBe('2000-04-23');
  });

  it('is always a Sunday', () => {
    for (let year = 1990; year <= 2100; year++) expect(new Date(`${easterSunday(year)}T00:00:00Z`).getUTCDay()).toBe(0);
  });
});

describe('Whit Sunday', () => {
  it('is Easter Sunday + 49 days, across the month end', () => {
    expect(whitSunday(2026)).toBe('2026-05-24');
    expect(whitSunday(2024)).toBe('2024-05-19');
    expect(whitSunday(2038)).toBe('2038-06-13');
  });

  it('tells Easter and Whit Sunday from other dates', () => {
    expect(isEasterOrWhitSunday('2026-04-05')).toBe(true);
    expect(isEasterOrWhitSunday('2026-05-24')).toBe(true);
    expect(isEasterOrWhitSunday('2026-04-06')).toBe(false);
    expect(isEasterOrWhitSunday('2026-05-25')).toBe(false);
    expect(isEasterOrWhitSunday('2026-04-12')).toBe(false);
  });
});
