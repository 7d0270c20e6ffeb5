import { isWholeDayOff } from '../calendar/holiday-kind.js';
import { datesBetween } from '../working-time/local-days.js';
import { partOfDay, vacationLeftBySickness, type AbsenceSpan, type DayPart, type HolidayKind } from './sickness-during-vacation.js';

export type { AbsenceSpan, HolidayKind } from './sickness-during-vacation.js';

export interface DayCountFacts {
  /** The scheduled target in ms of the model valid on that date (0: no working day). */
  targetOn(date: string): number;
  /** Public holidays and company days off of the employee's location calendar. */
  holidays: ReadonlyMap<string, HolidayKind>;
  /** Days outside the employment cost nothing. */
  employmentStart?: string | null;
  employmentEnd?: string | null;
  /**
   * The part of each date the person is off sick (approved), given when a vacation is counted:
   * it takes only what the sickness leaves of a date (`vacationLeftBySickness`, § 9 BUrlG).
   */
  sickOn?(date: string): DayPart;
}

/**
 * What each covered date of an absence costs in working days: a date with a scheduled
 * target (of the model valid on that very date) counts 1, a full public holiday or a company's
 * own day off 0, a half
 * public holiday or a half day at the start or end 0.5 (both together stay 0.5: the day
 * has one half off anyway). A vacation costs only the part its sickness leaves of a date
 * (`sickOn`): nothing beside a whole sick day, 0.5 beside a half one. Dates outside the
 * employment, without target or left nothing count 0 and are left out. Plain calendar
 * dates: DST and year ends play no part.
 */
export function absenceDayCosts(span: AbsenceSpan, facts: DayCountFacts): Array<{ date: string; days: number }> {
  const costs: Array<{ date: string; days: number }> = [];
  for (const date of datesBetween(span.from, span.to)) {
    if (facts.employmentStart && date < facts.employmentStart) continue;
    if (facts.employmentEnd && date > facts.employmentEnd) continue;
    if (facts.targetOn(date) <= 0) continue;
    const holiday = facts.holidays.get(date);
    if (isWholeDayOff(holiday)) continue;
    const own = partOfDay(span, date);
    const part = facts.sickOn ? vacationLeftBySickness(own, facts.sickOn(date), holiday) : own;
    if (part === 0) continue;
    costs.push({ date, days: holiday === 'half' || part === 0.5 ? 0.5 : 1 });
  }
  return costs;
}

/** The working days an absence costs (e.g. 2.5). */
export function absenceDays(span: AbsenceSpan, facts: DayCountFacts): number {
  return absenceDayCosts(span, facts).reduce((sum, item) => sum + item.days, 0);
}

/** Whether two date ranges share at least one date. */
export function datesOverlap(a: Pick<AbsenceSpan, 'from' | 'to'>, b: Pick<AbsenceSpan, 'from' | 'to'>): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/**
 * Where a span lies when none of its dates lies inside the employment (entry and exit dates
 * inclusive, either open when missing): wholly before the entry date or wholly after the exit
 * date. `undefined` when at least one date is employed, however few: an absence reaching over
 * the entry or exit is allowed, and its days outside cost nothing (`absenceDayCosts`).
 */
export function outsideEmployment(
  span: Pick<AbsenceSpan, 'from' | 'to'>,
  employment: { start?: string | null; end?: string | null },
): 'before_entry' | 'after_exit' | undefined {
  if (employment.start && span.to < employment.start) return 'before_entry';
  if (employment.end && span.from > employment.end) return 'after_exit';
  return undefined;
}
