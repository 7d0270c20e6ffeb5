import { describe, expect, it } from 'vitest';
import { carriesPosition, deliveryDataWithoutPositionBefore, withoutPositionBefore } from './recorded-positions.js';

const BEFORE = Date.parse('2026-08-28T22:00:00Z');
const state = (occurredAt: string | undefined, position = true) => ({
  id: 'e1',
  type: 'come',
  ...(occurredAt === undefined ? {} : { occurred_at: occurredAt }),
  latitude: position ? 52.52 : null,
  longitude: position ? 13.405 : null,
  accuracy_m: position ? 12 : null,
  geofence_inside: true,
});

describe('recorded positions', () => {
  it('tells a state with coordinates from one without, and from no state', () => {
    expect(carriesPosition(state('2026-08-01T08:00:00+02:00'))).toBe(true);
    expect(carriesPosition(state('2026-08-01T08:00:00+02:00', false))).toBe(false);
    expect(carriesPosition({ latitude: null, longitude: 13.4, accuracy_m: null })).toBe(true);
    expect(carriesPosition(null)).toBe(false);
    expect(carriesPosition('text')).toBe(false);
  });

  it('clears the coordinates of an event before the cutoff and keeps the verdict and the rest', () => {
    expect(withoutPositionBefore(state('2026-08-28T23:59:00+02:00'), BEFORE)).toEqual({ ...state('2026-08-28T23:59:00+02:00', false) });
  });

  it('keeps the coordinates of an event at or after the cutoff, as the same object', () => {
    const kept = state('2026-08-29T00:00:00+02:00');
    expect(withoutPositionBefore(kept, BEFORE)).toBe(kept);
    const later = state('2026-11-20T07:00:00+01:00');
    expect(withoutPositionBefore(later, BEFORE)).toBe(later);
  });

  it('clears a state that does not say when its event happened, and leaves one without coordinates alone', () => {
    expect(withoutPositionBefore(state(undefined), BEFORE)).toMatchObject({ latitude: null, longitude: null, accuracy_m: null });
    const none = state('2026-01-01T08:00:00+01:00', false);
    expect(withoutPositionBefore(none, BEFORE)).toBe(none);
    expect(withoutPositionBefore(null, BEFORE)).toBeNull();
  });

  it('clears a delivered clock event, and each state of a delivered correction by its own day', () => {
    const old = state('2026-08-28T23:59:00+02:00');
    const recent = state('2026-08-29T00:00:00+02:00');
    expect(deliveryDataWithoutPositionBefore(old, BEFORE)).toEqual(state('2026-08-28T23:59:00+02:00', false));
    expect(deliveryDataWithoutPositionBefore(recent, BEFORE)).toBe(recent);
    const correction = { id: 'h1', action: 'update', before: old, after: recent, reason: 'r' };
    expect(deliveryDataWithoutPositionBefore(correction, BEFORE)).toEqual({ ...correction, before: state('2026-08-28T23:59:00+02:00', false), after: recent });
    const kept = { id: 'h2', action: 'create', before: null, after: recent, reason: 'r' };
    expect(deliveryDataWithoutPositionBefore(kept, BEFORE)).toBe(kept);
    const ping = { webhook_id: 'w1', url: 'https://example.com/h' };
    expect(deliveryDataWithoutPositionBefore(ping, BEFORE)).toBe(ping);
  });
});
