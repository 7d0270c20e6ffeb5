import { addDays } from '../working-time/local-time.js';

/** An absence as the days it takes: its type, first and last day, and whether those are half days. */
export interface AbsenceShape {
  typeId: string;
  from: string;
  to: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
}

/** What the absence takes of a date: 1, 0.5 on a half first or last day (a one-day absence half when either is). */
function partOn(shape: AbsenceShape, date: string): number {
  if (date < shape.from || date > shape.to) return 0;
  if ((date === shape.from && shape.halfDayStart) || (date === shape.to && shape.halfDayEnd)) return 0.5;
  return 1;
}

/**
 * The days a change of an absence changes, as ranges in order: those it takes or gives back, and
 * those it takes another part of (a half day made whole); every day of both when its type changes,
 * as each day then counts as the other type. A changed note changes no day. A closed payroll month
 * is touched only by these: ending a vacation of 28 December to 8 January on 5 January changes
 * January alone.
 */
export function changedDays(before: AbsenceShape, after: AbsenceShape): Array<{ from: string; to: string }> {
  if (before.typeId !== after.typeId) return [{ from: before.from, to: before.to }, { from: after.from, to: after.to }];
  const first = before.from < after.from ? before.from : after.from;
  const last = before.to > after.to ? before.to : after.to;
  const ranges: Array<{ from: string; to: string }> = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (partOn(before, date) === partOn(after, date)) continue;
    const open = ranges.at(-1);
    if (open && addDays(open.to, 1) === date) open.to = date;
    else ranges.push({ from: date, to: date });
  }
  return ranges;
}
