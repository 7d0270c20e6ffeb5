import type { HolidayKind } from '../calendar/holiday-kind.js';

export type { HolidayKind };

/** The dates an absence covers, and whether it takes only half of its first or last one. */
export interface AbsenceSpan {
  /** First and last covered date, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Only half of the first day is taken. */
  halfDayStart: boolean;
  /** Only half of the last day is taken. */
  halfDayEnd: boolean;
}

/** How much of a date an absence takes: none of it, half, or all. */
export type DayPart = 0 | 0.5 | 1;

/** The part of `date` one absence takes: half on a half day at its start or end, else all of it; none outside it. */
export function partOfDay(span: AbsenceSpan, date: string): DayPart {
  if (date < span.from || date > span.to) return 0;
  return (span.halfDayStart && date === span.from) || (span.halfDayEnd && date === span.to) ? 0.5 : 1;
}

/** The part of `date` several absences take together: two halves make a whole day, never more. */
export function partTaken(spans: readonly AbsenceSpan[], date: string): DayPart {
  let sum = 0;
  for (const span of spans) sum += partOfDay(span, date);
  return sum >= 1 ? 1 : sum >= 0.5 ? 0.5 : 0;
}

/**
 * The part of a date its vacation still takes when the person is off sick on that date too.
 * Days of sickness during a vacation are not counted as vacation (§ 9 BUrlG), but only the
 * part of the day the sickness takes: a whole day of sickness leaves nothing of the vacation,
 * a half day leaves at most the other half, which is still vacation (charged 0.5, credited
 * half the target beside the sickness's half). On a half public holiday only one half is left
 * to take, and a half day takes all of it (it costs 0.5 there, as a whole day does), so any
 * sickness leaves nothing. Days without target (weekends, full holidays, outside the
 * employment) cost and credit nothing whatever is left; the parts stay as they are, so the
 * flags still tell both absences apart.
 */
export function vacationLeftBySickness(vacation: DayPart, sick: DayPart, holiday: HolidayKind | null = null): DayPart {
  if (vacation === 0 || sick === 0) return vacation;
  if (holiday === 'half') return 0;
  return sick === 1 ? 0 : 0.5;
}
