import type { HolidayCalendarsTable, HolidayEntriesTable } from '../../db/tenant/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors/errors.js';
import { isValidDate } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import { lockRowForUpdate } from '../../db/locks.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { calendarsWithEntries, type EntryFilter } from './holidays.repository.js';
import { toHolidayCalendar, type HolidayCalendar } from './holiday-calendar.resource.js';
import {
  MAX_REQUESTABLE_YEAR,
  MIN_REQUESTABLE_YEAR,
  SYSTEM_CALENDAR_KEYS,
  systemCalendarName,
  systemHolidayEntries,
} from './system-calendars.js';

export interface HolidayEntryInput {
  date: string;
  name: string;
  half_day?: boolean;
}

/** Stable ids for system calendars: the same in every tenant, derived from the source key (DE-BY -> …44452d4259). */
export function systemCalendarId(sourceKey: string): string {
  const hex = Buffer.from(sourceKey, 'ascii').toString('hex').padStart(12, '0');
  return `00000000-0000-7000-8001-${hex}`;
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
  for (let year = Math.max(fromYear, MIN_REQUESTABLE_YEAR); year <= Math.min(toYear, MAX_REQUESTABLE_YEAR); year++) years.push(year);
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
    if (!Number.isInteger(year) || year < MIN_REQUESTABLE_YEAR || year > MAX_REQUESTABLE_YEAR) {
      throw ValidationError.field('year', `The year must be between ${MIN_REQUESTABLE_YEAR} and ${MAX_REQUESTABLE_YEAR}.`);
    }
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('holiday_calendars')
      .values(
        SYSTEM_CALENDAR_KEYS.map((key) => ({
          id: systemCalendarId(key),
          name: systemCalendarName(key),
          source_key: key,
          is_system: true,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const done = await trx.selectFrom('holiday_calendar_years').select(['calendar_id', 'year']).where('year', 'in', wanted).execute();
    const doneKeys = new Set(done.map((d) => `${d.calendar_id}:${d.year}`));
    for (const key of SYSTEM_CALENDAR_KEYS) {
      const calendarId = systemCalendarId(key);
      for (const year of wanted) {
        if (doneKeys.has(`${calendarId}:${year}`)) continue;
        const entries = systemHolidayEntries(key, year).map((e) => ({ id: uuidv7(), calendar_id: calendarId, ...e }));
        if (entries.length > 0) {
          await trx.insertInto('holiday_entries').values(entries).onConflict((oc) => oc.columns(['calendar_id', 'date']).doNothing()).execute();
        }
        await trx
          .insertInto('holiday_calendar_years')
          .values({ calendar_id: calendarId, year })
          .onConflict((oc) => oc.columns(['calendar_id', 'year']).doNothing())
          .execute();
      }
    }
  });
  for (const year of wanted) known.add(year);
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
    return { date, name: entry.name.trim(), half_day: entry.half_day ?? false };
  });
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return normalised;
}

async function load(db: TenantDb, id: string): Promise<HolidayCalendarsTable> {
  const row = await db.selectFrom('holiday_calendars').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('The holiday calendar was not found.');
  return row;
}

function assertEditable(row: HolidayCalendarsTable): void {
  if (row.is_system) throw new ForbiddenError('System holiday calendars are read-only; create an own calendar instead.');
}

async function present(db: TenantDb, row: HolidayCalendarsTable, filter: EntryFilter = {}): Promise<HolidayCalendar> {
  const [loaded] = await calendarsWithEntries(db, [row], filter);
  return toHolidayCalendar(row, loaded?.entries ?? []);
}

async function replaceEntries(db: TenantDb, calendarId: string, entries: readonly HolidayEntryInput[]): Promise<void> {
  await db.deleteFrom('holiday_entries').where('calendar_id', '=', calendarId).execute();
  if (entries.length === 0) return;
  const rows: HolidayEntriesTable[] = entries.map((e) => ({
    id: uuidv7(),
    calendar_id: calendarId,
    date: e.date,
    name: e.name,
    half_day: e.half_day ?? false,
  }));
  await db.insertInto('holiday_entries').values(rows).execute();
}

export const holidaysService = {
  async list(db: TenantDb, filter: EntryFilter): Promise<HolidayCalendar[]> {
    await ensureSystemCalendars(db, filter.year === undefined ? defaultYears() : [filter.year]);
    const calendars = await db.selectFrom('holiday_calendars').selectAll().orderBy('is_system', 'desc').orderBy('name').execute();
    return (await calendarsWithEntries(db, calendars, filter)).map(({ calendar, entries }) => toHolidayCalendar(calendar, entries));
  },

  async get(db: TenantDb, id: string, filter: EntryFilter): Promise<HolidayCalendar> {
    await ensureSystemCalendars(db, filter.year === undefined ? defaultYears() : [filter.year]);
    return present(db, await load(db, id), filter);
  },

  async create(db: TenantDb, input: { name: string; entries?: HolidayEntryInput[] }): Promise<HolidayCalendar> {
    const entries = checkEntries(input.entries ?? []);
    const now = new Date().toISOString();
    const row: HolidayCalendarsTable = { id: uuidv7(), name: input.name.trim(), source_key: null, is_system: false, created_at: now, updated_at: now };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('holiday_calendars').values(row).execute();
      await replaceEntries(trx, row.id, entries);
    });
    return present(db, row);
  },

  async update(db: TenantDb, id: string, input: { name?: string; entries?: HolidayEntryInput[] }): Promise<HolidayCalendar> {
    assertEditable(await load(db, id));
    const entries = input.entries === undefined ? undefined : checkEntries(input.entries);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('holiday_calendars')
        .set({ ...(input.name !== undefined ? { name: input.name.trim() } : {}), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      if (entries) await replaceEntries(trx, id, entries);
    });
    return present(db, await load(db, id));
  },

  async remove(db: TenantDb, id: string): Promise<void> {
    assertEditable(await load(db, id));
    await db.transaction().execute(async (trx) => {
      await lockRowForUpdate(trx, 'holiday_calendars', id);
      const { total } = await trx
        .selectFrom('location_holiday_calendars')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('calendar_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(total) > 0) {
        throw new ConflictError('The holiday calendar is still attached to locations; detach it first.', { locations_count: Number(total) });
      }
      await trx.deleteFrom('holiday_calendars').where('id', '=', id).execute();
    });
  },
};
