import { carriesPosition } from '../../domain/data-protection/recorded-positions.js';
import type { ClockEventHistoryTable, ClockEventsTable, EmployeesTable } from '../../db/tenant/schema.js';
import { withinTransaction } from '../../db/transactions.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import type { Principal } from '../../platform/access/principal.js';
import { localDate, periodOf, sameLocalDay, zonedTimestamp } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { toClockEvent } from '../clocking/clock-event.resource.js';
import { findSequenceBreak, PROJECT_TYPES, type ClockType } from '../../domain/clocking/clock-sequence.js';
import { shiftStartsAcross, type PlacedEvent, type ShiftStartsAcross } from '../../domain/working-time/shift-starts.js';
import { localDaysSpan } from '../../domain/working-time/local-time.js';
import type { ClockEventType } from '../../domain/working-time/shifts.js';
import type { DomainErrorCode } from '../../platform/errors/domain-codes.js';
import { assertBookable } from '../projects/projects.service.js';
import { openShiftStartAfter, toTimed } from '../clocking/clocking.service.js';
import { employeeTimeZone, findChangeableEmployee, holdChangeableEmployee } from '../employees/employees.service.js';
import { findEmployeeToRead, resolveRange, type DateRange } from './working-time.service.js';
import { assertPeriodOpen } from '../payroll/payroll.service.js';
import { toClockEventHistoryEntry, type ClockEventHistoryEntry, type CorrectionAction } from './clock-event-history.resource.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import * as repository from './corrections.repository.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export type Correction =
  | { action: 'create'; type: ClockType; occurredAt: string; projectId?: string | null }
  | { action: 'update'; eventId: string; type?: ClockType; occurredAt?: string; projectId?: string | null }
  | { action: 'delete'; eventId: string };

export interface CorrectionPolicy {
  /** How far in the future a corrected time may lie (the clock skew terminals are allowed). */
  maxSkewMs: number;
}

export interface Corrector {
  /** The employee who corrects, or who approved the request; kept in the history. */
  employeeId: string;
  reason: string;
}

interface Change {
  action: CorrectionAction;
  before: ClockEventsTable | null;
  after: ClockEventsTable | null;
}

export function correctedInstant(field: string, text: string, now: number, policy: CorrectionPolicy): string {
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw ValidationError.field(field, 'The occurred at field must be a valid date-time (ISO 8601).');
  if (at > now + policy.maxSkewMs) throw ValidationError.field(field, 'The occurred at field must not lie in the future.');
  // A day of margin either side, so that the local date in every zone lies in those years too.
  if (at < EARLIEST_STORED_INSTANT || at >= LATEST_STORED_INSTANT) throw ValidationError.field(field, 'The occurred at field must lie in the years 1900 to 2199.');
  return new Date(at).toISOString();
}

const EARLIEST_STORED_INSTANT = Date.UTC(1900, 0, 2);
const LATEST_STORED_INSTANT = Date.UTC(2199, 11, 31);

function byBookingOrder(a: Pick<ClockEventsTable, 'occurred_at' | 'created_at'>, b: Pick<ClockEventsTable, 'occurred_at' | 'created_at'>) {
  return Date.parse(a.occurred_at) - Date.parse(b.occurred_at) || (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);
}

/**
 * The come/go order must hold after the change: from the event before the
 * earliest changed time, through every event up to the latest changed time,
 * to the first event after it.
 */
async function assertOrderHolds(db: TenantDb, employeeId: string, timeZone: string, changes: readonly Change[]): Promise<void> {
  const touched = changes.flatMap((c) => [c.before?.occurred_at, c.after?.occurred_at]).filter((t): t is string => t !== undefined);
  const lo = touched.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
  const hi = touched.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  const replaced = changes.flatMap((c) => (c.before ? [c.before.id] : []));
  const [before, within, after] = await Promise.all([
    repository.eventBefore(db, employeeId, lo, replaced),
    repository.eventsFromTo(db, employeeId, lo, hi),
    repository.eventAfter(db, employeeId, hi, replaced),
  ]);
  const run = [...within.filter((e) => !replaced.includes(e.id)), ...changes.flatMap((c) => (c.after ? [c.after] : []))].sort(byBookingOrder);
  if (after) run.push(after);
  const timed = (e: { type: string; occurred_at: string }) => ({ type: e.type as ClockType, at: Date.parse(e.occurred_at) });
  const broken = findSequenceBreak(before && toTimed(before, await openShiftStartAfter(db, employeeId, before)), run.map(timed), sameLocalDay(timeZone));
  if (!broken) return;
  const offender = run[broken.index]!;
  throw new ConflictError(
    `After this correction "${offender.type}" at ${zonedTimestamp(offender.occurred_at, timeZone)} would follow the state "${broken.stateBefore}". Possible there: ${broken.allowed.join(', ')}.`,
    {
      code: 'clock_order',
      reason: 'correction_breaks_order',
      type: offender.type,
      occurred_at: zonedTimestamp(offender.occurred_at, timeZone),
      state: broken.stateBefore,
      allowed: broken.allowed,
    },
  );
}

type StoredEvent = Pick<ClockEventsTable, 'id' | 'type' | 'occurred_at' | 'created_at' | 'project_id'>;

/** The shift starts around a change (see shiftStartsAcross), and the stored events they were read from by id. */
interface ShiftStartsAround extends ShiftStartsAcross {
  stored: Map<string, StoredEvent>;
}

/**
 * When the shifts of the events a change reaches start, as the events stand and as they will: the
 * changed events' own, and those of the unchanged events the change hands to another shift (a come
 * added after midnight takes a night shift's go from the day before; a come deleted hands its go to
 * a come left open days before). An event's shift start depends only on the last come or go before
 * it, so only the events from the earliest time the change touches up to the first unchanged come
 * after the latest one can move, however long that stretch; the last come or go before it dates its
 * first events. Read in the write's transaction, under the employee's row lock.
 */
async function shiftStartsAround(db: TenantDb, employeeId: string, changes: readonly Change[]): Promise<ShiftStartsAround> {
  const instants = changes.flatMap((c) => [c.before, c.after]).flatMap((e) => (e ? [Date.parse(e.occurred_at)] : []));
  const from = new Date(Math.min(...instants)).toISOString();
  const to = new Date(Math.max(...instants)).toISOString();
  const changed = changes.flatMap((c) => (c.before ? [c.before.id] : []));
  const [opening, closing] = await Promise.all([repository.lastComeOrGoBefore(db, employeeId, from, changed), repository.firstComeAfter(db, employeeId, to, changed)]);
  const stored: StoredEvent[] = [...(opening ? [opening] : []), ...(await repository.eventsFromTo(db, employeeId, from, closing?.occurred_at))];
  const changedIds = new Set(changed);
  const after = [...stored.filter((e) => !changedIds.has(e.id)), ...changes.flatMap((c) => (c.after ? [c.after] : []))].sort(byBookingOrder);
  const placed = (e: Pick<ClockEventsTable, 'id' | 'type' | 'occurred_at'>): PlacedEvent => ({ id: e.id, type: e.type as ClockEventType, at: Date.parse(e.occurred_at) });
  return { ...shiftStartsAcross(stored.map(placed), after.map(placed)), stored: new Map(stored.map((e) => [e.id, e])) };
}

/**
 * Every month a change touches must be open (409 payroll_period_locked): the months of the changed
 * events' old and new times and of the days their shifts started (a go after midnight belongs to
 * the day before), and, for each unchanged event the change hands to another shift, the months of
 * both shift starts. Answers the shift starts, which the project checks read too.
 */
async function assertChangedMonthsOpen(trx: TenantDb, employeeId: string, timeZone: string, changes: readonly Change[]): Promise<ShiftStartsAround> {
  const starts = await shiftStartsAround(trx, employeeId, changes);
  const periods = new Set<string>();
  for (const change of changes) {
    for (const [state, startOf] of [[change.before, starts.before], [change.after, starts.after]] as const) {
      if (!state) continue;
      periods.add(periodOf(state.occurred_at, timeZone));
      periods.add(periodOf(startOf.get(state.id)!, timeZone));
    }
  }
  for (const { was, will } of starts.moved) periods.add(periodOf(was, timeZone)).add(periodOf(will, timeZone));
  for (const period of [...periods].sort()) await assertPeriodOpen(trx, period);
  return starts;
}

/**
 * A project named by a correction must be bookable on the day the event's shift started (its
 * time counts there) at the employee's location (see assertBookable), and may stand only on come, switch or break_end; a project
 * an event already had stays valid through a change of its time.
 */
async function assertProjectsFit(
  db: TenantDb,
  employee: EmployeesTable,
  timeZone: string,
  corrections: readonly Correction[],
  changes: readonly Change[],
  starts: ShiftStartsAround,
  tenant: Pick<Tenant, 'modules'> | undefined,
): Promise<void> {
  for (const [index, change] of changes.entries()) {
    const after = change.after;
    const correction = corrections[index]!;
    if (!after || after.project_id === null) continue;
    const field = corrections.length > 1 ? `events.${index}.project_id` : 'project_id';
    if (!PROJECT_TYPES.includes(after.type as ClockType)) {
      const error = ValidationError.field(field, `A project can be named only with ${PROJECT_TYPES.join(', ')}; this event is "${after.type}".`);
      Object.assign(error.meta, { code: 'project_not_applicable' satisfies DomainErrorCode, type: after.type });
      throw error;
    }
    // A project named now is checked; one the event keeps is checked again when the event moves
    // to another day, which must lie within the project's dates too.
    const movedToAnotherDay = change.before !== null && localDate(change.before.occurred_at, timeZone) !== localDate(after.occurred_at, timeZone);
    if (correction.action !== 'delete' && (correction.projectId || movedToAnotherDay)) {
      await assertBookable(db, tenant ?? { modules: [] }, after.project_id, {
        date: localDate(starts.after.get(after.id)!, timeZone),
        locationId: employee.location_id,
      });
    }
  }
  await assertKeptProjectsFit(db, employee, timeZone, starts, tenant);
}

/**
 * A come or go moved, added or removed moves the start of the shifts around it, and with it the
 * day the project time of their unchanged events counts on: each such event whose day changes is
 * checked for that day, as if it were booked now.
 */
async function assertKeptProjectsFit(db: TenantDb, employee: EmployeesTable, timeZone: string, starts: ShiftStartsAround, tenant: Pick<Tenant, 'modules'> | undefined): Promise<void> {
  for (const { id, was, will } of starts.moved) {
    const event = starts.stored.get(id)!;
    if (event.project_id === null) continue;
    const day = localDate(will, timeZone);
    if (localDate(was, timeZone) === day) continue;
    await assertBookable(db, tenant ?? { modules: [] }, event.project_id, { date: day, locationId: employee.location_id });
  }
}

/**
 * The changes the corrections make, read under the caller's lock: each with the event as it stands
 * (none for create) and as it will (none for delete). Checks each new time (422) and that each named
 * event is the employee's (404).
 */
async function changesOf(
  db: TenantDb,
  employee: EmployeesTable,
  timeZone: string,
  corrections: readonly Correction[],
  policy: CorrectionPolicy,
  now: number,
): Promise<Change[]> {
  const stamp = new Date(now).toISOString();
  const changes: Change[] = [];
  for (const [index, correction] of corrections.entries()) {
    const field = corrections.length > 1 ? `events.${index}.occurred_at` : 'occurred_at';
    if (correction.action === 'create') {
      changes.push({
        action: 'create',
        before: null,
        after: {
          id: uuidv7(),
          employee_id: employee.id,
          type: correction.type,
          occurred_at: correctedInstant(field, correction.occurredAt, now, policy),
          timezone: timeZone,
          source: 'correction',
          terminal_id: null,
          device: null,
          latitude: null,
          longitude: null,
          accuracy_m: null,
          event_id: null,
          reply: null,
          corrected: true,
          project_id: correction.projectId ?? null,
          created_at: stamp,
        },
      });
      continue;
    }
    const current = await repository.findEvent(db, employee.id, correction.eventId);
    if (!current) throw new NotFoundError('The clock event was not found.');
    if (correction.action === 'delete') {
      changes.push({ action: 'delete', before: current, after: null });
    } else {
      const occurred = correction.occurredAt === undefined ? current.occurred_at : correctedInstant(field, correction.occurredAt, now, policy);
      const projectId = correction.projectId !== undefined ? correction.projectId : current.project_id;
      changes.push({
        action: 'update',
        before: current,
        after: { ...current, type: correction.type ?? current.type, occurred_at: occurred, corrected: true, project_id: projectId },
      });
    }
  }
  return changes;
}

/**
 * Applies corrections to one employee's clock events as one unit: all or none.
 * Runs under the employee's row lock, checks closed payroll months for every
 * time it touches (old and new), the days their shifts started and those of the
 * unchanged events whose shift it moves, and the come/go order afterwards, and
 * writes a history row per change. A deleted event leaves clock_events; its last state
 * stays in the history.
 */
export async function applyCorrections(
  db: TenantDb,
  employee: EmployeesTable,
  timeZone: string,
  corrections: readonly Correction[],
  corrector: Corrector,
  policy: CorrectionPolicy,
  options: {
    now?: number;
    alsoInTransaction?: (trx: TenantDb, events: ClockEventsTable[]) => Promise<void>;
    /** Needed when a correction names a project: its modules decide whether it may. */
    tenant?: Pick<Tenant, 'modules'>;
  } = {},
): Promise<{ events: ClockEventsTable[]; history: ClockEventHistoryTable[] }> {
  const now = options.now ?? Date.now();
  return withinTransaction(db, async (trx) => {
    // Held as deletion and erasure hold it: either committed since the person was looked up refuses the correction.
    await holdChangeableEmployee(trx, employee.id);
    const stamp = new Date(now).toISOString();
    const changes = await changesOf(trx, employee, timeZone, corrections, policy, now);
    const starts = await assertChangedMonthsOpen(trx, employee.id, timeZone, changes);
    await assertProjectsFit(trx, employee, timeZone, corrections, changes, starts, options.tenant);
    await assertOrderHolds(trx, employee.id, timeZone, changes);

    const history: ClockEventHistoryTable[] = [];
    for (const change of changes) {
      if (change.action === 'create') await repository.insertEvents(trx, [change.after!]);
      if (change.action === 'update') {
        const { type, occurred_at, corrected, project_id } = change.after!;
        await repository.updateEvent(trx, change.after!.id, { type, occurred_at, corrected, project_id });
      }
      if (change.action === 'delete') await repository.deleteEvent(trx, change.before!.id);
      history.push({
        id: uuidv7(),
        clock_event_id: (change.after ?? change.before)!.id,
        employee_id: employee.id,
        action: change.action,
        before: change.before && toClockEvent(change.before),
        after: change.after && toClockEvent(change.after),
        keeps_position: carriesPosition(change.before) || carriesPosition(change.after),
        reason: corrector.reason,
        corrected_by: corrector.employeeId,
        corrected_at: stamp,
        // A deleted event's receipt answers a later replay of its event_id (a terminal's offline
        // buffer sending it again), which would otherwise book the event once more.
        ...(change.action === 'delete' && change.before!.event_id !== null
          ? { event_id: change.before!.event_id, source: change.before!.source, reply: change.before!.reply }
          : { event_id: null, source: null, reply: null }),
      });
    }
    await repository.insertHistory(trx, history);
    if (options.tenant) for (const entry of history) await emitEvent(trx, options.tenant, 'clock_event.corrected', () => toClockEventHistoryEntry(entry));
    const events = changes.flatMap((c) => (c.after ? [c.after] : []));
    await options.alsoInTransaction?.(trx, events);
    return { events, history };
  });
}

export interface CorrectionCall {
  db: TenantDb;
  tenant: Tenant;
  visibility: Visibility;
  correctorId: string;
  policy: CorrectionPolicy;
}

/** Corrections made directly by someone with time-tracking:correct who sees the employee. */
export async function correctClockEvents(call: CorrectionCall, employeeId: string, corrections: readonly Correction[], reason: string) {
  const employee = await findChangeableEmployee(call.db, call.visibility, employeeId);
  const timeZone = await employeeTimeZone(call.db, employee, call.tenant);
  return applyCorrections(call.db, employee, timeZone, corrections, { employeeId: call.correctorId, reason }, call.policy, { tenant: call.tenant });
}

/** Everyone reads the history of their own events; others need time-tracking:view or :correct and visibility. */
async function historyReader(db: TenantDb, principal: Principal, visibility: Visibility, employeeId: string): Promise<EmployeesTable> {
  if (employeeId !== principal.employeeId && !principal.permissions.has('time-tracking:view') && !principal.permissions.has('time-tracking:correct')) {
    throw permissionLacking('time-tracking:view');
  }
  return findEmployeeToRead(db, visibility, employeeId);
}

/** The history of one of the employee's clock events (also of a deleted one), also after the employee was deleted. */
export async function clockEventHistory(db: TenantDb, principal: Principal, visibility: Visibility, employeeId: string, eventId: string) {
  const employee = await historyReader(db, principal, visibility, employeeId);
  const [history, current] = await Promise.all([repository.historyOf(db, employee.id, eventId), repository.findEvent(db, employee.id, eventId)]);
  if (history.length === 0 && !current) throw new NotFoundError('The clock event was not found.');
  return history;
}

/**
 * The corrections made to a person's clock events between two local days (default: the current
 * month), oldest first: the log an inspection asks for, with deleted and moved events, whose days
 * no longer show them.
 */
export async function correctionsLog(call: { db: TenantDb; tenant: Tenant; principal: Principal; visibility: Visibility }, employeeId: string, query: Partial<DateRange>) {
  const employee = await historyReader(call.db, call.principal, call.visibility, employeeId);
  const timeZone = await employeeTimeZone(call.db, employee, call.tenant);
  const range = resolveRange(query, timeZone, Date.now());
  const days = localDaysSpan(range.from, range.to, timeZone);
  const rows = await repository.historyOfEmployeeBetween(call.db, employee.id, new Date(days.start).toISOString(), new Date(days.end).toISOString());
  return { range, rows };
}

/** Every correction made to a person's clock events (their access request reads it). */
export async function correctionsOfEmployee(db: TenantDb, employeeId: string): Promise<ClockEventHistoryEntry[]> {
  return (await repository.historyOfEmployee(db, employeeId)).map(toClockEventHistoryEntry);
}
