import type { SelectQueryBuilder, Updateable } from 'kysely';
import type { EmployeesTable, RosterEntriesTable, RosterEntryApplicationsTable, RosterSeriesTable, ShiftsTable, TenantDatabase } from '../../db/tenant/schema.js';
import { scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

const BATCH = 200;

export interface EntryFilters {
  employee_id?: string;
  from?: string;
  to?: string;
  is_open?: boolean;
}

type EntryQuery = SelectQueryBuilder<TenantDatabase, 'roster_entries', object>;

/** The entries a reader's list shows: drafts only for who sees them; people of the visible units, and open shifts, which are visible to all. */
export function listedTo(db: TenantDb, query: EntryQuery, publishedOnly: boolean, visibility: Visibility): EntryQuery {
  const published = publishedOnly ? query.where('roster_entries.published_at', 'is not', null) : query;
  const visibleIds = scopeToVisible(db.selectFrom('employees'), visibility).select('employees.id');
  return published.where((eb) => eb.or([eb('roster_entries.employee_id', 'is', null), eb('roster_entries.employee_id', 'in', visibleIds)]));
}

function listQuery(db: TenantDb, rosterId: string, filters: EntryFilters, publishedOnly: boolean, visibility: Visibility) {
  let query = listedTo(db, db.selectFrom('roster_entries').where('roster_entries.roster_id', '=', rosterId), publishedOnly, visibility);
  if (filters.employee_id) query = query.where('roster_entries.employee_id', '=', filters.employee_id);
  if (filters.from) query = query.where('roster_entries.date', '>=', filters.from);
  if (filters.to) query = query.where('roster_entries.date', '<=', filters.to);
  if (filters.is_open !== undefined) query = query.where('roster_entries.employee_id', filters.is_open ? 'is' : 'is not', null);
  return query;
}

export async function count(db: TenantDb, rosterId: string, filters: EntryFilters, publishedOnly: boolean, visibility: Visibility): Promise<number> {
  const row = await listQuery(db, rosterId, filters, publishedOnly, visibility).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of a roster's entries by day and start. */
export function page(
  db: TenantDb,
  rosterId: string,
  filters: EntryFilters,
  publishedOnly: boolean,
  visibility: Visibility,
  limit: number,
  offset: number,
): Promise<RosterEntriesTable[]> {
  return listQuery(db, rosterId, filters, publishedOnly, visibility)
    .selectAll('roster_entries')
    .orderBy('roster_entries.date')
    .orderBy('roster_entries.start_time')
    .orderBy('roster_entries.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function find(db: TenantDb, rosterId: string, entryId: string): Promise<RosterEntriesTable | undefined> {
  return db.selectFrom('roster_entries').selectAll().where('id', '=', entryId).where('roster_id', '=', rosterId).executeTakeFirst();
}

export async function insertSeries(db: TenantDb, row: RosterSeriesTable): Promise<void> {
  await db.insertInto('roster_series').values(row).execute();
}

/** Inserts entries in batches, so a long series stays within the drivers' parameter limits. */
export async function insertEntries(db: TenantDb, rows: readonly RosterEntriesTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('roster_entries').values(rows.slice(i, i + BATCH)).execute();
}

/**
 * Changes an entry. `revised`: its start or end moves, which its calendar event counts in SEQUENCE
 * (RFC 5545 §3.8.7.4); counted in the same statement, so two changes at once count twice.
 */
export async function update(db: TenantDb, id: string, changes: Updateable<RosterEntriesTable>, revised = false): Promise<void> {
  await db
    .updateTable('roster_entries')
    .set((eb) => ({ ...changes, ...(revised ? { sequence: eb('sequence', '+', 1) } : {}) }))
    .where('id', '=', id)
    .execute();
}

export async function remove(db: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('roster_entries').where('id', '=', id).execute();
}

/** The planned person's application is accepted, everyone else's declined. */
export async function settleApplications(db: TenantDb, entryId: string, employeeId: string): Promise<void> {
  await db.updateTable('roster_entry_applications').set({ status: 'accepted' }).where('entry_id', '=', entryId).where('employee_id', '=', employeeId).execute();
  await db.updateTable('roster_entry_applications').set({ status: 'declined' }).where('entry_id', '=', entryId).where('employee_id', '!=', employeeId).execute();
}

export async function insertApplication(db: TenantDb, row: RosterEntryApplicationsTable): Promise<void> {
  await db.insertInto('roster_entry_applications').values(row).execute();
}

/** An entry's applications from people the caller can see: applicants outside the visible units stay hidden. */
export function applicationsFor(db: TenantDb, entryId: string, visibility: Visibility): Promise<RosterEntryApplicationsTable[]> {
  const visibleIds = scopeToVisible(db.selectFrom('employees'), visibility).select('employees.id');
  return db
    .selectFrom('roster_entry_applications')
    .selectAll()
    .where('entry_id', '=', entryId)
    .where('employee_id', 'in', visibleIds)
    // Two applications of the same millisecond come in one order on every read.
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What presenting a set of entries needs besides the entries: names, shifts, units, application counts, the viewer's own applications. */
export async function presentationRows(
  db: TenantDb,
  ids: string[],
  employeeIds: string[],
  shiftIds: string[],
  unitIds: string[],
  viewerId: string,
): Promise<{
  employees: Array<Pick<EmployeesTable, 'id' | 'first_name' | 'last_name'>>;
  shifts: ShiftsTable[];
  units: Array<{ id: string; name: string }>;
  counts: Array<{ entry_id: string; total: number }>;
  mine: RosterEntryApplicationsTable[];
}> {
  const [employees, shifts, units, counts, mine] = await Promise.all([
    employeeIds.length ? db.selectFrom('employees').select(['id', 'first_name', 'last_name']).where('id', 'in', employeeIds).execute() : [],
    shiftIds.length ? db.selectFrom('shifts').selectAll().where('id', 'in', shiftIds).execute() : [],
    unitIds.length ? db.selectFrom('departments').select(['id', 'name']).where('id', 'in', unitIds).execute() : [],
    ids.length
      ? db
          .selectFrom('roster_entry_applications')
          .select(['entry_id', (eb) => eb.fn.countAll<number>().as('total')])
          .where('entry_id', 'in', ids)
          .groupBy('entry_id')
          .execute()
      : [],
    ids.length
      ? db.selectFrom('roster_entry_applications').selectAll().where('entry_id', 'in', ids).where('employee_id', '=', viewerId).execute()
      : [],
  ]);
  return { employees, shifts, units, counts, mine };
}

/** The planned person's id and department, for the visibility check. */
export function employeeUnit(db: TenantDb, employeeId: string): Promise<Pick<EmployeesTable, 'id' | 'department_id'>> {
  return db.selectFrom('employees').select(['id', 'department_id']).where('id', '=', employeeId).executeTakeFirstOrThrow();
}

/** A person who can be planned: still employed. */
export function findActiveEmployee(db: TenantDb, id: string): Promise<EmployeesTable | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The employee's entries that end after `since`: their times and breaks. */
export function entriesEndingAfter(db: TenantDb, employeeId: string, since: string) {
  return db
    .selectFrom('roster_entries')
    .select(['id', 'effective_start', 'effective_end', 'break_minutes'])
    .where('employee_id', '=', employeeId)
    .where('effective_end', '>', since)
    .execute();
}

/** The people placed at the locations, those who left included (their shifts before the exit date stay planned). */
export async function peopleAt(db: TenantDb, locationIds: readonly string[]): Promise<string[]> {
  if (locationIds.length === 0) return [];
  const rows = await db.selectFrom('employees').select('id').where('location_id', 'in', locationIds).where('deleted_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

/** The locations that use a holiday calendar. */
export async function locationsUsing(db: TenantDb, calendarId: string): Promise<string[]> {
  const rows = await db.selectFrom('location_holiday_calendars').select('location_id').where('calendar_id', '=', calendarId).execute();
  return rows.map((row) => row.location_id);
}

/** The employee's entries overlapping [from, to), except the excluded ones, as the law checks see them. */
export function plannedIntervals(db: TenantDb, employeeId: string, from: string, to: string, excluded: readonly string[]) {
  let query = db
    .selectFrom('roster_entries')
    .select(['id', 'effective_start as start', 'effective_end as end', 'break_minutes'])
    .where('employee_id', '=', employeeId)
    .where('effective_end', '>', from)
    .where('effective_start', '<', to);
  if (excluded.length > 0) query = query.where('id', 'not in', excluded);
  return query.execute();
}

/** The person's entries overlapping the span, but the excluded ones, with the warnings stored on them. */
export function entriesWithWarnings(db: TenantDb, employeeId: string, from: string, to: string, excluded: readonly string[]) {
  let query = db
    .selectFrom('roster_entries')
    .select(['id', 'effective_start as start', 'effective_end as end', 'break_minutes', 'warnings'])
    .where('employee_id', '=', employeeId)
    .where('effective_end', '>', from)
    .where('effective_start', '<', to);
  if (excluded.length > 0) query = query.where('id', 'not in', excluded);
  return query.execute();
}

/** Warnings are what the law check found: they change without the entry changing, so updated_at stays. */
export async function setWarnings(db: TenantDb, id: string, warnings: readonly string[]): Promise<void> {
  await db.updateTable('roster_entries').set({ warnings: [...warnings] }).where('id', '=', id).execute();
}

/** The person's approved absences touching the dates (module leave_requests); planning on them is absence_conflict. */
export function approvedAbsences(db: TenantDb, employeeId: string, from: string, to: string) {
  return db
    .selectFrom('absences')
    .select(['id', 'start_date', 'end_date', 'half_day_start', 'half_day_end'])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'approved')
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .execute();
}

/** Entries planned for a person on the dates, in order. */
export function entriesOfBetween(db: TenantDb, employeeId: string, from: string, to: string) {
  return db
    .selectFrom('roster_entries')
    .select(['id', 'roster_id', 'date', 'start_time', 'end_time'])
    .where('employee_id', '=', employeeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('effective_start')
    .execute();
}

/** A person's published entries between two local dates, with their roster's and shift's names, by start. */
export function publishedOf(db: TenantDb, employeeId: string, from: string, to: string) {
  return db
    .selectFrom('roster_entries')
    .innerJoin('rosters', 'rosters.id', 'roster_entries.roster_id')
    .leftJoin('shifts', 'shifts.id', 'roster_entries.shift_id')
    .select([
      'roster_entries.id',
      'roster_entries.effective_start',
      'roster_entries.effective_end',
      'roster_entries.break_minutes',
      'roster_entries.note',
      'roster_entries.updated_at',
      'roster_entries.sequence',
      'rosters.name as roster_name',
      'rosters.updated_at as roster_updated_at',
      'shifts.name as shift_name',
      'shifts.updated_at as shift_updated_at',
    ])
    .where('roster_entries.employee_id', '=', employeeId)
    .where('roster_entries.published_at', 'is not', null)
    .where('roster_entries.date', '>=', from)
    .where('roster_entries.date', '<=', to)
    .orderBy('roster_entries.effective_start')
    .orderBy('roster_entries.id')
    .execute();
}

/** Which of a person's entries: those dated after `after`, or before `before`, when given. */
export interface EntryDates {
  after?: string;
  before?: string;
}

/** Every roster entry a person is planned in (only those dated as `dated` says), drafts included, oldest first. */
export function entriesOfEmployee(db: TenantDb, employeeId: string, dated: EntryDates = {}): Promise<RosterEntriesTable[]> {
  let query = db.selectFrom('roster_entries').selectAll().where('employee_id', '=', employeeId);
  if (dated.after !== undefined) query = query.where('date', '>', dated.after);
  if (dated.before !== undefined) query = query.where('date', '<', dated.before);
  return query.orderBy('date').orderBy('effective_start').orderBy('id').execute();
}

/** Every application a person made for an open shift, oldest first. */
export function applicationsOfEmployee(db: TenantDb, employeeId: string): Promise<RosterEntryApplicationsTable[]> {
  return db.selectFrom('roster_entry_applications').selectAll().where('employee_id', '=', employeeId).orderBy('created_at').orderBy('id').execute();
}

/** Removes a person's applications and the entries planned for them (with the applications others made for those). */
export async function removeAllOf(db: TenantDb, employeeId: string): Promise<{ entries: number; applications: number }> {
  const own = db.selectFrom('roster_entries').select('id').where('employee_id', '=', employeeId);
  const applications = await db
    .deleteFrom('roster_entry_applications')
    .where((eb) => eb.or([eb('employee_id', '=', employeeId), eb('entry_id', 'in', own)]))
    .executeTakeFirst();
  const entries = await db.deleteFrom('roster_entries').where('employee_id', '=', employeeId).executeTakeFirst();
  return { entries: Number(entries.numDeletedRows), applications: Number(applications.numDeletedRows) };
}

/**
 * Whose unit the person's entries dated `from` on come from (source_unit_id), as placing them now
 * would find it (see placement in roster-entries.service): their department when it is not the
 * roster's unit, else none. Derived, as a change of the roster's unit derives it: updated_at stays.
 */
export async function deriveSourceUnitsOf(db: TenantDb, employeeId: string, departmentId: string | null, from: string): Promise<void> {
  await db.updateTable('roster_entries').set({ source_unit_id: null }).where('employee_id', '=', employeeId).where('date', '>=', from).execute();
  if (!departmentId) return;
  await db
    .updateTable('roster_entries')
    .set({ source_unit_id: departmentId })
    .where('employee_id', '=', employeeId)
    .where('date', '>=', from)
    .where('roster_id', 'in', (eb) => eb.selectFrom('rosters').select('rosters.id').where('rosters.unit_id', 'is not', null).where('rosters.unit_id', '!=', departmentId))
    .execute();
}
