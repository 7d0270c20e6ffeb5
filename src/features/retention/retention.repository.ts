import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { RetentionPoliciesTable, TenantDatabase } from '../../db/tenant/schema.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

// ---------------------------------------------------------------- policies

export function listPolicies(db: TenantDb): Promise<RetentionPoliciesTable[]> {
  return db.selectFrom('retention_policies').selectAll().execute();
}

export async function savePolicy(db: TenantDb, row: RetentionPoliciesTable): Promise<void> {
  await db
    .insertInto('retention_policies')
    .values(row)
    .onConflict((oc) => oc.column('category').doUpdateSet({ months: row.months, updated_by: row.updated_by, updated_at: row.updated_at }))
    .execute();
}

// ---------------------------------------------------------------- the daily run

/** A job of this kind that is waiting or running, other than `exceptId`. */
export async function hasPendingJob(db: TenantDb, kind: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', 'in', ['queued', 'running']);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

// ---------------------------------------------------------------- what a run deletes

/**
 * Every function below deletes or clears the rows past retention, in the caller's transaction,
 * and returns how many. A dry run runs them too, in a transaction it rolls back
 * (retention.service.ts), so it counts exactly what a run removes.
 */
type Where<T extends keyof TenantDatabase> = (eb: ExpressionBuilder<TenantDatabase, T>) => Expression<SqlBool>;

async function removeRows<
  T extends
    | 'clock_events'
    | 'clock_event_history'
    | 'correction_requests'
    | 'overtime_bookings'
    | 'payroll_snapshots'
    | 'exports'
    | 'payroll_transfers'
    | 'compensations'
    | 'absences'
    | 'eau_requests'
    | 'audit_requests'
    | 'webhook_deliveries'
    | 'access_tokens'
    | 'push_tokens'
    | 'jobs',
>(db: TenantDb, table: T, where: Where<T>): Promise<number> {
  const result = await db
    .deleteFrom(table as 'clock_events')
    .where(where as unknown as Where<'clock_events'>)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** People whose exit date lies before `exitedBefore`: only their working time and absences end. */
function ofExited<T extends 'clock_events' | 'clock_event_history' | 'correction_requests' | 'overtime_bookings' | 'absences'>(eb: ExpressionBuilder<TenantDatabase, T>, exitedBefore: string): Expression<SqlBool> {
  // Each of these tables names the person in employee_id; one builder serves them all.
  const own = eb as unknown as ExpressionBuilder<TenantDatabase, 'clock_events'>;
  return own('employee_id', 'in', own.selectFrom('employees').select('employees.id').where('employees.exit_date', 'is not', null).where('employees.exit_date', '<', exitedBefore));
}

export interface WorkingTimeScope {
  exitedBefore: string;
  /** Instants before this lie on or before the cutoff day (its local end). */
  before: string;
  /** Dated rows on or before this day. */
  cutoff: string;
}

export async function removeWorkingTime(db: TenantDb, scope: WorkingTimeScope): Promise<Record<string, number>> {
  // No foreign keys point at these rows (history and requests name clock events by id only).
  const correction_requests = await removeRows(db, 'correction_requests', (eb) => eb.and([ofExited(eb, scope.exitedBefore), eb('created_at', '<', scope.before)]));
  const clock_event_history = await removeRows(db, 'clock_event_history', (eb) => eb.and([ofExited(eb, scope.exitedBefore), eb('corrected_at', '<', scope.before)]));
  const clock_events = await removeRows(db, 'clock_events', (eb) => eb.and([ofExited(eb, scope.exitedBefore), eb('occurred_at', '<', scope.before)]));
  const overtime_bookings = await removeRows(db, 'overtime_bookings', (eb) => eb.and([ofExited(eb, scope.exitedBefore), eb('date', '<=', scope.cutoff)]));
  return { clock_events, clock_event_history, correction_requests, overtime_bookings };
}

export interface AbsenceScope {
  exitedBefore: string;
  /** Absences ending on or before this day (the 31 December of the last ended year). */
  cutoff: string;
}

export async function removeAbsences(db: TenantDb, scope: AbsenceScope): Promise<Record<string, number>> {
  const past = (eb: ExpressionBuilder<TenantDatabase, 'absences'>) => eb.and([ofExited(eb, scope.exitedBefore), eb('end_date', '<=', scope.cutoff)]);
  // The eAU retrieval of an absence refers to it: it goes first.
  const eau_requests = await removeRows(db, 'eau_requests', (eb) => eb('absence_id', 'in', eb.selectFrom('absences').select('absences.id').where(past)));
  const absences = await removeRows(db, 'absences', past);
  return { absences, eau_requests };
}

export interface PayrollScope {
  /** Months up to this one (YYYY-MM, a December) are past retention. */
  lastPeriod: string;
}

export interface PayrollRemoval {
  counts: Record<string, number>;
  /** Files of deleted exports and transfers, in the tenant's export directory. */
  files: string[];
}

export async function removePayroll(db: TenantDb, scope: PayrollScope): Promise<PayrollRemoval> {
  const files = [
    ...(await db.selectFrom('exports').select('file_name').where('period', '<=', scope.lastPeriod).where('file_name', 'is not', null).execute()),
    ...(await db.selectFrom('payroll_transfers').select('file_name').where('period', '<=', scope.lastPeriod).where('file_name', 'is not', null).execute()),
  ].map((row) => row.file_name!);
  // The close events the snapshots refer to stay: they say the month is closed and name no one's figures.
  const payroll_snapshots = await removeRows(db, 'payroll_snapshots', (eb) => eb('period', '<=', scope.lastPeriod));
  const exports = await removeRows(db, 'exports', (eb) => eb('period', '<=', scope.lastPeriod));
  const payroll_transfers = await removeRows(db, 'payroll_transfers', (eb) => eb('period', '<=', scope.lastPeriod));
  // Pay rates that ended within the years past retention. A rate without an end counts from the
  // person's exit (or its start, if later), as the erasure's answer announces; one of a person
  // still employed is in force and stays.
  const lastDay = `${scope.lastPeriod}-31`;
  const compensations = await removeRows(db, 'compensations', (eb) =>
    eb.or([
      eb.and([eb('valid_to', 'is not', null), eb('valid_to', '<=', lastDay)]),
      eb.and([
        eb('valid_to', 'is', null),
        eb('valid_from', '<=', lastDay),
        eb('employee_id', 'in', eb.selectFrom('employees').select('employees.id').where('employees.exit_date', 'is not', null).where('employees.exit_date', '<=', lastDay)),
      ]),
    ]),
  );
  return { counts: { payroll_snapshots, exports, payroll_transfers, compensations }, files };
}

export interface DatedScope {
  /** Records of days on or before this one. */
  cutoff: string;
}

const SICK_NOTE_FIELDS = ['certificate_from', 'certificate_to', 'first_certificate', 'diagnosed_on'] as const;

export async function clearSickNotes(db: TenantDb, scope: DatedScope): Promise<Record<string, number>> {
  const eauWhere = (eb: ExpressionBuilder<TenantDatabase, 'eau_requests'>) =>
    eb.and([
      eb('absence_id', 'in', eb.selectFrom('absences').select('absences.id').where('absences.end_date', '<=', scope.cutoff)),
      eb.or(SICK_NOTE_FIELDS.map((field) => eb(field, 'is not', null))),
    ]);
  const noteWhere = (eb: ExpressionBuilder<TenantDatabase, 'absences'>) =>
    eb.and([
      eb('end_date', '<=', scope.cutoff),
      eb('note', 'is not', null),
      eb('type_id', 'in', eb.selectFrom('absence_types').select('absence_types.id').where('absence_types.category', '=', 'sick')),
    ]);
  const eau = await db
    .updateTable('eau_requests')
    .set({ certificate_from: null, certificate_to: null, first_certificate: null, diagnosed_on: null, updated_at: new Date().toISOString() })
    .where(eauWhere)
    .executeTakeFirst();
  const notes = await db.updateTable('absences').set({ note: null }).where(noteWhere).executeTakeFirst();
  return { eau_requests: Number(eau.numUpdatedRows), absences: Number(notes.numUpdatedRows) };
}

export interface InstantScope {
  /** Records of instants before this one. */
  before: string;
}

/** Removes the coordinates of clock events before `before`; the geofence verdict stays. */
export async function clearPositions(db: TenantDb, scope: InstantScope): Promise<number> {
  const result = await db
    .updateTable('clock_events')
    .set({ latitude: null, longitude: null, accuracy_m: null })
    .where('occurred_at', '<', scope.before)
    .where((eb) => eb.or([eb('latitude', 'is not', null), eb('longitude', 'is not', null), eb('accuracy_m', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Correction history entries that still hold coordinates, with the event as it was before and after (JSON). */
export function historyWithPositions(db: TenantDb): Promise<Array<{ id: string; before: unknown; after: unknown }>> {
  return db.selectFrom('clock_event_history').select(['id', 'before', 'after']).where('keeps_position', '=', true).execute();
}

export async function updateHistoryStates(db: TenantDb, id: string, states: { before: unknown; after: unknown; keeps_position: boolean }): Promise<void> {
  await db.updateTable('clock_event_history').set(states).where('id', '=', id).execute();
}

export function removeAuditRecords(db: TenantDb, scope: InstantScope): Promise<number> {
  return removeRows(db, 'audit_requests', (eb) => eb('timestamp', '<', scope.before));
}

/**
 * Stored event data of webhook deliveries of clock events (created, corrected), a page at a time
 * in the order of their ids. The JSON column reads as the object on both databases.
 */
export function clockEventDeliveries(db: TenantDb, afterId: string, limit: number): Promise<Array<{ id: string; event_data: unknown }>> {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_data'])
    .where('event', 'in', ['clock_event.created', 'clock_event.corrected'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setDeliveryData(db: TenantDb, id: string, eventData: unknown): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ event_data: eventData }).where('id', '=', id).execute();
}

/**
 * Deletes the webhook delivery log's entries made before `before`. One still being attempted
 * (pending: a round lasts about a day) stays until its round has ended; its job would otherwise
 * find nothing and the receiver would miss the event.
 */
export function removeDeliveries(db: TenantDb, scope: InstantScope): Promise<number> {
  return removeRows(db, 'webhook_deliveries', (eb) => eb.and([eb('created_at', '<', scope.before), eb('status', '!=', 'pending')]));
}

/** The push device tokens of sessions that have ended (expired before `now`, or revoked). */
export function removeDevicesOfEndedSessions(db: TenantDb, scope: { now: string }): Promise<number> {
  return removeRows(db, 'push_tokens', (eb) =>
    eb(
      'access_token_id',
      'in',
      eb
        .selectFrom('access_tokens')
        .select('access_tokens.id')
        .where((session) => session.or([session('access_tokens.revoked_at', 'is not', null), session('access_tokens.expires_at', '<=', scope.now)])),
    ),
  );
}

/** Sessions that ended (expired or were revoked) before `before`, with the client address and browser they keep. */
export function removeEndedSessions(db: TenantDb, scope: InstantScope): Promise<number> {
  return removeRows(db, 'access_tokens', (eb) => eb.or([eb('expires_at', '<', scope.before), eb('revoked_at', '<', scope.before)]));
}

/** Jobs of the kind that finished (done or dead) before `before`; waiting and running ones stay. */
export function removeFinishedJobs(db: TenantDb, scope: InstantScope): Promise<number> {
  return removeRows(db, 'jobs', (eb) => eb.and([eb('status', 'in', ['done', 'dead']), eb('finished_at', '<', scope.before)]));
}
