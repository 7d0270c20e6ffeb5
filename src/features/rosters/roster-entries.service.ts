import type { EmployeesTable, RosterEntriesTable, RostersTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate } from '../../db/locks.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, scopeToVisible, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import { isValidDate } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { employeeTimeZone } from '../clocking/clocking.service.js';
import { enqueuePush } from '../push/push-outbox.js';
import { effectiveTimes } from '../../domain/rosters/entry-times.js';
import { hardFindings, warningCodes, type Finding } from '../../domain/working-time/law/working-time-law.js';
import { checkPlannedShifts, prepareLawCheck, type PlannedShift } from './roster-law.js';
import { toApplication, toRosterEntry, type EntryContext, type RosterEntry } from './roster-entry.resource.js';
import { seesDrafts } from './rosters.service.js';
import { describeSeries, expandSeries, SeriesRuleError, type SeriesRule } from '../../domain/rosters/series.js';
import { findShift } from './shifts.service.js';

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

const BATCH = 200;

/** Loads names, shifts, units and applications for a set of entries in a fixed number of queries. */
export async function entryContext(db: TenantDb, rows: readonly RosterEntriesTable[], viewerId: string): Promise<EntryContext> {
  const ids = rows.map((r) => r.id);
  const employeeIds = [...new Set(rows.flatMap((r) => (r.employee_id ? [r.employee_id] : [])))];
  const shiftIds = [...new Set(rows.flatMap((r) => (r.shift_id ? [r.shift_id] : [])))];
  const unitIds = [...new Set(rows.flatMap((r) => (r.source_unit_id ? [r.source_unit_id] : [])))];
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
  return {
    employeeNames: new Map(employees.map((e) => [e.id, `${e.first_name} ${e.last_name}`.trim()])),
    shifts: new Map(shifts.map((s) => [s.id, s])),
    units: new Map(units.map((u) => [u.id, u.name])),
    applicationCounts: new Map(counts.map((c) => [c.entry_id, Number(c.total)])),
    myApplications: new Map(mine.map((a) => [a.entry_id, a])),
  };
}

export async function presentEntries(db: TenantDb, rows: readonly RosterEntriesTable[], viewerId: string): Promise<RosterEntry[]> {
  const context = await entryContext(db, rows, viewerId);
  return rows.map((row) => toRosterEntry(row, context));
}

/** A planner may only plan people they can see; non-planners see published entries of visible people and open shifts. */
async function loadEntry(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string): Promise<RosterEntriesTable> {
  const row = await db.selectFrom('roster_entries').selectAll().where('id', '=', entryId).where('roster_id', '=', roster.id).executeTakeFirst();
  if (!row || (!seesDrafts(actor.principal) && !row.published_at)) throw new NotFoundError('The roster entry was not found.');
  if (row.employee_id) {
    const employee = await db.selectFrom('employees').select(['id', 'department_id']).where('id', '=', row.employee_id).executeTakeFirstOrThrow();
    assertCanSee(actor.visibility, employee);
  }
  return row;
}

async function plannedEmployee(db: TenantDb, actor: Actor, employeeId: string): Promise<EmployeesTable> {
  const employee = await db.selectFrom('employees').selectAll().where('id', '=', employeeId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!employee) throw ValidationError.field('employee_id', 'The selected employee id is invalid.');
  assertCanSee(actor.visibility, employee);
  return employee;
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
    // An entry is cross-unit when the person belongs to another department than the roster's unit.
    source_unit_id: employee && roster.unit_id && employee.department_id && employee.department_id !== roster.unit_id ? employee.department_id : null,
  };
}

/** Times of an entry: its own start/end, else its shift's. */
async function resolveTimes(db: TenantDb, input: EntryInput, current?: RosterEntriesTable) {
  const shiftId = input.shift_id !== undefined ? input.shift_id : (current?.shift_id ?? null);
  // Only a missing shift is the client's mistake; a failing database stays a server error.
  const shift = shiftId ? await findShift(db, shiftId) : undefined;
  if (shiftId && !shift) throw ValidationError.field('shift_id', 'The selected shift id is invalid.');
  const start = input.start_time ?? (input.shift_id !== undefined || !current ? shift?.start_time : current.start_time) ?? shift?.start_time;
  const end = input.end_time ?? (input.shift_id !== undefined || !current ? shift?.end_time : current.end_time) ?? shift?.end_time;
  if (!start || !end) {
    throw new ValidationError({
      ...(start ? {} : { start_time: ['The start time field is required when no shift is given.'] }),
      ...(end ? {} : { end_time: ['The end time field is required when no shift is given.'] }),
    });
  }
  if (start === end) throw ValidationError.field('end_time', 'The end time must differ from the start time.');
  return { shiftId, start, end, breakMinutes: shift?.break_minutes ?? current?.break_minutes ?? 0 };
}

export const rosterEntriesService = {
  list(
    db: TenantDb,
    actor: Actor,
    roster: RostersTable,
    filters: { employee_id?: string; from?: string; to?: string; is_open?: boolean },
  ) {
    let query = db.selectFrom('roster_entries').where('roster_entries.roster_id', '=', roster.id);
    if (!seesDrafts(actor.principal)) query = query.where('roster_entries.published_at', 'is not', null);
    if (filters.employee_id) query = query.where('roster_entries.employee_id', '=', filters.employee_id);
    if (filters.from) query = query.where('roster_entries.date', '>=', filters.from);
    if (filters.to) query = query.where('roster_entries.date', '<=', filters.to);
    if (filters.is_open !== undefined) query = query.where('roster_entries.employee_id', filters.is_open ? 'is' : 'is not', null);
    // People outside the caller's visible units stay hidden; open shifts are visible to all.
    const visibleIds = scopeToVisible(db.selectFrom('employees'), actor.visibility).select('employees.id');
    query = query.where((eb) => eb.or([eb('roster_entries.employee_id', 'is', null), eb('roster_entries.employee_id', 'in', visibleIds)]));
    return {
      count: async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
      rows: (limit: number, offset: number) =>
        query.selectAll('roster_entries').orderBy('roster_entries.date').orderBy('roster_entries.start_time').orderBy('roster_entries.id').limit(limit).offset(offset).execute(),
    };
  },

  get: loadEntry,

  /**
   * Creates one entry or a whole series, atomically: every occurrence is
   * checked against working-time law first, hard findings refuse the lot
   * (409) unless force, and soft ones are kept on the entries as warnings.
   */
  async create(db: TenantDb, actor: Actor, roster: RostersTable, input: EntryInput & { date: string }) {
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
    const outside = dates.find((d) => d < roster.period_start || d > roster.period_end);
    if (outside) {
      throw ValidationError.field(input.series ? 'series' : 'date', `${outside} lies outside the roster period ${roster.period_start} to ${roster.period_end}.`);
    }
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
      if (employee) {
        await lockRowForUpdate(trx, 'employees', employee.id);
        const findings = await checkPlannedShifts(trx, employee, timezone, planned);
        const hasHard = [...findings.values()].some((list) => hardFindings(list).length > 0);
        if (hasHard && !input.force) throw lawConflict(findings, new Map(rows.map((r) => [r.id, r.date])));
        for (const row of rows) row.warnings = warningCodes(findings.get(row.id) ?? []);
      }
      if (seriesId && rule) {
        await trx.insertInto('roster_series').values({ id: seriesId, roster_id: roster.id, rule: { ...rule }, created_at: now }).execute();
      }
      for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto('roster_entries').values(rows.slice(i, i + BATCH)).execute();
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
      rows,
      series: seriesId && rule ? [{ id: seriesId, ...rule, occurrences: rows.length, first_date: rows[0]!.date, last_date: rows[rows.length - 1]!.date }] : undefined,
      pushed: Boolean(publishedAt && employee),
    };
  },

  /** Changes an entry and checks it again; assigning someone who applied accepts their application. */
  async update(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string, input: EntryInput) {
    const current = await loadEntry(db, actor, roster, entryId);
    const employeeId = input.employee_id !== undefined ? input.employee_id : current.employee_id;
    const employee = employeeId ? await plannedEmployee(db, actor, employeeId) : undefined;
    const times = await resolveTimes(db, input, current);
    const date = input.date ? entryDate(input.date) : current.date;
    if (date < roster.period_start || date > roster.period_end) {
      throw ValidationError.field('date', `${date} lies outside the roster period ${roster.period_start} to ${roster.period_end}.`);
    }
    const timezone = employee ? await employeeTimeZone(db, employee, actor.tenant) : actor.tenant.timezone;
    const placed = placement(date, times, timezone, employee, roster);
    const changes: Partial<RosterEntriesTable> = {
      ...placed,
      warnings: null,
      updated_at: new Date().toISOString(),
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.work_area_id !== undefined ? { work_area_id: input.work_area_id } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    };
    // A note, status or work area change neither needs a new check nor a new acknowledgement.
    const moved =
      placed.employee_id !== current.employee_id ||
      placed.effective_start !== current.effective_start ||
      placed.effective_end !== current.effective_end ||
      placed.break_minutes !== current.break_minutes;
    if (!moved) changes.warnings = current.warnings;
    if (moved) changes.acknowledged_at = null;
    const planned: PlannedShift = { id: current.id, start: placed.effective_start, end: placed.effective_end, break_minutes: times.breakMinutes };
    if (employee && moved) await prepareLawCheck(db, [planned]);
    await db.transaction().execute(async (trx) => {
      if (employee && moved) {
        await lockRowForUpdate(trx, 'employees', employee.id);
        const findings = await checkPlannedShifts(trx, employee, timezone, [planned]);
        const own = findings.get(current.id) ?? [];
        if (hardFindings(own).length > 0 && !input.force) throw lawConflict(findings, new Map([[current.id, date]]));
        changes.warnings = warningCodes(own);
      }
      await trx.updateTable('roster_entries').set(changes).where('id', '=', current.id).execute();
      if (moved && employee && current.published_at) {
        await enqueuePush(trx, {
          employeeId: employee.id,
          title: 'Schicht geändert',
          body: `Ihre Schicht am ${date} ist jetzt ${times.start}–${times.end}. Bitte bestätigen.`,
          data: { kind: 'roster_entry_changed', roster_id: roster.id, entry_id: current.id },
        });
      }
      if (employee && employee.id !== current.employee_id) {
        await trx.updateTable('roster_entry_applications').set({ status: 'accepted' }).where('entry_id', '=', current.id).where('employee_id', '=', employee.id).execute();
        await trx.updateTable('roster_entry_applications').set({ status: 'declined' }).where('entry_id', '=', current.id).where('employee_id', '!=', employee.id).execute();
      }
    });
    return { row: await loadEntry(db, actor, roster, current.id), pushed: Boolean(moved && employee && current.published_at) };
  },

  async remove(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string): Promise<void> {
    const current = await loadEntry(db, actor, roster, entryId);
    await db.deleteFrom('roster_entries').where('id', '=', current.id).execute();
  },

  /** The planned person confirms a published entry. */
  async acknowledge(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string): Promise<RosterEntriesTable> {
    const current = await loadEntry(db, actor, roster, entryId);
    if (current.employee_id !== actor.principal.employeeId) throw new ForbiddenError('Only the planned person can acknowledge this entry.');
    if (!current.published_at) throw new ConflictError('The entry is not published yet.');
    if (!current.acknowledged_at) {
      await db.updateTable('roster_entries').set({ acknowledged_at: new Date().toISOString() }).where('id', '=', current.id).execute();
    }
    return loadEntry(db, actor, roster, current.id);
  },

  /** An employee applies for a published open shift, once. */
  async apply(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string) {
    const current = await loadEntry(db, actor, roster, entryId);
    if (current.employee_id !== null) throw new ConflictError('Only open shifts take applications.');
    if (!current.published_at) throw new ConflictError('The open shift is not published yet.');
    const row = { id: uuidv7(), entry_id: current.id, employee_id: actor.principal.employeeId, status: 'pending' as const, created_at: new Date().toISOString() };
    try {
      await db.insertInto('roster_entry_applications').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('You have already applied for this shift.');
      throw error;
    }
    return toApplication(row);
  },

  async applications(db: TenantDb, actor: Actor, roster: RostersTable, entryId: string) {
    const current = await loadEntry(db, actor, roster, entryId);
    const rows = await db.selectFrom('roster_entry_applications').selectAll().where('entry_id', '=', current.id).orderBy('created_at').execute();
    return rows.map(toApplication);
  },
};
