import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export interface EntryFilter {
  year?: number;
}

/** Calendars with their entries, two queries for any number of calendars. */
export async function calendarsWithEntries(
  db: TenantDb,
  calendars: HolidayCalendarsTable[],
  filter: EntryFilter = {},
): Promise<Array<{ calendar: HolidayCalendarsTable; entries: HolidayEntriesTable[] }>> {
  if (calendars.length === 0) return [];
  let query = db
    .selectFrom('holiday_entries')
    .selectAll()
    .where(
      'calendar_id',
      'in',
      calendars.map((c) => c.id),
    )
    .orderBy('date');
  if (filter.year !== undefined) query = query.where('date', '>=', `${filter.year}-01-01`).where('date', '<=', `${filter.year}-12-31`);
  const entries = await query.execute();
  const byCalendar = new Map<string, HolidayEntriesTable[]>();
  for (const entry of entries) {
    const list = byCalendar.get(entry.calendar_id);
    if (list) list.push(entry);
    else byCalendar.set(entry.calendar_id, [entry]);
  }
  return calendars.map((calendar) => ({ calendar, entries: byCalendar.get(calendar.id) ?? [] }));
}
