import { monthAround } from './local-time.js';

/**
 * Short-time work (Kurzarbeit, §§95-96 SGB III): for a period the employer cuts the
 * working time of a department or of named people by a percentage; the lost hours are what
 * the Kurzarbeitergeld is paid on, so the monthly report counts them per person.
 */

/** One period as it applies to a person: local dates, inclusive. */
export interface ShortWorkSpan {
  /** The period's id (a UUIDv7, so ordered by creation): decides between periods of equal percentage. */
  periodId: string;
  from: string;
  to: string;
  /** 1..100: the share of the target that is cut. */
  reductionPercent: number;
}

/**
 * The period whose cut applies on a date: the highest percentage of the periods covering it (a
 * person in a department on short-time work who is also named in a period of their own is cut by
 * the larger amount, never by the sum); of equal percentages the one with the smallest id, the
 * earliest created. Null when no period covers the date.
 */
export function shortWorkSpanOn(spans: readonly ShortWorkSpan[], date: string): ShortWorkSpan | null {
  let applied: ShortWorkSpan | null = null;
  for (const span of spans) {
    if (span.from > date || date > span.to) continue;
    if (
      applied === null ||
      span.reductionPercent > applied.reductionPercent ||
      (span.reductionPercent === applied.reductionPercent && span.periodId < applied.periodId)
    ) {
      applied = span;
    }
  }
  return applied;
}

/** The reduction in force on a date: the percentage of the period that applies (`shortWorkSpanOn`), 0 when none does. */
export function shortWorkPercentOn(spans: readonly ShortWorkSpan[], date: string): number {
  return Math.min(100, Math.max(0, shortWorkSpanOn(spans, date)?.reductionPercent ?? 0));
}

/**
 * The days whose lost hours belong to one period: those on which its cut is the one applied
 * (`shortWorkSpanOn`). A day covered by several periods is cut once, by the highest of them, so
 * it counts in the report of that period alone and summing the reports never counts it twice.
 */
export function daysCreditedTo<Day extends { date: string }>(periodId: string, spans: readonly ShortWorkSpan[], days: readonly Day[]): Day[] {
  return days.filter((day) => shortWorkSpanOn(spans, day.date)?.periodId === periodId);
}

/** The dates two inclusive ranges share, or null when they do not meet. */
export function overlapOf(a: { from: string; to: string }, b: { from: string; to: string }): { from: string; to: string } | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

/** Every YYYY-MM month an inclusive date range touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let first = monthAround(from).first; first <= to; first = nextMonth(first)) months.push(first.slice(0, 7));
  return months;
}

function nextMonth(first: string): string {
  const year = Number(first.slice(0, 4));
  const month = Number(first.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A computed day as the lost-hours count needs it, in ms. */
export interface ShortWorkDay {
  /** The target without the short-time cut (schedule, employment and public holidays applied). */
  targetBeforeShortWork: number;
  /** The reduced target the day is judged by. */
  target: number;
  worked: number;
  /** Time credited by absences (vacation, sick, ...), measured against the reduced target. */
  absence: number;
}

/**
 * The hours lost to short-time work on one day (Arbeitsausfall, §96 SGB III): the cut of the
 * target, less whatever the person worked or was credited beyond the reduced target. Work
 * up to the reduced target is what remains of the job; work beyond it shows the hours were
 * not lost after all. A day lost for another reason (unexcused, unpaid) loses no more than the
 * cut, because only the cut is caused by the short-time work.
 */
export function lostTime(day: ShortWorkDay): number {
  const cut = Math.max(0, day.targetBeforeShortWork - day.target);
  const beyond = Math.max(0, day.worked + day.absence - day.target);
  return Math.max(0, cut - beyond);
}

export interface ShortWorkMonthTotals {
  targetBefore: number;
  targetAfter: number;
  worked: number;
  lost: number;
  /** Days with a cut of the target. */
  daysAffected: number;
}

/** Sums of the days of one person that a period covers in a month. */
export function shortWorkTotals(days: readonly ShortWorkDay[]): ShortWorkMonthTotals {
  const totals: ShortWorkMonthTotals = { targetBefore: 0, targetAfter: 0, worked: 0, lost: 0, daysAffected: 0 };
  for (const day of days) {
    totals.targetBefore += day.targetBeforeShortWork;
    totals.targetAfter += day.target;
    totals.worked += day.worked;
    totals.lost += lostTime(day);
    if (day.targetBeforeShortWork > day.target) totals.daysAffected += 1;
  }
  return totals;
}
