import { addDays, daysBetween } from '../working-time/local-time.js';
import { datesOverlap } from './absence-days.js';
import type { AbsenceSpan } from './sickness-during-vacation.js';

/**
 * Whether `later` continues `earlier` without a break: it starts on the calendar day after
 * `earlier` ends, and neither leaves half of that junction to work (a half day at the end of
 * `earlier` or at the start of `later` means the person worked in between, and the incapacity
 * ended). Plain calendar days: a weekend or holiday between two absences that neither covers
 * is a break, however little it was worked.
 */
export function continuesWithoutBreak(earlier: AbsenceSpan, later: AbsenceSpan): boolean {
  return addDays(earlier.to, 1) === later.from && !earlier.halfDayEnd && !later.halfDayStart;
}

/**
 * The continuous sickness `sickness` is part of: it together with every other sick absence of the
 * same person that continues it or that it continues, directly or through others between them
 * (`continuesWithoutBreak`; absences sharing a date join too). Its first and last day, whether
 * only half of those is taken, and which of `others` are part of it.
 */
export function sicknessRun<Other extends AbsenceSpan>(sickness: AbsenceSpan, others: readonly Other[]): { run: AbsenceSpan; pieces: Other[] } {
  let run = sickness;
  let rest = [...others];
  const pieces: Other[] = [];
  for (let grown = true; grown; ) {
    grown = false;
    const left: Other[] = [];
    for (const other of rest) {
      if (datesOverlap(run, other) || continuesWithoutBreak(run, other) || continuesWithoutBreak(other, run)) {
        run = joined(run, other);
        pieces.push(other);
        grown = true;
      } else {
        left.push(other);
      }
    }
    rest = left;
  }
  return { run, pieces };
}

/** The first and last day of the continuous sickness `sickness` is part of (`sicknessRun`). */
export function continuousSickness(sickness: AbsenceSpan, others: readonly AbsenceSpan[]): AbsenceSpan {
  return sicknessRun(sickness, others).run;
}

function joined(a: AbsenceSpan, b: AbsenceSpan): AbsenceSpan {
  const from = a.from < b.from ? a.from : b.from;
  const to = a.to > b.to ? a.to : b.to;
  // A date both start (or end) on is half only when both take only half of it.
  const halfDayStart = (a.from !== from || a.halfDayStart) && (b.from !== from || b.halfDayStart);
  const halfDayEnd = (a.to !== to || a.halfDayEnd) && (b.to !== to || b.halfDayEnd);
  return { from, to, halfDayStart, halfDayEnd };
}

/** Calendar days from the first to the last day of a span, both counted. */
export function calendarDays(span: Pick<AbsenceSpan, 'from' | 'to'>): number {
  return daysBetween(span.from, span.to) + 1;
}

/**
 * Whether a sickness (an absence, or the continuous sickness of several: `sicknessRun`) lasts
 * longer than `thresholdDays` calendar days, so the employer needs the certificate (EFZG §5 (1):
 * "Dauert die Arbeitsunfähigkeit länger als drei Kalendertage …").
 */
export function sicknessNeedsCertificate(sickness: Pick<AbsenceSpan, 'from' | 'to'>, thresholdDays: number): boolean {
  return calendarDays(sickness) > thresholdDays;
}
