import type { CorrectionRequestsTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { localDate } from '../../platform/formats.js';
import { assertBookable, holdNamedProject } from '../projects/projects.service.js';
import type { PageQuery } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { PROJECT_TYPES, type ClockType } from '../../domain/clocking/clock-sequence.js';
import { lockRowForUpdate } from '../../db/locks.js';
import { typeBookedAt, type ClockRequest } from '../clocking/clocking.service.js';
import type { DomainErrorCode } from '../../platform/errors/domain-codes.js';
import { employeeZones } from './working-time.service.js';
import { assertEmployeeNotErased, employeeTimeZone, findChangeableEmployee, findVisibleEmployee, holdChangeableEmployee, onDeletion } from '../employees/employees.service.js';
import type { CorrectionAction } from './clock-event-history.resource.js';
import { toCorrectionRequest, type CorrectionRequest } from './correction-request.resource.js';
import * as repository from './correction-requests.repository.js';
import * as corrections from './corrections.repository.js';
import { applyCorrections, correctedInstant, type Correction, type CorrectionPolicy } from './corrections.service.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export interface RequestCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
  policy: CorrectionPolicy;
}

export interface CorrectionRequestInput {
  employee_id?: string;
  action: CorrectionAction;
  clock_event_id?: string;
  type?: ClockType;
  occurred_at?: string;
  project_id?: string;
  reason: string;
}

const mayCorrect = (principal: Principal) => principal.permissions.has('time-tracking:correct');

/** A request the caller asked for, or one about them. */
const ownOrAbout = (principal: Principal, row: Pick<CorrectionRequestsTable, 'employee_id' | 'requested_by'>) =>
  row.employee_id === principal.employeeId || row.requested_by === principal.employeeId;

function required(field: keyof CorrectionRequestInput, action: CorrectionAction): never {
  throw ValidationError.field(field, `The ${field.replace('_', ' ')} field is required when the action is ${action}.`);
}

type RequestedChange = Pick<CorrectionRequestsTable, 'employee_id' | 'requested_by' | 'action' | 'clock_event_id' | 'type' | 'occurred_at' | 'project_id' | 'reason'>;

/** A new request, waiting for a decision. */
function undecidedRequest(change: RequestedChange, now: number): CorrectionRequestsTable {
  const stamp = new Date(now).toISOString();
  return { id: uuidv7(), ...change, status: 'requested', decided_by: null, decided_at: null, decision_reason: null, created_at: stamp, updated_at: stamp };
}

/**
 * A buffered event refused on arrival, by the come/go order (a terminal that was offline delivers
 * the morning's come after another terminal booked the evening) or because its month was closed
 * meanwhile (the terminal offline on the month's last day, payroll closed before it came back), is
 * kept as a request the person asked for, for HR to decide, and the refusal names it: the device
 * drops a 409, as it can change nothing booked since, and the person's time is not lost (MiLoG §17,
 * ArbZG §16 (2)). A request changes no figures, so a closed month does not refuse it; approving it
 * does until the month is reopened. A device sending it again finds the request it left before.
 * Called once the booking's transaction, which the refusal rolled back, has ended.
 */
export async function keepRefusedBuffered(db: TenantDb, tenant: Pick<Tenant, 'timezone'>, request: ClockRequest, error: unknown): Promise<void> {
  if (db.isTransaction || request.occurredAt === undefined || !(error instanceof ConflictError)) return;
  const refusal = error.meta.code;
  if (refusal !== 'clock_order' && refusal !== 'payroll_period_locked') return;
  const occurredAt = new Date(Date.parse(request.occurredAt)).toISOString();
  const device = request.source === 'terminal' ? 'terminal' : 'app';
  error.meta.correction_request_id = await db.transaction().execute(async (trx) => {
    await lockRowForUpdate(trx, 'employees', request.employee.id);
    // The month's close refused it before the come/go order resolved an `auto`: resolved here as the booking would have.
    const type = refusal === 'clock_order' ? (error.meta.type as ClockType) : await typeBookedAt(trx, tenant, request, occurredAt);
    // A project stands only on the types that start work on one; the time matters, not a project misnamed.
    const projectId = PROJECT_TYPES.includes(type) ? (request.projectId ?? null) : null;
    const known = await repository.openRequestFor(trx, request.employee.id, { action: 'create', clock_event_id: null, type, occurred_at: occurredAt, project_id: projectId });
    if (known) return known.id;
    const row = undecidedRequest(
      {
        employee_id: request.employee.id,
        requested_by: request.employee.id,
        action: 'create',
        clock_event_id: null,
        type,
        occurred_at: occurredAt,
        project_id: projectId,
        reason:
          refusal === 'clock_order'
            ? `Buffered by the ${device} and refused when it arrived: ${error.message}`
            : `Buffered by the ${device}; the payroll month ${String(error.meta.period)} was closed when it arrived.`,
      },
      Date.now(),
    );
    await repository.insertRequest(trx, row);
    return row.id;
  });
}

/**
 * Anyone may ask for a correction of their own clock events (and of people
 * they see); the request names what to change and why. Asking for a change of a
 * closed month is accepted: a request changes no figures, and it is the only way
 * someone without time-tracking:correct puts missing hours on record. Approving
 * refuses it while the month is closed (the months of its times, of the days their
 * shifts started and of the shifts it moves other events to or from), and checks
 * the come/go order.
 *
 * A change the person's open requests ask for already (an app sending its request again after
 * the answer was lost, or asking for a buffered booking the server kept as a request) is answered
 * with that request, `replayed`, instead of a second one HR could not approve after the first: if
 * the caller may read it (theirs, about them, or with time-tracking:correct). The reason is not
 * compared: the same change asked for twice is one request.
 */
export async function requestCorrection(call: RequestCall, input: CorrectionRequestInput): Promise<{ request: CorrectionRequest; replayed: boolean }> {
  const { db, principal } = call;
  const employee = await findChangeableEmployee(db, call.visibility, input.employee_id ?? principal.employeeId);
  const timeZone = await employeeTimeZone(db, employee, call.tenant);
  const now = Date.now();
  let occurredAt: string | null = null;
  let clockEventId: string | null = null;
  let eventType = input.type;
  const touched: string[] = [];
  if (input.action === 'create') {
    if (!input.type) required('type', input.action);
    if (!input.occurred_at) required('occurred_at', input.action);
  } else {
    if (!input.clock_event_id) required('clock_event_id', input.action);
    if (input.action === 'update' && !input.type && !input.occurred_at && !input.project_id) required('occurred_at', input.action);
    const event = await corrections.findEvent(db, employee.id, input.clock_event_id);
    if (!event) throw ValidationError.field('clock_event_id', 'The selected clock event is invalid.');
    clockEventId = event.id;
    eventType ??= event.type as ClockType;
    touched.push(event.occurred_at);
  }
  if (input.occurred_at && input.action !== 'delete') {
    occurredAt = correctedInstant('occurred_at', input.occurred_at, now, call.policy);
    touched.push(occurredAt);
  }
  const projectId = input.action === 'delete' ? null : (input.project_id ?? null);
  // Asked for a project that can never be booked there: say so now, not only at approval.
  if (projectId) {
    if (!PROJECT_TYPES.includes(eventType!)) {
      const error = ValidationError.field('project_id', `A project can be named only with ${PROJECT_TYPES.join(', ')}; this event is "${eventType}".`);
      Object.assign(error.meta, { code: 'project_not_applicable' satisfies DomainErrorCode, type: eventType });
      throw error;
    }
    await assertBookable(db, call.tenant, projectId, { date: localDate(touched.at(-1)!, timeZone), locationId: employee.location_id });
  }
  const row = undecidedRequest(
    {
      employee_id: employee.id,
      requested_by: principal.employeeId,
      action: input.action,
      clock_event_id: clockEventId,
      type: input.action === 'delete' ? null : (input.type ?? null),
      occurred_at: occurredAt,
      project_id: projectId,
      reason: input.reason,
    },
    now,
  );
  // Asking about a person deleted (404) or erased (409) since the look above is refused, as asking after it is.
  const answered = await db.transaction().execute(async (trx) => {
    await holdChangeableEmployee(trx, employee.id);
    const known = await repository.openRequestFor(trx, employee.id, row);
    if (known && (ownOrAbout(principal, known) || mayCorrect(principal))) return known;
    if (projectId) await holdNamedProject(trx, projectId);
    await repository.insertRequest(trx, row);
    return row;
  });
  return { request: toCorrectionRequest(answered, timeZone), replayed: answered !== row };
}

/** Requests as the API shows them: their times in the zone of the person each is about (their location's, else the tenant's). */
async function presented(call: RequestCall, rows: readonly repository.LocatedRequest[]): Promise<CorrectionRequest[]> {
  const zones = await employeeZones(call.db, call.tenant, rows.map((row) => ({ id: row.employee_id, location_id: row.location_id })));
  return rows.map(({ location_id: _location, ...row }) => toCorrectionRequest(row, zones.get(row.employee_id) ?? call.tenant.timezone));
}

/** A request the caller may look at: their own, one about them, or one about a visible person when they may correct. */
async function visibleRequest(call: RequestCall, id: string) {
  const row = await repository.findRequest(call.db, id);
  if (!row) throw new NotFoundError('The correction request was not found.');
  if (!ownOrAbout(call.principal, row)) {
    if (!mayCorrect(call.principal)) throw new NotFoundError('The correction request was not found.');
    assertCanSee(call.visibility, { id: row.employee_id, department_id: row.department_id });
  }
  return row;
}

export async function getRequest(call: RequestCall, id: string): Promise<CorrectionRequest> {
  const { department_id: _unit, ...request } = await visibleRequest(call, id);
  return (await presented(call, [request]))[0]!;
}

async function decidable(call: RequestCall, id: string) {
  if (!mayCorrect(call.principal)) {
    throw permissionLacking('time-tracking:correct');
  }
  const row = await visibleRequest(call, id);
  if (ownOrAbout(call.principal, row)) {
    throw new ForbiddenError('Nobody decides a correction request of their own or about themselves.');
  }
  if (row.status !== 'requested') throw new ConflictError(`The correction request is already ${row.status}.`, { status: row.status });
  await assertEmployeeNotErased(call.db, row.employee_id);
  return row;
}

function asCorrection(row: CorrectionRequestsTable): Correction {
  if (row.action === 'create') return { action: 'create', type: row.type as ClockType, occurredAt: row.occurred_at!, projectId: row.project_id };
  if (row.action === 'delete') return { action: 'delete', eventId: row.clock_event_id! };
  return {
    action: 'update',
    eventId: row.clock_event_id!,
    type: (row.type ?? undefined) as ClockType | undefined,
    occurredAt: row.occurred_at ?? undefined,
    projectId: row.project_id ?? undefined,
  };
}

/**
 * Approving applies the requested change with the same rules as a direct
 * correction, and records the decision in the same transaction: a change that
 * breaks the order or lands in a closed month leaves the request open.
 */
export async function approveRequest(call: RequestCall, id: string): Promise<CorrectionRequest> {
  const row = await decidable(call, id);
  const employee = await findVisibleEmployee(call.db, call.visibility, row.employee_id);
  const timeZone = await employeeTimeZone(call.db, employee, call.tenant);
  const stamp = new Date().toISOString();
  let createdEventId: string | null = row.clock_event_id;
  await applyCorrections(call.db, employee, timeZone, [asCorrection(row)], { employeeId: call.principal.employeeId, reason: row.reason }, call.policy, {
    tenant: call.tenant,
    alsoInTransaction: async (trx, events) => {
      if (row.action === 'create') createdEventId = events[0]?.id ?? null;
      const taken = await repository.decide(trx, row.id, {
        status: 'approved',
        decided_by: call.principal.employeeId,
        decided_at: stamp,
        decision_reason: null,
        updated_at: stamp,
        clock_event_id: createdEventId,
      });
      if (!taken) throw new ConflictError('The correction request was decided in the meantime.');
    },
  });
  return getRequest(call, id);
}

export async function rejectRequest(call: RequestCall, id: string, reason: string): Promise<CorrectionRequest> {
  const row = await decidable(call, id);
  const stamp = new Date().toISOString();
  const taken = await repository.decide(call.db, row.id, {
    status: 'rejected',
    decided_by: call.principal.employeeId,
    decided_at: stamp,
    decision_reason: reason,
    updated_at: stamp,
    clock_event_id: row.clock_event_id,
  });
  if (!taken) throw new ConflictError('The correction request was decided in the meantime.');
  return getRequest(call, id);
}

/**
 * Rejects the correction requests about a person that still wait for a decision, when their data
 * is erased: nobody can decide them any more. Answers how many were closed.
 */
export function rejectOpenRequestsOfErased(trx: TenantDb, employeeId: string, decision: repository.RequestDecision): Promise<number> {
  return repository.rejectOpenRequestsAbout(trx, employeeId, decision);
}

const CLOSED_BY_DELETION = 'Closed unanswered: the person was deleted.';

// Nobody can decide a correction request about someone deleted (a change about them is 404), so
// their deletion closes the undecided ones, as erasure does, instead of leaving them open for ever.
onDeletion(async (trx, person, deletion) => {
  await repository.rejectOpenRequestsAbout(trx, person.id, { decided_by: deletion.by, decided_at: deletion.at, decision_reason: CLOSED_BY_DELETION, updated_at: deletion.at });
});

export interface RequestListQuery extends PageQuery {
  status?: CorrectionRequestsTable['status'];
  employee_id?: string;
}

/** Who may correct sees the requests of everyone visible; everyone else their own. */
export function requestSource(call: RequestCall, query: RequestListQuery) {
  const filter: repository.RequestFilter = {
    status: query.status,
    employeeId: query.employee_id,
    onlyOf: mayCorrect(call.principal) ? undefined : call.principal.employeeId,
    visibility: call.visibility,
  };
  return {
    count: () => repository.countRequests(call.db, filter),
    rows: async (limit: number, offset: number) => presented(call, await repository.listRequests(call.db, filter, limit, offset)),
  };
}

/** Every correction request about a person, shown in their zone (their access request reads it). */
export async function correctionRequestsOfEmployee(db: TenantDb, timeZone: string, employeeId: string): Promise<CorrectionRequest[]> {
  return (await repository.requestsAbout(db, employeeId)).map((row) => toCorrectionRequest(row, timeZone));
}
