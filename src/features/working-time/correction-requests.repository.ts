import type { CorrectionRequestsTable } from '../../db/tenant/schema.js';
import type { Visibility } from '../../platform/access/visibility.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

export async function insertRequest(db: TenantDb, row: CorrectionRequestsTable): Promise<void> {
  await db.insertInto('correction_requests').values(row).execute();
}

/** What a request asks for; whose and why aside. */
export type RequestedChange = Pick<CorrectionRequestsTable, 'action' | 'clock_event_id' | 'type' | 'occurred_at' | 'project_id'>;

/**
 * The person's open request asking for this change already: to add an event of the same type at
 * the same instant (only one of two such could ever be booked, whatever project each names), or
 * the same change or deletion of the same event.
 */
export async function openRequestFor(db: TenantDb, employeeId: string, change: RequestedChange): Promise<CorrectionRequestsTable | undefined> {
  const compared = change.action === 'create' ? (['type', 'occurred_at'] as const) : (['clock_event_id', 'type', 'occurred_at', 'project_id'] as const);
  let query = db.selectFrom('correction_requests').selectAll().where('employee_id', '=', employeeId).where('status', '=', 'requested').where('action', '=', change.action);
  for (const column of compared) {
    const value = change[column];
    query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
  }
  return query.orderBy('created_at').orderBy('id').executeTakeFirst();
}


export function findRequest(db: TenantDb, id: string) {
  return db
    .selectFrom('correction_requests')
    .innerJoin('employees', 'employees.id', 'correction_requests.employee_id')
    .selectAll('correction_requests')
    .select(['employees.department_id', 'employees.location_id'])
    .where('correction_requests.id', '=', id)
    .executeTakeFirst();
}

/** Takes the request for a decision only while it is still open, so two approvers cannot both apply it. */
export async function decide(
  db: TenantDb,
  id: string,
  decision: Pick<CorrectionRequestsTable, 'status' | 'decided_by' | 'decided_at' | 'decision_reason' | 'updated_at' | 'clock_event_id'>,
): Promise<boolean> {
  const result = await db.updateTable('correction_requests').set(decision).where('id', '=', id).where('status', '=', 'requested').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who decided a request, when, and why. */
export type RequestDecision = Pick<CorrectionRequestsTable, 'decided_by' | 'decided_at' | 'decision_reason' | 'updated_at'>;

/** Rejects every correction request about the person that still waits for a decision; answers how many. */
export async function rejectOpenRequestsAbout(db: TenantDb, employeeId: string, decision: RequestDecision): Promise<number> {
  const result = await db
    .updateTable('correction_requests')
    .set({ status: 'rejected', ...decision })
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface RequestFilter {
  status?: CorrectionRequestsTable['status'];
  employeeId?: string;
  /** Only the caller's own requests and those about themselves. */
  onlyOf?: string;
  visibility: Visibility;
}

function filtered(db: TenantDb, filter: RequestFilter) {
  let query = db.selectFrom('correction_requests').innerJoin('employees', 'employees.id', 'correction_requests.employee_id');
  if (filter.status) query = query.where('correction_requests.status', '=', filter.status);
  if (filter.employeeId) query = query.where('correction_requests.employee_id', '=', filter.employeeId);
  if (filter.onlyOf) {
    const self = filter.onlyOf;
    query = query.where((eb) => eb.or([eb('correction_requests.employee_id', '=', self), eb('correction_requests.requested_by', '=', self)]));
  }
  // One's own requests and those one asked for are listed as they are shown (visibleRequest):
  // whoever asked keeps seeing the request, also once its person moved out of their units.
  const visibility = filter.visibility;
  if (visibility.scope !== 'all') {
    const units = visibility.scope === 'units' ? [...visibility.units] : [];
    query = query.where((eb) =>
      eb.or([
        eb('correction_requests.employee_id', '=', visibility.selfId),
        eb('correction_requests.requested_by', '=', visibility.selfId),
        ...(units.length ? [eb('employees.department_id', 'in', units)] : []),
      ]),
    );
  }
  return query;
}

export async function countRequests(db: TenantDb, filter: RequestFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A request with the location of the person it is about: its times are shown in that location's zone. */
export type LocatedRequest = CorrectionRequestsTable & { location_id: string | null };

export function listRequests(db: TenantDb, filter: RequestFilter, limit: number, offset: number): Promise<LocatedRequest[]> {
  return filtered(db, filter)
    .selectAll('correction_requests')
    .select('employees.location_id')
    .orderBy('correction_requests.created_at', 'desc')
    .orderBy('correction_requests.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Every request about a person's clock events, oldest first. */
export function requestsAbout(db: TenantDb, employeeId: string): Promise<CorrectionRequestsTable[]> {
  return db.selectFrom('correction_requests').selectAll().where('employee_id', '=', employeeId).orderBy('created_at').orderBy('id').execute();
}
