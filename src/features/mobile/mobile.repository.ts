import type { LocationsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** The location whose geofence a phone booking is checked against. */
export function findLocation(db: TenantDb, id: string): Promise<LocationsTable | undefined> {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}
