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
    holidays: Type.Array(HolidayCalendar, { description: 'The holiday calendars that apply at this location, by name' }),
    employees_count: Type.Integer({ minimum: 0 }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Location',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004',
        name: 'Filiale Leipzig-Plagwitz',
        phone: '+49 341 4927310',
        address: 'Karl-Heine-Straße 42',
        address_additional: 'Hinterhaus',
        city: 'Leipzig',
        postal_code: '04229',
        state_region: 'Sachsen',
        country: 'DE',
        timezone: 'Europe/Berlin',
        latitude: 51.3282,
        longitude: 12.3366,
        radius_m: 150,
        holidays: [
          {
            id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0007',
            name: 'Sachsen',
            source_key: 'DE-SN',
            is_system: true,
            entries: [
              {
                id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0028',
                date: '2026-11-18',
                name: 'Buß- und Bettag',
                half_day: false,
                statutory: true,
              },
            ],
            created_at: '2025-11-03T08:00:00.000Z',
            updated_at: '2025-11-03T08:00:00.000Z',
          },
        ],
        employees_count: 18,
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2026-02-10T14:30:00.000Z',
      },
    ],
  },
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
