/**
 * Which planned shift a clock-in reminder is about, as a plain rule. Only a shift that has
 * already begun can have been forgotten: one still to come is not missed yet. Of the shifts
 * begun, one still running is the one being missed (the latest begun of them); with none
 * running, the latest begun of the day (a shift that ended without a clock-in was missed too).
 */

export interface PlannedSpan {
  /** Epoch milliseconds of the planned start (the entry's effective start). */
  start: number;
  /** Epoch milliseconds of the planned end. */
  end: number;
}

export type MissedShift<T extends PlannedSpan> =
  /** The shift the person should have clocked in for. */
  | { kind: 'missed'; shift: T }
  /** Shifts are planned, but none has begun yet: `next` is the first of them. */
  | { kind: 'not_started'; next: T }
  /** Nothing is planned. */
  | { kind: 'none' };

/** The latest begun; on equal starts the one ending later, then the first given. */
function latestBegun<T extends PlannedSpan>(shifts: readonly T[]): T {
  return shifts.reduce((best, shift) => (shift.start > best.start || (shift.start === best.start && shift.end > best.end) ? shift : best));
}

export function missedShift<T extends PlannedSpan>(shifts: readonly T[], now: number): MissedShift<T> {
  if (shifts.length === 0) return { kind: 'none' };
  const begun = shifts.filter((shift) => shift.start <= now);
  if (begun.length === 0) {
    return { kind: 'not_started', next: shifts.reduce((first, shift) => (shift.start < first.start ? shift : first)) };
  }
  const running = begun.filter((shift) => shift.end > now);
  return { kind: 'missed', shift: latestBegun(running.length > 0 ? running : begun) };
}
