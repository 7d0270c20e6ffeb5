import { Temporal } from 'temporal-polyfill';

/**
 * Local calendar dates, day boundaries, wall-clock times and durations: the one place
 * that knows how a zone's clock maps onto real time, for rosters, clocking, the law and
 * the API formats.
 *
 * Instants are epoch milliseconds so that every duration is real elapsed time, whatever
 * the wall clock did (a 22:00-06:00 night is 7 h when the clocks spring forward and 9 h
 * when they fall back). Calendar dates are YYYY-MM-DD strings or Temporal.PlainDate;
 * wall-clock questions (which calendar day, is it 20:00 yet) go through Temporal in the
 * zone. Nothing here reads a clock: "now" is always passed in.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A calendar date as text (YYYY-MM-DD) or as a Temporal date. */
export type DateLike = string | Temporal.PlainDate;

/** An instant as epoch milliseconds, a Date, or ISO 8601 text that Date understands. */
export type InstantLike = number | Date | string;

const DAY_MS = 86_400_000;
// Zone conversions dominate the cost of the law checks and the working day, and every employee
// asks about the same few hundred days: dates and day starts are pure, so they are kept.
// Temporal dates are immutable, so one instance can serve every caller.
const MEMO_LIMIT = 100_000;
const datesByText = new Map<string, Temporal.PlainDate>();
const datesByEpochDay = new Map<number, Temporal.PlainDate>();
const dayStarts = new Map<string, number>();
// Day starts per zone by day number, so the hot paths (which local day an instant is on, which
// days a span covers) never spell a date as text; keyed by zone first, then by day.
const dayStartsByZone = new Map<string, Map<number, number>>();
// What the remembered dates are: their day number and their text, asked for again and again.
const epochDaysOf = new WeakMap<Temporal.PlainDate, number>();
const textsOf = new WeakMap<Temporal.PlainDate, string>();

function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

function plainDate(date: DateLike): Temporal.PlainDate {
  if (typeof date !== 'string') return date;
  return datesByText.get(date) ?? remember(datesByText, date, Temporal.PlainDate.from(date));
}

/** The calendar date of a UTC day number (days since 1970-01-01). */
function dateOfEpochDay(day: number): Temporal.PlainDate {
  let date = datesByEpochDay.get(day);
  if (!date) {
    date = remember(datesByEpochDay, day, Temporal.PlainDate.from(new Date(day * DAY_MS).toISOString().slice(0, 10)));
    epochDaysOf.set(date, day);
  }
  return date;
}

/** The instant local day number `day` begins in the zone: startOfLocalDay without spelling the date. */
function startOfEpochDay(day: number, timeZone: string): number {
  let starts = dayStartsByZone.get(timeZone);
  if (!starts) starts = remember(dayStartsByZone, timeZone, new Map<number, number>());
  return starts.get(day) ?? remember(starts, day, dateOfEpochDay(day).toZonedDateTime(timeZone).epochMilliseconds);
}

/** The day number of the calendar date an instant falls on in a zone. */
function localEpochDayOf(epochMs: number, timeZone: string): number {
  // A zone's date differs from the UTC date by at most a day; the remembered day starts decide.
  const utcDay = Math.floor(epochMs / DAY_MS);
  for (let step = 0; step < 3; step++) {
    const day = step === 0 ? utcDay : step === 1 ? utcDay - 1 : utcDay + 1;
    if (startOfEpochDay(day, timeZone) <= epochMs && epochMs < startOfEpochDay(day + 1, timeZone)) return day;
  }
  return epochDayOf(Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate());
}

/** A date as YYYY-MM-DD; the same as date.toString(), remembered for the dates this module hands out. */
export function dateText(date: Temporal.PlainDate): string {
  let text = textsOf.get(date);
  if (text === undefined) {
    text = date.toString();
    textsOf.set(date, text);
  }
  return text;
}

function epochMsOf(value: InstantLike): number {
  return typeof value === 'number' ? value : new Date(value).getTime();
}

// ---------------------------------------------------------------------------
// Calendar dates

/** A real calendar date written YYYY-MM-DD (no 2026-02-30, no other spellings), or undefined. */
export function parseDate(text: string): Temporal.PlainDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

export function isValidDate(text: string): boolean {
  return parseDate(text) !== undefined;
}

/**
 * The years of the dates and months the service takes: 1900 to 2199. Every date is some person's
 * working life or a plan for it; a date near the year 10000 or before 100 broke date arithmetic,
 * and a range over millennia had a request walk millions of days. The schemas
 * (src/platform/formats.ts) and the checks of dates read from files share this rule.
 */
export const SERVICE_YEARS = '(19|2[01])\\d{2}';
const SERVICE_DATE = new RegExp(`^${SERVICE_YEARS}-\\d{2}-\\d{2}$`);

/** A valid YYYY-MM-DD date in the years the service takes. */
export function isServiceDate(text: string): boolean {
  return SERVICE_DATE.test(text) && isValidDate(text);
}

/** The date `days` calendar days later (earlier when negative); DST plays no part in it. */
export function addDays(date: string, days: number): string;
export function addDays(date: Temporal.PlainDate, days: number): Temporal.PlainDate;
export function addDays(date: DateLike, days: number): DateLike {
  const result = plainDate(date).add({ days });
  return typeof date === 'string' ? result.toString() : result;
}

/** The first and the last date of the month a date lies in. */
export function monthAround(date: string): { first: string; last: string } {
  const day = plainDate(date);
  return { first: day.with({ day: 1 }).toString(), last: day.with({ day: day.daysInMonth }).toString() };
}

/** Calendar days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export function daysBetween(from: DateLike, to: DateLike): number {
  return plainDate(from).until(plainDate(to), { largestUnit: 'days' }).days;
}

/** Every date from `from` to `to`, both included; nothing when `to` is before `from`. */
export function* datesFromTo(from: DateLike, to: DateLike): Generator<Temporal.PlainDate> {
  const last = plainDate(to);
  for (let date = plainDate(from); Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) yield date;
}

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: DateLike): number {
  return plainDate(date).dayOfWeek;
}

/** The YYYY-MM month a calendar date falls in. */
export function periodOfDate(date: DateLike): string {
  return plainDate(date).toString().slice(0, 7);
}

/** Monday of the ISO week (Monday to Sunday) a date falls in. */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return dateOfEpochDay(epochDayOf(date) - (date.dayOfWeek - 1));
}

/** Days since 1970-01-01 of a calendar date (no zone involved). */
export function epochDayOf(date: DateLike): number {
  const d = plainDate(date);
  const known = epochDaysOf.get(d);
  if (known !== undefined) return known;
  const day = Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
  epochDaysOf.set(d, day);
  return day;
}

/** The date `days` after (or before) a date, without Temporal's general arithmetic. */
export function shiftDays(date: Temporal.PlainDate, days: number): Temporal.PlainDate {
  return dateOfEpochDay(epochDayOf(date) + days);
}

export function isSunday(date: Temporal.PlainDate): boolean {
  return date.dayOfWeek === 7;
}

export function sundaysInYear(year: number): number {
  const newYear = Temporal.PlainDate.from({ year, month: 1, day: 1 });
  const firstSunday = (7 - newYear.dayOfWeek) % 7;
  return Math.floor((newYear.daysInYear - 1 - firstSunday) / 7) + 1;
}

// ---------------------------------------------------------------------------
// Instants and local days in a zone

/** The calendar date an instant falls on in a zone: what a person there calls that day. */
export function localDateOf(epochMs: number, timeZone: string): Temporal.PlainDate {
  return dateOfEpochDay(localEpochDayOf(epochMs, timeZone));
}

/** The same as text (YYYY-MM-DD), for any instant spelling. */
export function localDateText(value: InstantLike, timeZone: string): string {
  return localDateOf(epochMsOf(value), timeZone).toString();
}

/** A stretch of time [from, until) in which a zone keeps one UTC offset: between two of its transitions. */
interface OffsetStretch {
  from: number;
  until: number;
  offsetMs: number;
}

// Every timestamp an answer shows goes through zonedIso, and Temporal takes about 10 µs for one
// (a clock-in's receipt feels it). A zone keeps its offset for months, so the offset is looked up
// once per stretch between transitions and the text is then written from a Date. A few stretches
// per zone are kept: a report over a year crosses two of them in Germany.
const offsetStretches = new Map<string, OffsetStretch[]>();
const STRETCHES_PER_ZONE = 4;
const ZONES_KEPT = 1_000;

function offsetMsAt(epochMs: number, timeZone: string): number {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
}

function offsetStretchOf(epochMs: number, timeZone: string): OffsetStretch {
  const known = offsetStretches.get(timeZone);
  if (known) {
    for (const stretch of known) if (epochMs >= stretch.from && epochMs < stretch.until) return stretch;
  }
  const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  const offsetMs = zoned.offsetNanoseconds / 1e6;
  const previous = zoned.getTimeZoneTransition('previous')?.epochMilliseconds;
  const next = zoned.getTimeZoneTransition('next')?.epochMilliseconds;
  // 'previous' lies strictly before the instant: at a transition itself it names the one before,
  // whose offset is another, and the stretch then begins at the instant.
  const from = previous === undefined ? -Infinity : offsetMsAt(previous, timeZone) === offsetMs ? previous : epochMs;
  const stretch = { from, until: next ?? Infinity, offsetMs };
  const stretches = known ?? [];
  if (!known) {
    if (offsetStretches.size >= ZONES_KEPT) offsetStretches.clear();
    offsetStretches.set(timeZone, stretches);
  }
  if (stretches.length >= STRETCHES_PER_ZONE) stretches.shift();
  stretches.push(stretch);
  return stretch;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** An instant as ISO 8601 in a zone with its offset, to the second, e.g. 2026-03-29T08:00:00+02:00. */
export function zonedIso(value: InstantLike, timeZone: string): string {
  const epochMs = epochMsOf(value);
  const { offsetMs } = offsetStretchOf(epochMs, timeZone);
  const wall = new Date(epochMs + offsetMs);
  const year = wall.getUTCFullYear();
  // Offsets with seconds (local mean time before zones were standardised) and years beyond four
  // digits are rare; Temporal writes those as it always did.
  if (offsetMs % MINUTE_MS !== 0 || year < 0 || year > 9999) {
    return Temporal.Instant.fromEpochMilliseconds(epochMs)
      .toZonedDateTimeISO(timeZone)
      .toString({ timeZoneName: 'never', smallestUnit: 'second', offset: 'auto' });
  }
  const offsetMinutes = Math.abs(offsetMs) / MINUTE_MS;
  return (
    `${String(year).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}` +
    `T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}` +
    `${offsetMs < 0 ? '-' : '+'}${two(Math.floor(offsetMinutes / 60))}:${two(offsetMinutes % 60)}`
  );
}

/** The instant a calendar day begins in the zone (not always 00:00 where DST switches at midnight). */
export function startOfLocalDay(date: DateLike, timeZone: string): number {
  if (typeof date !== 'string') return startOfEpochDay(epochDayOf(date), timeZone);
  const key = `${timeZone} ${date}`;
  return dayStarts.get(key) ?? remember(dayStarts, key, plainDate(date).toZonedDateTime(timeZone).epochMilliseconds);
}

/** The instant a calendar day ends (exclusive): the start of the next day. */
export function endOfLocalDay(date: DateLike, timeZone: string): number {
  return startOfLocalDay(plainDate(date).add({ days: 1 }), timeZone);
}

/** The span a local calendar day covers, 23, 24 or 25 hours long. */
export function localDaySpan(date: DateLike, timeZone: string): Span {
  return { start: startOfLocalDay(date, timeZone), end: endOfLocalDay(date, timeZone) };
}

/** The span from the start of local day `from` to the end of local day `to`. */
export function localDaysSpan(from: DateLike, to: DateLike, timeZone: string): Span {
  return { start: startOfLocalDay(from, timeZone), end: endOfLocalDay(to, timeZone) };
}

/**
 * The instant of a wall-clock time (HH:MM or HH:MM:SS) on a day. A time skipped by a
 * spring-forward gap is moved forward by the gap (02:30 becomes 03:30), a repeated time
 * means its first occurrence: Temporal's 'compatible' disambiguation, as in RFC 5545.
 */
export function localTimeOn(date: DateLike, time: string, timeZone: string): number {
  return plainDate(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
}

/** Every local calendar day a span covers with at least one millisecond. */
export function localDatesCovered(span: Span, timeZone: string): Temporal.PlainDate[] {
  return localDatesCoveredBy([span], timeZone);
}

/** Every local calendar day at least one of the spans covers with a millisecond, each once, in the order the spans reach them. */
export function localDatesCoveredBy(spans: readonly Span[], timeZone: string): Temporal.PlainDate[] {
  const days = new Set<number>();
  for (const span of spans) {
    if (span.end <= span.start) continue;
    for (let day = localEpochDayOf(span.start, timeZone); startOfEpochDay(day, timeZone) < span.end; day++) days.add(day);
  }
  return [...days].map(dateOfEpochDay);
}

// ---------------------------------------------------------------------------
// Durations and intervals

/** A half-open stretch of time [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** Real time elapsed from one instant to another, in milliseconds; negative when `to` is earlier. */
export function elapsedMs(from: InstantLike, to: InstantLike): number {
  return epochMsOf(to) - epochMsOf(from);
}

export function durationOf(spans: readonly Span[]): number {
  return spans.reduce((total, span) => total + (span.end - span.start), 0);
}

/** Whether two spans share time; touching spans (one ends where the other starts) do not. */
export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Time two spans share; touching spans share nothing. */
export function overlapMs(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** The time two spans share, or undefined when they share none. */
export function intersection(a: Span, b: Span): Span | undefined {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : undefined;
}

/** The parts of `spans` inside `window`, in their order; spans outside it drop out. */
export function clip(spans: readonly Span[], window: Span): Span[] {
  return spans.flatMap((span) => intersection(span, window) ?? []);
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
