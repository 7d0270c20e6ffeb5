/**
 * System holiday calendars for Germany, generated from the `date-holidays` package.
 *
 * PURE module: no database, no HTTP. It only turns date-holidays' rule data into
 * plain entries `{ date: 'YYYY-MM-DD', name, half_day }`. There is one calendar for
 * the holidays that apply nationwide (`DE`) and one per federal state (`DE-BW` …
 * `DE-TH`); a state calendar contains the nationwide holidays as well.
 *
 * Findings about date-holidays 3.37 (data/countries/DE.yaml), checked when this
 * module was written and pinned by system-calendars.test.ts:
 *
 * - Only holidays of type `public` (gesetzliche Feiertage) are taken. Everything
 *   else is left out: Heiligabend and Silvester (`bank`, from 14:00, a full day
 *   when they fall on a Sunday), Faschingsdienstag (`observance`, from 14:00),
 *   Rosenmontag, Gründonnerstag, Allerseelen, the Advent Sundays and the like
 *   (`observance`), and state-specific `school` days (e.g. Gründonnerstag and
 *   Reformationstag in Baden-Württemberg, Buß- und Bettag in Bayern).
 * - Half days: no German `public` holiday is a half day in date-holidays; every
 *   one starts at 00:00 local time and lasts a whole calendar day (23–25 hours
 *   across DST switches). The only half days in the data (Heiligabend, Silvester,
 *   Faschingsdienstag) are not `public`, so today `half_day` is always `false`.
 *   It is still derived from the data (a `public` holiday that starts after
 *   midnight or lasts clearly less than a day is a half day), so a future data
 *   change cannot slip through silently as a full day.
 * - Substitute days (`substitute: true`) do not exist for Germany; the data has no
 *   "if sunday then next monday" rules. Multi-day holidays do not exist either.
 *   Both are handled generically anyway: a substitute is an entry on its own date,
 *   a holiday spanning several days yields one entry per local calendar day.
 * - Names: German names (`languages: ['de']`). Note that 1 May is called
 *   "Maifeiertag" by date-holidays (not "Tag der Arbeit"), 25/26 December
 *   "1. Weihnachtstag"/"2. Weihnachtstag".
 * - Bayern: the state level lists Neujahr, Heilige Drei Könige, Karfreitag,
 *   Ostermontag, Maifeiertag, Christi Himmelfahrt, Pfingstmontag, Fronleichnam,
 *   Tag der Deutschen Einheit, Allerheiligen and both Christmas days as `public`.
 *   Mariä Himmelfahrt (15 August) is only an `observance` for the state as a
 *   whole; it is `public` only in the region `KATH` (predominantly Catholic
 *   communities) and `school` in `EVANG`. The Augsburger Friedensfest (8 August)
 *   is `public` only in region `A` (Stadt Augsburg). Regions are below the
 *   granularity of these calendars, so `DE-BY` contains neither 15 August nor
 *   8 August; tenants in such communities add them to their own calendar.
 * - Other regional holidays, likewise not included: Fronleichnam is an
 *   `observance` in Sachsen and Thüringen and `public` only in the regions
 *   SN-BZ (Landkreis Bautzen, some communities) and TH-EIC/UH/WAK.
 * - Validity ranges modelled by date-holidays: Internationaler Frauentag in Berlin
 *   since 2019 and in Mecklenburg-Vorpommern since 2023; Weltkindertag in
 *   Thüringen since 2019; Reformationstag in HB/HH/NI/SH since 2018 and
 *   nationwide once in 2017; one-off Berlin holidays on 2020-05-08, 2025-05-08
 *   and 2028-06-17. History before that is NOT modelled (e.g. Tag der Deutschen
 *   Einheit is generated for years before 1990, the nationwide Buß- und Bettag
 *   before 1995 is missing), so years long in the past are only an approximation.
 * - Two public holidays can fall on the same date (1 May 2008 was also Christi
 *   Himmelfahrt). Dates are unique per calendar and year: the first name in
 *   date-holidays' order is kept (for 2008-05-01 "Maifeiertag"), and the day is a
 *   half day only if every holiday on it is a half day.
 */
import Holidays from 'date-holidays';

export interface SystemHolidayEntry {
  /** Local calendar date in Germany, `YYYY-MM-DD`. */
  date: string;
  /** German name of the holiday. */
  name: string;
  /** `true` if the holiday covers only part of the day (e.g. from 14:00). */
  half_day: boolean;
}

/** The subset of a date-holidays holiday object this module relies on. */
export interface RawHoliday {
  /** Local start, `YYYY-MM-DD HH:mm:ss`, optionally followed by an offset. */
  date: string;
  start: Date;
  end: Date;
  name: string;
  type: string;
  substitute?: boolean;
}

/**
 * The years system calendars are generated for, on request and here alike. Generating one year of
 * every state costs about a second of CPU; any employee may ask, so the range stays bounded
 * (payroll looks back at most ten years, planning a few years ahead) and each year is generated
 * once per process. Earlier years would only be an approximation anyway (see above).
 */
export const MIN_SYSTEM_CALENDAR_YEAR = 1990;
export const MAX_SYSTEM_CALENDAR_YEAR = 2100;

const NATIONWIDE_KEY = 'DE';

/** State code (ISO 3166-2 suffix, as used by date-holidays) → German state name. */
const STATE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['BW', 'Baden-Württemberg'],
  ['BY', 'Bayern'],
  ['BE', 'Berlin'],
  ['BB', 'Brandenburg'],
  ['HB', 'Bremen'],
  ['HH', 'Hamburg'],
  ['HE', 'Hessen'],
  ['MV', 'Mecklenburg-Vorpommern'],
  ['NI', 'Niedersachsen'],
  ['NW', 'Nordrhein-Westfalen'],
  ['RP', 'Rheinland-Pfalz'],
  ['SL', 'Saarland'],
  ['SN', 'Sachsen'],
  ['ST', 'Sachsen-Anhalt'],
  ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thüringen'],
];

interface CalendarDefinition {
  name: string;
  /** date-holidays state code; undefined for the nationwide calendar. */
  state: string | undefined;
}

const CALENDARS: ReadonlyMap<string, CalendarDefinition> = new Map<string, CalendarDefinition>([
  [NATIONWIDE_KEY, { name: 'Deutschland (bundesweit)', state: undefined }],
  ...STATE_NAMES.map(([code, name]): [string, CalendarDefinition] => [`DE-${code}`, { name, state: code }]),
]);

/** Source keys of all system calendars: `DE` first, then the 16 states. */
export const SYSTEM_CALENDAR_KEYS: readonly string[] = Object.freeze([...CALENDARS.keys()]);

function calendarDefinition(sourceKey: string): CalendarDefinition {
  const definition = CALENDARS.get(sourceKey);
  if (!definition) {
    throw new RangeError(`Unknown system calendar key: ${JSON.stringify(sourceKey)}`);
  }
  return definition;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_SYSTEM_CALENDAR_YEAR || year > MAX_SYSTEM_CALENDAR_YEAR) {
    throw new RangeError(
      `Year must be an integer between ${MIN_SYSTEM_CALENDAR_YEAR} and ${MAX_SYSTEM_CALENDAR_YEAR}, got ${String(year)}`,
    );
  }
}

/** German display name of a system calendar; throws a RangeError for an unknown key. */
export function systemCalendarName(sourceKey: string): string {
  return calendarDefinition(sourceKey).name;
}

// Building a Holidays instance parses the rule set, so instances are created on
// first use and kept per source key. getHolidays() does not mutate the instance.
const holidaysCache = new Map<string, Holidays>();

function holidaysFor(sourceKey: string): Holidays {
  let holidays = holidaysCache.get(sourceKey);
  if (!holidays) {
    const { state } = calendarDefinition(sourceKey);
    // All types are loaded and `public` is filtered afterwards (normalizeHolidays)
    // rather than passing `types: ['public']`: that option drops rules while the
    // country/state data is merged, and filtering afterwards cannot be affected by
    // that (both give identical results for 1990..2100 with date-holidays 3.37).
    const options = { languages: ['de'], timezone: 'Europe/Berlin' };
    holidays = state === undefined ? new Holidays('DE', options) : new Holidays('DE', state, options);
    holidaysCache.set(sourceKey, holidays);
  }
  return holidays;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A whole local day lasts 23–25 hours (DST); anything clearly shorter is partial. */
const FULL_DAY_MIN_MS = 22 * HOUR_MS;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/;

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Expand one holiday into the local calendar days it covers.
 *
 * date-holidays' `date` field is the local start (`YYYY-MM-DD HH:mm:ss`, in the
 * calendar's time zone), so the calendar date is taken from it verbatim and never
 * from `start` (a UTC instant that falls on the previous day for Germany).
 * `end - start` is the duration; it is only used to detect partial and multi-day
 * holidays, with enough tolerance for 23/25-hour DST days.
 */
function expandHoliday(holiday: RawHoliday): Array<{ date: string; half_day: boolean }> {
  const match = LOCAL_DATE_TIME.exec(holiday.date);
  if (!match) {
    throw new Error(`Unexpected date-holidays date format: ${JSON.stringify(holiday.date)}`);
  }
  const firstDate = holiday.date.slice(0, 10);
  const startOffsetMs = Number(match[4]) * HOUR_MS + Number(match[5]) * 60_000 + Number(match[6]) * 1000;
  const durationMs = holiday.end.getTime() - holiday.start.getTime();

  if (!Number.isFinite(durationMs) || durationMs <= 0) {
    return [{ date: firstDate, half_day: startOffsetMs > 0 }];
  }

  const days: Array<{ date: string; half_day: boolean }> = [];
  // Time of the holiday that lies on the first calendar day.
  const firstDayMs = Math.min(durationMs, DAY_MS - startOffsetMs);
  days.push({ date: firstDate, half_day: startOffsetMs > 0 || firstDayMs < FULL_DAY_MIN_MS });

  // Further days for holidays that run past midnight (none in German data today).
  let remainingMs = durationMs - firstDayMs;
  for (let i = 1; remainingMs >= 2 * HOUR_MS; i++) {
    days.push({ date: addDays(firstDate, i), half_day: remainingMs < FULL_DAY_MIN_MS });
    remainingMs -= DAY_MS;
  }
  return days;
}

/**
 * Turn date-holidays holiday objects into calendar entries for `year`: public
 * holidays only, one entry per local date (first name wins; a half day only if all
 * holidays on that date are half days), sorted by date. Exported for tests.
 */
export function normalizeHolidays(holidays: readonly RawHoliday[], year: number): SystemHolidayEntry[] {
  const prefix = `${String(year).padStart(4, '0')}-`;
  const byDate = new Map<string, SystemHolidayEntry>();
  for (const holiday of holidays) {
    if (holiday.type !== 'public') continue;
    for (const { date, half_day } of expandHoliday(holiday)) {
      if (!date.startsWith(prefix)) continue;
      const existing = byDate.get(date);
      if (existing) {
        existing.half_day = existing.half_day && half_day;
      } else {
        byDate.set(date, { date, name: holiday.name, half_day });
      }
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Holidays of the previous year that could run into the next one (none in German data today). */
function spillover(previousYear: readonly RawHoliday[]): RawHoliday[] {
  return previousYear.filter((h) => h.end.getTime() - h.start.getTime() > DAY_MS + HOUR_MS);
}

/**
 * Public holidays of a system calendar in `year`, sorted by date, one per date.
 * Throws a RangeError for an unknown key or a year outside 1990..2100.
 */
// Generated entries per calendar and year: the same for every tenant, and costly to compute.
const generated = new Map<string, readonly SystemHolidayEntry[]>();

// What each computed year could pass on to the next (spillover): working out a year's holidays is
// most of the cost, and years are mostly asked for in a row, so the previous one is often known.
const spills = new Map<string, RawHoliday[]>();

/** A year's holidays as date-holidays gives them, and what of them runs into the next year (kept). */
function computeYear(sourceKey: string, year: number): { raw: RawHoliday[]; spill: RawHoliday[] } {
  const raw = holidaysFor(sourceKey).getHolidays(year);
  const spill = spillover(raw);
  spills.set(`${sourceKey}:${year}`, spill);
  return { raw, spill };
}

export function systemHolidayEntries(sourceKey: string, year: number): SystemHolidayEntry[] {
  calendarDefinition(sourceKey);
  assertYear(year);
  const cacheKey = `${sourceKey}:${year}`;
  let entries = generated.get(cacheKey);
  if (!entries) {
    // A holiday starting in the previous year could run into this one; it goes first
    // so that it keeps its name on the days it covers.
    const current = computeYear(sourceKey, year).raw;
    const previous = spills.get(`${sourceKey}:${year - 1}`) ?? computeYear(sourceKey, year - 1).spill;
    entries = normalizeHolidays([...previous, ...current], year);
    generated.set(cacheKey, entries);
  }
  return entries.map((entry) => ({ ...entry }));
}

/**
 * Entries for every year in `fromYear..toYear` (inclusive) as one list in date
 * order; same rules and errors as systemHolidayEntries, plus a RangeError if
 * `fromYear > toYear`.
 */
export function systemHolidayEntriesForYears(sourceKey: string, fromYear: number, toYear: number): SystemHolidayEntry[] {
  calendarDefinition(sourceKey);
  assertYear(fromYear);
  assertYear(toYear);
  if (fromYear > toYear) {
    throw new RangeError(`fromYear (${fromYear}) must not be after toYear (${toYear})`);
  }
  const holidays = holidaysFor(sourceKey);
  const entries: SystemHolidayEntry[] = [];
  // Each year's raw holidays are fetched once and reused as the next year's spillover.
  let previous: RawHoliday[] = holidays.getHolidays(fromYear - 1);
  for (let year = fromYear; year <= toYear; year++) {
    const current = holidays.getHolidays(year);
    entries.push(...normalizeHolidays([...spillover(previous), ...current], year));
    previous = current;
  }
  return entries;
}
