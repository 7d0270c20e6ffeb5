import { Type, type Static } from '@sinclair/typebox';
import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const HolidayEntry = Type.Object({
  id: Uuid(),
  date: DateOnly(),
  name: Type.String(),
  half_day: Type.Boolean({ description: 'A boolean (the interface lists it as string)' }),
  statutory: Type.Boolean({
    description:
      "A statutory public holiday (true), or the company's own day off (false: Betriebsruhe, Rosenmontag). Both take a full day's target; only a statutory one earns the holiday surcharge and counts for the working-time law's Sunday and holiday rules. Every entry of a system calendar is statutory.",
  }),
});

export const HolidayCalendar = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    source_key: Type.Union([Type.String(), Type.Null()], { description: 'DE or DE-XX for system calendars; null for own ones' }),
    is_system: Type.Boolean({ description: 'A boolean (the interface lists it as string); system calendars are read-only' }),
    entries: Type.Array(HolidayEntry),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'HolidayCalendar',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0007',
        name: 'Sachsen',
        source_key: 'DE-SN',
        is_system: true,
        entries: [
          { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0028', date: '2026-11-18', name: 'Buß- und Bettag', half_day: false, statutory: true },
        ],
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2025-11-03T08:00:00.000Z',
      },
    ],
  },
);
export type HolidayCalendar = Static<typeof HolidayCalendar>;

export function toHolidayCalendar(row: HolidayCalendarsTable, entries: readonly HolidayEntriesTable[]): HolidayCalendar {
  return {
    id: row.id,
    name: row.name,
    source_key: row.source_key,
    is_system: row.is_system,
    entries: entries.map((e) => ({ id: e.id, date: e.date, name: e.name, half_day: e.half_day, statutory: e.statutory })),
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
