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

/** Whether `last` left a shift open on an earlier local date than `at`. */
function leftOpenEarlier(state: ClockState, last: TimedClockEvent | undefined, at: number, sameDay: SameLocalDay | undefined): last is TimedClockEvent {
  return state !== 'off' && last !== undefined && sameDay !== undefined && !sameDay(last.at, at);
}

/**
 * What the state before an event allows: a `come` on a later local date than a shift left open
 * starts a new shift (the open one is missing its clock-out), as the working day reads it.
 */
function allowedAfter(state: ClockState, openEarlier: boolean): readonly ClockType[] {
  return openEarlier ? [...ALLOWED[state], 'come'] : ALLOWED[state];
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
  const openEarlier = leftOpenEarlier(stateBefore, previous, at, sameDay);
  const allowed = allowedAfter(stateBefore, openEarlier);
  const forgotten = openEarlier && at - previous.at >= RUNNING_SHIFT_MAX_MS;
  const type = requested === 'auto' ? (forgotten ? 'come' : AUTO[stateBefore]) : requested;
  if (!allowed.includes(type)) return { ok: false, reason: 'not_allowed_now', type, stateBefore, allowed, previous, next };
  if (next && next.at > at && !ALLOWED[STATE_AFTER[type]].includes(next.type)) {
    return { ok: false, reason: 'conflicts_with_later_event', type, stateBefore, allowed, previous, next };
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
    const allowed = allowedAfter(state, leftOpenEarlier(state, last, event.at, sameDay));
    if (!allowed.includes(event.type)) return { index, stateBefore: state, allowed };
    state = STATE_AFTER[event.type];
    last = event;
  }
  return undefined;
}
