import { describe, expect, it } from 'vitest';
import { checkGeofence, distanceMeters, MAX_ACCURACY_M } from './geofence.js';

// Marienplatz, München
const centre = { latitude: 48.137154, longitude: 11.576124 };
// Moving north by d metres: one degree of latitude is about 111,195 m.
const north = (metres: number) => ({ latitude: centre.latitude + metres / 111_195, longitude: centre.longitude });

describe('distanceMeters', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMeters(centre, centre)).toBe(0);
    const other = { latitude: 52.520008, longitude: 13.404954 };
    expect(distanceMeters(centre, other)).toBeCloseTo(distanceMeters(other, centre), 6);
  });

  it('matches known distances', () => {
    // München Marienplatz to Berlin Alexanderplatz: about 504 km.
    expect(distanceMeters(centre, { latitude: 52.521918, longitude: 13.413215 }) / 1000).toBeCloseTo(504.4, 0);
    expect(distanceMeters(centre, north(100))).toBeCloseTo(100, 0);
  });
});

describe('checkGeofence', () => {
  const fence = { ...centre, radius_m: 100 };

  it.each([
    ['at the centre', 0, 10, true],
    ['just inside', 99, 0, true],
    ['exactly on the edge', 100, 0, true],
    ['just outside with a precise fix', 102, 0, false],
    ['outside, but within the reported accuracy', 120, 30, true],
    ['outside even with the accuracy', 140, 30, false],
    ['far away', 5_000, 50, false],
  ])('%s', (_name, metres, accuracy, inside) => {
    const verdict = checkGeofence({ ...north(metres), accuracy_m: accuracy }, fence);
    expect(verdict.inside).toBe(inside);
    expect(Math.abs(verdict.distance_m - metres)).toBeLessThanOrEqual(1);
    if (!verdict.inside) expect(verdict.reason).toBe('outside');
  });

  it('refuses a position less precise than the maximum, even at the centre', () => {
    expect(checkGeofence({ ...centre, accuracy_m: MAX_ACCURACY_M + 1 }, fence)).toMatchObject({ inside: false, reason: 'inaccurate' });
    expect(checkGeofence({ ...centre, accuracy_m: MAX_ACCURACY_M }, fence).inside).toBe(true);
  });
});
