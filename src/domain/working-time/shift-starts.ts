import type { ClockEventType } from './shifts.js';

/** A clock event as the shift-start rule reads it. */
export interface PlacedEvent {
  id: string;
  type: ClockEventType;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * When the shift each event belongs to started, the instant whose local day its time, its project
 * and its payroll month count on: a `come` starts its own shift; any other event belongs to the
 * shift of the last `come` or `go` strictly before it when that is a `come`, and outside a shift
 * stands for itself (the rule of `shiftStartOf` in clocking, for a list held in memory). Events are
 * taken in time order, ties in the caller's order (booking order); an event never belongs to a
 * `come` at its own instant. Only the events given count: the caller includes the last `come` or
 * `go` before the first event whose start it wants.
 */
export function shiftStarts(events: readonly PlacedEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const starts = new Map<string, number>();
  // The come of the shift open before the current instant; null while off.
  let open: number | null = null;
  for (let i = 0; i < sorted.length; ) {
    const instant = sorted[i]!.at;
    let afterInstant: number | null = open;
    for (; i < sorted.length && sorted[i]!.at === instant; i++) {
      const event = sorted[i]!;
      starts.set(event.id, event.type === 'come' ? event.at : (open ?? event.at));
      if (event.type === 'come') afterInstant = event.at;
      if (event.type === 'go') afterInstant = null;
    }
    open = afterInstant;
  }
  return starts;
}

/** A kept event whose shift starts elsewhere after a change. */
export interface MovedShiftStart {
  id: string;
  was: number;
  will: number;
}

export interface ShiftStartsAcross {
  /** Each event's shift start as the events stand. */
  before: Map<string, number>;
  /** Each event's shift start as they will stand after the change. */
  after: Map<string, number>;
  /**
   * The events the change keeps (same id, type and time on both sides) whose shift start moves
   * all the same: a `come` added, moved or removed before them, or a `go` moved past them, hands
   * them to another shift, which may have begun on another day or in another month.
   */
  moved: MovedShiftStart[];
}

/**
 * The shift starts of a person's events before and after a change of some of them: `before` are
 * the events as they stand, `after` as they will (the changed ones in their new state, the removed
 * ones left out, the added ones in). What the change does to the events it changes is the caller's
 * to read from `before`/`after`; `moved` names the others it reaches.
 */
export function shiftStartsAcross(before: readonly PlacedEvent[], after: readonly PlacedEvent[]): ShiftStartsAcross {
  const was = shiftStarts(before);
  const will = shiftStarts(after);
  const stood = new Map(before.map((event) => [event.id, event]));
  const moved: MovedShiftStart[] = [];
  for (const event of after) {
    const old = stood.get(event.id);
    if (!old || old.type !== event.type || old.at !== event.at) continue;
    const from = was.get(event.id)!;
    const to = will.get(event.id)!;
    if (from !== to) moved.push({ id: event.id, was: from, will: to });
  }
  return { before: was, after: will, moved };
}
