import type { Temporal } from 'temporal-polyfill';
import type { Finding } from './findings.js';
import type { ParsedInterval } from './intervals.js';
import type { LawLimits } from './limits.js';
import type { WorkingDay } from './working-days.js';

/** A working day with the law that governs it: the limits in force on its date, and whether the JArbSchG applies. */
export interface LawDay extends WorkingDay {
  limits: LawLimits;
  /** Under 18 on the day's date: the JArbSchG applies instead of the ArbZG (ArbZG §18 (2)). */
  minor: boolean;
}

/** Everything a rule needs. Rules report on every interval; the engine filters by subject afterwards. */
export interface LawContext {
  timeZone: string;
  holidays: ReadonlySet<string>;
  intervals: readonly ParsedInterval[];
  days: readonly LawDay[];
  dayOf: ReadonlyMap<string, LawDay>;
  /** The local calendar days on which a work interval works at least one millisecond (breaks excluded), in order. */
  datesWorked: (shift: ParsedInterval) => readonly Temporal.PlainDate[];
}

export type Rule = (context: LawContext) => Finding[];
