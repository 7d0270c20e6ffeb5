import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import { columnsOf } from '../../db/columns.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { byName } from '../../db/sort-key.js';
import { holidayKindOf, strongerHoliday, type HolidayKind } from '../../domain/calendar/holiday-kind.js';

export interface EntryFilter {
  year?: number;
}

/** The calendars each with their entries, of those given. */
function grouped(calendars: readonly HolidayCalendarsTable[], entries: readonly HolidayEntriesTable[]) {
  const byCalendar = new Map<string, HolidayEntriesTable[]>();
  for (const entry of entries) {
    const list = byCalendar.get(entry.calendar_id);
    if (list) list.push(entry);
    else byCalendar.set(entry.calendar_id, [entry]);
  }
  return calendars.map((calendar) => ({ calendar, entries: byCalendar.get(calendar.id) ?? [] }));
}

/** Calendars with their entries, two queries for any number of calendars. */
export async function calendarsWithEntries(
  db: TenantDb,
  calendars: readonly HolidayCalendarsTable[],
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
  return grouped(calendars, await query.execute());
}

// The entries of the location list: a statement of one shape for any number of locations,
// naming its columns, so it is compiled once and on PostgreSQL prepared by name.
const ENTRY_COLUMNS = columnsOf<HolidayEntriesTable>({ id: true, calendar_id: true, date: true, name: true, half_day: true, statutory: true });
const entriesOfLinked = reusableQuery((db: TenantDb) =>
  db
    .selectFrom('holiday_entries')
    .select(ENTRY_COLUMNS)
    .where('calendar_id', 'in', (eb) => eb.selectFrom('location_holiday_calendars').select('location_holiday_calendars.calendar_id'))
    .orderBy('date'),
);

/** calendarsWithEntries for the calendars some location uses, all of which must be given. */
export async function linkedCalendarsWithEntries(
  db: TenantDb,
  calendars: readonly HolidayCalendarsTable[],
): Promise<Array<{ calendar: HolidayCalendarsTable; entries: HolidayEntriesTable[] }>> {
  if (calendars.length === 0) return [];
  return grouped(calendars, (await entriesOfLinked(db)).rows);
}

/** Where public holidays are read from: the calendars attached to a location, or one calendar itself. */
export type HolidaySource = { location_id: string } | { calendar_id: string };

/**
 * Public holidays between two dates per source, keyed by the location's or the calendar's id (both
 * primary keys, and system calendar ids lie in a range of their own, so the keys never meet): one
 * query for any number of sources. A date is statutory when any calendar of its source has it so, else
 * the company's own day off when one has it as a full day, else half (strongerHoliday).
 */
export async function holidaysBySource(
  db: TenantDb,
  sources: readonly HolidaySource[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, HolidayKind>>> {
  const locationIds = [...new Set(sources.flatMap((s) => ('location_id' in s ? [s.location_id] : [])))];
  const calendarIds = [...new Set(sources.flatMap((s) => ('calendar_id' in s ? [s.calendar_id] : [])))];
  const ofLocations =
    locationIds.length === 0
      ? undefined
      : db
          .selectFrom('holiday_entries')
          .innerJoin('location_holiday_calendars', 'location_holiday_calendars.calendar_id', 'holiday_entries.calendar_id')
          .select(['location_holiday_calendars.location_id as source', 'holiday_entries.date', 'holiday_entries.half_day', 'holiday_entries.statutory'])
          .where('location_holiday_calendars.location_id', 'in', locationIds)
          .where('holiday_entries.date', '>=', from)
          .where('holiday_entries.date', '<=', to);
  const ofCalendars =
    calendarIds.length === 0
      ? undefined
      : db
          .selectFrom('holiday_entries')
          .select(['holiday_entries.calendar_id as source', 'holiday_entries.date', 'holiday_entries.half_day', 'holiday_entries.statutory'])
          .where('holiday_entries.calendar_id', 'in', calendarIds)
          .where('holiday_entries.date', '>=', from)
          .where('holiday_entries.date', '<=', to);
  const query = ofLocations && ofCalendars ? ofLocations.unionAll(ofCalendars) : (ofLocations ?? ofCalendars);
  const bySource = new Map<string, Map<string, HolidayKind>>();
  if (!query) return bySource;
  for (const row of await query.execute()) {
    let dates = bySource.get(row.source);
    if (!dates) bySource.set(row.source, (dates = new Map()));
    dates.set(row.date, strongerHoliday(dates.get(row.date), holidayKindOf(row)));
  }
  return bySource;
}

export function list(db: TenantDb): Promise<HolidayCalendarsTable[]> {
  return db.selectFrom('holiday_calendars').selectAll().orderBy('is_system', 'desc').$call(byName(db, 'holiday_calendars.name')).orderBy('id').execute();
}

/** Which of the given ids name an existing calendar. */
export async function existingIds(db: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db.selectFrom('holiday_calendars').select('id').where('id', 'in', ids).execute();
  return new Set(found.map((f) => f.id));
}

export function find(db: TenantDb, id: string): Promise<HolidayCalendarsTable | undefined> {
  return db.selectFrom('holiday_calendars').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insert(db: TenantDb, row: HolidayCalendarsTable): Promise<void> {
  await db.insertInto('holiday_calendars').values(row).execute();
}

export async function rename(db: TenantDb, id: string, changes: Partial<Pick<HolidayCalendarsTable, 'name' | 'updated_at'>>): Promise<void> {
  await db.updateTable('holiday_calendars').set(changes).where('id', '=', id).execute();
}

export async function replaceEntries(db: TenantDb, calendarId: string, rows: readonly HolidayEntriesTable[]): Promise<void> {
  await db.deleteFrom('holiday_entries').where('calendar_id', '=', calendarId).execute();
  if (rows.length > 0) await db.insertInto('holiday_entries').values([...rows]).execute();
}

/** How many locations use the calendar. */
export async function locationsUsing(db: TenantDb, calendarId: string): Promise<number> {
  const { total } = await db
    .selectFrom('location_holiday_calendars')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('calendar_id', '=', calendarId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('holiday_calendars').where('id', '=', id).execute();
}

/**
 * Creates the system calendars if missing (racing inserts are skipped). No conflict target:
 * two inserts that pass PostgreSQL's pre-check together meet in the source_key index too, and
 * a target of `id` alone turned that into a unique violation.
 */
export async function insertSystemCalendars(db: TenantDb, rows: readonly HolidayCalendarsTable[]): Promise<void> {
  await db
    .insertInto('holiday_calendars')
    .values([...rows])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The (calendar, year) pairs already generated among the given years. */
export function generatedYears(db: TenantDb, years: readonly number[]): Promise<{ calendar_id: string; year: number }[]> {
  return db.selectFrom('holiday_calendar_years').select(['calendar_id', 'year']).where('year', 'in', years).execute();
}

/** Stores a system calendar's entries for one year and marks the year as generated. */
export async function insertGeneratedYear(db: TenantDb, calendarId: string, year: number, entries: readonly HolidayEntriesTable[]): Promise<void> {
  if (entries.length > 0) {
    await db.insertInto('holiday_entries').values([...entries]).onConflict((oc) => oc.columns(['calendar_id', 'date']).doNothing()).execute();
  }
  await db
    .insertInto('holiday_calendar_years')
    .values({ calendar_id: calendarId, year })
    .onConflict((oc) => oc.columns(['calendar_id', 'year']).doNothing())
    .execute();
}
