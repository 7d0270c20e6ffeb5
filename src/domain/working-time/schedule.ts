/**
 * Schedule models and their assignment history: how long someone is meant to work on a
 * calendar date. Pure rules; dates are `YYYY-MM-DD` strings, durations integer milliseconds.
 */

export const DAY_MS = 24 * 3_600_000;
export const WEEK_MS = 7 * DAY_MS;

/**
 * A fixed model names a target for each ISO weekday (index 0 = Monday ... 6 = Sunday); a
 * flexible model only a weekly target, spread evenly over Monday to Friday.
 */
export type ScheduleRule =
  | { kind: 'fixed'; day_targets_ms: readonly number[] }
  | { kind: 'flexible'; weekly_target_ms: number };

/** One period of a person's history: the model applies from `valid_from` to `valid_to` inclusive; null = open-ended. */
export interface Assignment {
  schedule_model_id: string;
  valid_from: string;
  valid_to: string | null;
}

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcDay(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every calendar date from `from` to `to`, both inclusive; empty when `to` lies before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/**
 * The daily targets Monday..Sunday of a model. A flexible week is split into five equal
 * whole-millisecond parts; what does not divide evenly goes one millisecond each to the first
 * weekdays, so the five days always add up to exactly the weekly target.
 */
export function dayTargets(rule: ScheduleRule): number[] {
  if (rule.kind === 'fixed') return [...rule.day_targets_ms];
  const base = Math.floor(rule.weekly_target_ms / 5);
  const rest = rule.weekly_target_ms - base * 5;
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => (weekday > 5 ? 0 : base + (weekday <= rest ? 1 : 0)));
}

/** The weekly target: a flexible model's own, a fixed model's sum of its days. */
export function weeklyTarget(rule: ScheduleRule): number {
  return rule.kind === 'flexible' ? rule.weekly_target_ms : rule.day_targets_ms.reduce((sum, ms) => sum + ms, 0);
}

/** The target in ms a model sets for one calendar date (by its ISO weekday). */
export function targetOn(model: ScheduleRule, date: string): number {
  return dayTargets(model)[isoWeekday(date) - 1]!;
}

/** The assignment in force on a date, or undefined when the person has none that day. */
export function assignmentOn<T extends Assignment>(assignments: readonly T[], date: string): T | undefined {
  return assignments.find((a) => a.valid_from <= date && (a.valid_to === null || date <= a.valid_to));
}

/**
 * The history after assigning a model from `valid_from` on. The new assignment takes over from
 * that date until the next change already in the history (or open-ended when none follows); the
 * assignment running on that date ends the day before; one starting on the very same date is
 * replaced. Later assignments stay as they are, so a change can also be booked into the past.
 */
export function insertAssignment<T extends Assignment>(
  history: readonly T[],
  next: { schedule_model_id: string; valid_from: string },
): Assignment[] {
  const kept = history.filter((a) => a.valid_from !== next.valid_from);
  const earlier = kept.filter((a) => a.valid_from < next.valid_from);
  const later = kept.filter((a) => a.valid_from > next.valid_from).sort((a, b) => (a.valid_from < b.valid_from ? -1 : 1));
  const dayBefore = addDays(next.valid_from, -1);
  const ended = earlier.map((a): Assignment => ({
    schedule_model_id: a.schedule_model_id,
    valid_from: a.valid_from,
    valid_to: a.valid_to === null || a.valid_to > dayBefore ? dayBefore : a.valid_to,
  }));
  const inserted: Assignment = {
    schedule_model_id: next.schedule_model_id,
    valid_from: next.valid_from,
    valid_to: later[0] ? addDays(later[0].valid_from, -1) : null,
  };
  const rest = later.map((a): Assignment => ({ schedule_model_id: a.schedule_model_id, valid_from: a.valid_from, valid_to: a.valid_to }));
  return [...ended, inserted, ...rest].sort((a, b) => (a.valid_from < b.valid_from ? -1 : 1));
}

/**
 * The days anyone is assigned, as few ranges as cover them (null: on without end): assignments of
 * several people overlap, and each range is checked against the closed months once.
 */
export function coveredRanges(spans: ReadonlyArray<Pick<Assignment, 'valid_from' | 'valid_to'>>): Array<{ from: string; to: string | null }> {
  const ranges: Array<{ from: string; to: string | null }> = [];
  for (const span of [...spans].sort((a, b) => (a.valid_from < b.valid_from ? -1 : a.valid_from > b.valid_from ? 1 : 0))) {
    const last = ranges.at(-1);
    if (last && (last.to === null || addDays(last.to, 1) >= span.valid_from)) {
      if (last.to !== null && (span.valid_to === null || span.valid_to > last.to)) last.to = span.valid_to;
    } else {
      ranges.push({ from: span.valid_from, to: span.valid_to });
    }
  }
  return ranges;
}
