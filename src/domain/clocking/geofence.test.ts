import { describe, expect, it } from 'vitest';
import { checkGeofence, distanceMeters, MAX_ACCURACY_M, maxAccuracyFor, MIN_ALLOWED_ACCURACY_M } from './geofence.js';

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

  it('refuses a position less precise than the fence allows, even at the centre', () => {
    expect(checkGeofence({ ...centre, accuracy_m: MIN_ALLOWED_ACCURACY_M + 1 }, fence)).toMatchObject({ inside: false, reason: 'inaccurate', max_accuracy_m: 100 });
    expect(checkGeofence({ ...centre, accuracy_m: MIN_ALLOWED_ACCURACY_M }, fence).inside).toBe(true);
  });

  it('refuses a claimed accuracy larger than the fence instead of widening the fence by it', () => {
    // 640 m away, ±499 m: distance - accuracy = 141 m would pass a 150 m fence under the widening alone.
    const verdict = checkGeofence({ ...north(640), accuracy_m: 499 }, { ...centre, radius_m: 150 });
    expect(verdict).toMatchObject({ inside: false, reason: 'inaccurate', max_accuracy_m: 150 });
    expect(Math.abs(verdict.distance_m - 640)).toBeLessThanOrEqual(1);
  });

  it('lets a small fence accept the 100 m floor, widened by it', () => {
    const small = { ...centre, radius_m: 50 };
    expect(checkGeofence({ ...north(140), accuracy_m: 100 }, small)).toMatchObject({ inside: true, max_accuracy_m: 100 });
    expect(checkGeofence({ ...north(170), accuracy_m: 100 }, small)).toMatchObject({ inside: false, reason: 'outside' });
    expect(checkGeofence({ ...centre, accuracy_m: 101 }, small)).toMatchObject({ inside: false, reason: 'inaccurate', max_accuracy_m: 100 });
  });

  it('accepts an accuracy up to the radius of a larger fence', () => {
    const large = { ...centre, radius_m: 300 };
    expect(checkGeofence({ ...north(550), accuracy_m: 300 }, large)).toMatchObject({ inside: true, max_accuracy_m: 300 });
    expect(checkGeofence({ ...centre, accuracy_m: 301 }, large)).toMatchObject({ inside: false, reason: 'inaccurate', max_accuracy_m: 300 });
  });

  it('never allows more than MAX_ACCURACY_M, however large the fence', () => {
    const huge = { ...centre, radius_m: 1_000 };
    expect(checkGeofence({ ...centre, accuracy_m: MAX_ACCURACY_M }, huge)).toMatchObject({ inside: true, max_accuracy_m: MAX_ACCURACY_M });
    expect(checkGeofence({ ...centre, accuracy_m: MAX_ACCURACY_M + 1 }, huge)).toMatchObject({ inside: false, reason: 'inaccurate', max_accuracy_m: 500 });
  });

  it.each([
    [50, 100],
    [100, 100],
    [150, 150],
    [300, 300],
    [500, 500],
    [1_000, 500],
  ])('a %i m fence allows an accuracy of %i m', (radius_m, allowed) => {
    expect(maxAccuracyFor({ radius_m })).toBe(allowed);
  });
});
