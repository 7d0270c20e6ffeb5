import { Temporal } from 'temporal-polyfill';
import { isUnderAge } from '../working-time/law/age.js';
import { dayTargets, type ScheduleRule } from '../working-time/schedule.js';

/** A date of the year as YYYY-MM-DD: `dateIn(2026, '03-31')`. */
function dateIn(year: number, monthDay: string): string {
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** One day (or half day) of an absence that counts against the vacation entitlement. */
export interface VacationUse {
  date: string;
  days: number;
  status: 'approved' | 'requested';
}

export interface VacationInput {
  /** The year asked for. */
  year: number;
  /** Today in the employee's zone: decides taken versus planned, and whether the carry-over has expired. */
  today: string;
  /**
   * The full entitlement of each year: the employee's value valid in that year, else the tenant
   * default valid in it (see `yearlyEntitlement`). A change applies from the year it was made on,
   * so every earlier year keeps the value it had.
   */
  entitlementOf: (year: number) => number;
  /**
   * The working days per week of each year, which the statutory minimum is measured in (see
   * `workingDaysPerWeekInYear`); a five-day week when left out.
   */
  workingDaysPerWeekOf?: (year: number) => number;
  entryDate: string | null;
  /** The person's birth date, which sets the statutory minimum of someone under 18 (JArbSchG §19); null: an adult's. */
  birthDate: string | null;
  exitDate: string | null;
  /**
   * The first year the account runs in (`firstAccountYear`). Nothing of the years before it is
   * counted: their days are shown, but they have no entitlement and never go below zero.
   */
  firstYear: number;
  /**
   * What carries into the first year (an opening balance taken over from a previous system), 0
   * when left out. It expires on 31 March of that year as any carry-over does, and days before
   * then use it first; a negative one (a deficit brought along) is carried in full and does not
   * expire, as a deficit of the account's own.
   */
  carriedIntoFirstYear?: number;
  /** Every counted day of the employee, any year; approved and requested. */
  uses: readonly VacationUse[];
}

export interface VacationAccount {
  year: number;
  entitlementDays: number;
  proRataDays: number;
  /** The previous year's remainder; negative when more was granted than there was. */
  carriedOverDays: number;
  carryOverExpiresOn: string;
  takenDays: number;
  plannedDays: number;
  requestedDays: number;
  /** What can still be asked for as of today (an expired carry-over no longer counts). */
  remainingDays: number;
  /** The year's balance once every approved and requested day is taken; below 0 means over the entitlement. */
  finalDays: number;
}

/** Vacation days are kept to hundredths; sums of halves and twelfths stay readable. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The day the carry-over into `year` expires: 31 March (BUrlG §7 (3)). */
export function carryOverExpiry(year: number): string {
  return dateIn(year, '03-31');
}

/**
 * Full months of employment inside the year, counted from the first employed day of the
 * year (BGB §§187, 188: a month from 15 March ends on 14 April; from 31 January on the
 * last day of February).
 */
export function fullMonthsEmployed(year: number, entryDate: string | null, exitDate: string | null): number {
  const first = dateIn(year, '01-01');
  const last = dateIn(year, '12-31');
  const start = Temporal.PlainDate.from(entryDate && entryDate > first ? entryDate : first);
  const end = Temporal.PlainDate.from(exitDate && exitDate < last ? exitDate : last);
  if (Temporal.PlainDate.compare(start, end) > 0) return 0;
  let months = 0;
  for (let n = 1; n <= 12; n++) {
    const target = start.add({ months: n });
    // When the day was clamped (31 Jan + 1 month = 28 Feb) the period ends on that last day.
    const periodEnd = target.day < start.day ? target : target.subtract({ days: 1 });
    if (Temporal.PlainDate.compare(periodEnd, end) > 0) break;
    months = n;
  }
  return months;
}

/** A part of the year's days: a fraction of at least half a day rounds up to a whole day (BUrlG §5 (2)), a smaller one is kept (to hundredths), never rounded down. */
function partOfYear(daysPerYear: number, months: number): number {
  const exact = (daysPerYear * months) / 12;
  const whole = Math.floor(exact);
  return exact - whole >= 0.5 ? whole + 1 : round2(exact);
}

/** Whether someone is employed on no day of the year. */
function notEmployedIn(year: number, entryDate: string | null, exitDate: string | null): boolean {
  return (entryDate !== null && entryDate > dateIn(year, '12-31')) || (exitDate !== null && exitDate < dateIn(year, '01-01'));
}

/**
 * The contractual share of a year, as the product's contract asks for it: the full yearly days when
 * employed all year, else 1/12 per full month of employment, rounded as BUrlG §5 (2) does. Only the
 * days beyond the statutory minimum may be cut this way; `proRataEntitlement` keeps that minimum.
 */
export function contractualProRata(year: number, daysPerYear: number, entryDate: string | null, exitDate: string | null): number {
  if (notEmployedIn(year, entryDate, exitDate)) return 0;
  const first = dateIn(year, '01-01');
  const last = dateIn(year, '12-31');
  const wholeYear = (!entryDate || entryDate <= first) && (!exitDate || exitDate >= last);
  if (wholeYear) return daysPerYear;
  return partOfYear(daysPerYear, fullMonthsEmployed(year, entryDate, exitDate));
}

/** The working week read when nothing tells otherwise (no schedule model, or one without a working day). */
export const DEFAULT_WORKING_DAYS_PER_WEEK = 5;

/**
 * The last day of the six months' waiting time (BUrlG §4) of someone who joins on `entryDate`: the
 * entry day counts (BGB §187 (2)), so it ends the day before the same date six months later (from
 * 1 June on 30 November, from 1 July on 31 December), or on the last day of a shorter month (from
 * 31 August on the last day of February; BGB §188 (2), (3)).
 */
export function waitingTimeEnd(entryDate: string): string {
  const start = Temporal.PlainDate.from(entryDate);
  const target = start.add({ months: 6 });
  return (target.day < start.day ? target : target.subtract({ days: 1 })).toString();
}

/**
 * The statutory minimum of a year in Werktage (days of a six-day week): 24 under the BUrlG (§3
 * (1)), more for someone under 18 by their age at the beginning of the calendar year, i.e. on 1
 * January (JArbSchG §19 (2)): 30 if not yet 16, 27 if not yet 17, 25 if not yet 18. The age is
 * reached on the birthday itself (BGB §187 (2)): someone turning 16 on 1 January has 27. Without
 * a birth date the BUrlG's 24.
 */
export function statutoryWerktage(year: number, birthDate: string | null): number {
  const born = birthDate === null ? null : Temporal.PlainDate.from(birthDate);
  const newYear = Temporal.PlainDate.from(dateIn(year, '01-01'));
  if (isUnderAge(born, 16, newYear)) return 30;
  if (isUnderAge(born, 17, newYear)) return 27;
  if (isUnderAge(born, 18, newYear)) return 25;
  return 24;
}

/**
 * The statutory minimum entitlement of a year (BUrlG §§3-5; JArbSchG §19, whose (4) applies BUrlG
 * §§4-12 to minors alike), which no contract may go below (BUrlG §13 (1)): the year's Werktage
 * (`statutoryWerktage`) on a six-day week, converted to the person's working days (Werktage / 6 x
 * working days per week: 24 are four weeks, 20 on a five-day week, 12 on a three-day week; 27 are
 * 22.5 on a five-day week). A fraction of the conversion is kept (to hundredths): §5 (2) rounds the
 * fractions of the 1/12 below, not those of a conversion. The full minimum is owed in every year of
 * employment except where §5 (1) gives 1/12 per full month of employment in the year:
 * - a: the year of joining, when the waiting time cannot end in it (joining after 1 July; joining
 *   on 1 July it ends on 31 December, within the year);
 * - b: leaving before the waiting time has ended (it ends on its last day: leaving then is after it);
 * - c: leaving in the first half of the year (by 30 June) after the waiting time.
 * A fraction of at least half a day rounds up to a whole day (§5 (2)), a smaller one is kept. Someone
 * without an entry date is taken to have served the waiting time; 0 in a year without employment.
 */
export function statutoryEntitlement(
  year: number,
  workingDaysPerWeek: number,
  entryDate: string | null,
  exitDate: string | null,
  birthDate: string | null = null,
): number {
  if (notEmployedIn(year, entryDate, exitDate)) return 0;
  const full = (statutoryWerktage(year, birthDate) * workingDaysPerWeek) / 6;
  const first = dateIn(year, '01-01');
  const last = dateIn(year, '12-31');
  const waitingEnds = entryDate ? waitingTimeEnd(entryDate) : null;
  const exitInYear = exitDate !== null && exitDate < last;
  const joinedWithoutWaitingTime = entryDate !== null && entryDate >= first && waitingEnds! > last; // §5 (1) a
  const leftBeforeWaitingTime = exitInYear && waitingEnds !== null && exitDate! < waitingEnds; // §5 (1) b
  const leftInFirstHalf = exitInYear && exitDate! <= dateIn(year, '06-30'); // §5 (1) c
  if (!joinedWithoutWaitingTime && !leftBeforeWaitingTime && !leftInFirstHalf) return round2(full);
  return partOfYear(full, fullMonthsEmployed(year, entryDate, exitDate));
}

/**
 * The entitlement of a year (`pro_rata_days`): the contract's share (`contractualProRata`, 1/12 per
 * full month on entry or exit inside the year), never below the statutory minimum of that year
 * (`statutoryEntitlement`, BUrlG §13 (1), JArbSchG §19 for someone born on `birthDate`) for a week
 * of `workingDaysPerWeek` working days.
 */
export function proRataEntitlement(
  year: number,
  daysPerYear: number,
  entryDate: string | null,
  exitDate: string | null,
  workingDaysPerWeek: number = DEFAULT_WORKING_DAYS_PER_WEEK,
  birthDate: string | null = null,
): number {
  return Math.max(
    contractualProRata(year, daysPerYear, entryDate, exitDate),
    statutoryEntitlement(year, workingDaysPerWeek, entryDate, exitDate, birthDate),
  );
}

/** One period of a person's schedule models, with its model's rule. */
export interface WorkingWeekPeriod {
  valid_from: string;
  valid_to: string | null;
  rule: ScheduleRule;
}

/**
 * The working days per week the statutory minimum of a year is measured in: the most working days
 * (weekdays with a target) of any schedule model the person has on a day of their employment in
 * that year. A change within the year thus never takes the minimum below what counting each part
 * of the year with its own week would give. Without a model in the year, or with models that have
 * no working day, a five-day week.
 */
export function workingDaysPerWeekInYear(year: number, entryDate: string | null, exitDate: string | null, periods: readonly WorkingWeekPeriod[]): number {
  const yearFirst = dateIn(year, '01-01');
  const yearLast = dateIn(year, '12-31');
  const from = entryDate && entryDate > yearFirst ? entryDate : yearFirst;
  const to = exitDate && exitDate < yearLast ? exitDate : yearLast;
  let most = 0;
  for (const period of periods) {
    if (period.valid_from > to || (period.valid_to !== null && period.valid_to < from)) continue;
    most = Math.max(most, dayTargets(period.rule).filter((target) => target > 0).length);
  }
  return most > 0 ? most : DEFAULT_WORKING_DAYS_PER_WEEK;
}

/** One value of a history by year: valid from `fromYear` until the next entry's year. */
export interface YearlyValue<T> {
  fromYear: number;
  value: T;
}

/**
 * The first year of a history's entry that holds for every year before the first change: the
 * value a field had before anyone changed it is kept as valid "since ever".
 */
export const SINCE_EVER = 0;

/**
 * The value a history gives a year: that of its latest entry from that year or before. Without any
 * entry the value never changed, so `current` holds for every year; a year before the first
 * entry takes the first entry's value.
 */
export function valueInYear<T>(history: readonly YearlyValue<T>[], year: number, current: T): T {
  if (history.length === 0) return current;
  const sorted = [...history].sort((a, b) => a.fromYear - b.fromYear);
  let found = sorted[0]!.value;
  for (const entry of sorted) {
    if (entry.fromYear > year) break;
    found = entry.value;
  }
  return found;
}

/** A person's own yearly entitlement (null: the tenant default) and the tenant default, each as it stands now and as it changed by year. */
export interface EntitlementHistories {
  own: { current: number | null; history: readonly YearlyValue<number | null>[] };
  tenantDefault: { current: number; history: readonly YearlyValue<number>[] };
}

/**
 * The full entitlement of each year: the person's own value valid in that year when it is not
 * null, else the tenant default valid in that year. Each is looked up by the year on its own, so a
 * change of either reaches only the years from its own change on.
 */
export function yearlyEntitlement(histories: EntitlementHistories): (year: number) => number {
  return (year) => {
    const own = valueInYear(histories.own.history, year, histories.own.current);
    return own ?? valueInYear(histories.tenantDefault.history, year, histories.tenantDefault.current);
  };
}

/** An opening of the account: the year it starts in, and the days carried into that year. */
export interface VacationOpening {
  year: number;
  carriedOverDays: number;
}

/**
 * The first year a person's account runs in. With an opening, its year. Without one, the entry
 * year of someone entered in Stempel by then (created in their entry year or before it). For
 * someone entered after their entry year (a company taking over its long-serving staff), and for
 * someone without an entry date: the year they were created in, or the year of their first counted
 * day when that is earlier (HR recorded past leave), never before the entry year. The years before
 * were kept elsewhere, and counting them as unused would carry a full year's days into the first
 * one.
 */
export function firstAccountYear(facts: { entryDate: string | null; createdOn: string; opening: VacationOpening | null; uses: readonly VacationUse[] }): number {
  if (facts.opening) return facts.opening.year;
  const known = facts.uses.reduce((min, use) => (use.days > 0 ? Math.min(min, Number(use.date.slice(0, 4))) : min), Number(facts.createdOn.slice(0, 4)));
  return facts.entryDate ? Math.max(Number(facts.entryDate.slice(0, 4)), known) : known;
}

interface YearUse {
  total: number;
  beforeExpiry: number;
}

function usesByYear(uses: readonly VacationUse[]): Map<number, YearUse> {
  const byYear = new Map<number, YearUse>();
  for (const use of uses) {
    const year = Number(use.date.slice(0, 4));
    const entry = byYear.get(year) ?? { total: 0, beforeExpiry: 0 };
    entry.total += use.days;
    if (use.date <= carryOverExpiry(year)) entry.beforeExpiry += use.days;
    byYear.set(year, entry);
  }
  return byYear;
}

/** The carried-over days a year's use draws on: days before 31 March use them first; a deficit counts in full. */
function carryUsed(carried: number, use: YearUse): number {
  return carried < 0 ? carried : Math.min(carried, use.beforeExpiry);
}

/**
 * The vacation account of one year. It runs from `firstYear`, into which `carriedIntoFirstYear`
 * carries (an opening balance; else nothing). Each year's entitlement is its own (`entitlementOf`): a
 * lower or higher value set later leaves the years before it as they were. The remainder of each year (pro-rata entitlement plus
 * the carry-over it used, minus its days) carries into the next and expires on 31 March;
 * days taken up to then use the carried-over days first (BUrlG §7 (3)). A deficit (days an
 * approver allowed beyond the remainder) carries over in full and does not expire.
 * Approved days up to today are taken, later ones planned; requested days are counted
 * apart but already reduce what remains.
 */
export function vacationAccount(input: VacationInput): VacationAccount {
  const byYear = usesByYear(input.uses);
  const none: YearUse = { total: 0, beforeExpiry: 0 };
  const weekOf = input.workingDaysPerWeekOf ?? (() => DEFAULT_WORKING_DAYS_PER_WEEK);
  const counted = input.year >= input.firstYear;
  let carried = round2(input.carriedIntoFirstYear ?? 0);
  for (let year = input.firstYear; year < input.year; year++) {
    const use = byYear.get(year) ?? none;
    const own = proRataEntitlement(year, input.entitlementOf(year), input.entryDate, input.exitDate, weekOf(year), input.birthDate);
    carried = round2(own + carryUsed(carried, use) - use.total);
  }
  if (!counted) carried = 0;
  const entitlement = input.entitlementOf(input.year);
  const proRata = counted ? proRataEntitlement(input.year, entitlement, input.entryDate, input.exitDate, weekOf(input.year), input.birthDate) : 0;
  const use = byYear.get(input.year) ?? none;
  const expiry = carryOverExpiry(input.year);
  let taken = 0;
  let planned = 0;
  let requested = 0;
  for (const item of input.uses) {
    if (item.date.slice(0, 4) !== String(input.year).padStart(4, '0')) continue;
    if (item.status === 'requested') requested += item.days;
    else if (item.date <= input.today) taken += item.days;
    else planned += item.days;
  }
  const usable = carried < 0 || input.today <= expiry ? carried : Math.min(carried, use.beforeExpiry);
  return {
    year: input.year,
    entitlementDays: entitlement,
    proRataDays: proRata,
    carriedOverDays: carried,
    carryOverExpiresOn: expiry,
    takenDays: round2(taken),
    plannedDays: round2(planned),
    requestedDays: round2(requested),
    // A year before the account is not counted: its days were another system's to count.
    remainingDays: counted ? round2(proRata + usable - use.total) : 0,
    finalDays: counted ? round2(proRata + carryUsed(carried, use) - use.total) : 0,
  };
}
