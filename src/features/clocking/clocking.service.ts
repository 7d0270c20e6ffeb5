import { addDays, daysBetween } from '../../domain/working-time/local-time.js';
import type { ClockEventsTable, EmployeesTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { withinTransaction } from '../../db/transactions.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, UnauthenticatedError, ValidationError } from '../../platform/errors/errors.js';
import { localDate, periodOf, sameLocalDay, zonedTimestamp } from '../../platform/formats.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { assertPeriodOpen } from '../payroll/payroll.service.js';
import { assertBookable } from '../projects/projects.service.js';
import type { DomainErrorCode } from '../../platform/errors/domain-codes.js';
import { checkClockEvent, PROJECT_TYPES, stateAfter, type ClockType, type RequestedClockType, type TimedClockEvent } from '../../domain/clocking/clock-sequence.js';
import { toClockEvent, type ClockEvent, type ClockSource } from './clock-event.resource.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import * as repository from './clocking.repository.js';
import { assertNotErased, employeeTimeZone, findEmployeeOnRecord } from '../employees/employees.service.js';
import { permissionLacking } from '../../platform/access/refusals.js';
import { assertDaysInOrder } from '../../platform/http/date-filters.js';

export interface ClockPolicy {
  maxSkewMs: number;
  offlineWindowMs: number;
}

export interface ClockRequest {
  employee: EmployeesTable;
  type: RequestedClockType;
  /** When it happened, for events a terminal buffered offline; now when absent. */
  occurredAt?: string;
  /** The client's id: a replay returns the first answer and books nothing twice. */
  eventId?: string;
  source: ClockSource;
  terminalId?: string;
  device?: string;
  /** insideGeofence: the position passed the geofence check (module geo_clock). */
  position?: { latitude: number; longitude: number; accuracy_m: number; insideGeofence?: boolean };
  /** The project worked on from this event on (module projects); only with come, switch and break_end. */
  projectId?: string;
  /** Where the project must be bookable: the terminal's location; the employee's when absent. */
  locationId?: string | null;
  /**
   * What the client's own channel checks before a booking (a phone's geofence). A replay is
   * answered as the first time without it: the phone that clocked in inside the fence and lost the
   * answer asks again from wherever it is now.
   */
  admissible?: () => Promise<void>;
}

/** A booking made now, with its event; or a replay, answered with the first receipt (its event may have been deleted since). */
export type Booking<Reply> = { event: ClockEventsTable; reply: Reply; replayed: false } | { reply: Reply; replayed: true };

/** The signed-in person as someone who clocks; a token of someone no longer employed is no sign-in. */
export async function signedInEmployee(db: TenantDb, principal: Principal): Promise<EmployeesTable> {
  const employee = await repository.findActiveEmployee(db, principal.employeeId);
  if (!employee) throw new UnauthenticatedError();
  return employee;
}

/** A stored event as the clock rules read it; `shiftStart`, the come of the shift it leaves open (see openShiftStartAfter). */
export function toTimed(row: Pick<ClockEventsTable, 'type' | 'occurred_at'> | undefined, shiftStart?: string): TimedClockEvent | undefined {
  return row && { type: row.type as ClockType, at: Date.parse(row.occurred_at), ...(shiftStart !== undefined && { shiftStart: Date.parse(shiftStart) }) };
}

/**
 * When the shift the person's event `last` leaves open began (its come), or undefined when it
 * leaves none open (no event, or a go): the date rules of clocking measure from there.
 */
export async function openShiftStartAfter(db: TenantDb, employeeId: string, last: Pick<ClockEventsTable, 'type' | 'occurred_at'> | undefined): Promise<string | undefined> {
  if (!last || stateAfter(last.type as ClockType) === 'off') return undefined;
  return shiftStartOf(db, employeeId, last);
}

/**
 * A booking of `type` at `at` among the person's events: the event before and after it, the start
 * of the shift the one before leaves open (dated by its come, as the working day dates it), and
 * the come/go order's verdict, which also says what an `auto` books there.
 */
async function placeAmong(db: TenantDb, employee: Pick<EmployeesTable, 'id'>, type: RequestedClockType, at: string, timezone: string) {
  const { previous, next } = await repository.eventsAround(db, employee.id, at);
  const openShiftStart = await openShiftStartAfter(db, employee.id, previous);
  const verdict = checkClockEvent(type, Date.parse(at), toTimed(previous, openShiftStart), toTimed(next), sameLocalDay(timezone));
  return { previous, next, openShiftStart, verdict };
}

/** What a booking would be at `at`: the type named, or what an `auto` resolves to after the person's events before it. */
export async function typeBookedAt(db: TenantDb, tenant: Pick<Tenant, 'timezone'>, request: Pick<ClockRequest, 'employee' | 'type'>, at: string): Promise<ClockType> {
  if (request.type !== 'auto') return request.type;
  const timezone = await employeeTimeZone(db, request.employee, tenant);
  return (await placeAmong(db, request.employee, request.type, at, timezone)).verdict.type;
}

function occurredAt(request: ClockRequest, policy: ClockPolicy, now: number): string {
  if (request.occurredAt === undefined) return new Date(now).toISOString();
  const at = Date.parse(request.occurredAt);
  if (Number.isNaN(at)) throw ValidationError.field('occurred_at', 'The occurred at field must be a valid date-time (ISO 8601).');
  // The two refusals ask opposite things of a device's buffer: keep the event ahead of the clock
  // and send it again once its time has come, drop the one too old (HR books it as a correction).
  if (at > now + policy.maxSkewMs) {
    throw new ValidationError(
      { occurred_at: ['The occurred at field must not lie in the future.'] },
      { code: 'occurred_at_in_future', server_time: new Date(now).toISOString(), max_skew_ms: policy.maxSkewMs },
    );
  }
  if (at < now - policy.offlineWindowMs) {
    throw new ValidationError(
      {
        occurred_at: [
          `The occurred at field must not be older than ${Math.round(policy.offlineWindowMs / 3_600_000)} hours; ask for a correction with POST /rest/correction-requests.`,
        ],
      },
      { code: 'occurred_at_too_old', max_age_ms: policy.offlineWindowMs },
    );
  }
  return new Date(at).toISOString();
}

/**
 * A stored receipt as today's answer has it. One stored before a release added a field lacks it,
 * and the answer's schema refuses it; each such field gets what it meant before it existed, and
 * nothing the first answer said changes. A web receipt is `{ data: ClockEvent }` (geofence_inside,
 * project_id and corrected added later), a terminal's or phone's a ClockReceipt (project_id added later).
 */
function asTodaysReceipt(source: string, receipt: unknown): unknown {
  if (typeof receipt !== 'object' || receipt === null) return receipt;
  if (source !== 'web') return { project_id: null, ...receipt };
  const { data } = receipt as { data?: unknown };
  if (typeof data !== 'object' || data === null) return receipt;
  // null: no geofence check was made (a web booking never has one) and no project named; a
  // booking just made was not corrected.
  return { ...receipt, data: { geofence_inside: null, project_id: null, corrected: false, ...data } };
}

/** The type the first answer booked (a web receipt holds the event in `data`), as the client saw it whatever a correction did since. */
function bookedTypeOf(source: string, receipt: unknown): string | undefined {
  const answer = source === 'web' ? (receipt as { data?: unknown } | null)?.data : receipt;
  const type = (answer as { type?: unknown } | null | undefined)?.type;
  return typeof type === 'string' ? type : undefined;
}

async function replayOf<Reply>(db: TenantDb, request: ClockRequest): Promise<Booking<Reply> | undefined> {
  if (!request.eventId) return undefined;
  // An event a correction deleted since is answered as it was, not booked again. Event ids are
  // the person's own: one another person used is unknown here, and the booking goes ahead.
  const existing = await repository.receiptOfEventId(db, request.employee.id, request.eventId);
  if (!existing) return undefined;
  // A replay repeats its booking; the same event_id for another one is refused, never answered
  // with the first receipt, which would drop the new booking unseen. Another kind of client
  // (whose first answer has another shape), another terminal (a replacement device whose counter
  // began again), or another type asked for by name tell it apart. An `auto` may have been
  // resolved to any type, and a time may differ (a live event retried gets the server's time).
  const bookedType = bookedTypeOf(existing.source, existing.reply);
  if (
    existing.source !== request.source ||
    existing.terminal_id !== (request.terminalId ?? null) ||
    (request.type !== 'auto' && bookedType !== undefined && bookedType !== request.type)
  ) {
    throw new ConflictError('This event_id was already used for another booking.', { code: 'event_id_reused', event_id: request.eventId });
  }
  return { reply: asTodaysReceipt(existing.source, existing.reply) as Reply, replayed: true };
}

/**
 * Books one clock event: idempotent by the person's event_id, inside the offline window,
 * outside closed payroll months, and in come/go order with the events around
 * it. The month check, the order check and the insert share a transaction that
 * holds the employee's row, so two terminals cannot both book "come" for one
 * person and a month cannot be closed between the check and the insert. Given a
 * transaction, it books inside it (the demo books a person's weeks in one).
 */
export async function bookClockEvent<Reply>(
  db: TenantDb,
  tenant: Tenant,
  request: ClockRequest,
  policy: ClockPolicy,
  reply: (event: ClockEventsTable) => Reply,
): Promise<Booking<Reply>> {
  // Outside a transaction a replay is answered without waiting for the person's lock; inside a
  // caller's, the check after the lock is the one it needs.
  if (!db.isTransaction) {
    const replay = await replayOf<Reply>(db, request);
    if (replay) return replay;
  }
  await request.admissible?.();

  try {
    return await withinTransaction(db, async (trx) => {
      await lockRowForUpdate(trx, 'employees', request.employee.id);
      // Nothing new is recorded about someone erased, whichever source names them.
      assertNotErased(request.employee);
      // A replay that waited for the lock finds the booking its twin just made. A replay is
      // answered as it was, whatever its time or project would be refused for now.
      const replay = await replayOf<Reply>(trx, request);
      if (replay) return replay;
      const now = Date.now();
      const at = occurredAt(request, policy, now);
      const timezone = await employeeTimeZone(trx, request.employee, tenant);
      const { previous, next, openShiftStart, verdict } = await placeAmong(trx, request.employee, request.type, at, timezone);
      // Someone who has left books nothing after their last day, from any source (a terminal
      // knows them by badge, PIN or tag, not by a token that ended); a buffered event of that day
      // still counts, and so does the end of a shift begun on it (a night shift's go after
      // midnight): the working day dates a shift by its come. A come starts a shift of its own.
      // Nor does anyone book before their first day: the month's close takes people by their
      // employment, so such hours would count as worked and never reach payroll.
      // Corrections by HR do not come this way.
      const day = localDate(at, timezone);
      const shiftDay = verdict.type === 'come' ? day : localDate(openShiftStart ?? at, timezone);
      const { entry_date: entryDate, exit_date: exitDate } = request.employee;
      if (exitDate !== null && shiftDay > exitDate) {
        throw new ForbiddenError(`${request.employee.first_name} ${request.employee.last_name} left on ${exitDate}; nothing can be booked after that day.`);
      }
      if (entryDate !== null && day < entryDate) {
        throw new ForbiddenError(`${request.employee.first_name} ${request.employee.last_name} starts on ${entryDate}; nothing can be booked before that day.`);
      }
      // In the write's transaction, so closing the month cannot slip in between check and insert.
      await assertPeriodOpen(trx, periodOf(at, timezone));
      if (!verdict.ok) {
        const describe = (row: typeof previous) => row && { type: row.type, occurred_at: zonedTimestamp(row.occurred_at, timezone) };
        throw new ConflictError(
          verdict.reason === 'not_allowed_now'
            ? `"${verdict.type}" is not possible now: the last booking leaves the state "${verdict.stateBefore}". Possible: ${verdict.allowed.join(', ')}.`
            : `"${verdict.type}" at that time would break the order of a later booking (${next?.type}).`,
          {
            code: 'clock_order',
            reason: verdict.reason,
            requested_type: request.type,
            type: verdict.type,
            state: verdict.stateBefore,
            allowed: verdict.allowed,
            previous: describe(previous) ?? null,
            next: describe(next) ?? null,
          },
        );
      }
      if (request.projectId !== undefined && !PROJECT_TYPES.includes(verdict.type)) {
        const error = ValidationError.field('project_id', `A project can be named only with ${PROJECT_TYPES.join(', ')}; this booking is "${verdict.type}".`);
        Object.assign(error.meta, { code: 'project_not_applicable' satisfies DomainErrorCode, type: verdict.type });
        throw error;
      }
      if (request.projectId !== undefined) {
        const locationId = request.locationId !== undefined && request.locationId !== null ? request.locationId : request.employee.location_id;
        // A come starts its own shift; any other event with a project runs on in the open one.
        const shiftStart = verdict.type === 'come' ? at : (openShiftStart ?? at);
        await assertBookable(trx, tenant, request.projectId, { date: localDate(shiftStart, timezone), locationId });
      }
      const event: ClockEventsTable = {
        id: uuidv7(),
        employee_id: request.employee.id,
        type: verdict.type,
        occurred_at: at,
        timezone,
        source: request.source,
        terminal_id: request.terminalId ?? null,
        device: request.device ?? null,
        latitude: request.position?.latitude ?? null,
        longitude: request.position?.longitude ?? null,
        accuracy_m: request.position?.accuracy_m ?? null,
        geofence_inside: request.position?.insideGeofence ?? null,
        event_id: request.eventId ?? null,
        reply: null,
        corrected: false,
        project_id: request.projectId ?? null,
        created_at: new Date(now).toISOString(),
      };
      event.reply = reply(event);
      await repository.insert(trx, event);
      await emitEvent(trx, tenant, 'clock_event.created', () => toClockEvent(event));
      return { event, reply: event.reply as Reply, replayed: false };
    });
  } catch (error) {
    // Two replays of one event_id raced: the other one booked it; answer as it did. A caller's
    // transaction is spoilt by the violation, so there the error goes to the caller.
    if (!db.isTransaction && isUniqueViolation(error)) {
      const replayed = await replayOf<Reply>(db, request);
      if (replayed) return replayed;
    }
    throw error;
  }
}

/**
 * When the shift an event belongs to started, its time counting on that day (so do its project
 * and its month): a come starts its own; any other event belongs to the shift of the person's
 * last come before it when no go followed, and outside a shift stands for itself. A correction
 * leaves out the events it changes and names their new states.
 */
export async function shiftStartOf(
  db: TenantDb,
  employeeId: string,
  event: Pick<ClockEventsTable, 'type' | 'occurred_at'>,
  changing: { excluding: readonly string[]; states: ReadonlyArray<Pick<ClockEventsTable, 'type' | 'occurred_at'>> } = { excluding: [], states: [] },
): Promise<string> {
  if (event.type === 'come') return event.occurred_at;
  const instant = Date.parse(event.occurred_at);
  const stored = await repository.lastComeOrGoBefore(db, employeeId, event.occurred_at, changing.excluding);
  const last = [...(stored ? [stored] : []), ...changing.states]
    .filter((other) => (other.type === 'come' || other.type === 'go') && Date.parse(other.occurred_at) < instant)
    .reduce<Pick<ClockEventsTable, 'type' | 'occurred_at'> | undefined>((latest, other) => (!latest || Date.parse(other.occurred_at) > Date.parse(latest.occurred_at) ? other : latest), undefined);
  return last?.type === 'come' ? last.occurred_at : event.occurred_at;
}

const MAX_RANGE_DAYS = 366;

/**
 * An employee's clock events between two local days (default: the last 30).
 * Everyone sees their own; others need time-tracking:view and the person must
 * lie within the caller's visible units. Someone deleted stays readable for those
 * who may see them (404 for others): their clock events stay producible for two
 * years after they left (MiLoG §17 (1), ArbZG §16 (2)).
 */
export async function clockEventsOf(
  db: TenantDb,
  tenant: Tenant,
  principal: Principal,
  visibility: () => Promise<Visibility>,
  employeeId: string,
  range: { from?: string; to?: string },
) {
  const employee = (await repository.findActiveEmployee(db, employeeId)) ?? (await findEmployeeOnRecord(db, await visibility(), employeeId));
  if (employee.id !== principal.employeeId) {
    if (!principal.permissions.has('time-tracking:view')) {
      throw permissionLacking('time-tracking:view');
    }
    assertCanSee(await visibility(), employee);
  }
  const timezone = await employeeTimeZone(db, employee, tenant);
  const to = range.to ?? localDate(new Date(), timezone);
  const from = range.from ?? addDays(to, -30);
  assertDaysInOrder({ from, to });
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) {
    throw ValidationError.field('to', `The range must not exceed ${MAX_RANGE_DAYS} days.`);
  }
  return repository.clockEventsBetween(db, employee.id, from, to, timezone);
}

/** Web clocking: the signed-in person books at the server's time. */
export async function clockWeb<Reply>(
  db: TenantDb,
  tenant: Tenant,
  principal: Principal,
  input: { type: RequestedClockType; eventId?: string; device?: string; projectId?: string },
  policy: ClockPolicy,
  reply: (event: ClockEventsTable) => Reply,
): Promise<Booking<Reply>> {
  const employee = await signedInEmployee(db, principal);
  return bookClockEvent(db, tenant, { employee, type: input.type, eventId: input.eventId, source: 'web', device: input.device, projectId: input.projectId }, policy, reply);
}

/** Every clock event a person has, as the API shows them: their access request (Art. 15 GDPR) and erasure read it. */
export async function clockEventsOfEmployee(db: TenantDb, employeeId: string): Promise<ClockEvent[]> {
  return (await repository.allEventsOf(db, employeeId)).map(toClockEvent);
}

/**
 * Rewrites the receipts a person's clock events keep (also those of events a correction deleted), when their data is erased: a terminal's
 * receipt names the person ("Guten Tag, Jana!"), and the events themselves are kept for retention.
 * `forget` answers the rewritten receipt, or undefined when it names nothing of the person.
 */
export async function forgetInReceipts(trx: TenantDb, employeeId: string, forget: (receipt: unknown) => unknown): Promise<void> {
  for (const { id, reply } of await repository.receiptsOf(trx, employeeId)) {
    const forgotten = forget(reply);
    if (forgotten !== undefined) await repository.setReceipt(trx, id, forgotten as ClockEventsTable['reply']);
  }
  // A deleted event's receipt, kept in its history entry for replays.
  for (const { id, reply } of await repository.deletedReceiptsOf(trx, employeeId)) {
    const forgotten = forget(reply);
    if (forgotten !== undefined) await repository.setDeletedReceipt(trx, id, forgotten);
  }
}
