import { durationFields, formatHours } from '../durations.js';
import { checkBreaks } from './breaks.js';
import type { LawContext, LawDay, Rule } from './context.js';
import { finding, type Finding } from './findings.js';
import { checkRest } from './rest.js';
import { dateText, isSunday, sundaysInYear } from '../local-time.js';

/**
 * Arbeitszeitgesetz rules. They apply to working days of adults only; for people under 18
 * the JArbSchG applies instead (ArbZG §18 (2)).
 */

function adultDays(context: LawContext): LawDay[] {
  return context.days.filter((day) => !day.minor);
}

/** §3: at most 8 h net per working day, up to 10 h if compensated; only the stricter finding is reported. */
export const dailyWorkingTime: Rule = (context) => {
  const findings: Finding[] = [];
  for (const day of adultDays(context)) {
    const { dailyRegularMs, dailyMaxMs } = day.limits.adult;
    if (day.netMs <= dailyRegularMs) continue;
    const over = day.netMs > dailyMaxMs ? { code: 'daily_over_10h' as const, limitMs: dailyMaxMs } : { code: 'daily_over_8h' as const, limitMs: dailyRegularMs };
    const date = dateText(day.date);
    const message = `Net working time of ${formatHours(day.netMs, 'up')} on the working day starting ${date} exceeds ${formatHours(over.limitMs)} (ArbZG §3).`;
    const details = { ...durationFields('net_working_time', day.netMs), ...durationFields('limit', over.limitMs) };
    for (const shift of day.shifts) findings.push(finding(over.code, shift.id, date, message, details));
  }
  return findings;
};

/** §4: enough break time for the net working time, and no more than 6 h of work in a row without a break. */
export const restBreaks: Rule = (context) =>
  adultDays(context).flatMap((day) => {
    const { breakSteps, minBreakBlockMs, maxStretchWithoutBreakMs } = day.limits.adult;
    return checkBreaks(
      day,
      { steps: breakSteps, minBlockMs: minBreakBlockMs, maxStretchMs: maxStretchWithoutBreakMs, totalCode: 'break_total_short', stretchCode: 'no_break_6h', basis: 'ArbZG §4', whose: '' },
      context.timeZone,
    );
  });

/** §5 (1): 11 h of uninterrupted rest between two working days. */
export const restPeriod: Rule = (context) =>
  checkRest(context, { appliesTo: (next) => !next.minor, minRestMs: (next) => next.limits.adult.minRestMs, code: 'rest_under_11h', basis: 'ArbZG §5', whose: '' });

/** §9: no work on Sundays and public holidays from 0 to 24 h local time. Exceptions (§10, §13) are the user's call. */
export const sundayAndHolidayWork: Rule = (context) => {
  const findings: Finding[] = [];
  for (const day of adultDays(context)) {
    for (const shift of day.shifts) {
      const dates = context.datesWorked(shift).filter((date) => isSunday(date) || context.holidays.has(dateText(date)));
      if (dates.length === 0) continue;
      const kinds = dates.map((date) => `${date} (${isSunday(date) ? 'Sunday' : 'public holiday'})`);
      const message = `Work on ${kinds.join(', ')}; Sunday and public-holiday work is only allowed under the exceptions of ArbZG §10 (ArbZG §9).`;
      findings.push(
        finding('sunday_or_holiday_work', shift.id, day.date.toString(), message, {
          sundays: dates.filter(isSunday).map(String),
          holidays: dates.filter((date) => context.holidays.has(date.toString())).map(String),
        }),
      );
    }
  }
  return findings;
};

/**
 * §11 (1): at least 15 Sundays a year stay free of work. Free Sundays of a year are all its
 * Sundays minus those on which any given interval works, so the count is only as complete as
 * the intervals the caller passes (the whole calendar year for a reliable answer). Reported
 * on the shifts that work on a Sunday of such a year, since those are what uses them up.
 */
export const freeSundays: Rule = (context) => {
  const workedSundays = new Map<number, Set<string>>();
  const sundaysOfShift = new Map<string, Set<number>>();
  for (const day of context.days) {
    for (const shift of day.shifts) {
      for (const date of context.datesWorked(shift).filter(isSunday)) {
        const ofYear = workedSundays.get(date.year) ?? new Set<string>();
        ofYear.add(date.toString());
        workedSundays.set(date.year, ofYear);
        const years = sundaysOfShift.get(shift.id) ?? new Set<number>();
        years.add(date.year);
        sundaysOfShift.set(shift.id, years);
      }
    }
  }
  const findings: Finding[] = [];
  for (const day of adultDays(context)) {
    const { minFreeSundaysPerYear } = day.limits.adult;
    for (const shift of day.shifts) {
      for (const year of sundaysOfShift.get(shift.id) ?? []) {
        const total = sundaysInYear(year);
        const worked = workedSundays.get(year)!.size;
        const free = total - worked;
        if (free >= minFreeSundaysPerYear) continue;
        const message = `Only ${free} of the ${total} Sundays of ${year} stay free of work; at least ${minFreeSundaysPerYear} must (ArbZG §11).`;
        findings.push(
          finding('free_sundays_below_15', shift.id, day.date.toString(), message, {
            year,
            sundays_in_year: total,
            sundays_worked: worked,
            free_sundays: free,
            limit: minFreeSundaysPerYear,
          }),
        );
      }
    }
  }
  return findings;
};
