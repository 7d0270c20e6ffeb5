import { durationFields, formatHours } from '../durations.js';
import type { LawContext, LawDay } from './context.js';
import { finding, type Finding, type FindingCode } from './findings.js';
import { zonedIso } from '../local-time.js';

/** One law's rest rule, judged by the working day after the rest: the rest is owed before that work may start. */
export interface RestRule {
  appliesTo: (next: LawDay) => boolean;
  minRestMs: (next: LawDay) => number;
  code: FindingCode;
  /** "ArbZG §5" */
  basis: string;
  /** Who the rule protects, for messages: "" or " for an employee under 18". */
  whose: string;
}

/**
 * The uninterrupted rest between the last work of one working day and the first work of the
 * next, reported on the two shifts that enclose a rest that is too short, each with the date
 * of its own working day.
 */
export function checkRest(context: LawContext, rule: RestRule): Finding[] {
  const findings: Finding[] = [];
  context.days.forEach((next, index) => {
    const previous = context.days[index - 1];
    if (!previous || !rule.appliesTo(next)) return;
    const restMs = next.start - previous.end;
    const minRestMs = rule.minRestMs(next);
    // A negative rest means the entries overlap, which entry_overlap reports.
    if (restMs < 0 || restMs >= minRestMs) return;
    const ending = previous.shifts.find((shift) => shift.work.at(-1)!.end === previous.end)!;
    const starting = next.shifts[0]!;
    const message = `Only ${formatHours(restMs, 'down')} of rest between the working days starting ${previous.date} and ${next.date}; at least ${formatHours(minRestMs)} are required${rule.whose} (${rule.basis}).`;
    const details = {
      ...durationFields('rest', restMs),
      ...durationFields('limit', minRestMs),
      rest_start: zonedIso(previous.end, context.timeZone),
      rest_end: zonedIso(next.start, context.timeZone),
    };
    findings.push(finding(rule.code, ending.id, previous.date.toString(), message, { ...details, other_interval_id: starting.id }));
    findings.push(finding(rule.code, starting.id, next.date.toString(), message, { ...details, other_interval_id: ending.id }));
  });
  return findings;
}
