import { Type, type Static } from '@sinclair/typebox';
import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const HolidayEntry = Type.Object({
  id: Uuid(),
  date: DateOnly(),
  name: Type.String(),
  half_day: Type.Boolean({ description: 'A boolean (the interface lists it as string)' }),
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
  { $id: 'HolidayCalendar' },
);
export type HolidayCalendar = Static<typeof HolidayCalendar>;

export function toHolidayCalendar(row: HolidayCalendarsTable, entries: readonly HolidayEntriesTable[]): HolidayCalendar {
  return {
    id: row.id,
    name: row.name,
    source_key: row.source_key,
    is_system: row.is_system,
    entries: entries.map((e) => ({ id: e.id, date: e.date, name: e.name, half_day: e.half_day })),
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
