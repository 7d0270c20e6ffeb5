import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayAgeIsReached, daysMinorUnderOneBirthDateOnly, isUnderAge } from './age.js';

const date = (text: string) => Temporal.PlainDate.from(text);

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

describe('daysMinorUnderOneBirthDateOnly', () => {
  it.each([
    ['2008-06-01', '2008-06-01', undefined],
    [null, null, undefined],
    ['2008-06-01', '2010-06-01', { from: '2026-06-01', to: '2028-05-31' }],
    ['2010-06-01', '2008-06-01', { from: '2026-06-01', to: '2028-05-31' }],
    [null, '2010-06-01', { from: null, to: '2028-05-31' }],
    ['1990-01-01', null, { from: null, to: '2007-12-31' }],
    ['2008-02-29', '2008-03-01', undefined],
  ])('born %s, then %s: %o', (before, after, days) => {
    expect(daysMinorUnderOneBirthDateOnly(before, after, [18])).toEqual(days);
  });
});
