import { Temporal } from 'temporal-polyfill';
import type { WorkInterval } from './intervals.js';
import { checkWorkingTimeLaw, type Finding, type LawInput, type LawOptions } from './working-time-law.js';

/** Builders for the engine's tests: local Berlin wall-clock times in, ISO instants with offset out. */

export const ZONE = 'Europe/Berlin';
export const ADULT_BIRTH_DATE = '1990-05-17';
/** 17 during 2026 (18th birthday 2027-01-01). */
export const MINOR_BIRTH_DATE = '2009-01-01';

/** '2026-03-02T08:00' -> '2026-03-02T08:00:00+01:00' in Berlin. */
export function at(local: string): string {
  return Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).toString({ timeZoneName: 'never' });
}

/** A full local date-time, or 'HH:MM' meaning the first such time at or after `after`. */
function resolve(time: string, after: Temporal.PlainDateTime): Temporal.PlainDateTime {
  if (time.includes('T')) return Temporal.PlainDateTime.from(time);
  const sameDay = after.toPlainDate().toPlainDateTime(Temporal.PlainTime.from(time));
  return Temporal.PlainDateTime.compare(sameDay, after) < 0 ? sameDay.add({ days: 1 }) : sameDay;
}

/**
 * A work interval from a local start ('2026-03-03T08:00') to an end and breaks given as
 * 'HH:MM' (the next such time after the start) or as full local date-times.
 */
export function shift(id: string, from: string, to: string, breaks: Array<[string, string]> = []): WorkInterval {
  const start = Temporal.PlainDateTime.from(from);
  const end = resolve(to, start);
  return {
    id,
    start: at(start.toString()),
    end: at(end.toString()),
    breaks: breaks.map(([breakStart, breakEnd]) => {
      const first = resolve(breakStart, start);
      return { start: at(first.toString()), end: at(resolve(breakEnd, first).toString()) };
    }),
  };
}

export function absence(id: string, from: string, to: string): WorkInterval {
  const start = Temporal.PlainDateTime.from(from);
  return { id, start: at(start.toString()), end: at(resolve(to, start).toString()), breaks: [], kind: 'absence' };
}

export function check(intervals: WorkInterval[], input: Partial<LawInput> = {}, options: LawOptions = {}): Finding[] {
  return checkWorkingTimeLaw({ intervals, birthDate: ADULT_BIRTH_DATE, timeZone: ZONE, holidays: [], ...input }, options);
}

/** The codes reported on one interval, in the engine's order. */
export function codesOf(findings: readonly Finding[], intervalId: string): string[] {
  return findings.filter((item) => item.intervalId === intervalId).map((item) => item.code);
}

/** The first finding of a code; the test fails when there is none. */
export function findingOf(findings: readonly Finding[], code: string): Finding {
  const found = findings.find((item) => item.code === code);
  if (!found) throw new Error(`no ${code} finding among ${findings.map((item) => item.code).join(', ') || 'none'}`);
  return found;
}

/** `count` dates from `firstDate` on, `step` apart, as YYYY-MM-DD. */
export function datesFrom(firstDate: string, count: number, step: Temporal.DurationLike = { days: 1 }): string[] {
  const dates: string[] = [];
  for (let date = Temporal.PlainDate.from(firstDate), i = 0; i < count; i++, date = date.add(step)) dates.push(date.toString());
  return dates;
}
