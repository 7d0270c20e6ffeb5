import type { HolidayCalendarsTable, LocationsTable } from '../../db/tenant/schema.js';
import { columnsOf } from '../../db/columns.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';

/** A location with how many current employees it has (a count is text on PostgreSQL). */
export type LocationWithHeadCount = LocationsTable & { employees_count: number | string };

// The location list's statements name their columns and have one shape for any number of
// locations: compiled once, and on PostgreSQL prepared by name on each connection.
const LOCATION_COLUMNS = columnsOf<LocationsTable>({
  id: true, name: true, phone: true, address: true, address_additional: true, city: true, postal_code: true, state_region: true,
  country: true, timezone: true, latitude: true, longitude: true, radius_m: true, created_at: true, updated_at: true,
}).map((column) => `locations.${column}` as const);

const CALENDAR_COLUMNS = columnsOf<HolidayCalendarsTable>({
  id: true, name: true, source_key: true, is_system: true, created_at: true, updated_at: true,
}).map((column) => `holiday_calendars.${column}` as const);

function withHeadCounts(db: TenantDb) {
  return db
    .selectFrom('locations')
    .select(LOCATION_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('employees')
        .select(eb.fn.countAll<number | string>().as('total'))
        .whereRef('employees.location_id', '=', 'locations.id')
        .where('employees.deleted_at', 'is', null)
        .as('employees_count'),
    )
    .$narrowType<{ employees_count: number | string }>();
}

const allLocations = reusableQuery((db: TenantDb) => withHeadCounts(db).$call(byName(db, 'locations.name')).orderBy('locations.id'));
const locationById = reusableQuery((db: TenantDb, id: string) => withHeadCounts(db).where('locations.id', '=', id));

export async function list(db: TenantDb): Promise<LocationWithHeadCount[]> {
  return (await allLocations(db)).rows;
}

export async function find(db: TenantDb, id: string): Promise<LocationWithHeadCount | undefined> {
  return (await locationById(db, id)).rows[0];
}

type LinkedCalendar = HolidayCalendarsTable & { location_id: string };

function calendarLinks(db: TenantDb) {
  return db
    .selectFrom('location_holiday_calendars')
    .innerJoin('holiday_calendars', 'holiday_calendars.id', 'location_holiday_calendars.calendar_id')
    .select(CALENDAR_COLUMNS)
    .select('location_holiday_calendars.location_id')
    .$call(byName(db, 'holiday_calendars.name'))
    .orderBy('holiday_calendars.id');
}

const everyLink = reusableQuery((db: TenantDb) => calendarLinks(db));

/**
 * The holiday calendars of the given locations, one row per link (a calendar several locations
 * share comes once for each), by calendar name.
 */
export function linkedCalendars(db: TenantDb, locationIds: readonly string[]): Promise<LinkedCalendar[]> {
  return calendarLinks(db).where('location_holiday_calendars.location_id', 'in', locationIds).execute();
}

/** linkedCalendars of every location, for the list of them all. */
export async function everyLinkedCalendar(db: TenantDb): Promise<LinkedCalendar[]> {
  return (await everyLink(db)).rows;
}

export async function insert(db: TenantDb, row: LocationsTable): Promise<void> {
  await db.insertInto('locations').values(row).execute();
}

export async function update(db: TenantDb, id: string, changes: Partial<LocationsTable>): Promise<void> {
  await db.updateTable('locations').set(changes).where('id', '=', id).execute();
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

/** Answers whether the link is new (false when the calendar was attached already). */
export async function attachCalendar(db: TenantDb, locationId: string, calendarId: string): Promise<boolean> {
  const result = await db
    .insertInto('location_holiday_calendars')
    .values({ location_id: locationId, calendar_id: calendarId })
    .onConflict((oc) => oc.columns(['location_id', 'calendar_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Answers whether there was a link to remove. */
export async function detachCalendar(db: TenantDb, locationId: string, calendarId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('location_holiday_calendars')
    .where('location_id', '=', locationId)
    .where('calendar_id', '=', calendarId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasCurrentEmployees(db: TenantDb, id: string): Promise<boolean> {
  const member = await db.selectFrom('employees').select('id').where('location_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Boolean(member);
}

/** The projects restricted to the site (module projects). */
export async function restrictedProjects(db: TenantDb, id: string): Promise<string[]> {
  const rows = await db.selectFrom('project_locations').select('project_id').where('location_id', '=', id).orderBy('project_id').execute();
  return rows.map((row) => row.project_id);
}

/** Deletes the site; former employees and terminals keep their history but lose the reference. */
export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.updateTable('employees').set({ location_id: null }).where('location_id', '=', id).where('deleted_at', 'is not', null).execute();
  await db.updateTable('terminals').set({ location_id: null }).where('location_id', '=', id).execute();
  await db.deleteFrom('locations').where('id', '=', id).execute();
}
