import type { Temporal } from 'temporal-polyfill';
import { durationFields, formatHours } from '../durations.js';
import type { Rule } from './context.js';
import { finding, type Finding } from './findings.js';
import { epochDayOf, mondayOf } from '../local-time.js';

/**
 * Directive 2003/88/EC Art. 6 (b) with the reference period of Art. 16 (b): the average
 * weekly working time over 17 ISO weeks, the week of the working day and the 16 before it,
 * must not exceed 48 h. Each working day counts in the week of its start date. Weeks without
 * given intervals count as weeks without work, so the caller passes the 16 weeks before the
 * checked entries as history; leave and sickness are not neutralised (they count as 0 h).
 */
export const weeklyAverage: Rule = (context) => {
  // Weeks are keyed by the day number of their Monday: the same weeks as by date, without spelling dates.
  const weekTotals = new Map<number, number>();
  for (const day of context.days) {
    const monday = epochDayOf(mondayOf(day.date));
    weekTotals.set(monday, (weekTotals.get(monday) ?? 0) + day.netMs);
  }
  const periodTotals = new Map<string, number>();
  const periodTotal = (lastMonday: Temporal.PlainDate, weeks: number): number => {
    const lastMondayDay = epochDayOf(lastMonday);
    const key = `${lastMondayDay}/${weeks}`;
    let total = periodTotals.get(key);
    if (total === undefined) {
      total = 0;
      for (let week = 0; week < weeks; week++) total += weekTotals.get(lastMondayDay - 7 * week) ?? 0;
      periodTotals.set(key, total);
    }
    return total;
  };
  const findings: Finding[] = [];
  for (const day of context.days) {
    if (day.minor) continue;
    const { weeklyAverageMaxMs, averageReferenceWeeks } = day.limits.adult;
    const lastMonday = mondayOf(day.date);
    const total = periodTotal(lastMonday, averageReferenceWeeks);
    // Compared as totals so that rounding the average cannot move the boundary.
    if (total <= weeklyAverageMaxMs * averageReferenceWeeks) continue;
    const from = lastMonday.subtract({ weeks: averageReferenceWeeks - 1 });
    const to = lastMonday.add({ days: 6 });
    const averageMs = Math.round(total / averageReferenceWeeks);
    // The message rounds the unrounded average up: an average a few milliseconds over the limit can round to the limit itself.
    const message = `Average weekly working time of ${formatHours(total / averageReferenceWeeks, 'up')} over the ${averageReferenceWeeks} weeks ${from} to ${to} exceeds ${formatHours(weeklyAverageMaxMs)} (Directive 2003/88/EC Art. 6, 16).`;
    const details = {
      reference_from: from.toString(),
      reference_to: to.toString(),
      reference_weeks: averageReferenceWeeks,
      ...durationFields('total_working_time', total),
      ...durationFields('weekly_average', averageMs),
      ...durationFields('limit', weeklyAverageMaxMs),
    };
    for (const shift of day.shifts) findings.push(finding('weekly_avg_over_48h', shift.id, day.date.toString(), message, details));
  }
  return findings;
};
