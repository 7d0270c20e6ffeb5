import { Temporal } from 'temporal-polyfill';
import { mondayOf, parseDate } from '../working-time/local-time.js';

/**
 * Roster entry series: which calendar dates a series rule of POST /rosters/{roster}/entries
 * produces. Pure and free of time zones: occurrences are calendar dates, so a daylight-saving
 * change in between never moves or drops one.
 *
 * - daily: every `interval` days from the entry's date.
 * - weekly: every `interval` ISO weeks (Monday to Sunday), counted from the week holding the
 *   entry's date; in each such week the given weekdays, none before the entry's date.
 * - monthly_weekday: every `interval` months from the entry's month, on the `monthly_ordinal`-th
 *   weekday of the entry's date (5 = the last one of the month), none before the entry's date.
 * - monthly_date: every `interval` months on the entry's day of month. A month without that day
 *   (the 31st in April, the 29th in a common February) is skipped, not moved to its last day,
 *   and does not count as an occurrence.
 *
 * The entry's date is an occurrence only if the rule hits it (a weekly series on Mondays
 * starting on a Wednesday begins the Monday after).
 */

export const SERIES_FREQUENCIES = ['daily', 'weekly', 'monthly_weekday', 'monthly_date'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

export const SERIES_ENDS_MODES = ['count', 'until'] as const;
export type SeriesEndsMode = (typeof SERIES_ENDS_MODES)[number];

/** A series rule as the request carries it. */
export interface SeriesRule {
  frequency: SeriesFrequency;
  /** 1 to 99; absent or null means 1. */
  interval?: number | null;
  /** 1 = Monday .. 7 = Sunday; required (at least one) for weekly, ignored otherwise. */
  weekdays?: number[];
  /** 1 to 4, or 5 = the last such weekday of the month; required for monthly_weekday. */
  monthly_ordinal?: number;
  ends_mode: SeriesEndsMode;
  /** At least 1; required for ends_mode count. */
  ends_count?: number;
  /** YYYY-MM-DD or a date-time whose date part counts; inclusive; required for ends_mode until. */
  ends_on?: string;
}

/** The rule as stored and echoed back: defaults filled in, fields the rule does not use left out. */
export interface NormalisedSeriesRule {
  frequency: SeriesFrequency;
  interval: number;
  weekdays?: number[];
  monthly_ordinal?: number;
  ends_mode: SeriesEndsMode;
  ends_count?: number;
  ends_on?: string;
}

/** At most this many occurrences per request. */
export const MAX_OCCURRENCES = 1000;
/** No occurrence later than the same calendar day this many years after the entry's date. */
export const MAX_SPAN_YEARS = 2;

const MAX_INTERVAL = 99;
const LAST_ORDINAL = 5;

/** A rule or date the series cannot be built from; `field` names the request field, e.g. `series.weekdays`. */
export class SeriesRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SeriesRuleError';
  }
}

/** The entry's date is the caller's already-localised calendar date, so only YYYY-MM-DD is taken here. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** ends_on is typed date-time in the interface; a client may send either spelling. */
const DATE_OR_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/i;

function parseStartDate(startDate: unknown): Temporal.PlainDate {
  const date = typeof startDate === 'string' && DATE.test(startDate) ? parseDate(startDate) : undefined;
  if (!date) throw new SeriesRuleError('date', `The date must be a valid calendar date in the form YYYY-MM-DD, got ${JSON.stringify(startDate)}.`);
  return date;
}

/**
 * The date part of ends_on, without converting between zones: a client that writes
 * 2026-12-31T23:00:00-05:00 means the 31st, whatever day that is in UTC.
 */
function parseEndsOn(endsOn: unknown): Temporal.PlainDate {
  const match = typeof endsOn === 'string' ? DATE_OR_DATE_TIME.exec(endsOn) : null;
  const date = match?.[1] ? parseDate(match[1]) : undefined;
  if (!date) throw new SeriesRuleError('series.ends_on', `series.ends_on must be a valid date (YYYY-MM-DD) or date-time, got ${JSON.stringify(endsOn)}.`);
  return date;
}

function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

function isIntegerBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks the rule and returns it normalised. Fields the frequency or ends_mode does not use are
 * ignored and left out, so equal series are stored alike. Throws SeriesRuleError naming the field.
 */
export function describeSeries(rule: SeriesRule): NormalisedSeriesRule {
  const frequency: unknown = rule.frequency;
  if (!SERIES_FREQUENCIES.some((known) => known === frequency)) {
    throw new SeriesRuleError('series.frequency', `series.frequency must be one of ${SERIES_FREQUENCIES.join(', ')}, got ${JSON.stringify(frequency)}.`);
  }
  const interval = isMissing(rule.interval) ? 1 : rule.interval;
  if (!isIntegerBetween(interval, 1, MAX_INTERVAL)) {
    throw new SeriesRuleError('series.interval', `series.interval must be a whole number from 1 to ${MAX_INTERVAL}, got ${JSON.stringify(interval)}.`);
  }
  const normalised: NormalisedSeriesRule = { frequency: rule.frequency, interval, ends_mode: rule.ends_mode };

  if (rule.frequency === 'weekly') normalised.weekdays = checkWeekdays(rule.weekdays);
  if (rule.frequency === 'monthly_weekday') {
    if (isMissing(rule.monthly_ordinal)) {
      throw new SeriesRuleError('series.monthly_ordinal', 'series.monthly_ordinal is required for a monthly_weekday series: 1 to 4, or 5 for the last such weekday of the month.');
    }
    if (!isIntegerBetween(rule.monthly_ordinal, 1, LAST_ORDINAL)) {
      throw new SeriesRuleError('series.monthly_ordinal', `series.monthly_ordinal must be a whole number from 1 to ${LAST_ORDINAL}, got ${JSON.stringify(rule.monthly_ordinal)}.`);
    }
    normalised.monthly_ordinal = rule.monthly_ordinal;
  }

  const endsMode: unknown = rule.ends_mode;
  if (endsMode === 'count') {
    if (isMissing(rule.ends_count)) throw new SeriesRuleError('series.ends_count', 'series.ends_count is required when series.ends_mode is count.');
    if (!isIntegerBetween(rule.ends_count, 1, Number.MAX_SAFE_INTEGER)) {
      throw new SeriesRuleError('series.ends_count', `series.ends_count must be a whole number of at least 1, got ${JSON.stringify(rule.ends_count)}.`);
    }
    if (rule.ends_count > MAX_OCCURRENCES) {
      throw new SeriesRuleError('series.ends_count', `A series may have at most ${MAX_OCCURRENCES} occurrences, series.ends_count asks for ${rule.ends_count}.`);
    }
    normalised.ends_count = rule.ends_count;
  } else if (endsMode === 'until') {
    if (isMissing(rule.ends_on)) throw new SeriesRuleError('series.ends_on', 'series.ends_on is required when series.ends_mode is until.');
    normalised.ends_on = parseEndsOn(rule.ends_on).toString();
  } else {
    throw new SeriesRuleError('series.ends_mode', `series.ends_mode must be one of ${SERIES_ENDS_MODES.join(', ')}, got ${JSON.stringify(endsMode)}.`);
  }
  return normalised;
}

function checkWeekdays(weekdays: unknown): number[] {
  if (!Array.isArray(weekdays) || weekdays.length === 0) {
    throw new SeriesRuleError('series.weekdays', 'series.weekdays is required for a weekly series: at least one weekday from 1 (Monday) to 7 (Sunday).');
  }
  const invalid = weekdays.findIndex((weekday: unknown) => !isIntegerBetween(weekday, 1, 7));
  if (invalid >= 0) {
    throw new SeriesRuleError('series.weekdays', `Each of series.weekdays must be a whole number from 1 (Monday) to 7 (Sunday), got ${String(JSON.stringify(weekdays[invalid]))} at position ${invalid}.`);
  }
  return [...new Set(weekdays as number[])].sort((a, b) => a - b);
}

/**
 * The dates of the series starting at the entry's date (YYYY-MM-DD), ascending and without
 * duplicates. Throws SeriesRuleError when the rule is invalid, when ends_on lies before the
 * date, when the series would exceed MAX_OCCURRENCES or reach past MAX_SPAN_YEARS, or when an
 * until-series has no occurrence at all.
 */
export function expandSeries(startDate: string, rule: SeriesRule): string[] {
  const start = parseStartDate(startDate);
  const series = describeSeries(rule);
  // The same calendar day two years on; from 29 February that is 28 February.
  const spanEnd = start.add({ years: MAX_SPAN_YEARS });

  if (series.ends_mode === 'count') {
    const wanted = series.ends_count ?? 1;
    const dates: string[] = [];
    for (const date of occurrences(start, series, spanEnd)) {
      dates.push(date.toString());
      if (dates.length === wanted) return dates;
    }
    throw new SeriesRuleError(
      'series.ends_count',
      `Only ${dates.length} of the ${wanted} occurrences of series.ends_count fall on or before ${spanEnd}; a series may reach at most ${MAX_SPAN_YEARS} years past its date.`,
    );
  }

  const endsOn = Temporal.PlainDate.from(series.ends_on ?? start.toString());
  if (Temporal.PlainDate.compare(endsOn, start) < 0) {
    throw new SeriesRuleError('series.ends_on', `series.ends_on (${endsOn}) lies before the date of the entry (${start}).`);
  }
  if (Temporal.PlainDate.compare(endsOn, spanEnd) > 0) {
    throw new SeriesRuleError('series.ends_on', `series.ends_on (${endsOn}) lies more than ${MAX_SPAN_YEARS} years after the date of the entry; the latest allowed is ${spanEnd}.`);
  }
  const dates: string[] = [];
  for (const date of occurrences(start, series, endsOn)) {
    dates.push(date.toString());
    // Unreachable while the span bound allows fewer days than this; it guards a wider span.
    if (dates.length > MAX_OCCURRENCES) throw new SeriesRuleError('series.ends_on', `A series may have at most ${MAX_OCCURRENCES} occurrences; shorten series.ends_on.`);
  }
  if (dates.length === 0) {
    throw new SeriesRuleError('series.ends_on', `The series has no occurrence between the date of the entry (${start}) and series.ends_on (${endsOn}).`);
  }
  return dates;
}

function isAfter(date: Temporal.PlainDate, other: Temporal.PlainDate): boolean {
  return Temporal.PlainDate.compare(date, other) > 0;
}

/** The occurrences from `start` up to and including `last`, ascending. */
function occurrences(start: Temporal.PlainDate, series: NormalisedSeriesRule, last: Temporal.PlainDate): Iterable<Temporal.PlainDate> {
  switch (series.frequency) {
    case 'daily':
      return daily(start, series.interval, last);
    case 'weekly':
      return weekly(start, series.interval, series.weekdays ?? [], last);
    case 'monthly_weekday':
      return monthlyWeekday(start, series.interval, series.monthly_ordinal ?? 1, last);
    case 'monthly_date':
      return monthlyDate(start, series.interval, last);
  }
}

function* daily(start: Temporal.PlainDate, interval: number, last: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  for (let date = start; !isAfter(date, last); date = date.add({ days: interval })) yield date;
}

function* weekly(start: Temporal.PlainDate, interval: number, weekdays: readonly number[], last: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  const firstMonday = mondayOf(start);
  for (let monday = firstMonday; !isAfter(monday, last); monday = monday.add({ weeks: interval })) {
    for (const weekday of weekdays) {
      const date = monday.add({ days: weekday - 1 });
      if (Temporal.PlainDate.compare(date, start) < 0) continue;
      if (isAfter(date, last)) return;
      yield date;
    }
  }
}

/** First days of every `interval`-th month from the start's month, up to the month holding `last`. */
function* months(start: Temporal.PlainDate, interval: number, last: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  const firstMonth = start.with({ day: 1 });
  for (let step = 0; ; step += interval) {
    // Counted from the first month each time, so no month-end clamping can accumulate.
    const month = firstMonth.add({ months: step });
    if (isAfter(month, last)) return;
    yield month;
  }
}

function* monthlyWeekday(start: Temporal.PlainDate, interval: number, ordinal: number, last: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  const weekday = start.dayOfWeek;
  for (const month of months(start, interval, last)) {
    let date: Temporal.PlainDate;
    if (ordinal === LAST_ORDINAL) {
      const lastDay = month.with({ day: month.daysInMonth });
      date = lastDay.subtract({ days: (lastDay.dayOfWeek - weekday + 7) % 7 });
    } else {
      // Every month has at least 28 days, so the 1st to 4th of each weekday always exist.
      date = month.add({ days: (weekday - month.dayOfWeek + 7) % 7, weeks: ordinal - 1 });
    }
    if (Temporal.PlainDate.compare(date, start) < 0) continue;
    if (isAfter(date, last)) return;
    yield date;
  }
}

function* monthlyDate(start: Temporal.PlainDate, interval: number, last: Temporal.PlainDate): Generator<Temporal.PlainDate> {
  for (const month of months(start, interval, last)) {
    if (start.day > month.daysInMonth) continue;
    const date = month.with({ day: start.day });
    if (isAfter(date, last)) return;
    yield date;
  }
}
