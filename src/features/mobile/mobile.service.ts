import type { ClockEventsTable, EmployeesTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { ValidationError } from '../../platform/errors/errors.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { RequestedClockType } from '../../domain/clocking/clock-sequence.js';
import { bookClockEvent, signedInEmployee, type Booking, type ClockPolicy, type ClockRequest } from '../clocking/clocking.service.js';
import { keepRefusedBuffered } from '../working-time/correction-requests.service.js';
import { checkGeofence } from '../../domain/clocking/geofence.js';
import * as repository from './mobile.repository.js';
import type { DomainErrorCode } from '../../platform/errors/domain-codes.js';

/**
 * With geo_clock on, a phone booking must carry a position inside the
 * geofence of the employee's location, with an accuracy the fence allows
 * (checkGeofence); a refusal says how far away it was or which accuracy was needed,
 * or that the location has no geofence at all.
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
    ? await repository.findLocation(db, employee.location_id)
    : undefined;
  if (!location || location.latitude === null || location.longitude === null || location.radius_m === null) {
    // Unlike outside_geofence, walking closer does not help: only an admin setting the fence does.
    throw new ValidationError(
      { latitude: ['Your location has no geofence, so clocking by phone is not possible.'] },
      { code: 'no_geofence', location_id: location?.id ?? null },
    );
  }
  const verdict = checkGeofence(
    { latitude: position.latitude!, longitude: position.longitude!, accuracy_m: position.accuracy! },
    { latitude: Number(location.latitude), longitude: Number(location.longitude), radius_m: Number(location.radius_m) },
  );
  if (!verdict.inside) {
    const error =
      verdict.reason === 'inaccurate'
        ? ValidationError.field('accuracy', `The position is too inaccurate (±${position.accuracy} m); clocking at ${location.name} needs an accuracy of ${verdict.max_accuracy_m} m or better.`)
        : ValidationError.field('latitude', `You are ${verdict.distance_m} m from ${location.name}; clocking is allowed within ${location.radius_m} m.`);
    Object.assign(error.meta, {
      code: (verdict.reason === 'inaccurate' ? 'position_inaccurate' : 'outside_geofence') satisfies DomainErrorCode,
      distance_m: verdict.distance_m,
      radius_m: Number(location.radius_m),
      accuracy_m: position.accuracy,
      max_accuracy_m: verdict.max_accuracy_m,
      location_id: location.id,
    });
    throw error;
  }
}

export interface MobileClockRequest {
  type: RequestedClockType;
  occurred_at?: string;
  event_id?: string;
  project_id?: string;
  latitude?: number;
  longitude?: number;
  accuracy?: number;
  device?: string;
}

/** Clocking from the phone: a position comes as a latitude/longitude pair; with geo_clock it must lie inside the geofence. */
export async function clockMobile<Reply>(
  db: TenantDb,
  tenant: Tenant,
  principal: Principal,
  body: MobileClockRequest,
  policy: ClockPolicy,
  reply: (event: ClockEventsTable, employee: EmployeesTable) => Reply,
): Promise<Booking<Reply>> {
  const employee = await signedInEmployee(db, principal);
  const hasPosition = body.latitude !== undefined && body.longitude !== undefined;
  if ((body.latitude !== undefined || body.longitude !== undefined) && !hasPosition) {
    throw ValidationError.field(body.latitude === undefined ? 'latitude' : 'longitude', 'Send latitude and longitude together.');
  }
  const checked = tenant.modules.includes('geo_clock');
  const position = hasPosition ? { latitude: body.latitude!, longitude: body.longitude!, accuracy_m: body.accuracy ?? 0, insideGeofence: checked || undefined } : undefined;
  const request: ClockRequest = {
    employee,
    type: body.type,
    occurredAt: body.occurred_at,
    eventId: body.event_id,
    source: 'mobile',
    device: body.device,
    position,
    projectId: body.project_id,
    admissible: checked ? () => assertInsideGeofence(db, employee, body) : undefined,
  };
  try {
    return await bookClockEvent(db, tenant, request, policy, (event) => reply(event, employee));
  } catch (error) {
    await keepRefusedBuffered(db, tenant, request, error);
    throw error;
  }
}
