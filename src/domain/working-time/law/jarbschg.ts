import { Temporal } from 'temporal-polyfill';
import { durationFields, formatHours } from '../durations.js';
import { checkBreaks } from './breaks.js';
import type { LawContext, LawDay, Rule } from './context.js';
import { finding, type Finding } from './findings.js';
import type { MinorLimits } from './limits.js';
import { checkRest } from './rest.js';
import { epochDayOf, isSunday, localDateOf, localDatesCovered, localTimeOn, mondayOf, overlapMs, startOfLocalDay, type Span } from '../local-time.js';

/**
 * Jugendarbeitsschutzgesetz rules for working days on which the employee is under 18. They
 * replace the ArbZG rules for the same matter, which are then not reported.
 */

function minorDays(context: LawContext): LawDay[] {
  return context.days.filter((day) => day.minor);
}

/** §8 (1): at most 8 h net per day. */
export const minorDailyWorkingTime: Rule = (context) => {
  const findings: Finding[] = [];
  for (const day of minorDays(context)) {
    const { dailyMaxMs } = day.limits.minor;
    if (day.netMs <= dailyMaxMs) continue;
    const date = day.date.toString();
    const message = `Net working time of ${formatHours(day.netMs, 'up')} on ${date} exceeds the ${formatHours(dailyMaxMs)} allowed for employees under 18 (JArbSchG §8).`;
    const details = { ...durationFields('net_working_time', day.netMs), ...durationFields('limit', dailyMaxMs) };
    for (const shift of day.shifts) findings.push(finding('minor_daily_over_8h', shift.id, date, message, details));
  }
  return findings;
};

/** §8 (1): at most 40 h net per ISO week (Monday to Sunday); each working day counts in the week of its date. */
export const minorWeeklyWorkingTime: Rule = (context) => {
  // Weeks are keyed by the day number of their Monday, which names the same weeks as its date.
  const weekTotals = new Map<number, number>();
  for (const day of context.days) {
    const monday = epochDayOf(mondayOf(day.date));
    weekTotals.set(monday, (weekTotals.get(monday) ?? 0) + day.netMs);
  }
  const findings: Finding[] = [];
  for (const day of minorDays(context)) {
    const { weeklyMaxMs } = day.limits.minor;
    const monday = mondayOf(day.date);
    const total = weekTotals.get(epochDayOf(monday))!;
    if (total <= weeklyMaxMs) continue;
    const sunday = monday.add({ days: 6 });
    const message = `Net working time of ${formatHours(total, 'up')} in the week ${monday} to ${sunday} exceeds the ${formatHours(weeklyMaxMs)} allowed for employees under 18 (JArbSchG §8).`;
    const details = { week_from: monday.toString(), week_to: sunday.toString(), ...durationFields('week_working_time', total), ...durationFields('limit', weeklyMaxMs) };
    for (const shift of day.shifts) findings.push(finding('minor_weekly_over_40h', shift.id, day.date.toString(), message, details));
  }
  return findings;
};

/** §11: 30 min of breaks above 4.5 h, 60 min above 6 h, in blocks of at least 15 min, and never more than 4.5 h of work in a row. */
export const minorRestBreaks: Rule = (context) =>
  minorDays(context).flatMap((day) => {
    const { breakSteps, minBreakBlockMs, maxStretchWithoutBreakMs } = day.limits.minor;
    return checkBreaks(
      day,
      {
        steps: breakSteps,
        minBlockMs: minBreakBlockMs,
        maxStretchMs: maxStretchWithoutBreakMs,
        totalCode: 'minor_break_short',
        stretchCode: 'minor_no_break_4_5h',
        basis: 'JArbSchG §11',
        whose: ' of an employee under 18',
      },
      context.timeZone,
    );
  });

/** §13: 12 h of uninterrupted free time between two working days, if the employee is still under 18 when the next one starts. */
export const minorRestPeriod: Rule = (context) =>
  checkRest(context, {
    appliesTo: (next) => next.minor,
    minRestMs: (next) => next.limits.minor.minRestMs,
    code: 'minor_rest_under_12h',
    basis: 'JArbSchG §13',
    whose: ' for an employee under 18',
  });

/** The nights that can touch a span: each runs from nightStart on one local day to nightEnd on that day or the next. */
function nightsAround(span: Span, limits: MinorLimits, timeZone: string): Span[] {
  const crossesMidnight = Temporal.PlainTime.compare(limits.nightEnd, limits.nightStart) <= 0;
  const nights: Span[] = [];
  for (let date = localDateOf(span.start, timeZone).subtract({ days: 1 }); startOfLocalDay(date, timeZone) < span.end; date = date.add({ days: 1 })) {
    const endDate = crossesMidnight ? date.add({ days: 1 }) : date;
    nights.push({ start: localTimeOn(date, limits.nightStart, timeZone), end: localTimeOn(endDate, limits.nightEnd, timeZone) });
  }
  return nights;
}

/** §14 (1): no work between 20:00 and 06:00 local time; the industry exceptions of §14 (2)-(7) are the user's call. */
export const minorNightWork: Rule = (context) => {
  const findings: Finding[] = [];
  for (const day of minorDays(context)) {
    const { minor } = day.limits;
    for (const shift of day.shifts) {
      const nightMs = shift.work.reduce((sum, span) => sum + nightsAround(span, minor, context.timeZone).reduce((inner, night) => inner + overlapMs(span, night), 0), 0);
      if (nightMs === 0) continue;
      const message = `${formatHours(nightMs, 'up')} of work between ${minor.nightStart} and ${minor.nightEnd}, when employees under 18 must not work (JArbSchG §14).`;
      findings.push(
        finding('minor_night_work', shift.id, day.date.toString(), message, {
          ...durationFields('night_work', nightMs),
          night_start: minor.nightStart,
          night_end: minor.nightEnd,
        }),
      );
    }
  }
  return findings;
};

/** The 24 and 31 December on which a work span runs past the afternoon limit. */
function eveAfternoonsWorked(span: Span, afternoonFrom: string, timeZone: string): string[] {
  return localDatesCovered(span, timeZone)
    .filter((date) => date.month === 12 && (date.day === 24 || date.day === 31))
    .filter((date) => overlapMs(span, { start: localTimeOn(date, afternoonFrom, timeZone), end: startOfLocalDay(date.add({ days: 1 }), timeZone) }) > 0)
    .map(String);
}

/** §17, §18: no work on Sundays and public holidays, nor on 24 and 31 December after 14:00. */
export const minorSundayAndHolidayWork: Rule = (context) => {
  const findings: Finding[] = [];
  for (const day of minorDays(context)) {
    const { christmasAndNewYearsEveUntil } = day.limits.minor;
    for (const shift of day.shifts) {
      const dates = context.datesWorked(shift);
      const sundays = dates.filter(isSunday).map(String);
      const holidays = dates.filter((date) => context.holidays.has(date.toString())).map(String);
      const eveAfternoons = [...new Set(shift.work.flatMap((span) => eveAfternoonsWorked(span, christmasAndNewYearsEveUntil, context.timeZone)))];
      if (sundays.length + holidays.length + eveAfternoons.length === 0) continue;
      const reasons = [
        ...sundays.map((date) => `${date} (Sunday)`),
        ...holidays.map((date) => `${date} (public holiday)`),
        ...eveAfternoons.map((date) => `${date} after ${christmasAndNewYearsEveUntil}`),
      ];
      const message = `Work on ${reasons.join(', ')}, when employees under 18 must not work (JArbSchG §17, §18).`;
      findings.push(finding('minor_sunday_or_holiday_work', shift.id, day.date.toString(), message, { sundays, holidays, eve_afternoons: eveAfternoons }));
    }
  }
  return findings;
};
