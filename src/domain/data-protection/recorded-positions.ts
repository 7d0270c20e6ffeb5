/**
 * The coordinates a recorded state of a clock event (a correction's before or after) holds, and
 * their retention (geo_positions), which counts from the day of the event itself.
 */
const POSITION_FIELDS = ['latitude', 'longitude', 'accuracy_m'] as const;

function asEvent(state: unknown): Record<string, unknown> | undefined {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : undefined;
}

/** Whether the state holds any coordinate. */
export function carriesPosition(state: unknown): boolean {
  const event = asEvent(state);
  return event !== undefined && POSITION_FIELDS.some((field) => event[field] !== null && event[field] !== undefined);
}

/**
 * The state without its coordinates when its event happened before `before` (epoch ms); otherwise
 * the same object. A state that does not say when its event happened is past retention: the
 * coordinates are the data to minimise, so doubt goes their way.
 */
export function withoutPositionBefore(state: unknown, before: number): unknown {
  const event = asEvent(state);
  if (!event || !carriesPosition(event)) return state;
  const at = typeof event.occurred_at === 'string' ? Date.parse(event.occurred_at) : Number.NaN;
  if (!Number.isNaN(at) && at >= before) return state;
  return { ...event, latitude: null, longitude: null, accuracy_m: null };
}

/**
 * The event data of a webhook delivery without the coordinates of clock events that happened
 * before `before` (epoch ms): the data is a clock event itself (`clock_event.created`) or a
 * correction holding the event as it was `before` and `after` (`clock_event.corrected`); each
 * goes by the day of its own event, as in the correction history. Answers the same object when
 * nothing had to go.
 */
export function deliveryDataWithoutPositionBefore(data: unknown, before: number): unknown {
  const cleared = withoutPositionBefore(data, before);
  const entry = asEvent(cleared);
  if (!entry) return cleared;
  const states = { before: withoutPositionBefore(entry.before, before), after: withoutPositionBefore(entry.after, before) };
  if (states.before === entry.before && states.after === entry.after) return cleared;
  return { ...entry, ...states };
}
