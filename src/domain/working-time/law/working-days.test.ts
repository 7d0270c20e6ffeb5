import { describe, expect, it } from 'vitest';
import { parseIntervals } from './intervals.js';
import { absence, shift, ZONE } from './test-fixtures.js';
import { groupWorkingDays } from './working-days.js';

const HOUR_MS = 3_600_000;

function days(...intervals: Parameters<typeof parseIntervals>[0]) {
  return groupWorkingDays(parseIntervals(intervals), ZONE).map((day) => ({
    date: day.date.toString(),
    shifts: day.shifts.map((item) => item.id),
    netHours: day.netMs / HOUR_MS,
  }));
}

describe('groupWorkingDays', () => {
  it('keeps a night shift in the day it starts in', () => {
    expect(days(shift('night', '2026-03-03T22:00', '06:00'))).toEqual([{ date: '2026-03-03', shifts: ['night'], netHours: 8 }]);
  });

  it('puts a second shift that ends before 24 h from the first start into the same day', () => {
    expect(days(shift('a', '2026-03-03T06:00', '10:00'), shift('b', '2026-03-03T18:00', '22:00'))).toEqual([{ date: '2026-03-03', shifts: ['a', 'b'], netHours: 8 }]);
    // A night entered as two entries with a break around midnight.
    expect(days(shift('a', '2026-03-02T22:00', '23:45'), shift('b', '2026-03-03T00:15', '06:00'))).toEqual([{ date: '2026-03-02', shifts: ['a', 'b'], netHours: 7.5 }]);
  });

  it("opens a new day after a full rest period, or when an evening's work is followed by the next morning's", () => {
    // 15 h of rest after a night's first half: two days, whatever the window would hold.
    expect(days(shift('a', '2026-03-02T22:00', '02:00'), shift('b', '2026-03-03T17:00', '21:00'))).toHaveLength(2);
    // 6 h, 12 h of rest, 5 h: two lawful days, not one of 11 h.
    expect(days(shift('a', '2026-03-02T08:00', '14:00'), shift('b', '2026-03-03T02:00', '07:00'))).toHaveLength(2);
    // Evening and next morning: two days with the night between them as their rest (8 h).
    expect(days(shift('late', '2026-03-02T18:00', '22:00'), shift('early', '2026-03-03T06:00', '10:00'))).toEqual([
      { date: '2026-03-02', shifts: ['late'], netHours: 4 },
      { date: '2026-03-03', shifts: ['early'], netHours: 4 },
    ]);
    // Over midnight, an interruption of up to 2 h continues the night; a longer one ends it.
    expect(days(shift('a', '2026-03-02T20:00', '23:00'), shift('b', '2026-03-03T01:00', '04:00'))).toHaveLength(1);
    expect(days(shift('a', '2026-03-02T20:00', '23:00'), shift('b', '2026-03-03T01:01', '04:00'))).toHaveLength(2);
    // Within one date a longer interruption is a split shift, up to a full rest.
    expect(days(shift('a', '2026-03-03T00:30', '03:00'), shift('b', '2026-03-03T13:59', '20:00'))).toHaveLength(1);
    expect(days(shift('a', '2026-03-03T00:30', '03:00'), shift('b', '2026-03-03T14:00', '20:00'))).toHaveLength(2);
  });

  it('opens a new day with a shift that runs past the end of the 24 h window', () => {
    expect(days(shift('late', '2026-03-02T14:00', '22:00'), shift('early', '2026-03-03T09:00', '17:00'))).toEqual([
      { date: '2026-03-02', shifts: ['late'], netHours: 8 },
      { date: '2026-03-03', shifts: ['early'], netHours: 8 },
    ]);
    expect(days(shift('a', '2026-03-03T00:30', '03:00'), shift('b', '2026-03-03T13:00', '00:29'))).toHaveLength(1);
    expect(days(shift('a', '2026-03-03T00:30', '03:00'), shift('b', '2026-03-03T13:00', '00:30'))).toHaveLength(2);
  });

  it('reads the three-shift changes the way a roster planner does', () => {
    // Night then early (touching): one 16 h day. Late then early, night then late, early then night: two days, 8 h of rest.
    expect(days(shift('night', '2026-03-02T22:00', '06:00'), shift('early', '2026-03-03T06:00', '14:00'))).toHaveLength(1);
    expect(days(shift('late', '2026-03-02T14:00', '22:00'), shift('early', '2026-03-03T06:00', '14:00'))).toHaveLength(2);
    expect(days(shift('night', '2026-03-02T22:00', '06:00'), shift('late', '2026-03-03T14:00', '22:00'))).toHaveLength(2);
    expect(days(shift('early', '2026-03-02T06:00', '14:00'), shift('night', '2026-03-02T22:00', '06:00'))).toHaveLength(2);
  });

  it('uses real hours for the window across a DST change', () => {
    // 2026-03-29 00:30 CET + 24 h is 2026-03-30 01:30 CEST.
    expect(days(shift('a', '2026-03-29T00:30', '01:30'), shift('b', '2026-03-29T11:00', '01:29'))).toHaveLength(1);
    expect(days(shift('a', '2026-03-29T00:30', '01:30'), shift('b', '2026-03-29T11:00', '01:30'))).toHaveLength(2);
  });

  it('sorts by start, merges overlapping work and leaves out absences and all-break intervals', () => {
    const allBreak = { ...shift('pause', '2026-03-03T12:00', '12:30'), breaks: [{ start: '2026-03-03T12:00:00+01:00', end: '2026-03-03T12:30:00+01:00' }] };
    expect(days(shift('b', '2026-03-03T10:00', '14:00'), shift('a', '2026-03-03T08:00', '12:00'), absence('off', '2026-03-04T00:00', '2026-03-05T00:00'), allBreak)).toEqual([
      { date: '2026-03-03', shifts: ['a', 'b'], netHours: 6 },
    ]);
  });
});
