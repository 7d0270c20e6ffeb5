/**
 * Which planned shift a clock-in reminder is about, as a plain rule. Only a shift that has
 * already begun can have been forgotten: one still to come is not missed yet. Nor is one the
 * person clocked in for (see clockedFor). Of the shifts begun and not clocked for, one still
 * running is the one being missed (the latest begun of them); with none running, the latest
 * begun (a shift that ended without a clock-in was missed too).
 *
 * The shifts are those of today and of the day before: one dated before today counts only while
 * it is still running (a night shift begun yesterday evening); once over, it belongs to the day
 * before and is nobody's reminder today.
 */
import type { ClockType } from './clock-sequence.js';

export interface PlannedSpan {
  /** Epoch milliseconds of the planned start (the entry's effective start). */
  start: number;
  /** Epoch milliseconds of the planned end. */
  end: number;
  /** The entry's date (YYYY-MM-DD); one before `today` counts only while running. Absent: a shift of today. */
  date?: string;
}

/** A clock event as the rule reads it: only `come` and `go` delimit a clocked stretch. */
export interface ClockMark {
  type: ClockType;
  /** Epoch milliseconds. */
  at: number;
}

export interface MissedShiftContext {
  /** The person's local date now (YYYY-MM-DD): shifts dated before it count only while running. */
  today?: string;
  /**
   * The person's clock events around the shifts: from their last `come` or `go` before the
   * earliest start given up to now, in any order (ties: booking order).
   */
  clockings?: readonly ClockMark[];
}

export type MissedShift<T extends PlannedSpan> =
  /** The shift the person should have clocked in for. */
  | { kind: 'missed'; shift: T }
  /** Shifts are planned, but none has begun yet: `next` is the first of them. */
  | { kind: 'not_started'; next: T }
  /** Every shift begun was clocked for: `shift` is the one that would otherwise be named. */
  | { kind: 'attended'; shift: T }
  /** Nothing is planned (a shift of the day before that is over does not count). */
  | { kind: 'none' };

/** A stretch the person was clocked in: from a `come` to its `go`; `to` is null when the go is missing. */
interface ClockedStretch {
  from: number;
  to: number | null;
}

/**
 * The clocked stretches, as the working day pairs events: a `come` opens one, the next `go`
 * closes it, and a `come` while one is open leaves that one without its go (its clock-out is
 * missing). Breaks and switches belong to the stretch they fall in.
 */
function stretchesOf(clockings: readonly ClockMark[]): ClockedStretch[] {
  // A stable sort keeps the booking order of events at the same instant.
  const sorted = [...clockings].sort((a, b) => a.at - b.at);
  const stretches: ClockedStretch[] = [];
  let open: number | null = null;
  for (const event of sorted) {
    if (event.type === 'come') {
      if (open !== null) stretches.push({ from: open, to: null });
      open = event.at;
    } else if (event.type === 'go' && open !== null) {
      stretches.push({ from: open, to: event.at });
      open = null;
    }
  }
  if (open !== null) stretches.push({ from: open, to: null });
  return stretches;
}

/**
 * Whether the person clocked in for a shift: they were clocked in at some moment of its planned
 * span, that is a `come` at or after its start and before its end (on time or late), or a stretch
 * begun before its start that was still running at the start (an early clock-in, however early,
 * or work carried on from a shift before). Leaving early does not undo it. A stretch whose `go`
 * is missing counts at its `come` only: where it ended is not known (as the working day counts
 * nothing after its last event). A come and go both before the start do not count: the person
 * left before the shift began. No tolerance is needed beyond that.
 */
function clockedFor(shift: PlannedSpan, stretches: readonly ClockedStretch[]): boolean {
  return stretches.some(
    (stretch) => (stretch.from >= shift.start && stretch.from < shift.end) || (stretch.from < shift.start && stretch.to !== null && stretch.to > shift.start),
  );
}

/** The latest begun; on equal starts the one ending later, then the first given. */
function latestBegun<T extends PlannedSpan>(shifts: readonly T[]): T {
  return shifts.reduce((best, shift) => (shift.start > best.start || (shift.start === best.start && shift.end > best.end) ? shift : best));
}

/** Of shifts begun: a running one before one that is over, the latest begun among them. */
function pick<T extends PlannedSpan>(begun: readonly T[], now: number): T {
  const running = begun.filter((shift) => shift.end > now);
  return latestBegun(running.length > 0 ? running : begun);
}

export function missedShift<T extends PlannedSpan>(given: readonly T[], now: number, context: MissedShiftContext = {}): MissedShift<T> {
  const { today, clockings = [] } = context;
  const shifts = given.filter((shift) => today === undefined || shift.date === undefined || shift.date >= today || shift.end > now);
  if (shifts.length === 0) return { kind: 'none' };
  const begun = shifts.filter((shift) => shift.start <= now);
  if (begun.length === 0) {
    return { kind: 'not_started', next: shifts.reduce((first, shift) => (shift.start < first.start ? shift : first)) };
  }
  const stretches = stretchesOf(clockings);
  const forgotten = begun.filter((shift) => !clockedFor(shift, stretches));
  if (forgotten.length === 0) return { kind: 'attended', shift: pick(begun, now) };
  return { kind: 'missed', shift: pick(forgotten, now) };
}
