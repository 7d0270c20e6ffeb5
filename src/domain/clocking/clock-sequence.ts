/**
 * The come/go order of clock events, as plain rules. The state after an event
 * depends only on its type, so checking a new event (also one booked late from
 * a terminal's offline buffer) needs just its neighbours in time: the event
 * before decides whether it is allowed, and the event after must still be
 * allowed once it is in place.
 */
import { RUNNING_SHIFT_MAX_MS } from '../working-time/working-day.js';

export const CLOCK_TYPES = ['come', 'go', 'break_start', 'break_end', 'switch'] as const;
export type ClockType = (typeof CLOCK_TYPES)[number];
export type RequestedClockType = ClockType | 'auto';
/** The types after which work runs, and so the only ones that may name the project it runs on. */
export const PROJECT_TYPES: readonly ClockType[] = ['come', 'switch', 'break_end'];
export type ClockState = 'off' | 'working' | 'on_break';

const STATE_AFTER: Record<ClockType, ClockState> = {
  come: 'working',
  go: 'off',
  break_start: 'on_break',
  break_end: 'working',
  // Ends the work on one project and starts the next at the same instant: no break, still working.
  switch: 'working',
};

// Going home from a break is allowed: the break simply ends with the day. A switch needs
// running work: off duty there is nothing to switch, and during a break the project of the
// work after it comes with break_end.
const ALLOWED: Record<ClockState, readonly ClockType[]> = {
  off: ['come'],
  working: ['go', 'break_start', 'switch'],
  on_break: ['break_end', 'go'],
};

const AUTO: Record<ClockState, ClockType> = { off: 'come', working: 'go', on_break: 'break_end' };

export function stateAfter(type: ClockType | undefined): ClockState {
  return type ? STATE_AFTER[type] : 'off';
}

export function allowedTypes(state: ClockState): readonly ClockType[] {
  return ALLOWED[state];
}

export interface TimedClockEvent {
  type: ClockType;
  /** Epoch milliseconds. */
  at: number;
  /**
   * For an event inside a shift (not a `go`): when that shift began, its `come` (epoch ms). The
   * working day dates a shift by its come, so the date rules below measure from it. Absent, the
   * event is read as the start of its own shift (true of a `come`, and of an event with no come
   * before it); the event before a check should carry it.
   */
  shiftStart?: number;
}

export type SequenceVerdict =
  | { ok: true; type: ClockType; stateBefore: ClockState }
  | {
      ok: false;
      reason: 'not_allowed_now' | 'conflicts_with_later_event';
      type: ClockType;
      stateBefore: ClockState;
      allowed: readonly ClockType[];
      previous?: TimedClockEvent;
      next?: TimedClockEvent;
    };

/** Whether two instants fall on the same local date of the person: days are counted in their zone. */
export type SameLocalDay = (a: number, b: number) => boolean;

/** When the shift `event` belongs to began: its come, as the working day dates it. */
function shiftStartOf(event: TimedClockEvent): number {
  return event.type === 'come' ? event.at : (event.shiftStart ?? event.at);
}

/**
 * How a shift still open (no `go` yet), begun with a `come` at `shiftStart`, stands at the later
 * instant `at`, as the working day reads it (buildShifts, RUNNING_SHIFT_MAX_MS):
 * - `same_day`: `at` falls on the local date of its come; it runs on, and a come there is a duplicate;
 * - `left_open`: `at` falls on a later local date, less than 12 h after the come (a night shift):
 *   it may still be running, and a come there starts a new shift;
 * - `forgotten`: a later local date and at least 12 h after the come: it is over, its clock-out is
 *   missing, and the person is off.
 * Both are measured from the come, never from the shift's last event (a break after midnight).
 */
export type OpenShiftStanding = 'same_day' | 'left_open' | 'forgotten';

export function openShiftStanding(shiftStart: number, at: number, sameDay: SameLocalDay): OpenShiftStanding {
  if (at <= shiftStart || sameDay(shiftStart, at)) return 'same_day';
  return at - shiftStart >= RUNNING_SHIFT_MAX_MS ? 'forgotten' : 'left_open';
}

/** How the shift `last` leaves open stands at `at`; undefined when it leaves none open or the days are not known. */
function standingAfter(last: TimedClockEvent | undefined, at: number, sameDay: SameLocalDay | undefined): OpenShiftStanding | undefined {
  if (!last || stateAfter(last.type) === 'off' || !sameDay) return undefined;
  return openShiftStanding(shiftStartOf(last), at, sameDay);
}

/**
 * The state a person is in at `at`, after their last event `last` at or before it: the state the
 * event leaves, except that a shift left open on an earlier local date for at least 12 h is over
 * (its clock-out is missing), so they are off. What `auto` books and whether someone is clocked in
 * both read it.
 */
export function clockStateAt(last: TimedClockEvent | undefined, at: number, sameDay: SameLocalDay): ClockState {
  return standingAfter(last, at, sameDay) === 'forgotten' ? 'off' : stateAfter(last?.type);
}

/**
 * What the state before an event allows: a `come` on a later local date than the come of a shift
 * left open starts a new shift (the open one is missing its clock-out), as the working day reads it.
 */
function allowedAfter(state: ClockState, standing: OpenShiftStanding | undefined): readonly ClockType[] {
  return standing === 'left_open' || standing === 'forgotten' ? [...ALLOWED[state], 'come'] : ALLOWED[state];
}

/**
 * Decides whether `requested` may be booked at `at`, given the employee's
 * nearest events before (at or before `at`) and after it. `auto` picks the one
 * type the state allows next; after a shift left open on an earlier date for
 * longer than a shift runs (RUNNING_SHIFT_MAX_MS), that is a new `come`.
 */
export function checkClockEvent(
  requested: RequestedClockType,
  at: number,
  previous: TimedClockEvent | undefined,
  next: TimedClockEvent | undefined,
  sameDay?: SameLocalDay,
): SequenceVerdict {
  const stateBefore = stateAfter(previous?.type);
  const standing = standingAfter(previous, at, sameDay);
  const allowed = allowedAfter(stateBefore, standing);
  const type = requested === 'auto' ? AUTO[standing === 'forgotten' ? 'off' : stateBefore] : requested;
  if (!allowed.includes(type)) return { ok: false, reason: 'not_allowed_now', type, stateBefore, allowed, previous, next };
  if (next && next.at > at) {
    // The event after must still be allowed after this one, by the same date rule.
    const placed: TimedClockEvent = { type, at, shiftStart: type === 'come' ? at : previous && shiftStartOf(previous) };
    if (!allowedAfter(STATE_AFTER[type], standingAfter(placed, next.at, sameDay)).includes(next.type)) {
      return { ok: false, reason: 'conflicts_with_later_event', type, stateBefore, allowed, previous, next };
    }
  }
  return { ok: true, type, stateBefore };
}

export interface SequenceBreak {
  /** Index in `events` of the first event the state before it does not allow. */
  index: number;
  stateBefore: ClockState;
  allowed: readonly ClockType[];
}

/**
 * Checks a whole run of events in time order, starting from the state the
 * event before the run left. Corrections change or add events anywhere in an
 * employee's history, so the run from the first changed event up to the first
 * unchanged one after the last change must hold as a whole.
 */
export function findSequenceBreak(before: TimedClockEvent | undefined, events: readonly TimedClockEvent[], sameDay?: SameLocalDay): SequenceBreak | undefined {
  let state = stateAfter(before?.type);
  let last = before;
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    const allowed = allowedAfter(state, standingAfter(last, event.at, sameDay));
    if (!allowed.includes(event.type)) return { index, stateBefore: state, allowed };
    // The shift each event belongs to: a come starts one, any other event stays in the one before.
    last = { type: event.type, at: event.at, shiftStart: event.type === 'come' ? event.at : last && shiftStartOf(last) };
    state = STATE_AFTER[event.type];
  }
  return undefined;
}
