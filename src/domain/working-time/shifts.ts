import type { LocalCalendar, Span } from './local-days.js';

export type ClockEventType = 'come' | 'go' | 'break_start' | 'break_end' | 'switch';

/** A clock event as the working day sees it: deleted events are already left out by the caller. */
export interface ClockFact {
  id: string;
  type: ClockEventType;
  /** Epoch milliseconds. */
  at: number;
  projectId: string | null;
  /** Added or changed by a correction. */
  corrected: boolean;
  /** Sent by the person's own phone well after its time (sentLate). */
  sentLate?: boolean;
}

/** Work on one project without interruption. */
export interface WorkSegment {
  from: number;
  to: number;
  projectId: string | null;
}

/**
 * One presence from a `come` to its `go` (or to nothing, when the `go` is missing). It
 * belongs to the local date of its `come`, also when it runs past midnight.
 */
export interface Shift {
  /** The id of the `come`; unique, so it names the shift towards the law engine. */
  id: string;
  /** Local date (YYYY-MM-DD) of the `come`. */
  date: string;
  start: number;
  /** The `go`, or null when none followed. */
  end: number | null;
  /** Closed work, split at breaks and project switches. */
  segments: WorkSegment[];
  /** Closed recorded breaks (break_start to break_end, or to the `go`). */
  breaks: Span[];
  /** Without a `go`: where the still open stretch began and whether it is work or a break. */
  open: { from: number; kind: 'work' | 'break'; projectId: string | null } | null;
  /** The events this shift consumed. */
  events: ClockFact[];
}

export interface ShiftsAndStrays {
  shifts: Shift[];
  /** Events that fit no shift (a `go` without `come`, a second `come`, …): ignored for time, kept for flags. */
  strays: ClockFact[];
}

/**
 * Reads an employee's clock events into shifts. Events are taken in time order (ties keep
 * the caller's order). A `come` opens a shift; `break_start`/`break_end` pause and resume
 * it; `switch` closes the work on one project and starts the next at the same instant, so
 * it never creates a break (a switch during a break sets the project worked after it, and
 * so does a `break_end` that names a project);
 * `go` closes the shift (a `go` during a break ends the break with the shift). Anything
 * else is unmatched and ignored: a `go`, `break_*` or `switch` with no open shift, a
 * `break_end` while working, a `break_start` while paused. A `come` while a shift is
 * open starts a new shift only when it falls on a later local date (the earlier shift
 * then lacks its clock-out); on the same date it is a duplicate and ignored. Nothing here
 * throws on odd input.
 */
export function buildShifts(events: readonly ClockFact[], calendar: LocalCalendar): ShiftsAndStrays {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const shifts: Shift[] = [];
  const strays: ClockFact[] = [];
  let current: Shift | null = null;
  let state: 'working' | 'paused' = 'working';
  let since = 0;
  let projectId: string | null = null;

  const closeWork = (shift: Shift, at: number) => {
    if (at > since) shift.segments.push({ from: since, to: at, projectId });
  };
  const leaveOpen = (shift: Shift) => {
    shift.open = { from: since, kind: state === 'working' ? 'work' : 'break', projectId };
    shifts.push(shift);
  };

  for (const event of sorted) {
    if (event.type === 'come') {
      const date = calendar.dateOf(event.at);
      if (current) {
        if (date <= current.date) {
          strays.push(event);
          continue;
        }
        leaveOpen(current);
      }
      current = { id: event.id, date, start: event.at, end: null, segments: [], breaks: [], open: null, events: [event] };
      state = 'working';
      since = event.at;
      projectId = event.projectId;
      continue;
    }
    if (!current) {
      strays.push(event);
      continue;
    }
    const shift: Shift = current;
    switch (event.type) {
      case 'break_start':
        if (state !== 'working') {
          strays.push(event);
          continue;
        }
        closeWork(shift, event.at);
        state = 'paused';
        since = event.at;
        break;
      case 'break_end':
        if (state !== 'paused') {
          strays.push(event);
          continue;
        }
        if (event.at > since) shift.breaks.push({ start: since, end: event.at });
        state = 'working';
        since = event.at;
        // Coming back from a break on another project needs no extra switch.
        if (event.projectId !== null) projectId = event.projectId;
        break;
      case 'switch':
        if (state === 'working') {
          closeWork(shift, event.at);
          since = event.at;
        }
        projectId = event.projectId;
        break;
      case 'go':
        if (state === 'working') closeWork(shift, event.at);
        else if (event.at > since) shift.breaks.push({ start: since, end: event.at });
        shift.end = event.at;
        shifts.push(shift);
        current = null;
        break;
    }
    shift.events.push(event);
  }
  if (current) leaveOpen(current);
  return { shifts, strays };
}
