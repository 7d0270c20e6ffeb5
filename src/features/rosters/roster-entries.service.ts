import type { EmployeesTable, RosterEntriesTable, RostersTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowIfPresent } from '../../db/locks.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { assertIfMatchTag, contentTag, type IfMatch } from '../../platform/http/conditional.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import { isValidDate, localDate } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import { enqueuePush } from '../push/push-outbox.js';
import { effectiveTimes } from '../../domain/rosters/entry-times.js';
import { hardFindings, warningCodes, type Finding } from '../../domain/working-time/law/working-time-law.js';
import { checkPlannedShifts, lockPeople, plannedAsStored, prepareLawCheck, refreshAfterRemoval, refreshNeighbourWarnings, type PlannedShift } from './roster-law.js';
import { assertNotErased, employeeTimeZone, holdChangeableEmployee, onDepartmentChange, onLeaving, onStartPostponed } from '../employees/employees.service.js';
import * as repository from './roster-entries.repository.js';
import { toApplication, toRosterEntry, type EntryContext, type RosterEntry } from './roster-entry.resource.js';
import { entryVersion, isMove } from './entry-placement.js';
import { loadRoster, lockRoster, seesDrafts } from './rosters.service.js';
import { describeSeries, expandSeries, SeriesRuleError, type SeriesRule } from '../../domain/rosters/series.js';
import type { PublishedShift } from '../../domain/calendar/feed-events.js';
import { findShift, lockShift } from './shifts.service.js';
import { addDays, startOfLocalDay } from '../../domain/working-time/local-time.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';
import { tellWithdrawn } from './withdrawn-notice.js';

const SHIFT_INVALID = 'The selected shift id is invalid.';
const ENTRY_NOT_FOUND = 'The roster entry was not found.';

export interface EntryInput {
  date?: string;
  employee_id?: string | null;
  shift_id?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  note?: string | null;
  work_area_id?: string | null;
  status?: number;
  publish?: boolean;
  force?: boolean;
  series?: SeriesRule;
}

export interface Actor {
  principal: Principal;
  visibility: Visibility;
  tenant: Tenant;
}

/** Loads names, shifts, units and applications for a set of entries in a fixed number of queries. */
async function entryContext(db: TenantDb, rows: readonly RosterEntriesTable[], viewerId: string): Promise<EntryContext> {
  const ids = rows.map((r) => r.id);
  const employeeIds = [...new Set(rows.flatMap((r) => (r.employee_id ? [r.employee_id] : [])))];
  const shiftIds = [...new Set(rows.flatMap((r) => (r.shift_id ? [r.shift_id] : [])))];
  const unitIds = [...new Set(rows.flatMap((r) => (r.source_unit_id ? [r.source_unit_id] : [])))];
  const { employees, shifts, units, counts, mine } = await repository.presentationRows(db, ids, employeeIds, shiftIds, unitIds, viewerId);
  return {
    employeeNames: new Map(employees.map((e) => [e.id, `${e.first_name} ${e.last_name}`.trim()])),
    shifts: new Map(shifts.map((s) => [s.id, s])),
    units: new Map(units.map((u) => [u.id, u.name])),
    applicationCounts: new Map(counts.map((c) => [c.entry_id, Number(c.total)])),
    myApplications: new Map(mine.map((a) => [a.entry_id, a])),
  };
}

/** Entries as the API shows them to the viewer. */
async function present(db: TenantDb, rows: readonly RosterEntriesTable[], viewerId: string): Promise<RosterEntry[]> {
  const context = await entryContext(db, rows, viewerId);
  return rows.map((row) => toRosterEntry(row, context));
}

async function presentOne(db: TenantDb, actor: Actor, row: RosterEntriesTable): Promise<RosterEntry> {
  return (await present(db, [row], actor.principal.employeeId))[0]!;
}

/**
 * The ETag of an entry as `entry` shows it: its `version` (what its person confirms by
 * acknowledging it), then a digest of the whole answer, so the tag changes whenever the answer
 * does (RFC 9110 §8.8.1: a note or an acknowledgement too) while an acknowledgement can still
 * read the version out of it (`versionOfTag`).
 */
export function entryTag(entry: RosterEntry): string {
  // contentTag is the digest in quotes; here it follows the version inside one pair of them.
  return `"${entry.version}.${contentTag(JSON.stringify(entry)).slice(1, -1)}"`;
}

/** The version an entry's ETag (its opaque part, without quotes) or a bare version names. */
export function versionOfTag(opaque: string): string {
  const dot = opaque.indexOf('.');
  return dot === -1 ? opaque : opaque.slice(0, dot);
}

/** Refuses a change whose If-Match names no tag of the entry as this actor sees it now (412). */
async function assertEntryIfMatch(trx: TenantDb, actor: Actor, entry: RosterEntriesTable, ifMatch: IfMatch | undefined): Promise<void> {
  if (ifMatch !== undefined) assertIfMatchTag(ifMatch, entryTag(await presentOne(trx, actor, entry)));
}

/** Entries are visible by their own publication: one published early in a draft roster is seen, so the roster itself is loaded as planners see it. */
function rosterOf(db: TenantDb, rosterId: string): Promise<RostersTable> {
  return loadRoster(db, rosterId);
}

/** A planner may only plan people they can see; non-planners see published entries of visible people and open shifts. */
async function loadEntry(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string): Promise<RosterEntriesTable> {
  const row = await repository.find(db, roster.id, entryId);
  if (!row || (!seesDrafts(actor.principal) && !row.published_at)) throw new NotFoundError(ENTRY_NOT_FOUND);
  if (row.employee_id) {
    const employee = await repository.employeeUnit(db, row.employee_id);
    assertCanSee(actor.visibility, employee);
  }
  return row;
}

async function plannedEmployee(db: TenantDb, actor: Actor, employeeId: string): Promise<EmployeesTable> {
  const employee = await repository.findActiveEmployee(db, employeeId);
  if (!employee) throw ValidationError.field('employee_id', 'The selected employee id is invalid.');
  assertCanSee(actor.visibility, employee);
  assertNotErased(employee);
  return employee;
}

/**
 * Refuses planning a person on a day outside their employment, before their entry date or after
 * their exit date (422 on `field`): nobody is to work there, nor be told to on their phone.
 */
function assertEmployedOn(employee: EmployeesTable, dates: readonly string[], field: string): void {
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  const { entry_date: entry, exit_date: exit } = employee;
  const early = entry === null ? undefined : dates.find((date) => date < entry);
  if (early) throw ValidationError.field(field, `${name} starts on ${entry}; no shift can be planned on ${early}, before that day.`);
  const late = exit === null ? undefined : dates.find((date) => date > exit);
  if (late) throw ValidationError.field(field, `${name} left on ${exit}; no shift can be planned on ${late}, after that day.`);
}

/** Refuses (422 on `field`) a date outside the roster's period. */
function assertInPeriod(roster: RostersTable, dates: readonly string[], field: string): void {
  const outside = dates.find((d) => d < roster.period_start || d > roster.period_end);
  if (outside) throw ValidationError.field(field, `${outside} lies outside the roster period ${roster.period_start} to ${roster.period_end}.`);
}

/**
 * Holds, in the entry's transaction, the roster and the shift template it names, before the
 * people's rows (as every roster change takes them), checks the template again and answers the
 * roster as it is now: a template retired since it was read refuses the entry as it would have
 * before, and a change after this waits for the entry and sees it. Lock order of every roster
 * change: roster, shift template, people, then the entry's own row (holdEntryRow).
 */
async function holdRosterAndShift(trx: TenantDb, rosterId: string, shiftId: string | null | undefined): Promise<RostersTable> {
  const roster = await lockRoster(trx, rosterId);
  if (shiftId && !(await lockShift(trx, shiftId))) throw ValidationError.field('shift_id', SHIFT_INVALID);
  return roster;
}

/**
 * Holds the entry's row, after its people's (erasure, a person's leaving and the refresh of their
 * warnings write their entries while holding them), and refuses it once it is gone (404, as a
 * deletion before). Who is planned in an entry changes under its roster's lock, so reading it under
 * that lock tells whose rows to take first; only a person's leaving takes it from them without that
 * lock (it holds their row first), so a change that places the entry reads it again once they are held.
 */
async function holdEntryRow(trx: TenantDb, id: string): Promise<void> {
  if (!(await lockRowIfPresent(trx, 'roster_entries', id))) throw new NotFoundError(ENTRY_NOT_FOUND);
}

/**
 * The holiday calendars a law check reads were generated for the entry as first read, before the
 * transaction; one changed since (moved into other years) has them generated in the transaction.
 */
async function prepareIfChanged(trx: TenantDb, read: RosterEntriesTable, current: RosterEntriesTable, subjects: readonly PlannedShift[]): Promise<void> {
  if (current.updated_at !== read.updated_at) await prepareLawCheck(trx, subjects);
}

function entryDate(value: string): string {
  const date = value.slice(0, 10);
  if (!isValidDate(date)) throw ValidationError.field('date', 'The date field must be a valid date.');
  return date;
}

function lawConflict(findings: Map<string, Finding[]>, dates: Map<string, string>): ConflictError {
  const hard = [...findings.values()].flatMap(hardFindings);
  return new ConflictError(
    `The plan breaks working-time law: ${hard[0]!.message.replace(/\.$/, "")}${hard.length > 1 ? ` (and ${hard.length - 1} more)` : ''}. Send force: true to plan it anyway.`,
    {
      code: 'working_time_law',
      warnings: warningCodes([...findings.values()].flat()),
      findings: hard.map((f) => ({ code: f.code, severity: f.severity, date: dates.get(f.intervalId) ?? f.date, message: f.message })),
    },
  );
}

type ResolvedTimes = Awaited<ReturnType<typeof resolveTimes>>;

/** The columns that follow from where an entry sits: its date and times in the zone, and whose unit the person comes from. */
function placement(day: string, times: ResolvedTimes, timezone: string, employee: EmployeesTable | undefined, roster: RostersTable) {
  const effective = effectiveTimes(day, times.start, times.end, times.breakMinutes, timezone);
  // A start inside the hour the clocks skip in spring moves to after it, and may pass the end.
  if (Date.parse(effective.end) <= Date.parse(effective.start)) {
    throw ValidationError.field('start_time', `On ${day} ${times.start} to ${times.end} is no time at all in ${timezone}: the clocks skip that hour.`);
  }
  return {
    employee_id: employee?.id ?? null,
    date: day,
    shift_id: times.shiftId,
    start_time: times.start,
    end_time: times.end,
    break_minutes: times.breakMinutes,
    effective_start: effective.start,
    effective_end: effective.end,
    timezone,
    source_unit_id: sourceUnit(employee, roster),
  };
}

/** An entry is cross-unit when the person belongs to another department than the roster's unit. */
function sourceUnit(employee: EmployeesTable | undefined, roster: RostersTable): string | null {
  return employee && roster.unit_id && employee.department_id && employee.department_id !== roster.unit_id ? employee.department_id : null;
}

/**
 * An entry given to nobody, placed as a planner's change of its employee_id to null places it: its
 * times in the workspace's zone, from no other unit, nothing to warn about, no acknowledgement to
 * wait for. `revised`: its start or end moved, a revision its calendar event counts.
 */
function asOpenShift(entry: RosterEntriesTable, workspaceZone: string, at: string): { changes: Partial<RosterEntriesTable>; revised: boolean } {
  const effective = effectiveTimes(entry.date, entry.start_time, entry.end_time, Number(entry.break_minutes), workspaceZone);
  // Wall times the workspace's clocks skip that night (the entry was placed in another zone) keep
  // where they were: a planner's change would be refused (see placement), a person's leaving is not.
  const placed = Date.parse(effective.end) > Date.parse(effective.start) ? { effective_start: effective.start, effective_end: effective.end, timezone: workspaceZone } : undefined;
  return {
    // Silently, as HR has told them: nobody is told of it any more.
    changes: { employee_id: null, told_employee_id: null, source_unit_id: null, warnings: null, acknowledged_at: null, updated_at: at, ...placed },
    revised: placed !== undefined && (placed.effective_start !== entry.effective_start || placed.effective_end !== entry.effective_end),
  };
}

/**
 * Times of an entry: its own start/end, else its shift's. A change that names no shift keeps the
 * entry's times and break as planned; the shift template is read only when the change names it
 * (its break then comes with it, none without a shift), so a later change of the template, or
 * its retirement, does not reach entries planned before.
 */
async function resolveTimes(db: TenantDb, input: EntryInput, current?: RosterEntriesTable) {
  if (current && input.shift_id === undefined) {
    const start = input.start_time ?? current.start_time;
    const end = input.end_time ?? current.end_time;
    if (start === end) throw ValidationError.field('end_time', 'The end time must differ from the start time.');
    return { shiftId: current.shift_id, start, end, breakMinutes: current.break_minutes };
  }
  const shiftId = input.shift_id !== undefined ? input.shift_id : null;
  // Only a missing shift is the client's mistake; a failing database stays a server error.
  const shift = shiftId ? await findShift(db, shiftId) : undefined;
  if (shiftId && !shift) throw ValidationError.field('shift_id', SHIFT_INVALID);
  const start = input.start_time ?? shift?.start_time;
  const end = input.end_time ?? shift?.end_time;
  if (!start || !end) {
    throw new ValidationError({
      ...(start ? {} : { start_time: ['The start time field is required when no shift is given.'] }),
      ...(end ? {} : { end_time: ['The end time field is required when no shift is given.'] }),
    });
  }
  if (start === end) throw ValidationError.field('end_time', 'The end time must differ from the start time.');
  return { shiftId, start, end, breakMinutes: shift?.break_minutes ?? 0 };
}

/** A roster's entries, page by page: non-planners see published ones only, and only of people they can see, plus open shifts. */
export async function list(db: TenantDb, actor: Actor, rosterId: string, filters: repository.EntryFilters): Promise<PageSource<RosterEntry>> {
  const roster = await rosterOf(db, rosterId);
  assertDaysInOrder(filters);
  const publishedOnly = !seesDrafts(actor.principal);
  return {
    count: () => repository.count(db, roster.id, filters, publishedOnly, actor.visibility),
    rows: async (limit, offset) =>
      present(db, await repository.page(db, roster.id, filters, publishedOnly, actor.visibility, limit, offset), actor.principal.employeeId),
  };
}

export async function get(db: TenantDb, actor: Actor, rosterId: string, entryId: string): Promise<RosterEntry> {
  const roster = await rosterOf(db, rosterId);
  return presentOne(db, actor, await loadEntry(db, actor, roster, entryId));
}

/**
 * Creates one entry or a whole series, atomically: every occurrence is
 * checked against working-time law first, hard findings refuse the lot
 * (409) unless force, and soft ones are kept on the entries as warnings.
 */
export async function create(db: TenantDb, actor: Actor, rosterId: string, input: EntryInput & { date: string }) {
  const roster = await rosterOf(db, rosterId);
  const date = entryDate(input.date);
  const employee = input.employee_id ? await plannedEmployee(db, actor, input.employee_id) : undefined;
  const times = await resolveTimes(db, input);
  let dates: string[];
  let rule: ReturnType<typeof describeSeries> | undefined;
  try {
    rule = input.series ? describeSeries(input.series) : undefined;
    dates = input.series ? expandSeries(date, input.series) : [date];
  } catch (error) {
    if (error instanceof SeriesRuleError) throw ValidationError.field(error.field, error.message);
    throw error;
  }
  if (dates.length === 0) throw ValidationError.field('series', 'The series has no occurrence.');
  assertInPeriod(roster, dates, input.series ? 'series' : 'date');
  if (employee) assertEmployedOn(employee, dates, input.series ? 'series' : 'date');
  const timezone = employee ? await employeeTimeZone(db, employee, actor.tenant) : actor.tenant.timezone;
  const seriesId = rule ? uuidv7() : null;
  const now = new Date().toISOString();
  const publishedAt = input.publish ? now : null;
  const rows: RosterEntriesTable[] = dates.map((day) => ({
    id: uuidv7(),
    roster_id: roster.id,
    ...placement(day, times, timezone, employee, roster),
    note: input.note ?? null,
    work_area_id: input.work_area_id ?? null,
    status: input.status ?? 0,
    generated: seriesId !== null,
    series_id: seriesId,
    published_at: publishedAt,
    told_employee_id: publishedAt && employee ? employee.id : null,
    acknowledged_at: null,
    warnings: null,
    created_at: now,
    updated_at: now,
  }));

  const planned: PlannedShift[] = rows.map((r) => ({ id: r.id, start: r.effective_start, end: r.effective_end, break_minutes: r.break_minutes }));
  if (employee) await prepareLawCheck(db, planned);

  // The check and the inserts share a transaction holding the employee's row, so two planners
  // cannot both place overlapping shifts for one person.
  await db.transaction().execute(async (trx) => {
    const held = await holdRosterAndShift(trx, roster.id, times.shiftId);
    assertInPeriod(held, dates, input.series ? 'series' : 'date');
    // Whose unit the person comes from follows the roster as held: its unit may have changed since it was read.
    for (const row of rows) row.source_unit_id = sourceUnit(employee, held);
    if (employee) {
      await lockPeople(trx, [employee.id]);
      // Erasure holds the person's row too: one that committed since they were looked up refuses the plan,
      // and so does an exit date set (or an entry date moved later) since: the change holds the row while it
      // releases their entries outside the employment. A move to another department is seen here as well.
      const person = await holdChangeableEmployee(trx, employee.id);
      assertEmployedOn(person, dates, input.series ? 'series' : 'date');
      for (const row of rows) row.source_unit_id = sourceUnit(person, held);
      const findings = await checkPlannedShifts(trx, employee, timezone, planned);
      const hasHard = [...findings.values()].some((list) => hardFindings(list).length > 0);
      if (hasHard && !input.force) throw lawConflict(findings, new Map(rows.map((r) => [r.id, r.date])));
      for (const row of rows) row.warnings = warningCodes(findings.get(row.id) ?? []);
    }
    if (seriesId && rule) await repository.insertSeries(trx, { id: seriesId, roster_id: roster.id, rule: { ...rule }, created_at: now });
    await repository.insertEntries(trx, rows);
    if (employee) await refreshNeighbourWarnings(trx, employee, timezone, planned, rows.map((row) => row.id));
    if (publishedAt && employee) {
      await enqueuePush(trx, {
        employeeId: employee.id,
        title: 'Neue Schicht',
        body: `${rows.length === 1 ? `Schicht am ${rows[0]!.date}` : `${rows.length} Schichten ab ${rows[0]!.date}`}, ${times.start}–${times.end}. Bitte bestätigen.`,
        data: { kind: 'roster_entry_published', roster_id: roster.id, entry_id: rows[0]!.id },
      });
    }
  });
  return {
    entries: await present(db, rows, actor.principal.employeeId),
    series: seriesId && rule ? [{ id: seriesId, ...rule, occurrences: rows.length, first_date: rows[0]!.date, last_date: rows[rows.length - 1]!.date }] : undefined,
    pushed: Boolean(publishedAt && employee),
  };
}

/** The note, work area and status a change names: nothing to place or check again. */
function ownFields(input: EntryInput): Partial<RosterEntriesTable> {
  return {
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.work_area_id !== undefined ? { work_area_id: input.work_area_id } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  };
}

/**
 * The change without the placing members it sends as `entry` has them: a client that sends back
 * the entry it read with a new note changes the note only. So its shift template is not read
 * again, nor its person checked, and an entry whose template was changed or retired since, or
 * whose person has left, keeps its times and break and stays editable.
 */
function withoutUnchangedPlacement(input: EntryInput, entry: RosterEntriesTable): EntryInput {
  const given = { ...input };
  if (given.date !== undefined && given.date.slice(0, 10) === entry.date) delete given.date;
  if (given.employee_id === entry.employee_id) delete given.employee_id;
  if (given.shift_id === entry.shift_id) delete given.shift_id;
  // With a shift named (another one, or null for own times), the times sent are the entry's, as they were or not.
  if (given.shift_id === undefined && given.start_time === entry.start_time) delete given.start_time;
  if (given.shift_id === undefined && given.end_time === entry.end_time) delete given.end_time;
  return given;
}

/** Whether a change names where the entry goes: its date, person, shift or times. */
function placesEntry(input: EntryInput): boolean {
  return [input.date, input.employee_id, input.shift_id, input.start_time, input.end_time].some((field) => field !== undefined);
}

/** Where a change places an entry, worked out from the entry and its roster as given, with the checks that refuse it. */
async function placeChange(db: TenantDb, actor: Actor, roster: RostersTable, current: RosterEntriesTable, input: EntryInput) {
  const employeeId = input.employee_id !== undefined ? input.employee_id : current.employee_id;
  const employee = employeeId ? await plannedEmployee(db, actor, employeeId) : undefined;
  const times = await resolveTimes(db, input, current);
  const date = input.date ? entryDate(input.date) : current.date;
  assertInPeriod(roster, [date], 'date');
  // Handing the entry to someone else is refused on employee_id; moving it, or changing the times of one planned outside the employment, on date.
  if (employee) assertEmployedOn(employee, [date], employee.id !== current.employee_id && input.date === undefined ? 'employee_id' : 'date');
  const timezone = employee ? await employeeTimeZone(db, employee, actor.tenant) : actor.tenant.timezone;
  const placed = placement(date, times, timezone, employee, roster);
  const moved = isMove(current, placed);
  // A new start or end is a revision the person's calendar app must take (its event's SEQUENCE).
  const revised = placed.effective_start !== current.effective_start || placed.effective_end !== current.effective_end;
  const planned: PlannedShift = { id: current.id, start: placed.effective_start, end: placed.effective_end, break_minutes: times.breakMinutes };
  // What the law checks look at: the entry where it goes, and where it was.
  const subjects = [...(employee ? [planned] : []), ...(current.employee_id ? [plannedAsStored(current)] : [])];
  return { employee, times, date, timezone, placed, moved, revised, planned, subjects };
}

/**
 * Changes an entry and checks it again; assigning someone who applied accepts their application.
 * The first read answers what is wrong with the change itself; the transaction reads the entry
 * and its roster again under the roster's lock and works from them, so a change, assignment or
 * deletion committed meanwhile is what this one changes (or 404).
 */
export async function update(db: TenantDb, actor: Actor, rosterId: string, entryId: string, input: EntryInput, ifMatch?: IfMatch) {
  const roster = await rosterOf(db, rosterId);
  const read = await loadEntry(db, actor, roster, entryId);
  const asRead = withoutUnchangedPlacement(input, read);
  const first = placesEntry(asRead) ? await placeChange(db, actor, roster, read, asRead) : undefined;
  if (first?.moved) await prepareLawCheck(db, first.subjects);
  const { row, pushed } = await db.transaction().execute(async (trx) => {
    // Only a shift the change names is checked again: one the entry merely keeps may be retired (see resolveTimes).
    const held = await holdRosterAndShift(trx, roster.id, asRead.shift_id);
    const seen = await loadEntry(trx, actor, held, entryId);
    if (!placesEntry(withoutUnchangedPlacement(input, seen))) {
      // Only note, status or work area: nothing to place or check again, whatever became of the
      // shift template or the person since (a past entry of someone who left stays editable).
      await holdEntryRow(trx, seen.id);
      if (ifMatch) await assertEntryIfMatch(trx, actor, await loadEntry(trx, actor, held, seen.id), ifMatch);
      await repository.update(trx, seen.id, { updated_at: new Date().toISOString(), ...ownFields(input) });
      return { row: await loadEntry(trx, actor, held, seen.id), pushed: false };
    }
    // The people the change reaches are held before it is worked out: whom it plans, and whom the
    // entry planned as read under the roster's lock. A person's leaving releases their later entries
    // holding their row alone (releaseEntries), so the entry, and the person it plans, are read
    // again once held: a release committed meanwhile leaves an open shift, an exit date a refusal.
    await lockPeople(trx, [input.employee_id, seen.employee_id]);
    // Compared holding the entry's row: an acknowledgement changes the answer too.
    if (ifMatch) await holdEntryRow(trx, seen.id);
    const current = await loadEntry(trx, actor, held, entryId);
    await assertEntryIfMatch(trx, actor, current, ifMatch);
    const given = withoutUnchangedPlacement(input, current);
    const { employee, times, date, timezone, placed, moved, revised, planned, subjects } = await placeChange(trx, actor, held, current, given);
    // Warnings stay as the last check of the person's entries left them unless the entry moves.
    const changes: Partial<RosterEntriesTable> = {
      ...placed,
      updated_at: new Date().toISOString(),
      ...ownFields(input),
      ...(moved ? { warnings: null, acknowledged_at: null } : {}),
    };
    if (moved) await prepareIfChanged(trx, read, current, subjects);
    await holdEntryRow(trx, current.id);
    if (employee && moved) {
      await holdChangeableEmployee(trx, employee.id);
      const findings = await checkPlannedShifts(trx, employee, timezone, [planned]);
      const own = findings.get(current.id) ?? [];
      if (hardFindings(own).length > 0 && !input.force) throw lawConflict(findings, new Map([[current.id, date]]));
      changes.warnings = warningCodes(own);
    }
    const withdrawn = moved && current.employee_id !== (employee?.id ?? null);
    const announced = Boolean(moved && employee && current.published_at);
    // Whom the entry is announced to from now on: the person told of this change below; nobody once
    // it is taken from whom it was (the person told of it hears so below); else whom it was.
    if (announced) changes.told_employee_id = employee!.id;
    else if (withdrawn) changes.told_employee_id = null;
    await repository.update(trx, current.id, changes, revised);
    if (withdrawn) await refreshAfterRemoval(trx, actor.tenant, [current]);
    const toldFormer = withdrawn && (await tellWithdrawn(trx, current));
    if (moved && employee) {
      const was = { start: current.effective_start, end: current.effective_end };
      await refreshNeighbourWarnings(trx, employee, timezone, current.employee_id === employee.id ? [was, planned] : [planned], [current.id]);
    }
    if (announced && employee) {
      await enqueuePush(trx, {
        employeeId: employee.id,
        title: 'Schicht geändert',
        body: `Ihre Schicht am ${date} ist jetzt ${times.start}–${times.end}. Bitte bestätigen.`,
        data: { kind: 'roster_entry_changed', roster_id: roster.id, entry_id: current.id },
      });
    }
    if (employee && employee.id !== current.employee_id) await repository.settleApplications(trx, current.id, employee.id);
    return { row: await loadEntry(trx, actor, held, current.id), pushed: announced || toldFormer };
  });
  return { entry: await presentOne(db, actor, row), pushed };
}

/** What is planned for a person on the dates (any roster, published or not); approving an absence over them warns. */
export function plannedEntriesBetween(db: TenantDb, employeeId: string, from: string, to: string) {
  return repository.entriesOfBetween(db, employeeId, from, to);
}

/** Local dates, first and last inclusive, over which a person's approved absences changed. */
export interface ChangedDates {
  from: string;
  to: string;
}

/**
 * How far from the changed dates the entries whose warnings a change of approved absences checks
 * again may lie: the 48 hours around them and, for a person under 18, the ISO weeks they lie in
 * (refreshNeighbourWarnings), with a day to spare for any time zone.
 */
const ABSENCE_REACH_DAYS = 10;

/** The person's entries that a change of their approved absences over `spans` may reach. */
async function entriesNearDates(db: TenantDb, employeeId: string, spans: readonly ChangedDates[]): Promise<PlannedShift[]> {
  const dates = spans.flatMap((span) => [span.from, span.to]).sort();
  const from = `${addDays(dates[0]!, -ABSENCE_REACH_DAYS)}T00:00:00.000Z`;
  const to = `${addDays(dates[dates.length - 1]!, ABSENCE_REACH_DAYS + 1)}T00:00:00.000Z`;
  const near = await repository.entriesWithWarnings(db, employeeId, from, to, []);
  return near.map((entry) => ({ id: entry.id, start: entry.start, end: entry.end, break_minutes: Number(entry.break_minutes) }));
}

/**
 * Before the transaction of a change of a person's approved absences (see
 * approvedAbsencesChanged): generates the holiday calendars the check of their entries near the
 * changed dates reads, as prepareLawCheck does before a change of the plan. Answers the entries
 * it prepared.
 */
export async function prepareAbsenceChange(db: TenantDb, employeeId: string, spans: readonly ChangedDates[]): Promise<ReadonlySet<string>> {
  if (spans.length === 0) return new Set();
  const near = await entriesNearDates(db, employeeId, spans);
  await prepareLawCheck(db, near);
  return new Set(near.map((entry) => entry.id));
}

/**
 * The person's approved absences changed over these dates (an absence approved, or created
 * approved; cancelled, deleted or requested again; its days or half days changed): their entries
 * on and near those dates are checked again and carry the warnings a fresh check finds, so one
 * planned (with force) into a vacation loses `absence_conflict` once the vacation is taken back,
 * and one planned before a vacation was approved over it gains it, each keeping its other
 * warnings. Call it after the write, in its transaction (prepareAbsenceChange before it); the
 * person's row is held as every change of their plan holds it (lockPeople), so a planner's change
 * of their entries waits for this one and sees it. A deleted person's entries are left as their
 * deletion left them (their later ones went open then), as refreshAfterRemoval leaves them.
 */
export async function approvedAbsencesChanged(
  trx: TenantDb,
  workspace: Pick<Tenant, 'timezone'>,
  employeeId: string,
  spans: readonly ChangedDates[],
  prepared: ReadonlySet<string>,
): Promise<void> {
  if (spans.length === 0) return;
  await lockPeople(trx, [employeeId]);
  const person = await repository.findActiveEmployee(trx, employeeId);
  if (!person) return;
  // Entries planned since the first look have their calendars generated in the transaction.
  const near = await entriesNearDates(trx, employeeId, spans);
  if (near.length === 0) return;
  await prepareLawCheck(trx, near.filter((entry) => !prepared.has(entry.id)));
  const zone = await employeeTimeZone(trx, person, workspace);
  const changed = spans.map((span) => ({
    start: new Date(startOfLocalDay(span.from, zone)).toISOString(),
    end: new Date(startOfLocalDay(addDays(span.to, 1), zone)).toISOString(),
  }));
  await refreshNeighbourWarnings(trx, person, zone, changed, []);
}

/** Deletes an entry; its person's other entries near it are checked again, whoever it was given to meanwhile. */
export async function remove(db: TenantDb, actor: Actor, rosterId: string, entryId: string, ifMatch?: IfMatch): Promise<void> {
  const roster = await rosterOf(db, rosterId);
  const read = await loadEntry(db, actor, roster, entryId);
  if (read.employee_id) await prepareLawCheck(db, [plannedAsStored(read)]);
  await db.transaction().execute(async (trx) => {
    const current = await loadEntry(trx, actor, await lockRoster(trx, roster.id), entryId);
    if (current.employee_id) await prepareIfChanged(trx, read, current, [plannedAsStored(current)]);
    await lockPeople(trx, [current.employee_id]);
    await holdEntryRow(trx, current.id);
    if (ifMatch) await assertEntryIfMatch(trx, actor, await loadEntry(trx, actor, roster, current.id), ifMatch);
    await repository.remove(trx, current.id);
    await refreshAfterRemoval(trx, actor.tenant, [current]);
    await tellWithdrawn(trx, current);
  });
}

/** Only the planned person acknowledges (403), and only a published entry (409). */
function assertAcknowledgeable(entry: RosterEntriesTable, actor: Actor): void {
  if (entry.employee_id !== actor.principal.employeeId) throw new ForbiddenError('Only the planned person can acknowledge this entry.');
  if (!entry.published_at) throw new ConflictError('The entry is not published yet.');
}

/**
 * The planned person confirms a published entry in the version they saw: the one the app names
 * (`confirms`, the versions its If-Match lists; see entryVersion), else the entry as this request
 * first read it. Looked at again and written holding the entry's row: an entry that is no longer in
 * that version, moved after the person saw it (which asks for a new acknowledgement and tells them
 * by push), refuses this one (409) instead of confirming times they never saw; a move after it
 * waits and then resets it. Acknowledging twice keeps the first, and tells subscribers once.
 */
export async function acknowledge(db: TenantDb, actor: Actor, rosterId: string, entryId: string, confirms?: readonly string[]): Promise<RosterEntry> {
  const roster = await rosterOf(db, rosterId);
  const seen = await loadEntry(db, actor, roster, entryId);
  assertAcknowledgeable(seen, actor);
  const confirmed = confirms ?? [entryVersion(seen)];
  await db.transaction().execute(async (trx) => {
    await holdEntryRow(trx, seen.id);
    const current = await loadEntry(trx, actor, roster, seen.id);
    assertAcknowledgeable(current, actor);
    if (!confirmed.includes(entryVersion(current))) {
      throw new ConflictError('The shift was changed after you saw it; look at it again and confirm it as it is now.', { code: 'roster_entry_changed' });
    }
    if (current.acknowledged_at) return;
    await repository.update(trx, current.id, { acknowledged_at: new Date().toISOString() });
    await emitEvent(trx, actor.tenant, 'roster_entry.acknowledged', async () => presentOne(trx, actor, await loadEntry(trx, actor, roster, current.id)));
  });
  return presentOne(db, actor, await loadEntry(db, actor, roster, seen.id));
}

/** Only an open shift that is published takes applications (409). */
function assertTakesApplications(entry: RosterEntriesTable): void {
  if (entry.employee_id !== null) throw new ConflictError('Only open shifts take applications.');
  if (!entry.published_at) throw new ConflictError('The open shift is not published yet.');
}

/**
 * An employee applies for a published open shift, once. Looked at again and stored holding the
 * roster, the applicant's row and then the entry: an assignment, deletion or withdrawal committed
 * since the first look refuses the application as it would afterwards, and one after waits for it
 * and sees it. The applicant's erasure takes their row first too: one committed since refuses the
 * application (409 `employee_erased`), one after finds it and removes it.
 */
export async function apply(db: TenantDb, actor: Actor, rosterId: string, entryId: string) {
  const roster = await rosterOf(db, rosterId);
  assertTakesApplications(await loadEntry(db, actor, roster, entryId));
  const row = { id: uuidv7(), entry_id: entryId, employee_id: actor.principal.employeeId, status: 'pending' as const, created_at: new Date().toISOString() };
  try {
    await db.transaction().execute(async (trx) => {
      const held = await lockRoster(trx, roster.id);
      await holdChangeableEmployee(trx, actor.principal.employeeId);
      await holdEntryRow(trx, entryId);
      assertTakesApplications(await loadEntry(trx, actor, held, entryId));
      await repository.insertApplication(trx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('You have already applied for this shift.');
    throw error;
  }
  return toApplication(row);
}

/** The applications for an entry, of the people the caller can see only (an open shift has nobody planned to check). */
export async function applications(db: TenantDb, actor: Actor, rosterId: string, entryId: string) {
  const roster = await rosterOf(db, rosterId);
  const current = await loadEntry(db, actor, roster, entryId);
  return (await repository.applicationsFor(db, current.id, actor.visibility)).map(toApplication);
}

/** A person's published shifts between two local dates, as their calendar feed shows them; drafts never leave the planners. */
export async function publishedShiftsOf(db: TenantDb, employeeId: string, from: string, to: string): Promise<PublishedShift[]> {
  const rows = await repository.publishedOf(db, employeeId, from, to);
  return rows.map((row) => ({
    id: row.id,
    start: new Date(row.effective_start).toISOString(),
    end: new Date(row.effective_end).toISOString(),
    shiftName: row.shift_name,
    rosterName: row.roster_name,
    note: row.note,
    breakMinutes: Number(row.break_minutes),
    updatedAt: new Date(row.updated_at).toISOString(),
    rosterUpdatedAt: new Date(row.roster_updated_at).toISOString(),
    shiftUpdatedAt: row.shift_updated_at === null ? null : new Date(row.shift_updated_at).toISOString(),
    sequence: Number(row.sequence ?? 0),
  }));
}

/** Every roster entry a person is planned in, as they would see it themselves (their access request reads it). */
export async function rosterEntriesOfEmployee(db: TenantDb, employeeId: string): Promise<RosterEntry[]> {
  return present(db, await repository.entriesOfEmployee(db, employeeId), employeeId);
}

/** Every application for an open shift a person made. */
export async function shiftApplicationsOfEmployee(db: TenantDb, employeeId: string) {
  return (await repository.applicationsOfEmployee(db, employeeId)).map(toApplication);
}

/**
 * The person's entries dated as `dated` says, read before the transaction in which they leave (or
 * start later) then: the holiday calendars the check of their other entries near them reads are
 * generated here, outside it, as before any change of a plan (prepareLawCheck). Answers the
 * entries it prepared.
 */
async function prepareRelease(db: TenantDb, employeeId: string, dated: repository.EntryDates): Promise<ReadonlySet<string>> {
  const outside = await repository.entriesOfEmployee(db, employeeId, dated);
  await prepareLawCheck(db, outside.map(plannedAsStored));
  return new Set(outside.map((entry) => entry.id));
}

/**
 * A person leaves on an exit date (one set or moved earlier, or their deletion: their entries after
 * it go, `{ after: exit }`) or starts on a later entry date (their entries before it go, `{ before:
 * entry }`): those entries, in every roster, published or not, become open shifts, each as a
 * planner's change of it to nobody leaves it (asOpenShift), so the need stays in the roster and,
 * published, takes applications. Their own entries near those are checked again, as after such a
 * change. Nobody is told by push, as nobody is by that change: the person learns of their exit or
 * start from HR, not from each shift. Runs in the change's transaction, `person` held there as the
 * change leaves them, so it takes no roster's lock (roster changes take it before people's rows): a
 * change that places one of these entries holds the person's row and then reads the entry again
 * (see update). Answers how many went. The closed payroll months the days leaving the employment
 * lie in refuse the change before this runs (employees.service).
 */
async function releaseEntries(
  trx: TenantDb,
  workspace: Pick<Tenant, 'timezone'>,
  person: EmployeesTable,
  dated: repository.EntryDates,
  prepared: ReadonlySet<string>,
): Promise<number> {
  const outside = await repository.entriesOfEmployee(trx, person.id, dated);
  if (outside.length === 0) return 0;
  // Entries planned since the first look have their calendars generated in the transaction.
  await prepareLawCheck(trx, outside.filter((entry) => !prepared.has(entry.id)).map(plannedAsStored));
  const at = new Date().toISOString();
  for (const entry of outside) {
    const { changes, revised } = asOpenShift(entry, workspace.timezone, at);
    await repository.update(trx, entry.id, changes, revised);
  }
  const zone = await employeeTimeZone(trx, person, workspace);
  const spans = outside.map((entry) => ({ start: entry.effective_start, end: entry.effective_end }));
  await refreshNeighbourWarnings(trx, person, zone, spans, outside.map((entry) => entry.id));
  return outside.length;
}

/** Erasure: plans carry no retention duty, so a person's roster entries and shift applications go. */
export function removePlansOf(trx: TenantDb, employeeId: string): Promise<{ entries: number; applications: number }> {
  return repository.removeAllOf(trx, employeeId);
}

// A person's leaving frees their later shifts, in the leaving's own transaction.
onLeaving(async (db, employeeId, exit) => {
  const prepared = await prepareRelease(db, employeeId, { after: exit });
  return async (trx, person, leaves, workspace) => {
    await releaseEntries(trx, workspace, person, { after: leaves }, prepared);
  };
});

// A later start frees the shifts planned before it, in the change's own transaction.
onStartPostponed(async (db, employeeId, entry) => {
  const prepared = await prepareRelease(db, employeeId, { before: entry });
  return async (trx, person, starts, workspace) => {
    await releaseEntries(trx, workspace, person, { before: starts }, prepared);
  };
});

/**
 * A person moved to another department (or out of every one): their entries dated today (in their
 * zone) or later come from their new unit as placing them now would find it (sourceUnit), in the
 * move's transaction, their row held there. Those before today keep the unit they were worked from.
 * Takes no roster's lock, as a leaving does not; a change of a roster's unit holds the people
 * planned in it before deriving theirs (rosters.service), so the two take turns.
 */
onDepartmentChange(async (trx, person, workspace) => {
  const today = localDate(Date.now(), await employeeTimeZone(trx, person, workspace));
  await repository.deriveSourceUnitsOf(trx, person.id, person.department_id, today);
});
