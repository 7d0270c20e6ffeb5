import { Temporal } from 'temporal-polyfill';

/**
 * The spec's binding data formats, in one place: durations as HH:MM:SS.mmm
 * (hours may exceed 24, negative with a leading '-') with an integer _ms twin,
 * calendar dates, business timestamps with the zone's offset, technical
 * timestamps in UTC, and YYYY-MM periods.
 */
export function formatDuration(ms: number): string {
  if (!Number.isInteger(ms)) throw new RangeError(`A duration must be whole milliseconds, got ${ms}`);
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${sign}${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

const DURATION = /^(-)?(\d{2,}):([0-5]\d):([0-5]\d)(?:\.(\d{3}))?$/;

export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const [, sign, h, m, s, ms] = match;
  const total = Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + Number(ms ?? 0);
  return sign ? -total : total;
}

/** A duration in both spellings the spec asks for: `name` and `name_ms`. */
export function durationFields<K extends string>(name: K, ms: number): Record<K | `${K}_ms`, string | number> {
  return { [name]: formatDuration(ms), [`${name}_ms`]: ms } as Record<K | `${K}_ms`, string | number>;
}

export function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    Temporal.PlainDate.from(text, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/** Technical metadata (created_at, updated_at): ISO 8601 in UTC with Z. */
export function utcTimestamp(value: Date | string | number = new Date()): string {
  return new Date(value).toISOString();
}

/** Business timestamps: ISO 8601 in the tenant's (or location's) zone with its offset, e.g. 2026-03-29T08:00:00+02:00. */
export function zonedTimestamp(value: Date | string | number, timeZone: string): string {
  const epochMs = new Date(value).getTime();
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: 'never', smallestUnit: 'second', offset: 'auto' });
}

/** Today's calendar date in a zone: what a person in that zone calls "today". */
export function localDate(value: Date | string | number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(new Date(value).getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isValidPeriod(text: string): boolean {
  return PERIOD.test(text);
}

/** The YYYY-MM month a calendar date or zoned instant falls in. */
export function periodOf(value: Date | string | number, timeZone: string): string {
  return localDate(value, timeZone).slice(0, 7);
}
