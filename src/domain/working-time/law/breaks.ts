import { durationFields, formatHours, wholeMinutes } from '../durations.js';
import type { LawDay } from './context.js';
import { finding, type Finding, type FindingCode } from './findings.js';
import type { ParsedInterval } from './intervals.js';
import type { BreakStep } from './limits.js';
import { dateText, durationOf, MINUTE_MS, overlapMs, zonedIso, type Span } from '../local-time.js';

/**
 * Breaks in the legal sense (ArbZG §4, JArbSchG §11): every interruption of a working day's
 * work of at least the minimum block, whether booked as a break inside a shift or lying
 * between two shifts of the same day. An interruption at the very start or end of the work
 * interrupts nothing and is not a break.
 */
export function countingBreaks(work: readonly Span[], minBlockMs: number): Span[] {
  const breaks: Span[] = [];
  for (let i = 1; i < work.length; i++) {
    const gap = { start: work[i - 1]!.end, end: work[i]!.start };
    if (gap.end - gap.start >= minBlockMs) breaks.push(gap);
  }
  return breaks;
}

/** The break the net working time calls for: the highest step it exceeds, if any. */
export function requiredBreak(netMs: number, steps: readonly BreakStep[]): BreakStep | undefined {
  let required: BreakStep | undefined;
  for (const step of steps) if (netMs > step.overMs) required = step;
  return required;
}

/**
 * Stretches of work not interrupted by a counting break, from their first to their last
 * minute. Shorter interruptions do not end a stretch, because they are no rest in the
 * legal sense.
 */
export function stretchesWithoutBreak(work: readonly Span[], minBlockMs: number): Span[] {
  const stretches: Span[] = [];
  for (const span of work) {
    const current = stretches.at(-1);
    if (current && span.start - current.end < minBlockMs) current.end = span.end;
    else stretches.push({ ...span });
  }
  return stretches;
}

function shiftsWorkingIn(shifts: readonly ParsedInterval[], span: Span): ParsedInterval[] {
  return shifts.filter((shift) => shift.work.some((work) => overlapMs(work, span) > 0));
}

/** One law's break rule: its limits, its two codes and how messages name it. */
export interface BreakRule {
  steps: readonly BreakStep[];
  minBlockMs: number;
  maxStretchMs: number;
  totalCode: FindingCode;
  stretchCode: FindingCode;
  /** "ArbZG §4" */
  basis: string;
  /** Who the rule protects, for messages: "" or " of an employee under 18". */
  whose: string;
}

/**
 * Checks a working day against a break rule: too little counting break time for its net
 * working time (reported on all its shifts), and each over-long stretch without a break
 * (reported on the shifts working in that stretch).
 */
export function checkBreaks(day: LawDay, rule: BreakRule, timeZone: string): Finding[] {
  const findings: Finding[] = [];
  const date = dateText(day.date);
  const required = requiredBreak(day.netMs, rule.steps);
  const taken = durationOf(countingBreaks(day.work, rule.minBlockMs));
  const blockMinutes = rule.minBlockMs / MINUTE_MS;
  if (required && taken < required.minBreakMs) {
    const message = `${formatHours(day.netMs, 'up')} net working time${rule.whose} needs ${required.minBreakMs / MINUTE_MS} min of breaks in blocks of at least ${blockMinutes} min; ${wholeMinutes(taken, 'down')} min counted (${rule.basis}).`;
    const details = { ...durationFields('net_working_time', day.netMs), ...durationFields('break_required', required.minBreakMs), ...durationFields('break_counted', taken) };
    for (const shift of day.shifts) findings.push(finding(rule.totalCode, shift.id, date, message, details));
  }
  for (const stretch of stretchesWithoutBreak(day.work, rule.minBlockMs)) {
    const length = stretch.end - stretch.start;
    if (length <= rule.maxStretchMs) continue;
    const message = `${formatHours(length, 'up')} of work${rule.whose} in a row without a break of at least ${blockMinutes} min; at most ${formatHours(rule.maxStretchMs)} are allowed (${rule.basis}).`;
    const details = {
      ...durationFields('stretch', length),
      ...durationFields('limit', rule.maxStretchMs),
      stretch_start: zonedIso(stretch.start, timeZone),
      stretch_end: zonedIso(stretch.end, timeZone),
    };
    for (const shift of shiftsWorkingIn(day.shifts, stretch)) findings.push(finding(rule.stretchCode, shift.id, date, message, details));
  }
  return findings;
}
