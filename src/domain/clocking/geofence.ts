/** Geofence checks for clocking by phone (module geo_clock); plain maths, no I/O. */
export interface Position {
  latitude: number;
  longitude: number;
}

export interface Geofence extends Position {
  radius_m: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), accurate to well under a metre at geofence scale. */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Positions less precise than this are refused rather than given the benefit of the doubt. */
export const MAX_ACCURACY_M = 500;

export type GeofenceVerdict =
  | { inside: true; distance_m: number }
  | { inside: false; distance_m: number; reason: 'outside' | 'inaccurate' };

/**
 * Inside when the reported position, widened by its accuracy, reaches the
 * fence: a phone 120 m from the centre with ±30 m accuracy passes a 100 m
 * fence. Accuracy worse than MAX_ACCURACY_M is refused outright.
 */
export function checkGeofence(position: Position & { accuracy_m: number }, fence: Geofence): GeofenceVerdict {
  const distance_m = Math.round(distanceMeters(position, fence));
  if (position.accuracy_m > MAX_ACCURACY_M) return { inside: false, distance_m, reason: 'inaccurate' };
  if (distance_m - position.accuracy_m > fence.radius_m) return { inside: false, distance_m, reason: 'outside' };
  return { inside: true, distance_m };
}
