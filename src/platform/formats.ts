import { localDateText, periodOfDate, SERVICE_YEARS, zonedIso } from '../domain/working-time/local-time.js';

/**
 * The spec's binding data formats, in one place: durations as HH:MM:SS.mmm
 * (hours may exceed 24, negative with a leading '-') with an integer _ms twin,
 * calendar dates, business timestamps with the zone's offset, technical
 * timestamps in UTC, and YYYY-MM periods. The date and duration arithmetic behind
 * them lives in src/domain/working-time.
 */
export { durationFields, formatDuration, parseDuration } from '../domain/working-time/durations.js';
export { isValidDate } from '../domain/working-time/local-time.js';

const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Technical metadata (created_at, updated_at): ISO 8601 in UTC with Z. */
export function utcTimestamp(value: Date | string | number = new Date()): string {
  // Stored timestamps are mostly in this form already; parsing and printing each of a page's
  // rows again costs more than the rest of turning the row into a resource.
  if (typeof value === 'string' && CANONICAL_UTC.test(value)) return value;
  return new Date(value).toISOString();
}

/** Business timestamps: ISO 8601 in the tenant's (or location's) zone with its offset, e.g. 2026-03-29T08:00:00+02:00. */
export function zonedTimestamp(value: Date | string | number, timeZone: string): string {
  return zonedIso(value, timeZone);
}

/** Today's calendar date in a zone: what a person in that zone calls "today". */
export function localDate(value: Date | string | number, timeZone: string): string {
  return localDateText(value, timeZone);
}

/** A YYYY-MM-DD date's start in the years the service takes (with `format: date`, which checks the rest). */
export const DATE_YEARS_PATTERN = `^${SERVICE_YEARS}-`;
/** A YYYY-MM month in those years. */
export const PERIOD_PATTERN = `^${SERVICE_YEARS}-(0[1-9]|1[0-2])$`;
const PERIOD = new RegExp(PERIOD_PATTERN);

export function isValidPeriod(text: string): boolean {
  return PERIOD.test(text);
}

/** Whether two instants fall on the same calendar date in a zone. */
export function sameLocalDay(timeZone: string): (a: number, b: number) => boolean {
  return (a, b) => localDate(a, timeZone) === localDate(b, timeZone);
}

/** The YYYY-MM month a calendar date or zoned instant falls in. */
export function periodOf(value: Date | string | number, timeZone: string): string {
  return periodOfDate(localDate(value, timeZone));
}

/**
 * A credential a reader at a terminal sends (an NFC tag's UID, a badge number) with all but its
 * last four characters hidden: enough to recognise one's own, not to copy it. Four characters or
 * fewer are hidden completely.
 */
export function maskedCredential(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
