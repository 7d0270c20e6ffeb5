import type { HolidayCalendarsTable, LocationsTable } from '../../db/tenant/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { canonicalTimeZone } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { defaultYears, ensureSystemCalendars, existingCalendarIds, linkedWithEntries, withEntries } from '../holidays/holidays.service.js';
import { toLocation, type Location } from './location.resource.js';
import * as repository from './locations.repository.js';
import type { LocationWithHeadCount } from './locations.repository.js';
import { tellHolidaysChanged } from '../holidays/holidays-changed.js';

export interface LocationInput {
  name?: string;
  phone?: string | null;
  address?: string | null;
  address_additional?: string | null;
  city?: string | null;
  postal_code?: string | null;
  state_region?: string | null;
  country?: string | null;
  timezone?: string;
  holiday_ids?: string[];
  latitude?: number | null;
  longitude?: number | null;
  radius_m?: number | null;
}

async function load(db: TenantDb, id: string): Promise<LocationWithHeadCount> {
  const row = await repository.find(db, id);
  if (!row) throw new NotFoundError('The location was not found.');
  return row;
}

/** A geofence is all three of latitude, longitude and radius, or none of them. */
function checkGeofence(input: LocationInput, current?: LocationsTable): void {
  const pick = (key: 'latitude' | 'longitude' | 'radius_m') => (input[key] !== undefined ? input[key] : (current?.[key] ?? null));
  const values = [pick('latitude'), pick('longitude'), pick('radius_m')];
  const given = values.filter((v) => v !== null).length;
  if (given !== 0 && given !== 3) {
    throw ValidationError.field('radius_m', 'A geofence needs latitude, longitude and radius m together.');
  }
}

async function checkInput(db: TenantDb, input: LocationInput, current?: LocationsTable): Promise<void> {
  checkGeofence(input, current);
  if (input.timezone !== undefined) {
    const canonical = canonicalTimeZone(input.timezone);
    if (!canonical) throw ValidationError.field('timezone', 'The timezone must be an IANA time zone such as Europe/Berlin.');
    input.timezone = canonical;
  }
  if (input.holiday_ids?.length) {
    await ensureSystemCalendars(db, defaultYears());
    const ids = [...new Set(input.holiday_ids)];
    const known = await existingCalendarIds(db, ids);
    const index = input.holiday_ids.findIndex((id) => !known.has(id));
    if (index !== -1) throw ValidationError.field(`holiday_ids.${index}`, 'The selected holiday calendar is invalid.');
  }
}

async function setCalendars(db: TenantDb, locationId: string, calendarIds: readonly string[]): Promise<void> {
  await repository.setCalendars(db, locationId, [...new Set(calendarIds)]);
}

/**
 * Locations with their calendars (entries included) and head counts: two queries for any list
 * besides the locations. A calendar several locations share is built once and shared by them.
 * The list of every location reads every link and the entries of every linked calendar, with
 * statements of one shape whatever the number of locations.
 */
async function present(db: TenantDb, rows: LocationWithHeadCount[], every = false): Promise<Location[]> {
  if (rows.length === 0) return [];
  const links = every ? await repository.everyLinkedCalendar(db) : await repository.linkedCalendars(db, rows.map((row) => row.id));
  const distinct = new Map<string, HolidayCalendarsTable>();
  for (const { location_id: _location, ...calendar } of links) distinct.set(calendar.id, calendar);
  const withTheirEntries = every ? linkedWithEntries : withEntries;
  const calendars = new Map((await withTheirEntries(db, [...distinct.values()])).map((calendar) => [calendar.id, calendar]));
  return rows.map((row) =>
    toLocation(
      row,
      links.filter((link) => link.location_id === row.id).map((link) => calendars.get(link.id)!),
      Number(row.employees_count),
    ),
  );
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function columns(input: LocationInput): Partial<LocationsTable> {
  const changes: Partial<LocationsTable> = {};
  for (const key of ['phone', 'address', 'address_additional', 'city', 'postal_code', 'state_region', 'country'] as const) {
    const value = blankToNull(input[key]);
    if (value !== undefined) changes[key] = value;
  }
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  for (const key of ['latitude', 'longitude', 'radius_m'] as const) if (input[key] !== undefined) changes[key] = input[key];
  return changes;
}

export async function list(db: TenantDb): Promise<Location[]> {
  return present(db, await repository.list(db), true);
}

export async function get(db: TenantDb, id: string): Promise<Location> {
  return (await present(db, [await load(db, id)]))[0]!;
}

export async function create(db: TenantDb, tenantTimeZone: string, input: LocationInput & { name: string }): Promise<Location> {
  await checkInput(db, input);
  const now = new Date().toISOString();
  const row: LocationsTable = {
    id: uuidv7(),
    name: input.name.trim(),
    phone: null,
    address: null,
    address_additional: null,
    city: null,
    postal_code: null,
    state_region: null,
    country: null,
    timezone: input.timezone ?? tenantTimeZone,
    latitude: null,
    longitude: null,
    radius_m: null,
    created_at: now,
    updated_at: now,
    ...columns(input),
  };
  await db.transaction().execute(async (trx) => {
    await repository.insert(trx, row);
    await setCalendars(trx, row.id, input.holiday_ids ?? []);
  });
  return get(db, row.id);
}

export async function update(db: TenantDb, id: string, input: LocationInput): Promise<Location> {
  await checkInput(db, input, await load(db, id));
  await db.transaction().execute(async (trx) => {
    await repository.update(trx, id, { ...columns(input), updated_at: new Date().toISOString() });
    if (input.holiday_ids !== undefined) {
      await setCalendars(trx, id, input.holiday_ids);
      await tellHolidaysChanged(trx, { location_ids: [id] });
    }
  });
  return get(db, id);
}

/**
 * The location's holidays are part of it: a calendar attached or detached moves its updated_at, as
 * PUT with holiday_ids does. Attaching one already attached changes nothing.
 */
export async function attachCalendar(db: TenantDb, id: string, calendarId: string): Promise<Location> {
  await load(db, id);
  await ensureSystemCalendars(db, defaultYears());
  if (!(await existingCalendarIds(db, [calendarId])).has(calendarId)) throw new NotFoundError('The holiday calendar was not found.');
  await db.transaction().execute(async (trx) => {
    if (await repository.attachCalendar(trx, id, calendarId)) {
      await repository.update(trx, id, { updated_at: new Date().toISOString() });
      await tellHolidaysChanged(trx, { location_ids: [id] });
    }
  });
  return get(db, id);
}

export async function detachCalendar(db: TenantDb, id: string, calendarId: string): Promise<Location> {
  await load(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repository.detachCalendar(trx, id, calendarId))) throw new NotFoundError('That holiday calendar is not attached to this location.');
    await repository.update(trx, id, { updated_at: new Date().toISOString() });
    await tellHolidaysChanged(trx, { location_ids: [id] });
  });
  return get(db, id);
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await load(db, id);
  await db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'locations', id);
    if (await repository.hasCurrentEmployees(trx, id)) throw new ConflictError('The location still has employees; move them first.');
    // Dropping the restriction would make a project bookable everywhere that was meant for this site only.
    const projects = await repository.restrictedProjects(trx, id);
    if (projects.length > 0) {
      throw new ConflictError('Projects are restricted to this location; take it off them first.', { code: 'location_in_use', projects });
    }
    // Former employees keep their history but lose the reference to a site that no longer exists.
    await repository.remove(trx, id);
  });
}
