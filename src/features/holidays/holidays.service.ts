import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import { isValidDate } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import { lockRowForUpdate } from '../../db/locks.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repository from './holidays.repository.js';
import type { HolidayKind } from '../../domain/calendar/holiday-kind.js';
import type { EntryFilter } from './holidays.repository.js';
import { toHolidayCalendar, type HolidayCalendar } from './holiday-calendar.resource.js';
import {
  MAX_SYSTEM_CALENDAR_YEAR,
  MIN_SYSTEM_CALENDAR_YEAR,
  SYSTEM_CALENDAR_KEYS,
  systemCalendarName,
  systemHolidayEntries,
} from './system-calendars.js';
import { tellHolidaysChanged } from './holidays-changed.js';

export interface HolidayEntryInput {
  date: string;
  name: string;
  half_day?: boolean;
  statutory?: boolean;
}

/** Stable ids for system calendars: the same in every tenant, derived from the source key (DE-BY -> …44452d4259). */
export function systemCalendarId(sourceKey: string): string {
  const hex = Buffer.from(sourceKey, 'ascii').toString('hex').padStart(12, '0');
  return `00000000-0000-7000-8001-${hex}`;
}

/** The rows of every system calendar, as a tenant first gets them. */
export function systemCalendarRows(now: string): HolidayCalendarsTable[] {
  return SYSTEM_CALENDAR_KEYS.map((key) => ({
    id: systemCalendarId(key),
    name: systemCalendarName(key),
    source_key: key,
    is_system: true,
    created_at: now,
    updated_at: now,
  }));
}

/** The years every tenant has without asking: the current one and two on either side. */
export function defaultYears(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return [year - 2, year - 1, year, year + 1, year + 2];
}

/**
 * The system calendars for every year from one to another that the API generates at all
 * (working time over an old entry date reaches back before the requestable range; those
 * years simply have no system holidays).
 */
export async function ensureSystemCalendarsBetween(db: TenantDb, fromYear: number, toYear: number): Promise<void> {
  const years: number[] = [];
  for (let year = Math.max(fromYear, MIN_SYSTEM_CALENDAR_YEAR); year <= Math.min(toYear, MAX_SYSTEM_CALENDAR_YEAR); year++) years.push(year);
  if (years.length > 0) await ensureSystemCalendars(db, years);
}

// Years already generated per open tenant database, so a request does not ask again.
const ensuredYears = new WeakMap<TenantDb, Set<number>>();

/**
 * Makes sure the system calendars exist and hold their public holidays for the
 * given years; any year can be added on demand. Idempotent and safe when two
 * requests race (conflicting inserts are skipped).
 */
export async function ensureSystemCalendars(db: TenantDb, years: readonly number[]): Promise<void> {
  const known = ensuredYears.get(db) ?? new Set<number>();
  ensuredYears.set(db, known);
  const wanted = years.filter((y) => !known.has(y));
  if (wanted.length === 0) return;
  for (const year of wanted) {
    if (!Number.isInteger(year) || year < MIN_SYSTEM_CALENDAR_YEAR || year > MAX_SYSTEM_CALENDAR_YEAR) {
      throw ValidationError.field('year', `The year must be between ${MIN_SYSTEM_CALENDAR_YEAR} and ${MAX_SYSTEM_CALENDAR_YEAR}.`);
    }
  }
  const now = new Date().toISOString();
  const generate = async (trx: TenantDb) => {
    await repository.insertSystemCalendars(trx, systemCalendarRows(now));
    const done = await repository.generatedYears(trx, wanted);
    const doneKeys = new Set(done.map((d) => `${d.calendar_id}:${d.year}`));
    for (const key of SYSTEM_CALENDAR_KEYS) {
      const calendarId = systemCalendarId(key);
      for (const year of wanted) {
        if (doneKeys.has(`${calendarId}:${year}`)) continue;
        const entries = systemHolidayEntries(key, year).map((e) => ({ id: uuidv7(), calendar_id: calendarId, ...e, statutory: true }));
        await repository.insertGeneratedYear(trx, calendarId, year, entries);
      }
    }
  };
  // Inside a caller's transaction (closing a payroll month computes its days in one) it joins it.
  if (db.isTransaction) await generate(db);
  else await db.transaction().execute(generate);
  for (const year of wanted) known.add(year);
}

/** A person's holidays by date: statutory, the company's own day off, or half (see HolidayKind). */
export type PersonHolidays = ReadonlyMap<string, HolidayKind>;

/**
 * Whose calendars give a person their public holidays: those of their location, exactly (a
 * location may deliberately have none, one abroad say), and for a person without a location the
 * nationwide system calendar `DE`, as Neujahr, Karfreitag, … and both Christmas days apply
 * wherever one works in Germany. The one place this rule lives.
 */
export function holidaySourceOf(person: { location_id: string | null }): repository.HolidaySource {
  return person.location_id ? { location_id: person.location_id } : { calendar_id: systemCalendarId('DE') };
}

const sourceKey = (source: repository.HolidaySource) => ('location_id' in source ? source.location_id : source.calendar_id);

/**
 * The public holidays of several people between two dates (holidaySourceOf), person id -> date ->
 * full/half, with one query for any number of people. Only reads, so it runs inside a caller's
 * transaction; the system calendars of those years are generated beforehand
 * (ensureSystemCalendarsBetween), as a year not yet generated has no system holidays.
 */
export async function holidaysOfPeople(
  db: TenantDb,
  people: ReadonlyArray<{ id: string; location_id: string | null }>,
  from: string,
  to: string,
): Promise<Map<string, PersonHolidays>> {
  const sources = people.map(holidaySourceOf);
  const bySource = await repository.holidaysBySource(db, sources, from, to);
  const none: PersonHolidays = new Map();
  return new Map(people.map((person, index) => [person.id, bySource.get(sourceKey(sources[index]!)) ?? none]));
}

/** The optional time part of an entry date must be a real time of day (no 25:61). */
function validTimePart(text: string): boolean {
  const time = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  return !time || (Number(time[1]) < 24 && Number(time[2]) < 60 && Number(time[3] ?? 0) < 60);
}

function checkEntries(entries: readonly HolidayEntryInput[]): HolidayEntryInput[] {
  const problems: FieldErrors = {};
  const seen = new Map<string, number>();
  const normalised = entries.map((entry, index) => {
    const date = entry.date.slice(0, 10);
    if (!isValidDate(date) || !validTimePart(entry.date)) problems[`entries.${index}.date`] = ['The date is not a valid date.'];
    else if (seen.has(date)) {
      problems[`entries.${index}.date`] = [`The date ${date} appears more than once (also at entries.${seen.get(date)}).`];
    } else seen.set(date, index);
    return { date, name: entry.name.trim(), half_day: entry.half_day ?? false, statutory: entry.statutory ?? true };
  });
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return normalised;
}

async function load(db: TenantDb, id: string): Promise<HolidayCalendarsTable> {
  const row = await repository.find(db, id);
  if (!row) throw new NotFoundError('The holiday calendar was not found.');
  return row;
}

function assertEditable(row: HolidayCalendarsTable): void {
  if (row.is_system) throw new ForbiddenError('System holiday calendars are read-only; create an own calendar instead.');
}

async function present(db: TenantDb, row: HolidayCalendarsTable, filter: EntryFilter = {}): Promise<HolidayCalendar> {
  const [loaded] = await repository.calendarsWithEntries(db, [row], filter);
  return toHolidayCalendar(row, loaded?.entries ?? []);
}

async function replaceEntries(db: TenantDb, calendarId: string, entries: readonly HolidayEntryInput[]): Promise<void> {
  const rows: HolidayEntriesTable[] = entries.map((e) => ({
    id: uuidv7(),
    calendar_id: calendarId,
    date: e.date,
    name: e.name,
    half_day: e.half_day ?? false,
    statutory: e.statutory ?? true,
  }));
  await repository.replaceEntries(db, calendarId, rows);
}

/** Calendars another area has read (a location's) as resources, with all their entries: one query for any number. */
export async function withEntries(db: TenantDb, rows: readonly HolidayCalendarsTable[]): Promise<HolidayCalendar[]> {
  return (await repository.calendarsWithEntries(db, rows)).map(({ calendar, entries }) => toHolidayCalendar(calendar, entries));
}

/** withEntries for every calendar some location uses (the location list's); rows must hold them all. */
export async function linkedWithEntries(db: TenantDb, rows: readonly HolidayCalendarsTable[]): Promise<HolidayCalendar[]> {
  return (await repository.linkedCalendarsWithEntries(db, rows)).map(({ calendar, entries }) => toHolidayCalendar(calendar, entries));
}

/** Which of the given ids name an existing calendar (system calendars included once generated). */
export function existingCalendarIds(db: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  return repository.existingIds(db, ids);
}

export async function list(db: TenantDb, filter: EntryFilter): Promise<HolidayCalendar[]> {
  await ensureSystemCalendars(db, filter.year === undefined ? defaultYears() : [filter.year]);
  const calendars = await repository.list(db);
  return (await repository.calendarsWithEntries(db, calendars, filter)).map(({ calendar, entries }) => toHolidayCalendar(calendar, entries));
}

export async function get(db: TenantDb, id: string, filter: EntryFilter): Promise<HolidayCalendar> {
  await ensureSystemCalendars(db, filter.year === undefined ? defaultYears() : [filter.year]);
  return present(db, await load(db, id), filter);
}

export async function create(db: TenantDb, input: { name: string; entries?: HolidayEntryInput[] }): Promise<HolidayCalendar> {
  const entries = checkEntries(input.entries ?? []);
  const now = new Date().toISOString();
  const row: HolidayCalendarsTable = { id: uuidv7(), name: input.name.trim(), source_key: null, is_system: false, created_at: now, updated_at: now };
  await db.transaction().execute(async (trx) => {
    await repository.insert(trx, row);
    await replaceEntries(trx, row.id, entries);
  });
  return present(db, row);
}

export async function update(db: TenantDb, id: string, input: { name?: string; entries?: HolidayEntryInput[] }): Promise<HolidayCalendar> {
  assertEditable(await load(db, id));
  const entries = input.entries === undefined ? undefined : checkEntries(input.entries);
  await db.transaction().execute(async (trx) => {
    await repository.rename(trx, id, { ...(input.name !== undefined ? { name: input.name.trim() } : {}), updated_at: new Date().toISOString() });
    if (entries) {
      await replaceEntries(trx, id, entries);
      await tellHolidaysChanged(trx, { calendar_id: id });
    }
  });
  return present(db, await load(db, id));
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  assertEditable(await load(db, id));
  await db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'holiday_calendars', id);
    const total = await repository.locationsUsing(trx, id);
    if (total > 0) {
      throw new ConflictError('The holiday calendar is still attached to locations; detach it first.', { locations_count: total });
    }
    await repository.remove(trx, id);
  });
}
