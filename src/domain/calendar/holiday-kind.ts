/**
 * What a date of a person's holiday calendars is: a statutory public holiday (`full`), half a day
 * off (`half`: 24 and 31 December in many companies), or a company's own full day off (`company`:
 * Betriebsruhe, Rosenmontag in a Cologne office). A full day off of either kind takes the day's
 * target; only a statutory one earns the holiday surcharge (§3b EStG) and counts for the
 * working-time law's Sunday and holiday rules (§§9-11 ArbZG).
 */
export type HolidayKind = 'full' | 'half' | 'company';

/** A person's holidays by date (YYYY-MM-DD). */
export type HolidayCalendar = ReadonlyMap<string, HolidayKind>;

const STRENGTH: Record<HolidayKind, number> = { half: 0, company: 1, full: 2 };

/** What an entry of a calendar makes of its date: half only when marked so, else statutory or the company's. */
export function holidayKindOf(entry: { half_day: boolean; statutory: boolean }): HolidayKind {
  return entry.half_day ? 'half' : entry.statutory ? 'full' : 'company';
}

/**
 * A date two calendars of a person both name: a statutory holiday over a company's day off over
 * a half day, so a date is half only when every calendar naming it marks it half.
 */
export function strongerHoliday(known: HolidayKind | undefined, other: HolidayKind): HolidayKind {
  return known !== undefined && STRENGTH[known] >= STRENGTH[other] ? known : other;
}

/** Whether the date is a whole day off: a statutory holiday or the company's own. */
export function isWholeDayOff(kind: HolidayKind | undefined): boolean {
  return kind === 'full' || kind === 'company';
}
