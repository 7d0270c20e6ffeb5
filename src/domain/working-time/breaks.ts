import type { Span } from './local-time.js';

/** Net working time of more than `overMs` needs at least `minBreakMs` of counting breaks (the law engine's BreakStep). */
export interface BreakStep {
  overMs: number;
  minBreakMs: number;
}

/**
 * Break time that counts toward the statutory minimum (ArbZG §4 sentence 2, JArbSchG §11
 * (1) sentence 3): every interruption of the day's work of at least `minBlockMs` (15 min),
 * whether booked as a break or lying between two shifts of the same day. `work` is sorted
 * and merged; an interruption before the first or after the last work interrupts nothing.
 * The law engine counts the same interruptions as breaks. It counts shorter ones as working
 * time, while the paid time leaves every booked break out: a day whose short pauses bring its
 * paid time under a threshold needs no deduction, though the law engine may still warn.
 */
export function countingBreakTime(work: readonly Span[], minBlockMs: number): number {
  let counted = 0;
  for (let i = 1; i < work.length; i++) {
    const gap = work[i]!.start - work[i - 1]!.end;
    if (gap >= minBlockMs) counted += gap;
  }
  return counted;
}

/** The break the net time calls for: the minimum of the highest step it exceeds, or 0. */
export function requiredBreakMs(netMs: number, steps: readonly BreakStep[]): number {
  let required = 0;
  for (const step of steps) if (netMs > step.overMs) required = Math.max(required, step.minBreakMs);
  return required;
}

/**
 * The automatic break deduction (ArbZG §4; JArbSchG §11 for minors, same shape with its
 * own steps). Time the employee should have rested is not working time, so when the
 * counting breaks fall short of the minimum, the shortfall is deducted from the net time,
 * but only as far as needed: the deduction is the smallest amount `d` for which the day
 * is lawful afterwards, i.e. the net time `net - d` needs no more break than
 * `counted + d` (the deducted time counts as break). Consequences:
 * - the net time never drops below a threshold it was above: 6:10 without a break becomes
 *   6:00 (not 5:40); 6:01 becomes 6:00;
 * - 7:00 present with breaks of 10 and 20 min: 6:30 net, 20 counted, 10 deducted: 6:20;
 * - 9:10 net with 30 min counted: over 9 h needs 45, but 10 min bring it to 9:00, where 30
 *   suffice: 9:00;
 * - 9:20 net without a break: 9:00 would still need 30 min, so 30 are deducted: 8:50
 *   (deducting only down to 9:00 would leave an unlawful day of 9:00 with 20 min of break);
 * - exactly 6:00 or 9:00 net exceed nothing (the law says "more than"), 14-minute breaks
 *   count nothing.
 * Candidates: the full shortfall at the current step, and for each threshold below the net
 * time the point where the net time reaches it (or, if more is needed there, the minimum
 * of the step below). Each candidate is lawful; the smallest one wins.
 */
export function statutoryBreakDeduction(netMs: number, countedMs: number, steps: readonly BreakStep[]): number {
  const required = requiredBreakMs(netMs, steps);
  if (countedMs >= required) return 0;
  let best = required - countedMs;
  for (const step of steps) {
    if (step.overMs >= netMs) continue;
    const below = requiredBreakMs(step.overMs, steps);
    const deduction = Math.max(netMs - step.overMs, below - countedMs);
    if (deduction < best) best = deduction;
  }
  return Math.max(0, Math.min(best, netMs));
}
