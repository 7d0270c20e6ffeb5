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

/** Phones indoors rarely report better than ±100 m, so even a smaller fence accepts that much. */
export const MIN_ALLOWED_ACCURACY_M = 100;

export type GeofenceVerdict =
  | { inside: true; distance_m: number; max_accuracy_m: number }
  | { inside: false; distance_m: number; max_accuracy_m: number; reason: 'outside' | 'inaccurate' };

/** The worst accuracy a fence accepts: its own radius, but at least MIN_ALLOWED_ACCURACY_M and at most MAX_ACCURACY_M. */
export function maxAccuracyFor(fence: Pick<Geofence, 'radius_m'>): number {
  return Math.min(MAX_ACCURACY_M, Math.max(fence.radius_m, MIN_ALLOWED_ACCURACY_M));
}

/**
 * A position whose uncertainty is larger than the fence cannot show that the
 * person is there, so an accuracy worse than maxAccuracyFor(fence) (the
 * fence's radius, at least MIN_ALLOWED_ACCURACY_M, at most MAX_ACCURACY_M) is
 * refused as 'inaccurate' wherever the position lies: a phone claiming ±499 m
 * 640 m from a 150 m fence is refused. An accepted position counts as inside
 * when, widened by its accuracy, it reaches the fence (distance - accuracy <=
 * radius): a phone 120 m from the centre with ±30 m passes a 100 m fence.
 */
export function checkGeofence(position: Position & { accuracy_m: number }, fence: Geofence): GeofenceVerdict {
  const distance_m = Math.round(distanceMeters(position, fence));
  const max_accuracy_m = maxAccuracyFor(fence);
  if (position.accuracy_m > max_accuracy_m) return { inside: false, distance_m, max_accuracy_m, reason: 'inaccurate' };
  if (distance_m - position.accuracy_m > fence.radius_m) return { inside: false, distance_m, max_accuracy_m, reason: 'outside' };
  return { inside: true, distance_m, max_accuracy_m };
}
