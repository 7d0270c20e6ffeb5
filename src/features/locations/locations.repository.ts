import type { LocationHolidayCalendarsTable, LocationsTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export function list(db: TenantDb): Promise<LocationsTable[]> {
  return db.selectFrom('locations').selectAll().orderBy('name').orderBy('id').execute();
}

export function find(db: TenantDb, id: string): Promise<LocationsTable | undefined> {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insert(db: TenantDb, row: LocationsTable): Promise<void> {
  await db.insertInto('locations').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Partial<LocationsTable>): Promise<void> {
  await db.updateTable('locations').set(changes).where('id', '=', id).execute();
}

/** The calendar links of the given locations. */
export function calendarLinks(db: TenantDb, locationIds: readonly string[]): Promise<LocationHolidayCalendarsTable[]> {
  return db.selectFrom('location_holiday_calendars').selectAll().where('location_id', 'in', locationIds).execute();
}

/** Current employees per location. */
export async function headCounts(db: TenantDb, locationIds: readonly string[]): Promise<Map<string | null, number>> {
  const counts = await db
    .selectFrom('employees')
    .select(['location_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('location_id', 'in', locationIds)
    .where('deleted_at', 'is', null)
    .groupBy('location_id')
    .execute();
  return new Map(counts.map((c) => [c.location_id, Number(c.total)]));
}

export async function setCalendars(db: TenantDb, locationId: string, calendarIds: readonly string[]): Promise<void> {
  await db.deleteFrom('location_holiday_calendars').where('location_id', '=', locationId).execute();
  if (calendarIds.length > 0) {
    await db
      .insertInto('location_holiday_calendars')
      .values(calendarIds.map((calendar_id) => ({ location_id: locationId, calendar_id })))
      .execute();
  }
}

export async function attachCalendar(db: TenantDb, locationId: string, calendarId: string): Promise<void> {
  await db
    .insertInto('location_holiday_calendars')
    .values({ location_id: locationId, calendar_id: calendarId })
    .onConflict((oc) => oc.columns(['location_id', 'calendar_id']).doNothing())
    .execute();
}

/** Answers how many links went (0 or 1). */
export async function detachCalendar(db: TenantDb, locationId: string, calendarId: string): Promise<number> {
  const result = await db
    .deleteFrom('location_holiday_calendars')
    .where('location_id', '=', locationId)
    .where('calendar_id', '=', calendarId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hasCurrentEmployees(db: TenantDb, id: string): Promise<boolean> {
  const member = await db.selectFrom('employees').select('id').where('location_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Boolean(member);
}

/** Deletes the site; former employees and terminals keep their history but lose the reference. */
export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.updateTable('employees').set({ location_id: null }).where('location_id', '=', id).where('deleted_at', 'is not', null).execute();
  await db.updateTable('terminals').set({ location_id: null }).where('location_id', '=', id).execute();
  await db.deleteFrom('locations').where('id', '=', id).execute();
}
