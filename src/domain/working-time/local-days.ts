import { Temporal } from 'temporal-polyfill';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

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
  /** The instant of a wall-clock time 'HH:MM' on this day; a time skipped by DST moves forward by the gap, a repeated one means its first occurrence. */
  at(time: string): number;
}

export interface LocalCalendar {
  timeZone: string;
  day(date: string): LocalDay;
  /** The local date (YYYY-MM-DD) of an instant. */
  dateOf(epochMs: number): string;
  next(date: string): string;
  previous(date: string): string;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
function epochDayOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

// Month reports turn the same few hundred days into text hundreds of thousands of times.
const dateTexts = new Map<number, string>();
const DATE_TEXT_LIMIT = 100_000;

function dateOfEpochDay(epochDay: number): string {
  let text = dateTexts.get(epochDay);
  if (text === undefined) {
    text = new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
    if (dateTexts.size >= DATE_TEXT_LIMIT) dateTexts.clear();
    dateTexts.set(epochDay, text);
  }
  return text;
}

/** Every date from `from` to `to`, inclusive, in order; empty when `to` lies before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const last = epochDayOf(to);
  for (let day = epochDayOf(from); day <= last; day++) dates.push(dateOfEpochDay(day));
  return dates;
}

/** A stretch of time with one UTC offset: [from, to). */
interface OffsetPeriod {
  from: number;
  to: number;
  offsetMs: number;
}

/**
 * The employee's local calendar. Zone conversions through Temporal are by far the most
 * expensive step of the day calculation, so the zone is asked only for its UTC offset
 * periods (the offset at an instant and the transitions around it, a few calls per DST
 * period); every date, day boundary and wall-clock instant is then plain arithmetic on
 * those offsets. A month costs a handful of conversions, not one per event or per day.
 */
export function localCalendar(timeZone: string): LocalCalendar {
  // Fails early with RangeError on an unknown zone.
  Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
  const periods: OffsetPeriod[] = [];
  const days = new Map<string, LocalDay>();

  const offsetAt = (epochMs: number): number => {
    for (const period of periods) if (period.from <= epochMs && epochMs < period.to) return period.offsetMs;
    const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
    const previous = zoned.getTimeZoneTransition('previous');
    const next = zoned.getTimeZoneTransition('next');
    // 'previous' lies strictly before the instant: at a transition itself it names the one before,
    // whose offset is another, and the period then begins at the instant.
    const from = !previous ? -Infinity : previous.offsetNanoseconds === zoned.offsetNanoseconds ? previous.epochMilliseconds : epochMs;
    const period = {
      from,
      to: next ? next.epochMilliseconds : Infinity,
      offsetMs: zoned.offsetNanoseconds / 1e6,
    };
    periods.push(period);
    return period.offsetMs;
  };

  /** The instant of a wall-clock time, with Temporal's 'compatible' disambiguation. */
  const instantOf = (wallMs: number): number => {
    const before = offsetAt(wallMs - DAY_MS);
    const after = offsetAt(wallMs + DAY_MS);
    const valid = [before, after].filter((offset) => offsetAt(wallMs - offset) === offset);
    if (valid.length === 0) return wallMs - before; // in a gap: moved forward by the gap
    return Math.min(...valid.map((offset) => wallMs - offset)); // repeated: the first occurrence
  };

  const day = (date: string): LocalDay => {
    let found = days.get(date);
    if (!found) {
      const epochDay = epochDayOf(date);
      const wallStart = epochDay * DAY_MS;
      const times = new Map<string, number>();
      found = {
        date,
        month: Number(date.slice(5, 7)),
        day: Number(date.slice(8, 10)),
        dayOfWeek: ((((epochDay + 3) % 7) + 7) % 7) + 1,
        start: instantOf(wallStart),
        end: instantOf(wallStart + DAY_MS),
        at(time) {
          let instant = times.get(time);
          if (instant === undefined) {
            instant = instantOf(wallStart + Number(time.slice(0, 2)) * HOUR_MS + Number(time.slice(3, 5)) * MINUTE_MS);
            times.set(time, instant);
          }
          return instant;
        },
      };
      days.set(date, found);
    }
    return found;
  };

  return {
    timeZone,
    day,
    dateOf: (epochMs) => dateOfEpochDay(Math.floor((epochMs + offsetAt(epochMs)) / DAY_MS)),
    next: (date) => dateOfEpochDay(epochDayOf(date) + 1),
    previous: (date) => dateOfEpochDay(epochDayOf(date) - 1),
  };
}
