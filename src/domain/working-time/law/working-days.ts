import type { Temporal } from 'temporal-polyfill';
import type { ParsedInterval } from './intervals.js';
import { durationOf, HOUR_MS, localDateOf, unionOf, type Span } from '../local-time.js';

/** ArbZG §3 "werktäglich": the individual working day is the 24 h from the start of its first work. */
export const WORKING_DAY_MS = 24 * HOUR_MS;

export interface WorkingDay {
  /** Local calendar date on which the working day starts. */
  date: Temporal.PlainDate;
  /** Start of the first work; the 24 h window runs from here. */
  start: number;
  /** End of the last work; the rest period runs from here. */
  end: number;
  /** The work intervals of the day, in order of their first work. */
  shifts: ParsedInterval[];
  /** The shifts' work without breaks, merged and sorted. */
  work: Span[];
  netMs: number;
}

function firstWork(shift: ParsedInterval): number {
  return shift.work[0]!.start;
}

function lastWork(shift: ParsedInterval): number {
  return shift.work.at(-1)!.end;
}

/**
 * Groups work intervals into the employee's individual working days. A working day opens
 * with the first work not yet assigned; a later shift joins it when that shift's work ends
 * before the day's 24 h window closes, so a 22:00-06:00 night, a night split into several
 * entries and a split shift each form one working day. A shift that starts inside the window
 * but does not end before it closes opens the next working day instead, with the §5 rest
 * period between the two. Counting such a shift whole into the earlier day would turn every
 * change from the late to the early shift into one 16-18 h "day": 14:00-22:00 followed by
 * 06:00-14:00 is reported as 8 h of rest, not as a 16 h day, and 14:00-22:00 followed by
 * 09:00-17:00 (11 h of rest) is two lawful days. Absences and intervals that are all break
 * are not work and belong to no working day.
 */
export function groupWorkingDays(intervals: readonly ParsedInterval[], timeZone: string): WorkingDay[] {
  const shifts = intervals
    .filter((interval) => interval.kind === 'work' && interval.work.length > 0)
    .sort((a, b) => firstWork(a) - firstWork(b) || lastWork(a) - lastWork(b) || (a.id < b.id ? -1 : 1));
  const groups: ParsedInterval[][] = [];
  let windowEnd = -Infinity;
  for (const shift of shifts) {
    const current = groups.at(-1);
    if (current && lastWork(shift) < windowEnd) {
      current.push(shift);
    } else {
      groups.push([shift]);
      windowEnd = firstWork(shift) + WORKING_DAY_MS;
    }
  }
  return groups.map((group) => {
    const work = unionOf(group.flatMap((shift) => shift.work));
    const start = work[0]!.start;
    return { date: localDateOf(start, timeZone), start, end: work.at(-1)!.end, shifts: group, work, netMs: durationOf(work) };
  });
}
