import type { ClockEventsTable, EmployeesTable } from '../db/tenant/schema.js';
import type { ClockType } from '../domain/clocking/clock-sequence.js';
import { localTimeOn } from '../domain/working-time/local-time.js';
import type { SeriesRule } from '../domain/rosters/series.js';
import type { Principal } from '../platform/access/principal.js';
import { SYSTEM_ROLES } from '../platform/access/system-roles.js';
import { visibilityOf } from '../platform/access/visibility.js';
import type { Tenant } from '../platform/tenancy/tenant.js';
import type { TenantDb } from '../platform/tenancy/tenant-databases.js';
import * as absences from '../features/absences/absences.service.js';
import { bookClockEvent, type ClockPolicy } from '../features/clocking/clocking.service.js';
import * as employees from '../features/employees/employees.service.js';
import type { EmployeeRecord } from '../features/employees/employee.resource.js';
import * as rosterEntries from '../features/rosters/roster-entries.service.js';
import * as rosters from '../features/rosters/rosters.service.js';
import * as scheduleModels from '../features/schedule-models/schedule-models.service.js';
import { correctClockEvents, type Correction } from '../features/working-time/corrections.service.js';
import { employeeTimeZone } from '../features/employees/employees.service.js';

/**
 * The building blocks of a believable company, each one a call of the areas' own services, so
 * what they make obeys the same rules as what the API makes (law checks, closed months, the
 * come/go order). The demo company is assembled from them, and the tests use them as factories.
 */

export type SystemRoleKey = 'workspace_admin' | 'hr_admin' | 'payroll_accounting' | 'time_tracking_admin' | 'employee';

export const SYSTEM_ROLE_IDS = Object.fromEntries(SYSTEM_ROLES.map((role) => [role.key, role.id])) as Record<SystemRoleKey, string>;

const HOUR_MS = 3_600_000;

/** A tenant's database with the person who sets it up; every piece acts as that person unless told otherwise. */
export interface Company {
  db: TenantDb;
  tenant: Tenant;
  admin: Principal;
  /** The eAU provider's name, recorded should an absence start a retrieval. */
  eauProvider: string;
  /** Wakes the job runner after a commit that queued work (pushes of a published roster). */
  notifyJobs: () => void;
}

/**
 * The principal a person with a system role would have after logging in. The generator acts
 * without a session, so there is no token to name.
 */
export function principalOf(person: Pick<EmployeesTable, 'id' | 'role_id' | 'department_id'>): Principal {
  const role = SYSTEM_ROLES.find((candidate) => candidate.id === person.role_id);
  if (!role) throw new Error(`The demo acts only through system roles; ${person.role_id} is none.`);
  return { employeeId: person.id, tokenId: 'demo-generator', roleId: role.id, roleKey: role.key, permissions: new Set(role.permissions), departmentId: person.department_id };
}

export async function companyOf(
  db: TenantDb,
  tenant: Tenant,
  adminId: string,
  options: { eauProvider?: string; notifyJobs?: () => void } = {},
): Promise<Company> {
  const admin = await employees.findVisibleEmployee(db, { scope: 'all', selfId: adminId }, adminId);
  return { db, tenant, admin: principalOf(admin), eauProvider: options.eauProvider ?? 'none', notifyJobs: options.notifyJobs ?? (() => undefined) };
}

/** What the employees service needs of someone acting. */
export async function actorOf(company: Company, principal = company.admin): Promise<employees.Actor> {
  return { principal, visibility: await visibilityOf(company.db, principal), timeZone: company.tenant.timezone, modules: company.tenant.modules };
}

/** A fixed schedule model from hours per ISO weekday (Monday first, seven numbers). */
export function fixedScheduleModel(company: Company, name: string, hoursPerWeekday: readonly number[]) {
  return scheduleModels.create(company.db, {
    name,
    kind: 'fixed',
    days: hoursPerWeekday.map((hours, index) => ({ weekday: index + 1, target_ms: Math.round(hours * HOUR_MS) })),
  });
}

export function flexibleScheduleModel(company: Company, name: string, weeklyHours: number) {
  return scheduleModels.create(company.db, { name, kind: 'flexible', weekly_target_ms: Math.round(weeklyHours * HOUR_MS) });
}

export interface NewPerson {
  code: string;
  firstName: string;
  lastName: string;
  role?: SystemRoleKey;
  email?: string;
  departmentId?: string | null;
  locationId?: string | null;
  costCenterId?: string | null;
  entryDate?: string | null;
  birthDate?: string | null;
  /** Only people who log in get one: hashing a password takes a noticeable moment. */
  password?: string;
  /** The schedule model and the day it applies from (the entry date when not given). */
  scheduleModelId?: string;
  scheduleFrom?: string;
}

/** A person with a role, a place in the organisation and, when given, a schedule model, created as the company's admin. */
export async function addPerson(company: Company, person: NewPerson): Promise<EmployeeRecord> {
  const actor = await actorOf(company);
  const created = await employees.create(company.db, actor, {
    code: person.code,
    first_name: person.firstName,
    last_name: person.lastName,
    ...(person.email ? { email: person.email } : {}),
    ...(person.role ? { role_id: SYSTEM_ROLE_IDS[person.role] } : {}),
    ...(person.departmentId ? { department_id: person.departmentId } : {}),
    ...(person.locationId ? { location_id: person.locationId } : {}),
    ...(person.costCenterId ? { cost_center_id: person.costCenterId } : {}),
    ...(person.entryDate ? { entry_date: person.entryDate } : {}),
    ...(person.birthDate ? { birth_date: person.birthDate } : {}),
    ...(person.password ? { password: person.password } : {}),
  });
  if (!person.scheduleModelId) return created;
  const validFrom = person.scheduleFrom ?? person.entryDate;
  if (!validFrom) throw new Error(`${person.code}: a schedule model needs scheduleFrom or an entry date.`);
  await scheduleModels.assign(company.db, actor.visibility, created.id, { schedule_model_id: person.scheduleModelId, valid_from: validFrom });
  return { ...created, schedule_model_id: person.scheduleModelId };
}

/** One clock event of a planned day: its type, local wall time, and the project worked on from it. */
export interface PlannedClock {
  type: ClockType;
  time: string;
  projectId?: string;
}

/**
 * A clocking terminal that buffered its events: how far back it may deliver is the only rule
 * a generated history needs widened. Order, closed months and projects are checked as always.
 */
export function bufferedTerminalPolicy(days: number): ClockPolicy {
  return { maxSkewMs: 120_000, offlineWindowMs: days * 24 * HOUR_MS };
}

/**
 * Books one day's clock events of a person, as their terminal delivers them, in order. Events
 * that lie in the future are left for later (a day still under way ends at the current time).
 */
export async function clockDay(
  company: Company,
  person: EmployeesTable | EmployeeRecord,
  date: string,
  events: readonly PlannedClock[],
  options: { policy: ClockPolicy; terminalId?: string; now?: number },
): Promise<ClockEventsTable[]> {
  const timeZone = await employeeTimeZone(company.db, person, company.tenant);
  const now = options.now ?? Date.now();
  const booked: ClockEventsTable[] = [];
  for (const event of events) {
    const at = localTimeOn(date, event.time, timeZone);
    if (at > now) break;
    const booking = await bookClockEvent(
      company.db,
      company.tenant,
      {
        employee: person,
        type: event.type,
        occurredAt: new Date(at).toISOString(),
        source: 'terminal',
        ...(options.terminalId ? { terminalId: options.terminalId } : {}),
        ...(event.projectId ? { projectId: event.projectId } : {}),
      },
      options.policy,
      // Only a replay (a repeated event_id) reads the stored reply; generated events carry no event_id.
      () => null,
    );
    if (!booking.replayed) booked.push(booking.event);
  }
  return booked;
}

/** A correction by someone with time-tracking:correct, as the API's PATCH/POST of clock events make it. */
export async function correctClock(
  company: Company,
  corrector: Principal,
  person: Pick<EmployeesTable, 'id'>,
  corrections: readonly Correction[],
  reason: string,
) {
  return correctClockEvents(
    { db: company.db, tenant: company.tenant, visibility: await visibilityOf(company.db, corrector), correctorId: corrector.employeeId, policy: { maxSkewMs: 120_000 } },
    person.id,
    corrections,
    reason,
  );
}

/** The local instant of a wall time on a date in a person's zone, as the API's date-times carry it. */
export async function instantOn(company: Company, person: Pick<EmployeesTable, 'location_id'>, date: string, time: string): Promise<string> {
  return new Date(localTimeOn(date, time, await employeeTimeZone(company.db, person, company.tenant))).toISOString();
}

export interface PlannedEntry {
  date: string;
  /** Null or absent: an open shift anyone may apply for. */
  employeeId?: string | null;
  shiftId?: string;
  startTime?: string;
  endTime?: string;
  series?: SeriesRule;
  note?: string;
}

/** A roster over a period with its entries (law-checked, as a planner's would be), then published. */
export async function publishedRoster(
  company: Company,
  roster: { name: string; from: string; to: string; unitId?: string | null; notes?: string },
  entries: readonly PlannedEntry[],
  planner: Principal = company.admin,
) {
  const visibility = await visibilityOf(company.db, planner);
  const created = await rosters.create(company.db, planner, visibility, {
    name: roster.name,
    period_start: roster.from,
    period_end: roster.to,
    unit_id: roster.unitId ?? null,
    notes: roster.notes ?? null,
  });
  const actor = { principal: planner, visibility, tenant: company.tenant };
  for (const entry of entries) {
    await rosterEntries.create(company.db, actor, created.id, {
      date: entry.date,
      employee_id: entry.employeeId ?? null,
      ...(entry.shiftId ? { shift_id: entry.shiftId } : {}),
      ...(entry.startTime ? { start_time: entry.startTime, end_time: entry.endTime ?? null } : {}),
      ...(entry.series ? { series: entry.series } : {}),
      ...(entry.note ? { note: entry.note } : {}),
    });
  }
  return rosters.publish(company.db, company.tenant, visibility, created.id);
}

/** The call an absence needs, as the given person would make it. */
export async function absenceCall(company: Company, principal: Principal): Promise<absences.AbsenceCall> {
  return {
    db: company.db,
    tenant: company.tenant,
    principal,
    visibility: await visibilityOf(company.db, principal),
    eauProvider: company.eauProvider,
    notifyJobs: company.notifyJobs,
  };
}

/**
 * An absence asked for by `requestedBy` (the person themselves, or a manager), and decided by
 * `approvedBy` when its type needs approval; without an approver it stays requested.
 */
export async function absence(
  company: Company,
  input: { person: Pick<EmployeesTable, 'id'>; typeId: string; from: string; to: string; note?: string; requestedBy: Principal; approvedBy?: Principal },
) {
  const requested = await absences.createAbsence(await absenceCall(company, input.requestedBy), {
    employee_id: input.person.id,
    type_id: input.typeId,
    start_date: input.from,
    end_date: input.to,
    ...(input.note ? { note: input.note } : {}),
  });
  if (requested.absence.status !== 'requested' || !input.approvedBy) return requested.absence;
  return (await absences.approveAbsence(await absenceCall(company, input.approvedBy), requested.absence.id, {})).absence;
}
