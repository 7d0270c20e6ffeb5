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
 * (`continuesWithoutBreak`; absences sharing a date join too). Its first and last day, and whether
 * only half of those is taken.
 */
export function continuousSickness(sickness: AbsenceSpan, others: readonly AbsenceSpan[]): AbsenceSpan {
  let run = sickness;
  let rest = [...others];
  for (let grown = true; grown; ) {
    grown = false;
    const left: AbsenceSpan[] = [];
    for (const other of rest) {
      if (datesOverlap(run, other) || continuesWithoutBreak(run, other) || continuesWithoutBreak(other, run)) {
        run = joined(run, other);
        grown = true;
      } else {
        left.push(other);
      }
    }
    rest = left;
  }
  return run;
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
 * Whether a sick absence is part of a sickness lasting longer than `thresholdDays` calendar days,
 * for which the employer needs the certificate (EFZG §5 (1): "Dauert die Arbeitsunfähigkeit länger
 * als drei Kalendertage …"): the absence itself, or the continuous sickness it belongs to with the
 * person's other approved sick absences (`continuousSickness`), reported in pieces or not.
 */
export function sicknessNeedsCertificate(sickness: AbsenceSpan, others: readonly AbsenceSpan[], thresholdDays: number): boolean {
  return calendarDays(continuousSickness(sickness, others)) > thresholdDays;
}
