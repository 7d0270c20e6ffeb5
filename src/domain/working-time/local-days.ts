import { Temporal } from 'temporal-polyfill';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A half-open stretch of time [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** One local calendar day in the employee's zone, with the wall-clock instants the rules ask about. */
export interface LocalDay {
  /** YYYY-MM-DD */
  date: string;
  month: number;
  day: number;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  /** The instant the day begins (not always 00:00 where DST switches at midnight). */
  start: number;
  /** The instant the next day begins: 23, 24 or 25 hours after `start`. */
  end: number;
  /** The instant of a wall-clock time on this day ('04:00'); a time skipped by DST moves forward by the gap. */
  at(time: string): number;
}

export interface LocalCalendar {
  timeZone: string;
  /** The local day of a date, computed once and cached: each day costs a handful of zone conversions, never one per minute. */
  day(date: string): LocalDay;
  /** The local date (YYYY-MM-DD) of an instant. */
  dateOf(epochMs: number): string;
  next(date: string): string;
  previous(date: string): string;
}

/** Every date from `from` to `to`, inclusive, in order; empty when `to` lies before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = Temporal.PlainDate.from(to);
  for (let date = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    dates.push(date.toString());
  }
  return dates;
}

export function localCalendar(timeZone: string): LocalCalendar {
  // Fails early with RangeError on an unknown zone.
  Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
  const days = new Map<string, LocalDay>();
  const startOf = (date: Temporal.PlainDate): number => date.toZonedDateTime(timeZone).epochMilliseconds;
  const calendar: LocalCalendar = {
    timeZone,
    day(date) {
      let found = days.get(date);
      if (!found) {
        const plain = Temporal.PlainDate.from(date);
        const times = new Map<string, number>();
        found = {
          date: plain.toString(),
          month: plain.month,
          day: plain.day,
          dayOfWeek: plain.dayOfWeek,
          start: startOf(plain),
          end: startOf(plain.add({ days: 1 })),
          at(time) {
            let instant = times.get(time);
            if (instant === undefined) {
              instant = plain.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
              times.set(time, instant);
            }
            return instant;
          },
        };
        days.set(date, found);
      }
      return found;
    },
    dateOf(epochMs) {
      return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate().toString();
    },
    next(date) {
      return Temporal.PlainDate.from(date).add({ days: 1 }).toString();
    },
    previous(date) {
      return Temporal.PlainDate.from(date).subtract({ days: 1 }).toString();
    },
  };
  return calendar;
}
