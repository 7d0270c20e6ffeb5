import { Temporal } from 'temporal-polyfill';

/**
 * Time arithmetic for the law engine. Instants are epoch milliseconds so that every
 * duration is real elapsed time, whatever the wall clock did (a 22:00-06:00 night is
 * 7 h when the clocks spring forward and 9 h when they fall back). Wall-clock questions
 * (which calendar day, is it 20:00 yet) go through Temporal in the location's zone.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A half-open stretch of time [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export function durationOf(spans: readonly Span[]): number {
  return spans.reduce((total, span) => total + (span.end - span.start), 0);
}

/** Time two spans share; touching spans (one ends where the other starts) share nothing. */
export function overlapMs(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Sorted, merged spans; spans that touch are merged into one. */
export function unionOf(spans: readonly Span[]): Span[] {
  const sorted = [...spans].filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** `base` without the time covered by `cuts`. */
export function subtract(base: Span, cuts: readonly Span[]): Span[] {
  const rest: Span[] = [];
  let cursor = base.start;
  for (const cut of unionOf(cuts)) {
    if (cut.end <= cursor || cut.start >= base.end) continue;
    if (cut.start > cursor) rest.push({ start: cursor, end: cut.start });
    cursor = Math.max(cursor, cut.end);
  }
  if (cursor < base.end) rest.push({ start: cursor, end: base.end });
  return rest;
}

export function localDateOf(epochMs: number, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The instant a calendar day begins in the zone (not always 00:00 where DST switches at midnight). */
export function startOfLocalDay(date: Temporal.PlainDate, timeZone: string): number {
  return date.toZonedDateTime(timeZone).epochMilliseconds;
}

/**
 * The instant of a wall-clock time on a day. A time skipped by a spring-forward gap is
 * moved forward by the gap (02:30 becomes 03:30), a repeated time means its first
 * occurrence: Temporal's 'compatible' disambiguation, as in RFC 5545.
 */
export function localTimeOn(date: Temporal.PlainDate, time: string, timeZone: string): number {
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
}

/** The span a local calendar day covers, 23, 24 or 25 hours long. */
export function localDaySpan(date: Temporal.PlainDate, timeZone: string): Span {
  return { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(date.add({ days: 1 }), timeZone) };
}

/** Every local calendar day a span covers with at least one millisecond. */
export function localDatesCovered(span: Span, timeZone: string): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  if (span.end <= span.start) return dates;
  for (let date = localDateOf(span.start, timeZone); startOfLocalDay(date, timeZone) < span.end; date = date.add({ days: 1 })) {
    dates.push(date);
  }
  return dates;
}

/** Monday of the ISO week (Monday to Sunday) a date falls in. */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}

export function isSunday(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek === 7;
}

export function sundaysInYear(year: number): number {
  const newYear = Temporal.PlainDate.from({ year, month: 1, day: 1 });
  const firstSunday = (7 - newYear.dayOfWeek) % 7;
  return Math.floor((newYear.daysInYear - 1 - firstSunday) / 7) + 1;
}

/** "10:01 h" for messages; details carry the exact milliseconds. */
export function formatHours(ms: number): string {
  const totalMinutes = Math.round(ms / MINUTE_MS);
  const hoursPart = Math.floor(totalMinutes / 60);
  const minutesPart = totalMinutes % 60;
  return `${hoursPart}:${String(minutesPart).padStart(2, '0')} h`;
}
