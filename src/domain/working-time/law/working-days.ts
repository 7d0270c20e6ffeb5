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
 * After an uninterrupted rest of the ArbZG §5 (1) length, the next work is the next working day:
 * it is not part of the day before, whatever its length (6 h, 12 h of rest, then 5 h is two lawful
 * days, not one of 11 h).
 */
const FULL_REST_MS = 11 * HOUR_MS;

/**
 * An interruption longer than this that carries the work into a later local date ends the daily
 * working time, so the §5 rest applies to it. A shorter one (a break around midnight, a night
 * entered as two entries) continues the night's working day. Split shifts (06:00-10:00 and
 * 18:00-22:00) are split within one date; the work of an evening and of the next morning is the
 * work of two days with the night between them as their rest.
 */
const NIGHT_INTERRUPTION_MS = 2 * HOUR_MS;

interface OpenDay {
  shifts: ParsedInterval[];
  date: Temporal.PlainDate;
  windowEnd: number;
  end: number;
}

function continuesDay(day: OpenDay, shift: ParsedInterval, timeZone: string): boolean {
  if (lastWork(shift) >= day.windowEnd) return false;
  const interruption = firstWork(shift) - day.end;
  if (interruption >= FULL_REST_MS) return false;
  if (interruption <= NIGHT_INTERRUPTION_MS) return true;
  return localDateOf(firstWork(shift), timeZone).equals(day.date);
}

/**
 * Groups work intervals into the employee's individual working days. A working day opens with
 * the first work not yet assigned; a later shift joins it when that shift's work ends before the
 * day's 24 h window closes, it starts before a full rest period has passed, and it starts on the
 * day's date or after a short interruption only. So a 22:00-06:00 night, a night split into
 * several entries and a split shift each form one working day. A shift that starts inside the
 * window but does not end before it closes opens the next working day instead, with the §5 rest
 * period between the two. Counting such a shift whole into the earlier day would turn every
 * change from the late to the early shift into one 16-18 h "day": 14:00-22:00 followed by
 * 06:00-14:00 is reported as 8 h of rest, not as a 16 h day, and 14:00-22:00 followed by
 * 09:00-17:00 (11 h of rest) is two lawful days. For the same reason 18:00-22:00 followed by
 * 06:00-10:00 the next morning is two days with 8 h of rest, not one split day. Absences and
 * intervals that are all break are not work and belong to no working day.
 */
export function groupWorkingDays(intervals: readonly ParsedInterval[], timeZone: string): WorkingDay[] {
  const shifts = intervals
    .filter((interval) => interval.kind === 'work' && interval.work.length > 0)
    .sort((a, b) => firstWork(a) - firstWork(b) || lastWork(a) - lastWork(b) || (a.id < b.id ? -1 : 1));
  const days: OpenDay[] = [];
  for (const shift of shifts) {
    const current = days.at(-1);
    if (current && continuesDay(current, shift, timeZone)) {
      current.shifts.push(shift);
      current.end = Math.max(current.end, lastWork(shift));
    } else {
      const start = firstWork(shift);
      days.push({ shifts: [shift], date: localDateOf(start, timeZone), windowEnd: start + WORKING_DAY_MS, end: lastWork(shift) });
    }
  }
  return days.map(({ shifts: group }) => {
    const work = unionOf(group.flatMap((shift) => shift.work));
    const start = work[0]!.start;
    return { date: localDateOf(start, timeZone), start, end: work.at(-1)!.end, shifts: group, work, netMs: durationOf(work) };
  });
}
