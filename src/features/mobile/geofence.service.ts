import type { EmployeesTable } from '../../db/tenant/schema.js';
import { ValidationError } from '../../platform/errors/errors.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { checkGeofence, MAX_ACCURACY_M } from '../../domain/clocking/geofence.js';

/**
 * With geo_clock on, a phone booking must carry a position inside the
 * geofence of the employee's location; a refusal says how far away it was.
 */
export async function assertInsideGeofence(
  db: TenantDb,
  employee: EmployeesTable,
  position: { latitude?: number; longitude?: number; accuracy?: number },
): Promise<void> {
  const missing = (['latitude', 'longitude', 'accuracy'] as const).filter((field) => position[field] === undefined);
  if (missing.length > 0) {
    throw new ValidationError(Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required for clocking with a location check.`]])));
  }
  const location = employee.location_id
    ? await db.selectFrom('locations').selectAll().where('id', '=', employee.location_id).executeTakeFirst()
    : undefined;
  if (!location || location.latitude === null || location.longitude === null || location.radius_m === null) {
    throw Object.assign(ValidationError.field('latitude', 'Your location has no geofence, so clocking by phone is not possible.'), {});
  }
  const verdict = checkGeofence(
    { latitude: position.latitude!, longitude: position.longitude!, accuracy_m: position.accuracy! },
    { latitude: Number(location.latitude), longitude: Number(location.longitude), radius_m: Number(location.radius_m) },
  );
  if (!verdict.inside) {
    const error =
      verdict.reason === 'inaccurate'
        ? ValidationError.field('accuracy', `The position is too inaccurate (more than ${MAX_ACCURACY_M} m).`)
        : ValidationError.field('latitude', `You are ${verdict.distance_m} m from ${location.name}; clocking is allowed within ${location.radius_m} m.`);
    Object.assign(error.meta, {
      code: verdict.reason === 'inaccurate' ? 'position_inaccurate' : 'outside_geofence',
      distance_m: verdict.distance_m,
      radius_m: Number(location.radius_m),
      accuracy_m: position.accuracy,
      location_id: location.id,
    });
    throw error;
  }
}
