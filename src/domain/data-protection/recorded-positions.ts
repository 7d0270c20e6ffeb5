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
