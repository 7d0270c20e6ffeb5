import { Type, type Static } from '@sinclair/typebox';
import type { LocationsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { HolidayCalendar } from '../holidays/holiday-calendar.resource.js';

const Text = Type.String({ description: 'Empty string when not given' });

export const Location = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    phone: Text,
    address: Text,
    address_additional: Text,
    city: Text,
    postal_code: Text,
    state_region: Text,
    country: Text,
    timezone: Type.String({ description: 'IANA time zone; business timestamps of this location carry its offset' }),
    latitude: Type.Union([Type.Number(), Type.Null()], { description: 'Geofence centre for clocking by phone (module geo_clock)' }),
    longitude: Type.Union([Type.Number(), Type.Null()]),
    radius_m: Type.Union([Type.Integer(), Type.Null()], { description: 'Geofence radius in metres' }),
    holidays: Type.Array(HolidayCalendar, { description: 'The holiday calendars that apply at this location' }),
    employees_count: Type.Integer({ minimum: 0 }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  { $id: 'Location' },
);
export type Location = Static<typeof Location>;

export function toLocation(row: LocationsTable, holidays: HolidayCalendar[], employeesCount: number): Location {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone ?? '',
    address: row.address ?? '',
    address_additional: row.address_additional ?? '',
    city: row.city ?? '',
    postal_code: row.postal_code ?? '',
    state_region: row.state_region ?? '',
    country: row.country ?? '',
    timezone: row.timezone,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    radius_m: row.radius_m === null ? null : Number(row.radius_m),
    holidays,
    employees_count: employeesCount,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
