import { describe, expect, it } from 'vitest';
import { changedDays, type AbsenceShape } from './changed-days.js';

const vacation = (from: string, to: string, half: Partial<Pick<AbsenceShape, 'halfDayStart' | 'halfDayEnd'>> = {}): AbsenceShape => ({
  typeId: 'vacation',
  from,
  to,
  halfDayStart: false,
  halfDayEnd: false,
  ...half,
});

describe('the days a change of an absence changes', () => {
  const yearEnd = vacation('2026-12-28', '2027-01-08');

  it('is nothing for the same days (a note changed)', () => {
    expect(changedDays(yearEnd, { ...yearEnd })).toEqual([]);
  });

  it('is the days given back or taken at either end', () => {
    expect(changedDays(yearEnd, vacation('2026-12-28', '2027-01-05'))).toEqual([{ from: '2027-01-06', to: '2027-01-08' }]);
    expect(changedDays(yearEnd, vacation('2026-12-28', '2027-01-12'))).toEqual([{ from: '2027-01-09', to: '2027-01-12' }]);
    expect(changedDays(yearEnd, vacation('2026-12-30', '2027-01-08'))).toEqual([{ from: '2026-12-28', to: '2026-12-29' }]);
    expect(changedDays(yearEnd, vacation('2027-01-04', '2027-01-15'))).toEqual([
      { from: '2026-12-28', to: '2027-01-03' },
      { from: '2027-01-09', to: '2027-01-15' },
    ]);
  });

  it('is a day taken as a half day instead of a whole one, or the other way round', () => {
    expect(changedDays(yearEnd, vacation('2026-12-28', '2027-01-08', { halfDayEnd: true }))).toEqual([{ from: '2027-01-08', to: '2027-01-08' }]);
    expect(changedDays(vacation('2026-12-28', '2027-01-08', { halfDayStart: true }), yearEnd)).toEqual([{ from: '2026-12-28', to: '2026-12-28' }]);
    // Ended three days earlier, still on a half day: the new last day becomes half, the three go.
    expect(changedDays(vacation('2026-12-28', '2027-01-08', { halfDayEnd: true }), vacation('2026-12-28', '2027-01-05', { halfDayEnd: true }))).toEqual([
      { from: '2027-01-05', to: '2027-01-08' },
    ]);
  });

  it('is every day of both when the type changes', () => {
    expect(changedDays(yearEnd, { ...vacation('2026-12-28', '2027-01-05'), typeId: 'special_leave' })).toEqual([
      { from: '2026-12-28', to: '2027-01-08' },
      { from: '2026-12-28', to: '2027-01-05' },
    ]);
  });

  it('is both spans when they do not meet', () => {
    expect(changedDays(vacation('2026-10-05', '2026-10-09'), vacation('2026-11-02', '2026-11-03'))).toEqual([
      { from: '2026-10-05', to: '2026-10-09' },
      { from: '2026-11-02', to: '2026-11-03' },
    ]);
  });
});
