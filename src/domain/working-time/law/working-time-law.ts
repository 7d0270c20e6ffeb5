import { Temporal } from 'temporal-polyfill';
import { isUnderAge } from './age.js';
import { dailyWorkingTime, freeSundays, restBreaks, restPeriod, sundayAndHolidayWork } from './arbzg.js';
import type { LawContext, LawDay, Rule } from './context.js';
import { weeklyAverage } from './eu-directive.js';
import { FINDING_CODES, type Finding } from './findings.js';
import { datesWorked, parseIntervals, type ParsedInterval, type WorkInterval } from './intervals.js';
import { minorDailyWorkingTime, minorNightWork, minorRestBreaks, minorRestPeriod, minorSundayAndHolidayWork, minorWeeklyWorkingTime } from './jarbschg.js';
import { LAW_LIMITS, limitsOn, type LawLimitsTable } from './limits.js';
import { entryOverlap } from './overlap.js';
import { groupWorkingDays } from './working-days.js';
import { dateText, durationOf } from '../local-time.js';
import { countingBreaks } from './breaks.js';

export { FINDING_CODES, FINDING_SEVERITY, hardFindings, warningCodes, type Finding, type FindingCode, type Severity } from './findings.js';
export type { LawInstant, WorkBreak, WorkInterval } from './intervals.js';
export { LAW_LIMITS, limitsOn, type AdultLimits, type BreakStep, type LawLimits, type LawLimitsTable, type LawLimitsVersion, type MinorLimits } from './limits.js';
export { WORKING_DAY_MS } from './working-days.js';

export interface LawInput {
  /** The employee's work and absence intervals: the entries being checked and enough history around them (see docs/working-time-law.md). */
  intervals: readonly WorkInterval[];
  /** YYYY-MM-DD, or null when unknown; the employee is then treated as an adult. */
  birthDate: string | null;
  /** IANA zone of the workplace; calendar days, Sundays and night hours are local to it. */
  timeZone: string;
  /** Public holidays of the workplace (YYYY-MM-DD). */
  holidays: ReadonlySet<string> | readonly string[];
  /** Ids of the intervals being checked (new or changed entries); findings are reported only for these. Default: all. */
  subject?: readonly string[];
}

export interface LawOptions {
  /** The versioned limits; only tests and what-if checks pass another table. */
  limits?: LawLimitsTable;
}

const RULES: readonly Rule[] = [
  entryOverlap,
  dailyWorkingTime,
  restBreaks,
  restPeriod,
  sundayAndHolidayWork,
  freeSundays,
  weeklyAverage,
  minorDailyWorkingTime,
  minorWeeklyWorkingTime,
  minorRestBreaks,
  minorRestPeriod,
  minorNightWork,
  minorSundayAndHolidayWork,
];

/** Code-point order, so the result does not depend on the process locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Checks an employee's intervals against the ArbZG, the JArbSchG and the EU Working Time
 * Directive. Pure: everything it judges comes in through the input. Findings are sorted by
 * the start of their interval, then by code in catalogue order. Throws RangeError for input
 * that cannot be read (bad instants or dates, unknown zone, breaks outside their interval,
 * duplicate ids, dates before the first limits version).
 */
export function checkWorkingTimeLaw(input: LawInput, options: LawOptions = {}): Finding[] {
  const table = options.limits ?? LAW_LIMITS;
  // Fails early with RangeError on an unknown zone, before any rule depends on it.
  Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(input.timeZone);
  const birthDate = input.birthDate === null ? null : Temporal.PlainDate.from(input.birthDate, { overflow: 'reject' });
  const intervals = parseIntervals(input.intervals);

  const days: LawDay[] = groupWorkingDays(intervals, input.timeZone).map((day) => {
    const limits = limitsOn(dateText(day.date), table);
    const minor = isUnderAge(birthDate, limits.minor.adultAge, day.date);
    // Working time is the time without the rest breaks (ArbZG §2 (1), JArbSchG §4 (1)), and a rest
    // break lasts at least 15 minutes (ArbZG §4, JArbSchG §11 (1)): a shorter interruption is
    // working time, for the daily and weekly limits and for the break the day calls for.
    const blockMs = (minor ? limits.minor : limits.adult).minBreakBlockMs;
    const netMs = day.end - day.start - durationOf(countingBreaks(day.work, blockMs));
    return { ...day, limits, minor, netMs };
  });
  const dayOf = new Map(days.flatMap((day) => day.shifts.map((shift) => [shift.id, day] as const)));
  // Several rules ask for the same calendar days; zone conversions are the engine's main cost.
  const worked = new Map<string, readonly Temporal.PlainDate[]>();
  const datesWorkedBy = (shift: ParsedInterval): readonly Temporal.PlainDate[] => {
    let dates = worked.get(shift.id);
    if (!dates) {
      dates = datesWorked(shift, input.timeZone);
      worked.set(shift.id, dates);
    }
    return dates;
  };
  const context: LawContext = { timeZone: input.timeZone, holidays: new Set(input.holidays), intervals, days, dayOf, datesWorked: datesWorkedBy };

  const subject = input.subject ? new Set(input.subject) : undefined;
  const startOf = new Map(intervals.map((interval) => [interval.id, interval.span.start]));
  const codeRank = new Map(FINDING_CODES.map((code, index) => [code, index]));
  return RULES.flatMap((rule) => rule(context))
    .filter((item) => !subject || subject.has(item.intervalId))
    .sort(
      (a, b) =>
        startOf.get(a.intervalId)! - startOf.get(b.intervalId)! ||
        compareText(a.intervalId, b.intervalId) ||
        codeRank.get(a.code)! - codeRank.get(b.code)! ||
        compareText(a.date, b.date),
    );
}
